package org.mapperbench.jmh.bench;

import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.data.DataGenerator;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.UserData;
import org.mapperbench.entities.schema.Operation;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.ThreadParams;

/**
 * Per-thread input for one timed call, prepared before each invocation and outside the measurement: entities are
 * built, ids chosen, and rows a read, update or delete needs are written, so every timed call touches a row no
 * other timed call touches.
 *
 * <p>Invocation-level set-up makes JMH take timestamps around every call. Its warnings are about calls much
 * shorter than a timestamp; these calls are network round trips of tens of microseconds or more.
 */
public abstract class PreparedCall {
  private DataGenerator data;
  MapperAdapter adapter;

  @Setup(Level.Trial)
  public void start(AdapterUnderTest sut, ThreadParams thread) {
    data = new DataGenerator(Long.getLong("bench.seed", DataGenerator.DEFAULT_SEED), thread.getThreadIndex(), sut.idSpace);
    adapter = sut.adapter;
  }

  @Setup(Level.Invocation)
  public void prepare() {
    prepareNext(data);
    CallLedger.record(timedOperation());
  }

  /** The operation the benchmark method times with this input. */
  abstract Operation timedOperation();

  abstract void prepareNext(DataGenerator data);

  UserData storedUser(DataGenerator data) {
    UserData user = data.nextUser();
    adapter.writeUser(user);
    CallLedger.record(Operation.WRITE_USER);
    return user;
  }

  OrderData storedOrder(DataGenerator data) {
    OrderData order = data.nextOrder();
    adapter.writeOrder(order);
    CallLedger.record(Operation.WRITE_ORDER);
    return order;
  }
}
