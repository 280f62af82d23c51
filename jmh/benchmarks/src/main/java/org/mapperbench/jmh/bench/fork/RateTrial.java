package org.mapperbench.jmh.bench.fork;

import org.mapperbench.jmh.bench.CrudBenchmarks;
import org.mapperbench.jmh.bench.measure.AdapterUnderTest;
import org.mapperbench.jmh.bench.measure.MeasuredWindow;
import org.mapperbench.jmh.bench.measure.PreparedCall;
import org.mapperbench.jmh.bench.measure.ServerPause;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import org.mapperbench.entities.schema.Operation;
import org.mapperbench.jmh.bench.measure.rate.PacedRun;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.protocol.metrics.CallTimes;
import org.mapperbench.protocol.link.ForkProtocol;
import org.mapperbench.protocol.metrics.PacedCosts;
import org.mapperbench.settings.RateSettings;

/**
 * A paced trial in a fork: one operation, or the hat-shop mix of order events, issued at a fixed arrival rate by the
 * plan line's workers ({@link PacedRun}), first for a warm-up of half {@code bench.rateSeconds} at that rate, then
 * measured for {@code bench.rateSeconds}; or a capacity search of several such runs. Every call goes through the
 * benchmark method JMH times, on inputs prepared beforehand as JMH's are ({@link PreparedCall}), so a paced call and
 * a timed JMH call are the same code. Writes each measured run's {@link CallTimes} and {@link PacedCosts}; the call
 * ledger counts every call, warm-up and preparation included, for the runner to hold against the server's counters.
 */
public final class RateTrial {
  private static final Properties SETTINGS = System.getProperties();
  private static final Duration DRAIN = Duration.ofSeconds(30);

  private final List<Operation> kinds;
  private final int workers;
  private final Duration length;
  private final Duration warmUpLength;
  private int runs;

  RateTrial(String method, int workers) {
    this.kinds = method.equals(RateSettings.MIX_METHOD)
        ? RateSettings.MIX.get(SETTINGS).keySet().stream().map(RateTrial::operation).toList()
        : List.of(operation(method));
    this.workers = workers;
    int seconds = RateSettings.RATE_SECONDS.get(SETTINGS);
    this.length = Duration.ofSeconds(seconds);
    // Half as long as the measured run: long enough for the JIT at the rate, the fork having warmed up its JVM.
    this.warmUpLength = Duration.ofSeconds((seconds + 1) / 2);
  }

  /** Runs a warm-up and a measured run at the rate, and files the measured one's times and costs in {@code dir}. */
  CallTimes run(AdapterUnderTest sut, Path dir, double ratePerSecond) throws Exception {
    Duration pause = java.util.Objects.requireNonNullElse(RateSettings.PAUSE.get(SETTINGS), Duration.ZERO);
    return run(sut, dir, ratePerSecond, pause);
  }

  private CallTimes run(AdapterUnderTest sut, Path dir, double ratePerSecond, Duration pause) throws Exception {
    PacedRun warmUp = new PacedRun(ratePerSecond, warmUpLength, workers, names());
    PacedRun measured = new PacedRun(ratePerSecond, length, workers, names());
    byte[] warmUpKinds = schedule(warmUp.calls(), runs++);
    byte[] measuredKinds = schedule(measured.calls(), runs++);
    // Each run's inputs from data streams of their own: a capacity search's second step must not insert the first's
    // ids again (a duplicate key on MariaDB, a silent overwrite on Cassandra).
    List<List<Object>> inputs = prepare(sut, warmUpKinds, measuredKinds, (runs / 2 - 1) * kinds.size());
    AtomicInteger[] taken = new AtomicInteger[kinds.size()];
    Arrays.setAll(taken, i -> new AtomicInteger());
    CrudBenchmarks benchmarks = new CrudBenchmarks();

    warmUp.run(worker -> new Worker(sut, benchmarks, warmUpKinds, inputs, taken), DRAIN);
    return measure(measured, worker -> new Worker(sut, benchmarks, measuredKinds, inputs, taken), dir, pause);
  }

