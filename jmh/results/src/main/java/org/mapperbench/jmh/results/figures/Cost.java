package org.mapperbench.jmh.results.figures;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.mapperbench.jmh.results.figures.HierarchicalBootstrap.Statistic;
import org.mapperbench.protocol.metrics.CostMetric;

/**
 * What one call of a library costs, in the order the verdict reads them: the costs measured most precisely first.
 * Requests come from the server's own counters and are exact; bytes allocated vary a few times less between forks
 * than CPU and latency (the verdict says by how much in each run), so the first two carry most of a verdict.
 */
public enum Cost {
  REQUESTS("requests per call", "requests", "requests", CostMetric.REQUESTS_SERVER, Statistic.MEAN, 0.0),
  ALLOCATION("bytes allocated per call", "alloc", "B", CostMetric.ALLOC_CLIENT, Statistic.MEAN, 0.02),
  /** The library's work: the calling and I/O threads, without the JIT and the collectors. */
  CLIENT_CPU("client CPU per call", "client CPU", "µs", CostMetric.CPU_CLIENT, Statistic.MEAN, 0.05),
  /** The collectors' share, from the fork's GC CPU per allocated byte: a collection's place in a window is chance. */
  CLIENT_GC("client GC CPU per call", "client GC", "µs", CostMetric.CPU_CLIENT_GC, Statistic.MEAN, 0.25),
  SERVER_CPU("server CPU per call", "server CPU", "µs", CostMetric.CPU_SERVER, Statistic.MEAN, 0.05),
  MEAN_LATENCY("mean latency", "mean", "µs", null, Statistic.MEAN, 0.05),
  P99_LATENCY("p99 latency", "p99", "µs", null, Statistic.P99, 0.25);

  /**
   * The fewest collections a fork's GC CPU rate may rest on to be read as a cost: below it, whether a collection fell
   * into the fork's windows at all decides the figure (docs/methodology.md, "Who spent the CPU").
   */
  public static final int MIN_COLLECTIONS = 10;
  /** Why a cell has no ratio where {@link #measured} says no. */
  public static final String TOO_FEW_COLLECTIONS = "too few collections";

  /**
   * The costs more forks can pin down within a run's budget, so the runner's extra rounds go to them first: a few
   * forks more take their ratios to a few percent, where latency's would need tens.
   */
  static final Set<Cost> PRECISE = EnumSet.of(REQUESTS, ALLOCATION);

  public final String title;
  /** The short name of the console's verdict lines. */
  public final String label;
  /** What one call's cost is counted in, as a difference states it: "µs", "B", "requests". */
  public final String unit;
  /** The secondary metric holding it per iteration; null for the primary metric (the call's time). */
  final CostMetric metric;
  final Statistic statistic;
  /**
   * How much more a variant may cost than its base before the release gate fails it, as a share (0.05 for 5%):
   * docs/variants.md, "A release gate".
   */
  public final double gateThreshold;

  Cost(String title, String label, String unit, CostMetric metric, Statistic statistic, double gateThreshold) {
    this.title = title;
    this.label = label;
    this.unit = unit;
    this.metric = metric;
    this.statistic = statistic;
    this.gateThreshold = gateThreshold;
  }

  /** The raw data the cost's intervals are resampled from: per fork, its iterations (or calls). */
  public ForkSamples samples(BenchmarkFigures figures) {
    return metric == null ? figures.samples() : ForkSamples.ofSecondary(figures.entry(), metric.metricName());
  }

  /** The cost's mean as JMH's entry states it (its score), NaN where the entry lacks it. */
  public double score(BenchmarkFigures figures) {
    return metric == null ? figures.score()
        : figures.entry().secondary(metric.metricName()).score();
  }

  /**
   * This cost of {@code b}'s call over {@code a}'s, from two separate runs: each side's forks resampled on their own,
   * since no round pairs them.
   */
  public Interval between(BenchmarkFigures b, BenchmarkFigures a) {
    return HierarchicalBootstrap.ratio(samples(b), samples(a), false, statistic);
  }

  /** The name a command line gives it by: the label in one word, "client-cpu". */
  public String key() {
    return label.replace(' ', '-').toLowerCase(java.util.Locale.ROOT);
  }

  /** The cost named by {@link #key}, or none. */
  public static java.util.Optional<Cost> byKey(String key) {
    return java.util.Arrays.stream(values()).filter(c -> c.key().equals(key)).findFirst();
  }

  /**
   * Whether the benchmark's data can state this cost: for client GC CPU, whether every fork's rate rests on at
   * least {@link #MIN_COLLECTIONS} collections (a run from before the count was kept: whether every fork saw any GC
   * CPU at all); every other cost, always.
   */
  public boolean measured(BenchmarkFigures figures) {
    if (this != CLIENT_GC || samples(figures).iterations() == 0) {
      return true; // no figure at all is no figure, not one refused
    }
    ForkSamples collections = ForkSamples.ofSecondary(figures.entry(), CostMetric.GC_COLLECTIONS_CLIENT.metricName());
    List<List<Double>> byFork = (collections.iterations() > 0 ? collections : samples(figures)).iterationMeans();
    double least = collections.iterations() > 0 ? MIN_COLLECTIONS : Double.MIN_VALUE;
    return !byFork.isEmpty() && byFork.stream()
        .allMatch(fork -> !fork.isEmpty() && fork.stream().mapToDouble(Double::doubleValue).max().orElse(0) >= least);
  }

  /** This cost of {@code own}'s call minus the same cost of {@code base}'s, in {@link #unit}, forks paired by round. */
  public Interval difference(BenchmarkFigures own, BenchmarkFigures base) {
    return difference(own, base, VariancePrior.NONE);
  }

  /** As {@link #difference(BenchmarkFigures, BenchmarkFigures)}, borrowing strength from the run's cells. */
  public Interval difference(BenchmarkFigures own, BenchmarkFigures base, VariancePrior prior) {
    return HierarchicalBootstrap.difference(samples(own), samples(base), true, statistic, prior);
  }

  /** This cost of one call, with its interval from the forks' own figures. */
  public Interval perCall(BenchmarkFigures figures) {
    return statistic == Statistic.P99 ? HierarchicalBootstrap.p99(samples(figures))
        : HierarchicalBootstrap.mean(samples(figures));
  }

  /** This cost of {@code own}'s call over the same cost of {@code base}'s, forks paired by round. */
  public Interval perNative(BenchmarkFigures own, BenchmarkFigures base) {
    return perNative(own, base, VariancePrior.NONE);
  }

  /** As {@link #perNative(BenchmarkFigures, BenchmarkFigures)}, borrowing strength from the run's cells. */
  public Interval perNative(BenchmarkFigures own, BenchmarkFigures base, VariancePrior prior) {
    return HierarchicalBootstrap.ratio(samples(own), samples(base), true, statistic, prior);
  }

  /**
   * Whether its intervals borrow strength across the run's cells ({@link VariancePrior}): the costs judged by their
   * mean and measured with error. Requests are the server's exact counts; a p99 has no per-round variance to pool.
   */
  public boolean borrows() {
    return this != REQUESTS && statistic == Statistic.MEAN;
  }
}
