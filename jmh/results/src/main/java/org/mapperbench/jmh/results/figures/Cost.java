package org.mapperbench.jmh.results.figures;

import java.util.EnumSet;
import java.util.Set;
import org.mapperbench.jmh.results.figures.HierarchicalBootstrap.Statistic;
import org.mapperbench.settings.CostMetric;

/**
 * What one call of a library costs, in the order the verdict reads them: the costs measured most precisely first.
 * Requests come from the server's own counters and are exact; bytes allocated vary a few times less between forks
 * than CPU and latency (the verdict says by how much in each run), so the first two carry most of a verdict.
 */
public enum Cost {
  REQUESTS("requests per call", "requests", CostMetric.REQUESTS_SERVER, Statistic.MEAN),
  ALLOCATION("bytes allocated per call", "alloc", CostMetric.ALLOC_CLIENT, Statistic.MEAN),
  /** The library's work: the calling and I/O threads, without the JIT and the collectors. */
  CLIENT_CPU("client CPU per call", "client CPU", CostMetric.CPU_CLIENT, Statistic.MEAN),
  /** The collectors' share, from the fork's GC CPU per allocated byte: a collection's place in a window is chance. */
  CLIENT_GC("client GC CPU per call", "client GC", CostMetric.CPU_CLIENT_GC, Statistic.MEAN),
  SERVER_CPU("server CPU per call", "server CPU", CostMetric.CPU_SERVER, Statistic.MEAN),
  MEAN_LATENCY("mean latency", "mean", null, Statistic.MEAN),
  P99_LATENCY("p99 latency", "p99", null, Statistic.P99);

  /**
   * The costs more forks can pin down within a run's budget, so the runner's extra rounds go to them first: a few
   * forks more take their ratios to a few percent, where latency's would need tens.
   */
  static final Set<Cost> PRECISE = EnumSet.of(REQUESTS, ALLOCATION);

  public final String title;
  /** The short name of the console's verdict lines. */
  public final String label;
  /** The secondary metric holding it per iteration; null for the primary metric (the call's time). */
  final CostMetric metric;
  final Statistic statistic;

  Cost(String title, String label, CostMetric metric, Statistic statistic) {
    this.title = title;
    this.label = label;
    this.metric = metric;
    this.statistic = statistic;
  }

  /** The raw data the cost's intervals are resampled from: per fork, its iterations (or calls). */
  public ForkSamples samples(BenchmarkFigures figures) {
    return metric == null ? figures.samples() : ForkSamples.ofSecondary(figures.entry(), metric.metricName());
  }

  /** The cost's mean as JMH's entry states it (its score), NaN where the entry lacks it. */
  public double score(BenchmarkFigures figures) {
    return metric == null ? figures.score()
        : BenchmarkFigures.number(figures.entry().path("secondaryMetrics").path(metric.metricName()).path("score"));
  }

  /**
   * This cost of {@code b}'s call over {@code a}'s, from two separate runs: each side's forks resampled on their own,
   * since no round pairs them.
   */
  public Interval between(BenchmarkFigures b, BenchmarkFigures a) {
    return HierarchicalBootstrap.ratio(samples(b), samples(a), false, statistic);
  }

  /** This cost of {@code own}'s call over the same cost of {@code base}'s, forks paired by round. */
  public Interval perNative(BenchmarkFigures own, BenchmarkFigures base) {
    return HierarchicalBootstrap.ratio(samples(own), samples(base), true, statistic);
  }
}
