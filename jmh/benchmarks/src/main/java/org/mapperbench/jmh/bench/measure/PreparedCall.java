package org.mapperbench.jmh.bench.measure;

import org.mapperbench.settings.ForkSettings;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.data.DataGenerator;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.ProductData;
import org.mapperbench.entities.model.UserData;
import org.mapperbench.entities.schema.Operation;
import org.mapperbench.entities.schema.ProductTable;
import org.mapperbench.settings.BenchSettings;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.infra.ThreadParams;
import org.openjdk.jmh.runner.IterationType;

/**
 * Per-thread inputs for one kind of timed call, prepared outside the measurement: entities built, ids chosen, and
 * the rows a read, update or delete needs already written. A write's or a delete's input is used once, so it touches a
 * row no other timed call touches; reads and updates use a few stored rows in turn ({@link StoredInTurn}).
 *
 * <p>When the runner knows from an earlier fork how many inputs a thread will use ({@code bench.inputsPerThread}), the
 * whole trial's inputs are prepared in bulk before the first warm-up iteration: values are generated in order on
 * this thread (the data stays the same for every adapter), and the rows are written concurrently by {@link
 * BulkWriter}'s threads. Otherwise, as in a first fork, a pool is filled before each iteration, sized from the
 * previous one. Either way a pool that runs low is topped up in bulk at the next iteration's set-up, and one that
 * runs dry mid-iteration one input at a time, still untimed. The measured window opens only once the inputs are
 * ready, so the server sees only the timed operation while it is measured.
 *
 * <p>Taking an input is invocation-level set-up, so JMH timestamps every call. Its warnings concern calls close to
 * a timestamp's cost; these are network round trips of a hundred microseconds or more.
 */
public abstract class PreparedCall<T> {
  private static final int MIN_POOL = 64;
  private static final int MAX_POOL = 250_000;
  /**
   * Inputs a JMH run of this fork prepared and left unused, per state class and thread. JMH makes new states for each
   * run, and a trial's warm-up is several runs: a delete's pool, prepared with a margin every time, wrote 2.6 rows a
   * call. Their rows stay stored until the runner empties the tables ({@link #tablesEmptied}), so the benchmark's
   * next run takes them first (docs/methodology.md, "How long a run takes").
   */
  private static final Map<String, ArrayDeque<Object>> LEFT_OVER = new ConcurrentHashMap<>();

  private final Operation timedOperation;
  private final ArrayDeque<T> pool = new ArrayDeque<>();
  private DataGenerator data;
  private int target = MIN_POOL;
  private int used;
  private boolean ranDry;
  private int trialThreads = 1;
  private int threadIndex;
  private long idSpace;
  /** Writes of the inputs being prepared, when preparing in bulk; null when each write is made at once. */
  private BulkWriter writer;
  public MapperAdapter adapter;
  public T next;

  /** @param timedOperation the operation the benchmark method times with these inputs */
  public PreparedCall(Operation timedOperation) {
    this.timedOperation = timedOperation;
  }

  /** The operation whose calls these inputs serve. */
  public Operation timedOperation() {
    return timedOperation;
  }

  @Setup(Level.Trial)
  public void start(AdapterUnderTest sut, ThreadParams thread) {
    data = new DataGenerator(BenchSettings.SEED.get(System.getProperties()), thread.getThreadIndex(), sut.idSpace);
    adapter = sut.adapter;
    trialThreads = thread.getThreadCount();
    threadIndex = thread.getThreadIndex();
    idSpace = sut.idSpace;
    pool.clear();
    takeLeftovers();
    long planned = ForkSettings.INPUTS_PER_THREAD.get(System.getProperties());
    if (planned > 0) {
      int wanted = (int) Math.min(MAX_POOL, planned);
      if (wanted > pool.size()) {
        prepareInBulk(wanted - pool.size());
      }
      target = pool.size();
    }
  }

  /** Keeps what this run did not use for the benchmark's next run in this fork. */
  @TearDown(Level.Trial)
  public void keepLeftovers() {
    if (!pool.isEmpty()) {
      LEFT_OVER.computeIfAbsent(stateKey(), k -> new ArrayDeque<>()).addAll(pool);
      pool.clear();
    }
  }

  /** The tables were emptied: no stored row and no input left over has its row any more. */
  protected static void tablesEmptied() {
    LEFT_OVER.clear();
    StoredInTurn.forgetAll();
  }

  @SuppressWarnings("unchecked")
  private void takeLeftovers() {
    ArrayDeque<Object> left = LEFT_OVER.remove(stateKey());
    if (left != null) {
      left.forEach(input -> pool.add((T) input));
    }
  }

