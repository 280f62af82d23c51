package org.mapperbench.jmh.results.figures;

import java.util.List;
import org.mapperbench.jmh.results.model.IntervalRecord;
import org.mapperbench.jmh.results.model.Metric;
import org.mapperbench.jmh.results.model.ResultEntry;
import org.mapperbench.jmh.results.model.RoundRecord;
import org.mapperbench.jmh.results.model.VerificationRecord;
import org.mapperbench.protocol.metrics.CostMetric;

/**
 * The figures of one JMH entry, the one way the report, compare, the check command and the runner's progress line read
 * an entry. A figure JMH or the profiler did not produce is NaN (JMH itself writes an unknown error as the string
 * "NaN"), so every consumer has one way to say "no figure".
 *
 * @param score the mean in us/op (sample mode) or ops/s (thrpt mode), as JMH computed it over every fork
 * @param mean the suite's interval of the mean (see {@link SuiteInterval}): the error every consumer shows
 * @param p99 the 99th percentile of all calls (sample mode), as JMH computed it
 * @param p99Interval the suite's interval of the p99; NONE outside sample mode
 * @param jmhError JMH's own scoreError (99.9%, treating every call as independent), kept for reference only
 * @param forks the forks (rounds) the entry rests on
 * @param rounds the suite's record of each fork, in fork order; empty for a plain JMH entry
 * @param verification the server's account of the benchmark's calls; null when the entry carries none
 * @param entry the JMH entry itself, for its raw data (ratio intervals resample it)
 */
public record BenchmarkFigures(
    String adapter,
    String operation,
    String mode,
    int threads,
    double score,
    Interval mean,
    String unit,
    double p99,
    Interval p99Interval,
    double jmhError,
    int forks,
    List<RoundRecord> rounds,
    double cpuClient,
    double cpuServer,
    double alloc,
    VerificationRecord verification,
    ResultEntry entry) {

  public static BenchmarkFigures of(String adapter, ResultEntry entry) {
    Metric primary = entry.primaryMetric();
    IntervalRecord interval = SuiteInterval.current(entry);
    int intervalForks = interval.forks() == null ? 0 : interval.forks();
    return new BenchmarkFigures(
        adapter,
        entry.operation(),
        entry.modeName(),
        entry.threadCount(),
        primary.score(),
        SuiteInterval.read(interval.mean()),
        primary.unit(),
        primary.percentile("99.0"),
        SuiteInterval.read(interval.p99()),
        number(primary.scoreError()),
        intervalForks > 0 ? intervalForks : entry.forkCount(),
        entry.rounds(),
        entry.secondary(CostMetric.CPU_CLIENT.metricName()).score(),
        entry.secondary(CostMetric.CPU_SERVER.metricName()).score(),
        entry.secondary(CostMetric.ALLOC_CLIENT.metricName()).score(),
        entry.verification(),
        entry);
  }

  public String setting() {
    return BenchmarkKey.of(entry).setting();
  }

  public boolean throughput() {
    return SuiteNames.THROUGHPUT.equals(mode);
  }

  /** Whether the entry says anything about verification (a run cut short may leave one without). */
  public boolean hasVerification() {
    return verification != null && verification.passed() != null;
  }

  /** True when the server's counters accounted for every call; false when they did not or the entry does not say. */
  public boolean verified() {
    return hasVerification() && verification.passed();
  }

  /** Per fork, the CPU other processes used while it ran, in percent of one core (NaN unknown). */
  public List<Double> foreignCpu() {
    return rounds.stream().map(r -> r.foreignCpuPercent() == null ? Double.NaN : r.foreignCpuPercent()).toList();
  }

  /** The half-width of the mean's interval. */
  public double error() {
    return mean.halfWidth();
  }

  /** The half-width of the mean's interval as a percentage of the mean. */
  public double errorPercent() {
    return 100 * mean.halfWidthShare();
  }

  /** What the benchmark is: operation, mode, threads and consistency setting. */
  public BenchmarkKey key() {
    return new BenchmarkKey(operation, throughput(), threads, setting());
  }

  /** The label a reader finds the benchmark by, e.g. "readUser (thrpt, 4 threads)". */
  public String label() {
    return key().readable();
  }

  /** The runner's own short label: "readUser" in sample mode, "readUser x4" in the sweep. */
  public String shortLabel() {
    return key().shortLabel();
  }

  /** The raw data the suite's intervals are computed from. */
  public ForkSamples samples() {
    return ForkSamples.of(entry);
  }

  /** A figure the entry may not have: NaN when it has none. */
  static double number(Double figure) {
    return figure == null ? Double.NaN : figure;
  }
}
