package org.mapperbench.jmh.results.figures;

import java.util.List;
import java.util.regex.Pattern;
import org.mapperbench.entities.schema.Operation;

/**
 * The words a results folder is written in, defined once for the runner that writes it and for the report, compare
 * and the check command that read it: the benchmark operations, the statuses
 * of a run and of an adapter, and the files beside run.json. The fields of run.json and of the suite's additions to a
 * JMH entry are the component names of the records in {@code org.mapperbench.jmh.results.model}; the metrics
 * the suite's profiler adds are {@link org.mapperbench.protocol.metrics.CostMetric}'s.
 */
public final class SuiteNames {
  /** Every benchmark method, floor first, in the order the runner plans them: the contract's operations. */
  public static final List<String> OPERATIONS = Operation.benchmarkMethods();

  /** The lightweight transaction: planned only for adapters whose traits say their library can send one. */
  public static final String CONDITIONAL = Operation.UPDATE_ORDER_STATUS_IF_EXISTS.method();

  /** The floor: the cheapest request the server counts. */
  public static final String FLOOR = Operation.ROUND_TRIP.method();

  /** The operations on the User entity, which a run's throughput sweep chooses from by default. */
  public static final List<String> USER_OPERATIONS = java.util.stream.Stream.of(Operation.WRITE_USER,
      Operation.READ_USER, Operation.UPDATE_USER, Operation.DELETE_USER).map(Operation::method).toList();

  /** The plain driver of each family, which that family's mappers are read against ({@link FamilyNative}). */
  public static final List<String> NATIVE_ADAPTERS = List.of("driver3-native", "driver4-native", "jdbc-mariadb");

  /** A run's and an adapter's status in run.json. */
  public static final String RUNNING = "running";
  public static final String PASSED = "passed";
  /** Everything ran, but the server's counters did not account for every call. */
  public static final String FAILED = "failed";
  /** Something did not run: a fork JVM crashed, overran or could not start. */
  public static final String ERROR = "error";
  /** The user stopped the run (Ctrl-C, SIGTERM): every fork JVM it names finished and was kept. */
  public static final String INTERRUPTED = "interrupted";

  /** The run's record ({@code RunRecord}), rewritten after every fork JVM. */
  public static final String RUN_FILE = "run.json";
  /** Every adapter's entries in one JMH result list, each with {@code params.adapter}; written by the report. */
  public static final String MERGED_FILE = "results.json";
  /** What the docs quote from a run (the report module's RunSummary). */
  public static final String SUMMARY_FILE = "summary.json";
  public static final String REPORT_MARKDOWN = "report.md";
  /** Each adapter's fork JVMs' output ({@code <adapter>.log}) and the servers' logs. */
  public static final String LOGS_DIR = "logs";
  /** The suite-started servers' own logs, copied at the end of a run: {@code logs/server/<node>/}. */
  public static final String SERVER_LOGS = LOGS_DIR + "/server";
  /** The stats sidecar's timelines, one {@link #statsFile} per process. */
  public static final String STATS_DIR = "stats";
  /**
   * A timeline's columns, tab-separated under this header: the sample's time, the process's CPU, RSS and heap, and
   * the benchmark running then ({@code -} between benchmarks).
   */
  public static final List<String> STATS_COLUMNS =
      List.of("time", "cpu_percent", "rss_bytes", "heap_bytes", "benchmark");
  /**
   * What joins the adapters of forks interleaved together in a timeline's benchmark label: never in a name, since
   * {@code bench.adapters} splits on it ({@code +} joins a variant's parts).
   */
  private static final String TOGETHER = ",";
  /** The report's PNG charts. */
  public static final String CHARTS_DIR = "charts";
  public static final String REPORT_HTML = "report.html";

  /**
   * The noise probe's forks (a fixed CPU-bound loop run once per round in a JVM of its own), merged into one JMH
   * entry: a JMH result list of one entry in the results folder, beside the adapters' files but not one of them.
   */
  public static final String NOISE_PROBE_FILE = "noise-probe.json";
  /** Every filed fork, one JSON line each, per adapter and for the noise probe: what a resume reloads. */
  public static final String FORKS_DIR = "forks";
  /**
   * The run's figures in the formats of the dashboards maintainers use, one file each (docs/results.md, "Dashboards"):
   * github-action-benchmark's customSmallerIsBetter (costs per call, latency) and customBiggerIsBetter (throughput),
   * and Bencher's metric format.
   */
  public static final String DASHBOARDS_DIR = "dashboards";
  public static final String SMALLER_IS_BETTER_FILE = DASHBOARDS_DIR + "/github-action-benchmark-smaller.json";
  public static final String BIGGER_IS_BETTER_FILE = DASHBOARDS_DIR + "/github-action-benchmark-bigger.json";
  public static final String BENCHER_FILE = DASHBOARDS_DIR + "/bencher.json";
  /** JMH's modes as its JSON names them. */
  public static final String SAMPLE = "sample";
  public static final String THROUGHPUT = "thrpt";

  private SuiteNames() {}

  /** A process's timeline in the results folder, e.g. {@code stats/cassandra.tsv}. */
  public static String statsFile(String process) {
    return STATS_DIR + "/" + statsFileName(process);
  }

  /** A process's timeline in {@link #STATS_DIR}, e.g. {@code cassandra.tsv}. */
  public static String statsFileName(String process) {
    return process + ".tsv";
  }

  /**
   * The first word of a timeline's benchmark label for forks that ran together, e.g. {@code spring-data,spring-data~2}:
   * their samples are of them all, so no one of them is named alone. Sorted, so that every round names them alike.
   */
  public static String together(List<String> adapters) {
    return String.join(TOGETHER, adapters.stream().sorted().toList());
  }

  /** The adapters a timeline's benchmark label names (its first word); none for {@code -}. */
  public static List<String> labelAdapters(String label) {
    String first = label.strip().split(" ", 2)[0];
    return first.isEmpty() || first.equals("-") ? List.of() : List.of(first.split(Pattern.quote(TOGETHER)));
  }
}
