package org.mapperbench.jmh.report;

import java.util.List;

/**
 * The words a results folder is written in, defined once for the runner that writes it and for the report, compare
 * and check-results that read it: the benchmark operations, the metrics the suite's profiler adds, and the statuses
 * of a run and of an adapter.
 */
public final class SuiteNames {
  /** Every benchmark method, floor first, in the order the runner plans them. */
  public static final List<String> OPERATIONS = List.of(
      "roundTrip", "writeUser", "readUser", "updateUser", "deleteUser",
      "writeOrder", "readOrder", "updateOrder", "updateOrderStatus", "updateOrderStatusIfExists", "deleteOrder");

  /** The lightweight transaction: planned only for adapters whose traits say their library can send one. */
  public static final String CONDITIONAL = "updateOrderStatusIfExists";

  /** The floor: the cheapest request the server counts. */
  public static final String FLOOR = "roundTrip";

  /** The operations of the throughput sweep. */
  public static final List<String> SWEPT = List.of("writeUser", "readUser", "updateUser", "deleteUser");

  /** The plain driver of each family, which that family's mappers are read against. */
  public static final List<String> NATIVE_ADAPTERS = List.of("driver3-native", "driver4-native", "jdbc-mariadb");

  /** Per-call costs the suite's JMH profiler adds to every entry (JMH marks profiler metrics with a middle dot). */
  public static final String CPU_CLIENT = "\u00b7cpu.client";
  public static final String CPU_SERVER = "\u00b7cpu.server";
  public static final String ALLOC_CLIENT = "\u00b7alloc.client";
  /** Requests the server's own counters saw per call, over the measured window (single-thread benchmarks only). */
  public static final String REQUESTS_SERVER = "\u00b7requests.server";
  public static final List<String> RESOURCE_METRICS = List.of(CPU_CLIENT, CPU_SERVER, ALLOC_CLIENT);

  /** A run's and an adapter's status in run.json. */
  public static final String RUNNING = "running";
  public static final String PASSED = "passed";
  /** Everything ran, but the server's counters did not account for every call. */
  public static final String FAILED = "failed";
  /** Something did not run: a fork JVM crashed, overran or could not start. */
  public static final String ERROR = "error";

  /**
   * The noise probe's forks (a fixed CPU-bound loop run once per round in a JVM of its own), merged into one JMH
   * entry: a JMH result list of one entry in the results folder, beside the adapters' files but not one of them.
   */
  public static final String NOISE_PROBE_FILE = "noise-probe.json";
  /** run.json's record of the probe: its file, its forks, and any problem a probe fork had. */
  public static final String NOISE_PROBE = "noiseProbe";
  /** Steal time while a fork ran, in percent of one core, in every fork's {@code rounds} record. */
  public static final String STEAL_PERCENT = "stealPercent";
  /** The JIT's and the collectors' share of each measured window (percent), per iteration. */
  public static final String JIT_CLIENT = "\u00b7jit.client";
  public static final String GC_CLIENT = "\u00b7gc.client";
  /** In a fork's {@code rounds} record: the mean of its iterations' {@link #JIT_CLIENT} and {@link #GC_CLIENT}. */
  public static final String COMPILE_PERCENT = "compilePercent";
  public static final String GC_PERCENT = "gcPercent";
  /** In a fork's {@code rounds} record: how its warm-up went (iterations, the last one's compile share, capped). */
  public static final String WARMUP = "warmUp";

  /** JMH's modes as its JSON names them. */
  public static final String SAMPLE = "sample";
  public static final String THROUGHPUT = "thrpt";

  private SuiteNames() {}
}
