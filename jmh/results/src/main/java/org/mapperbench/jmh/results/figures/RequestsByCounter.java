package org.mapperbench.jmh.results.figures;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import org.mapperbench.protocol.metrics.CostMetric;

/**
 * A one-thread benchmark's requests per call by server counter ({@link CostMetric#requestsOf}), as its measured
 * windows counted them: which statements a library sends, not only how many (docs/methodology.md, "What is
 * measured, and how", rule 2).
 */
public final class RequestsByCounter {
  /** A difference per call smaller than this is a window's edge, not a statement. */
  static final double SMALLEST = 0.05;

  private RequestsByCounter() {}

  /** Each counter's mean rise per call; empty where the windows read none. */
  public static Map<String, Double> of(BenchmarkFigures figures) {
    Map<String, Double> perCall = new TreeMap<>();
    figures.entry().secondaryMetrics().forEach((metric, figure) -> {
      String counter = CostMetric.counterOf(metric);
      double score = figure.score();
      if (counter != null && Double.isFinite(score)) {
        perCall.put(counter, score);
      }
    });
    return perCall;
  }

  /**
   * The counters on which {@code own} differs from {@code base} per call, largest first: "Com_select +1,
   * line_items_by_order.write +2"; empty when none differs or either side read none.
   */
  public static String differences(Optional<BenchmarkFigures> own, Optional<BenchmarkFigures> base) {
    Map<String, Double> ours = own.map(RequestsByCounter::of).orElse(Map.of());
    Map<String, Double> theirs = base.map(RequestsByCounter::of).orElse(Map.of());
    if (ours.isEmpty() || theirs.isEmpty()) {
      return "";
    }
    List<Map.Entry<String, Double>> changes = new ArrayList<>();
    for (String counter : union(ours, theirs)) {
      double change = ours.getOrDefault(counter, 0.0) - theirs.getOrDefault(counter, 0.0);
      if (Math.abs(change) >= SMALLEST) {
        changes.add(Map.entry(counter, change));
      }
    }
    changes.sort((a, b) -> Double.compare(Math.abs(b.getValue()), Math.abs(a.getValue())));
    return String.join(", ", changes.stream().map(e -> e.getKey() + " " + signed(e.getValue())).toList());
  }

  private static TreeSet<String> union(Map<String, Double> a, Map<String, Double> b) {
    TreeSet<String> all = new TreeSet<>(a.keySet());
    all.addAll(b.keySet());
    return all;
  }

  /** +1, -0.5, +2.33: whole requests without decimals. */
  private static String signed(double change) {
    return String.format(Locale.ROOT, Math.abs(change - Math.rint(change)) < 0.005 ? "%+.0f" : "%+.2f", change);
  }
}