  /**
   * A measured run between the edges of the measured window, with {@code bench.pause}'s stall in its middle (calls due
   * before, during and after it); files its times and costs in {@code dir}.
   */
  private static CallTimes measure(PacedRun measured, IntFunction<PacedRun.Call> calls, Path dir, Duration pause)
      throws Exception {
    MeasuredWindow.reset();
    MeasuredWindow.open(false);
    CallTimes times;
    long pausedNanos;
    try (ServerPause stall = ServerPause.start(measured.length().dividedBy(2), pause)) {
      times = measured.run(calls, DRAIN);
      stall.close();
      pausedNanos = stall.pausedNanos();
    }
    MeasuredWindow.close();
    java.nio.file.Files.createDirectories(dir);
    times.write(dir.resolve(CallTimes.FILE));
    costs(MeasuredWindow.opened(), MeasuredWindow.closed(), pausedNanos).write(dir.resolve(PacedCosts.FILE));
    return times;
  }

  /**
   * The capacity search: {@code bench.capacitySteps} paced runs, each at the middle of the range the highest rate
   * within {@code bench.p99Target} lies in, from 0 to {@code bracket} (the library's closed-loop throughput), halving
   * the range each time. Step k is filed in {@code step-k}; the runner finds the capacity as the highest step rate
   * that was within the target, by the same rule ({@link CallTimes#withinTarget}).
   */
  void searchCapacity(AdapterUnderTest sut, Path dir, double bracket) throws Exception {
    Duration target = RateSettings.P99_TARGET.get(SETTINGS);
    double low = 0;
    double high = bracket;
    for (int step = 1; step <= RateSettings.CAPACITY_STEPS.get(SETTINGS); step++) {
      double rate = (low + high) / 2;
      if (run(sut, ForkProtocol.capacityStep(dir, step), rate, Duration.ZERO).withinTarget(target)) {
        low = rate;
      } else {
        high = rate;
      }
    }
  }

  /**
   * The pacer's own floor at {@code ratePerSecond}: the same schedule and workers calling nothing, warmed up and then
   * measured for half of {@code bench.rateSeconds} each. Its latency from due is what waking a parked worker and
   * handing out tickets add to every paced figure on this machine; its client CPU is what the pacer alone burns at
   * that rate. Files its times and costs in {@code dir} as a paced run's.
   */
  static void measurePacerFloor(Path dir, double ratePerSecond, int workers) throws Exception {
    Duration length = Duration.ofSeconds((RateSettings.RATE_SECONDS.get(SETTINGS) + 1) / 2);
    List<String> kinds = List.of(ForkProtocol.PACER_FLOOR);
    PacedRun.Call nothing = new PacedRun.Call() {
      @Override
      public int ready(long ticket) {
        return 0;
      }

      @Override
      public void run() {}
    };
    new PacedRun(ratePerSecond, length, workers, kinds).run(worker -> nothing, DRAIN);
    measure(new PacedRun(ratePerSecond, length, workers, kinds), worker -> nothing, dir, Duration.ZERO);
  }

  private List<String> names() {
    return kinds.stream().map(Operation::method).toList();
  }

  /**
   * Which kind each call of a run is: a one-operation trial's are all 0; a mix's are drawn by weight from the suite's
   * seed, so every adapter meets the same sequence of events.
   */
  private byte[] schedule(int calls, int run) {
    byte[] schedule = new byte[calls];
    if (kinds.size() == 1) {
      return schedule;
    }
    Map<String, Integer> mix = RateSettings.MIX.get(SETTINGS);
    int[] weights = kinds.stream().mapToInt(op -> mix.get(op.method())).toArray();
    int total = Arrays.stream(weights).sum();
    Random random = new Random(BenchSettings.SEED.get(SETTINGS) * 31 + run);
    for (int i = 0; i < calls; i++) {
      int draw = random.nextInt(total);
      int kind = 0;
      while (draw >= weights[kind]) {
        draw -= weights[kind++];
      }
      schedule[i] = (byte) kind;
    }
    return schedule;
  }

