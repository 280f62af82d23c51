package org.mapperbench.jmh.results.figures;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One library's answer for one cost: the geometric mean of its operations' ratios over its base's (the family's
 * native, or the adapter a variant is compared with), with a 95% interval whose unit is the round. One fork JVM runs
 * all of a round's operations, and a fork's operations share what the fork met (docs/methodology.md, "Where the spread
 * comes from"), so the operations are not independent: each round gives one value, the mean over the operations of
 * their log ratios in that round, and the interval is Student's t on those rounds' values, their variance borrowed
 * across the run's libraries of the same cost as a cell's is ({@link VariancePrior}). The method:
 * docs/methodology.md, "A library's one ratio".
 */
public final class LibraryRatio {
  private LibraryRatio() {}

  /**
   * The rounds' values of the pair over the operations both ran with the cost measured, each round's mean log ratio;
   * only rounds every operation ran (a later round may run the open cells alone). Empty without such an operation.
   */
  static Map<Integer, Double> rounds(RunFigures figures, String adapter, String base, Cost cost) {
    List<Map<Integer, Double>> byOperation = new ArrayList<>();
    for (String op : operations(figures, adapter, base, cost)) {
      VariancePrior.Paired paired = VariancePrior.paired(cost.samples(figures.sample(adapter, op).orElseThrow()),
          cost.samples(figures.sample(base, op).orElseThrow()));
      if (paired == null) {
        return Map.of();
      }
      Map<Integer, Double> logs = new LinkedHashMap<>();
      for (int i = 0; i < paired.rounds().length; i++) {
        logs.put(paired.rounds()[i], paired.logRatios()[i]);
      }
      byOperation.add(logs);
    }
    Map<Integer, Double> means = new TreeMap<>();
    if (byOperation.isEmpty()) {
      return means;
    }
    for (Integer round : byOperation.get(0).keySet()) {
      if (byOperation.stream().allMatch(m -> m.containsKey(round))) {
        means.put(round, byOperation.stream().mapToDouble(m -> m.get(round)).average().orElseThrow());
      }
    }
    return means;
  }

  /** The pair's cell for the prior: the variance of its rounds' values; null below two rounds. */
  static VariancePrior.Cell cell(Map<Integer, Double> rounds) {
    if (rounds.size() < 2) {
      return null;
    }
    double[] values = rounds.values().stream().mapToDouble(Double::doubleValue).toArray();
    return new VariancePrior.Cell(VariancePrior.variance(values), values.length - 1);
  }

  /**
   * The pair's ratio for the cost with its interval: the point, the geometric mean of the operations' own ratios (as
   * each cell states it); requests exact; no interval below {@link HierarchicalBootstrap#MIN_FORKS} rounds, for a
   * p99, or with no operation to judge.
   */
  static Interval of(RunFigures figures, String adapter, String base, Cost cost, VariancePrior prior) {
    double logs = 0;
    int n = 0;
    for (String op : operations(figures, adapter, base, cost)) {
      double point = figures.costPer(adapter, base, op, cost).point();
      if (point > 0) {
        logs += Math.log(point);
        n++;
      }
    }
    if (n == 0) {
      return Interval.NONE;
    }
    double point = Math.exp(logs / n);
    if (cost == Cost.REQUESTS) {
      return new Interval(point, point, point);
    }
    Map<Integer, Double> rounds = cost.borrows() ? rounds(figures, adapter, base, cost) : Map.of();
    VariancePrior.Cell cell = cell(rounds);
    if (cell == null || rounds.size() < HierarchicalBootstrap.MIN_FORKS) {
      return new Interval(point, Double.NaN, Double.NaN);
    }
    double half = prior.known() ? prior.logHalfWidth(cell, HierarchicalBootstrap.CONFIDENCE)
        : VariancePrior.ownLogHalfWidth(cell, HierarchicalBootstrap.CONFIDENCE);
    return Double.isFinite(half) ? new Interval(point, point * Math.exp(-half), point * Math.exp(half))
        : new Interval(point, Double.NaN, Double.NaN);
  }

  /** The one-thread operations both adapters ran whose data can state the cost on both sides. */
  static List<String> operations(RunFigures figures, String adapter, String base, Cost cost) {
    return figures.all().stream()
        .filter(f -> f.adapter().equals(adapter) && SuiteNames.SAMPLE.equals(f.mode()) && f.threads() == 1)
        .map(BenchmarkFigures::operation).distinct()
        .filter(op -> figures.sample(base, op).isPresent() && figures.measures(adapter, op, cost)
            && figures.measures(base, op, cost))
        .toList();
  }
}
