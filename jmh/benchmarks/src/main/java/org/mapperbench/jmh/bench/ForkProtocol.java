package org.mapperbench.jmh.bench;

/**
 * What a fork JVM and the runner say to each other, defined once for both: the runner compiles against these
 * constants (javac copies them in), so it needs none of the harness's classes at run time.
 *
 * <p>The fork writes lines starting with {@link #MARK} on its stdout: {@code start <i>} and {@code end <i> <outcome>}
 * around each trial, and {@code requests}, after which it waits for one line on its stdin: the number of requests
 * the server has counted so far (the sum of the server's request counters of the run's tables), or -1.
 */
public final class ForkProtocol {
  public static final String MARK = "@mapper-bench ";
  public static final String START = "start";
  public static final String END = "end";
  public static final String REQUESTS = "requests";

  /** Set by the runner when it answers {@link #REQUESTS} on the fork's stdin. */
  public static final String REQUEST_COUNTS_PROPERTY = "bench.requestCounts";
  /** A trial warms up until the JIT compiled for at most this share of two iterations in a row... */
  public static final String WARMUP_COMPILE_SHARE_PROPERTY = "bench.warmupCompileShare";
  /**
   * Before any trial measures, the fork runs this many passes over all its benchmarks, one iteration of each per pass
   * and always in the same order, so that every trial measures code compiled with the profiles of every call path
   * the JVM will see, whatever the round's order.
   */
  public static final String JVM_WARMUP_PASSES_PROPERTY = "bench.jvmWarmupPasses";
  /** ...or until it has warmed up this many iterations in all. */
  public static final String MAX_WARMUP_ITERATIONS_PROPERTY = "bench.maxWarmupIterations";
  /**
   * Head-room over the inputs a pace asks for: a faster iteration uses more, and in the throughput sweep threads that
   * are ready keep calling while JMH waits for the others to start an iteration together.
   */
  public static final double INPUT_MARGIN = 1.5;
  /** Inputs added to every sized pool: a pace measured on too few calls must not leave the first iteration short. */
  public static final long INPUT_HEADROOM = 32;
  /** The file beside a trial's jmh.json that says how its warm-up went. */
  public static final String WARMUP_FILE = "warmup.properties";

  private ForkProtocol() {}
}
