package org.mapperbench.jmh.bench;

import java.util.ArrayDeque;
import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.data.DataGenerator;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.UserData;
import org.mapperbench.entities.schema.Operation;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.ThreadParams;

/**
 * Per-thread inputs for one kind of timed call, prepared outside the measurement: entities built, ids chosen, and
 * the rows a read, update or delete needs already written. Every input is used once, so every timed call touches a
 * row no other timed call touches.
 *
 * <p>Inputs are prepared in a pool before each iteration, sized from the previous iteration's use, so that while an
 * iteration is measured the server sees only the timed operation (this matters most in the throughput sweep, where
 * other threads keep calling). A pool that runs dry is topped up one input at a time, still untimed; warm-up
 * iterations size the pool so that measurement iterations rarely need to.
 *
 * <p>Taking an input is invocation-level set-up, so JMH timestamps every call. Its warnings concern calls close to
 * a timestamp's cost; these are network round trips of a hundred microseconds or more.
 */
public abstract class PreparedCall<T> {
  private static final int MIN_POOL = 32;
  private static final int MAX_POOL = 250_000;

  private final Operation timedOperation;
  private final ArrayDeque<T> pool = new ArrayDeque<>();
  private DataGenerator data;
  private int target = MIN_POOL;
  private int used;
  private boolean ranDry;
  MapperAdapter adapter;
  T next;

  /** @param timedOperation the operation the benchmark method times with these inputs */
  PreparedCall(Operation timedOperation) {
    this.timedOperation = timedOperation;
  }

  @Setup(Level.Trial)
  public void start(AdapterUnderTest sut, ThreadParams thread) {
    data = new DataGenerator(Long.getLong("bench.seed", DataGenerator.DEFAULT_SEED), thread.getThreadIndex(), sut.idSpace);
    adapter = sut.adapter;
  }

  @Setup(Level.Iteration)
  public void fillPool() {
    while (pool.size() < target) {
      pool.add(prepareOne(data));
    }
    used = 0;
    ranDry = false;
    MeasuredWindow.open();
  }

  @Setup(Level.Invocation)
  public void takeInput() {
    next = pool.poll();
    if (next == null) {
      ranDry = true;
      next = prepareOne(data);
    }
    used++;
    CallLedger.record(timedOperation);
    MeasuredWindow.countCall();
  }

  @TearDown(Level.Iteration)
  public void sizePool() {
    MeasuredWindow.close();
    // A dry pool slowed the iteration by its top-ups, so its count understates the pace: allow more headroom.
    long wanted = ranDry ? used * 3L : used * 3L / 2;
    target = (int) Math.max(MIN_POOL, Math.min(MAX_POOL, wanted));
  }

  /** One input; writes whatever rows the timed call needs. */
  abstract T prepareOne(DataGenerator data);

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
