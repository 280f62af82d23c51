package org.mapperbench.protocol.link;

import org.mapperbench.protocol.metrics.ServerCounters;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a fork JVM and the runner say to each other, defined once for both: the fork's main classes, its plan file
 * ({@link PlanLine}), and the runner's answers to its questions. What the
 * fork tells the runner while it runs are {@link ForkMessage}s over its {@link ForkLink}.
 */
public final class ForkProtocol {
  /**
   * The runner's answer to {@link ForkMessage.SettleAsked}: how long it emptied the tables and waited for the server
   * to have no flush, compaction or purge left (up to {@code bench.settleSeconds}), and what came of it.
   *
   * @param millis how long the wait took, emptying the tables included; 0 when off
   */
  public record Settled(long millis, State state) implements java.io.Serializable {
    /** Settling was not asked for: the node-down fault, {@code bench.settleSeconds=0}, or no runner. */
    public static final Settled OFF = new Settled(0, State.OFF);

    /** What came of it. UNKNOWN: the server does not say what it has left to do, so the wait was not for it. */
    public enum State { SETTLED, UNSETTLED, UNKNOWN, OFF }
  }

  /**
   * The runner's answer to {@link ForkMessage.RequestCountsAsked}: the server's counters so far by name ({@link
   * ServerCounters}), the client's requests apart from the server's own work on their behalf (a Paxos round's writes),
   * and the server's cache lookups on its read path.
   *
   * @param requests counters of requests (or statements) clients sent, such as {@code users.read}
   * @param serverWork counters of what the server did for them, such as {@code paxos.write}
   * @param caches lookups in the caches a read from disk goes through, such as {@code keys.hit} and {@code
   *     keys.request} (docs/methodology.md, "A loaded dataset")
   */
  public record RequestCounts(Map<String, Long> requests, Map<String, Long> serverWork, Map<String, Long> caches)
      implements java.io.Serializable {
    public RequestCounts {
      requests = Collections.unmodifiableMap(new TreeMap<>(requests));
      serverWork = Collections.unmodifiableMap(new TreeMap<>(serverWork));
      caches = Collections.unmodifiableMap(new TreeMap<>(caches));
    }

    public RequestCounts(Map<String, Long> requests, Map<String, Long> serverWork) {
      this(requests, serverWork, Map.of());
    }

    /** Every request the clients sent, whatever its kind. */
    public long total() {
      return requests.values().stream().mapToLong(Long::longValue).sum();
    }

    /** Each request counter's rise since {@code earlier}, both kinds of counter in one map. */
    public Map<String, Long> since(RequestCounts earlier) {
      Map<String, Long> rise = new TreeMap<>();
      requests.forEach((counter, n) -> rise.put(counter, n - earlier.requests.getOrDefault(counter, 0L)));
      serverWork.forEach((counter, n) -> rise.put(counter, n - earlier.serverWork.getOrDefault(counter, 0L)));
      return rise;
    }

    /** Each cache counter's rise since {@code earlier}. */
    public Map<String, Long> cachesSince(RequestCounts earlier) {
      Map<String, Long> rise = new TreeMap<>();
      caches.forEach((counter, n) -> rise.put(counter, n - earlier.caches.getOrDefault(counter, 0L)));
      return rise;
    }
  }

  /**
   * The plan-line method of the noise probe, the harness's CPU-bound loop that the runner runs in a fork of its own
   * each round (ForkMain reads a dotted name as a class of its package).
   */
  public static final String NOISE_PROBE_METHOD = "NoiseProbe.cpuLoop";

  public static final String FORK_MAIN = "org.mapperbench.jmh.bench.fork.ForkMain";
  public static final String DESCRIBE_MAIN = "org.mapperbench.jmh.bench.fork.DescribeAdapter";