  /** Every input both runs will use, per kind, prepared in bulk before either starts: none is prepared while timed. */
  private List<List<Object>> prepare(AdapterUnderTest sut, byte[] warmUpKinds, byte[] measuredKinds, int firstStream)
      throws Exception {
    List<List<Object>> inputs = new ArrayList<>();
    for (int kind = 0; kind < kinds.size(); kind++) {
      int count = count(warmUpKinds, kind) + count(measuredKinds, kind);
      PreparedCall<?> preparer = carrier(kinds.get(kind));
      inputs.add(List.copyOf(preparer.prepareAll(sut, firstStream + kind, count, workers)));
    }
    return inputs;
  }

  private static int count(byte[] schedule, int kind) {
    int n = 0;
    for (byte k : schedule) {
      n += k == kind ? 1 : 0;
    }
    return n;
  }

  /** One worker's calls: its own input carrier per kind, as each JMH thread has its own state. */
  private final class Worker implements PacedRun.Call {
    private final CrudBenchmarks benchmarks;
    private final byte[] schedule;
    private final List<List<Object>> inputs;
    private final AtomicInteger[] taken;
    private final PreparedCall<Object>[] carriers;
    private final MethodHandle[] methods;
    private int current;

    @SuppressWarnings("unchecked")
    Worker(AdapterUnderTest sut, CrudBenchmarks benchmarks, byte[] schedule, List<List<Object>> inputs,
        AtomicInteger[] taken) {
      this.benchmarks = benchmarks;
      this.schedule = schedule;
      this.inputs = inputs;
      this.taken = taken;
      this.carriers = new PreparedCall[kinds.size()];
      this.methods = new MethodHandle[kinds.size()];
      for (int kind = 0; kind < kinds.size(); kind++) {
        carriers[kind] = (PreparedCall<Object>) carrier(kinds.get(kind));
        carriers[kind].bind(sut.adapter);
        methods[kind] = method(kinds.get(kind));
      }
    }

    @Override
    public int ready(long ticket) {
      current = schedule[(int) ticket];
      carriers[current].carry(inputs.get(current).get(taken[current].getAndIncrement()));
      return current;
    }

    @Override
    public void run() throws Exception {
      try {
        methods[current].invoke(benchmarks, carriers[current]);
      } catch (Exception | Error e) {
        throw e;
      } catch (Throwable t) {
        throw new IllegalStateException(t);
      }
    }
  }

  static Operation operation(String method) {
    return Arrays.stream(Operation.values()).filter(op -> op.benchmarked() && op.method().equals(method)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no operation " + method + " to pace"));
  }

  /** The operation's benchmark method, whose one parameter is its inputs' state class. */
  private static Method benchmark(Operation op) {
    return Arrays.stream(CrudBenchmarks.class.getMethods()).filter(m -> m.getName().equals(op.method()))
        .findFirst().orElseThrow();
  }

  private static PreparedCall<?> carrier(Operation op) {
    try {
      return (PreparedCall<?>) benchmark(op).getParameterTypes()[0].getConstructor().newInstance();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot make the inputs of " + op.method(), e);
    }
  }

  private static MethodHandle method(Operation op) {
    try {
      return MethodHandles.publicLookup().unreflect(benchmark(op));
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
  }

  private static PacedCosts costs(MeasuredWindow.Counters from, MeasuredWindow.Counters to, long pausedNanos) {
    return new PacedCosts(to.calls() - from.calls(), to.wallNanos() - from.wallNanos(),
        difference(from.clientCpuNanos(), to.clientCpuNanos()), difference(from.serverCpuNanos(), to.serverCpuNanos()),
        difference(from.clientAllocatedBytes(), to.clientAllocatedBytes()),
        difference(from.compileMillis(), to.compileMillis()), difference(from.gcMillis(), to.gcMillis()),
        pausedNanos);
  }

  private static long difference(long from, long to) {
    return from < 0 || to < 0 ? -1 : to - from;
  }
}