  /** A number of this state class, thread and fork JVM alone: what seeds its draws of a loaded dataset's rows. */
  protected long stream() {
    return (getClass().getName().hashCode() * 31L + threadIndex) ^ (idSpace << 20);
  }

  /** This state class and thread, which what a fork keeps between JMH runs is filed under. */
  protected String stateKey() {
    return getClass().getName() + '#' + threadIndex;
  }

  @Setup(Level.Iteration)
  public void fillPool() {
    if (pool.size() < target) {
      prepareInBulk(target - pool.size());
    }
    used = 0;
    ranDry = false;
    MeasuredWindow.open(trialThreads == 1);
  }

  @Setup(Level.Invocation)
  public void takeInput() {
    T input = pool.poll();
    if (input == null) {
      ranDry = true;
      input = prepareOne(data);
    }
    used++;
    carry(input);
  }

  /** Makes {@code input} the next timed call's, and records the call in the ledger and in the measured window. */
  public final void carry(T input) {
    next = input;
    CallLedger.record(timedOperation);
    recordWrite(input);
    MeasuredWindow.countCall();
  }

  /**
   * Outside JMH (a paced trial): prepares {@code count} inputs in bulk, in order, on the data stream {@code stream}
   * (the streams of one trial's operations never share an id), and leaves these inputs bound to the adapter.
   */
  public final List<T> prepareAll(AdapterUnderTest sut, int stream, int count, int writers) {
    data = new DataGenerator(BenchSettings.SEED.get(System.getProperties()), stream, sut.idSpace);
    adapter = sut.adapter;
    trialThreads = writers;
    threadIndex = stream;
    idSpace = sut.idSpace;
    pool.clear();
    prepareInBulk(count);
    List<T> all = new ArrayList<>(pool);
    pool.clear();
    return all;
  }

  /** Outside JMH: a carrier of inputs another instance prepared, for one worker of a paced trial. */
  public final void bind(MapperAdapter adapter) {
    this.adapter = adapter;
  }

  @TearDown(Level.Iteration)
  public void sizePool(IterationParams iteration) {
    MeasuredWindow.close();
    // A dry pool slowed the iteration by its top-ups, and a warm-up ran code the JIT had yet to compile, so either
    // count understates the next iteration's pace: allow more headroom. A pool that runs dry in a measured window
    // costs that window its request count.
    long wanted = ranDry || iteration.getType() == IterationType.WARMUP ? used * 4L : used * 3L / 2;
    target = (int) Math.max(MIN_POOL, Math.min(MAX_POOL, wanted));
  }

  /** The threads of this trial (a paced trial's: its writers). */
  protected int trialThreads() {
    return trialThreads;
  }

  /** An insert's input names the row it writes, for a fault run's read-back ({@link CallLedger#recordWrite}). */
  protected void recordWrite(T input) {}

  /** One input; writes whatever rows the timed call needs (in bulk, hands the writes to the writer). */
  public abstract T prepareOne(DataGenerator data);

  private void prepareInBulk(int count) {
    List<T> inputs = new ArrayList<>(count);
    try (BulkWriter bulk = new BulkWriter(trialThreads)) {
      writer = bulk;
      for (int i = 0; i < count; i++) {
        inputs.add(prepareOne(data));
      }
      bulk.awaitAll();
    } finally {
      writer = null;
    }
    pool.addAll(inputs);
  }

  protected UserData storedUser(DataGenerator data) {
    UserData user = data.nextUser();
    write(() -> adapter.writeUser(user), Operation.WRITE_USER);
    return user;
  }

  protected OrderData storedOrder(DataGenerator data) {
    OrderData order = data.nextOrder();
    write(() -> adapter.writeOrder(order), Operation.WRITE_ORDER);
    return order;
  }

  /** An order of exactly {@code items} line items, written. */
  protected OrderData storedOrder(DataGenerator data, int items) {
    OrderData order = data.nextOrder(items);
    write(() -> adapter.writeOrder(order), Operation.WRITE_ORDER_100);
    return order;
  }

  /** A new catalogue of {@code rows} products, written as its largest writes; its id. */
  protected java.util.UUID storedCatalogue(DataGenerator data, int rows) {
    List<ProductData> catalogue = data.nextCatalogue(rows);
    for (List<ProductData> part : ProductTable.writes(catalogue)) {
      write(() -> adapter.writeProducts(part), Operation.WRITE_PRODUCTS_1);
    }
    return catalogue.get(0).catalogueId();
  }

  private void write(Runnable call, Operation op) {
    if (writer != null) {
      writer.submit(call, op);
    } else {
      call.run();
      CallLedger.record(op);
      MeasuredWindow.countUntimedCall();
    }
  }
}