  /**
   * Head-room over the inputs a pace asks for: a faster iteration uses more, and in the throughput sweep threads that
   * are ready keep calling while JMH waits for the others to start an iteration together.
   */
  public static final double INPUT_MARGIN = 1.5;
  /** Inputs added to every sized pool: a pace measured on too few calls must not leave the first iteration short. */
  public static final long INPUT_HEADROOM = 32;
  /** The plan-line mode of a paced trial, beside JMH's {@code thrpt} and {@code sample}. */
  public static final String RATE_MODE = "rate";
  /**
   * The plan-line mode of a capacity search: paced runs that halve, {@code bench.capacitySteps} times, the range
   * from 0 to the line's rate (the library's closed-loop throughput), each run in its trial folder's {@code step-k}.
   */
  public static final String CAPACITY_MODE = "capacity";
  /**
   * The pacer's own floor, measured once in every fork that paced calls: the folder of its run in the fork's output
   * and its operation's name in the results, since its calls do nothing and reach no server.
   */
  public static final String PACER_FLOOR = "pacerFloor";
  /**
   * The plan-line mode of a profiled trial: JMH's throughput on one thread, warmed up as a measured trial is, whose
   * measured windows run under async-profiler once per event of {@link
   * org.mapperbench.settings.ForkSettings#PROFILE_EVENTS}; never timed.
   */
  public static final String PROFILE_MODE = "profile";
  /**
   * The file in a profiled trial's folder that says, per event, the calls its windows made and the sampling engine
   * ({@code <event>.calls}, {@code <event>.engine}); beside it {@code <event>.collapsed} and {@code <event>.html}.
   */
  public static final String PROFILE_FILE = "profile.properties";
  /** The key suffix in {@link #PROFILE_FILE}, after an event's name, of the calls its windows made. */
  public static final String PROFILE_CALLS = ".calls";
  /** The key suffix, after an event's name, of how async-profiler sampled it ({@code perf_events cpu-clock}, ...). */
  public static final String PROFILE_ENGINE = ".engine";
  /**
   * The key suffix, after an event's name, of what the suite's own counters measured per call in the same windows:
   * the client JVM's CPU nanoseconds, or its allocated bytes.
   */
  public static final String PROFILE_MEASURED = ".measured";
  /**
   * The key in {@link #PROFILE_FILE} of the calls of the windows the fork told the runner of ({@link
   * ForkMessage.WindowClosing}): those in which set-up made no call, so that the server's requests in them are the
   * timed calls' alone.
   */
  public static final String PROFILE_MARKED_CALLS = "marked.calls";
  /** The plan of a fork JVM's trials ({@link PlanLine}, one per line) in its work folder. */
  public static final String TRIALS_FILE = "trials.tsv";
  /** A trial's JMH result, in its own folder (named by its index in the plan) of the fork's work folder. */
  public static final String RESULT_FILE = "jmh.json";
  /** The file beside a trial's jmh.json that says how its warm-up went. */
  public static final String WARMUP_FILE = "warmup.properties";

  private ForkProtocol() {}

  /** The folder of a capacity search's step k (from 1) in its trial's folder. */
  public static java.nio.file.Path capacityStep(java.nio.file.Path trialDir, int step) {
    return trialDir.resolve("step-" + step);
  }

  /**
   * One line of a fork's plan file: a benchmark the fork runs as one JMH trial, or a paced trial. Tab-separated, in
   * this order.
   *
   * @param method a CrudBenchmarks method, {@code Class.method} for another benchmark of the harness's package, or
   *     {@link org.mapperbench.settings.RateSettings#MIX_METHOD}
   * @param mode JMH's short name of the mode ({@code thrpt} or {@code sample}), or {@link #RATE_MODE}
   * @param threads JMH's threads, or a paced trial's workers
   * @param inputsPerThread inputs each thread prepares before it measures; 0 = unknown
   * @param ratePerSecond a paced trial's arrival rate; 0 for a JMH trial
   */
  public record PlanLine(String method, String mode, int threads, int warmupIterations, long inputsPerThread,
      double ratePerSecond) {
    public PlanLine(String method, String mode, int threads, int warmupIterations, long inputsPerThread) {
      this(method, mode, threads, warmupIterations, inputsPerThread, 0);
    }

    public boolean paced() {
      return RATE_MODE.equals(mode) || capacity();
    }

    public boolean capacity() {
      return CAPACITY_MODE.equals(mode);
    }

    public boolean profiled() {
      return PROFILE_MODE.equals(mode);
    }

    public String format() {
      return String.join("\t", method, mode, Integer.toString(threads), Integer.toString(warmupIterations),
          Long.toString(inputsPerThread), Double.toString(ratePerSecond));
    }

    public static PlanLine parse(String line) {
      String[] f = line.split("\t");
      return new PlanLine(f[0], f[1], Integer.parseInt(f[2]), Integer.parseInt(f[3]), Long.parseLong(f[4]),
          f.length > 5 ? Double.parseDouble(f[5]) : 0);
    }
  }
}
