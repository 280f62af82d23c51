package org.mapperbench.jmh.results.figures;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.DoubleUnaryOperator;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.mapperbench.jmh.results.model.Metric;
import org.mapperbench.jmh.results.model.ResultEntry;
import org.mapperbench.jmh.results.model.RoundRecord;
import org.openjdk.jmh.util.AbstractStatistics;
import org.openjdk.jmh.util.ListStatistics;
import org.openjdk.jmh.util.MultisetStatistics;

/**
 * One benchmark's forks, each measured by its own JMH invocation in its own round, merged into the entry JMH itself
 * writes for a run of several forks: raw data concatenated fork by fork, and score, scoreError, scoreConfidence and
 * scorePercentiles recomputed with JMH's own statistics classes (sample mode pools every call; other modes and the
 * profilers' metrics average iterations). JMH's fields keep JMH's meaning; the suite's interval goes beside them
 * ({@link SuiteInterval}), as do the suite's per-fork records ({@code rounds}).
 */
public final class ForkMerge {
  private static final double[] PERCENTILES = {0, 50, 90, 95, 99, 99.9, 99.99, 99.999, 99.9999, 100};
  /** The per-percentile metrics JMH adds in sample mode: "p0.50" is the 50th percentile of all calls. */
  private static final Pattern PERCENTILE_METRIC = Pattern.compile("p(\\d\\.\\d+)");
  private static final double JMH_CONFIDENCE = 0.999;

  private ForkMerge() {}

  /** Entries of one benchmark (same method, mode and threads), in fork order; the first one's other fields are kept. */
  public static ResultEntry merge(List<ResultEntry> forks) {
    ResultEntry first = forks.get(0);
    // A fork of the suite is JMH run in-process, which JMH records as "forks": 0.
    int forkCount = forks.stream().mapToInt(f -> Math.max(1, f.forks() == null ? 1 : f.forks())).sum();
    Metric primary = first.primaryMetric();
    MultisetStatistics calls = null;
    if (primary.rawDataHistogram() != null) {
      List<List<List<Metric.Bin>>> histograms = concat(forks, e -> e.primaryMetric().rawDataHistogram());
      calls = new MultisetStatistics();
      for (List<List<Metric.Bin>> fork : histograms) {
        for (List<Metric.Bin> iteration : fork) {
          for (Metric.Bin bin : iteration) {
            calls.addValue(bin.value(), bin.count());
          }
        }
      }
      primary = figures(primary, calls, primary.rawData(), histograms);
    } else {
      List<List<Double>> raw = concat(forks, e -> e.primaryMetric().rawData());
      primary = figures(primary, iterations(raw), raw, null);
    }
    Map<String, Metric> secondary = new LinkedHashMap<>();
    for (Map.Entry<String, Metric> named : first.secondaryMetrics().entrySet()) {
      Metric metric = named.getValue();
      List<List<Double>> raw = concat(forks, e -> e.secondary(named.getKey()).rawData());
      var percentile = PERCENTILE_METRIC.matcher(named.getKey());
      if (calls != null && percentile.matches()) {
        double value = calls.getPercentile(Double.parseDouble(percentile.group(1)) * 100);
        secondary.put(named.getKey(), metric.withFigures(value, Double.NaN, List.of(Double.NaN, Double.NaN),
            percentiles(p -> value), raw, metric.rawDataHistogram()));
      } else {
        secondary.put(named.getKey(), figures(metric, iterations(raw), raw, metric.rawDataHistogram()));
      }
    }
    List<RoundRecord> rounds = concat(forks, ResultEntry::rounds);
    ResultEntry merged = first.withForks(forkCount, primary, secondary, rounds, null);
    return first.withForks(forkCount, primary, secondary, rounds, SuiteInterval.of(merged));
  }

  private static <T> List<T> concat(List<ResultEntry> forks, Function<ResultEntry, List<T>> part) {
    List<T> all = new ArrayList<>();
    forks.stream().map(part).filter(p -> p != null).forEach(all::addAll);
    return all;
  }

  private static ListStatistics iterations(List<List<Double>> raw) {
    ListStatistics stats = new ListStatistics();
    raw.forEach(fork -> fork.forEach(value -> {
      if (value != null && !Double.isNaN(value)) {
        stats.addValue(value);
      }
    }));
    return stats;
  }

  private static Metric figures(Metric metric, AbstractStatistics stats, List<List<Double>> raw,
      List<List<List<Metric.Bin>>> histogram) {
    boolean few = stats.getN() <= 2;
    double[] confidence = few ? new double[] {Double.NaN, Double.NaN} : stats.getConfidenceIntervalAt(JMH_CONFIDENCE);
    return metric.withFigures(stats.getN() == 0 ? Double.NaN : stats.getMean(),
        few ? Double.NaN : stats.getMeanErrorAt(JMH_CONFIDENCE), List.of(confidence[0], confidence[1]),
        percentiles(p -> stats.getN() == 0 ? Double.NaN : stats.getPercentile(p)), raw, histogram);
  }

  /** JMH's percentiles, by JMH's labels: "0.0", "50.0", "99.9", "99.9999", "100.0". */
  private static Map<String, Double> percentiles(DoubleUnaryOperator at) {
    Map<String, Double> percentiles = new LinkedHashMap<>();
    for (double p : PERCENTILES) {
      String label = p == Math.rint(p) ? String.format(Locale.ROOT, "%.1f", p) : Double.toString(p);
      percentiles.put(label, at.applyAsDouble(p));
    }
    return percentiles;
  }
}
