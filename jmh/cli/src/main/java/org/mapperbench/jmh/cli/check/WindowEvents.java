package org.mapperbench.jmh.cli.check;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import org.mapperbench.jmh.results.figures.WindowEventLog;
import org.mapperbench.jmh.results.figures.NoiseFloor;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.VarianceComponents;

/**
 * For each kind of event inside the measured windows ({@link WindowEventLog}), how many windows held one, and what the
 * median spread between forks of the mean latency would be without those windows: how much of the spread that source
 * explains (docs/methodology.md, "Where the spread comes from").
 */
final class WindowEvents {
  private WindowEvents() {}

  /** Prints the counts and the spreads without each kind's windows; nothing for a run whose windows carry no times. */
  static void print(RunResults run, PrintStream out) {
    WindowEventLog.Tally tally;
    try {
      tally = WindowEventLog.tally(run);
    } catch (IOException e) {
      out.println("window events: the logs could not be read: " + e.getMessage());
      return;
    }
    if (tally.windows() == 0) {
      return;
    }
    // Every kind's spread over the same benchmarks as "all windows", whichever benchmark first held one.
    Map<String, List<Double>> spreads = new LinkedHashMap<>();
    spreads.put("all windows", tally.measured().stream().map(m -> spread(m.means(), m.held(), kinds -> true))
        .toList());
    tally.windowsWith().keySet().forEach(kind -> spreads.put("without " + kind, tally.measured().stream()
        .map(m -> spread(m.means(), m.held(), kinds -> !kinds.contains(kind))).toList()));
    out.printf(Locale.ROOT, "measured windows of single-thread benchmarks: %d; windows holding%n", tally.windows());
    double all = tally.windows();
    tally.windowsWith().forEach((kind, n) -> out.printf(Locale.ROOT, "  %-44s %6d (%.1f%%)%n", kind, n,
        100 * n / all));
    out.println("median spread between forks of the mean latency, over benchmarks with 3 forks or more:");
    spreads.forEach((what, values) -> {
      double median = VarianceComponents.median(values.stream().filter(Double::isFinite).toList());
      out.printf(Locale.ROOT, "  %-52s %7s%n", what,
          Double.isFinite(median) ? String.format(Locale.ROOT, "%.1f%%", 100 * median) : "none");
    });
  }

  /** The spread between fork means of the windows {@code keep} keeps; NaN below 3 forks with a window kept. */
  private static double spread(List<List<Double>> means, List<List<List<String>>> held, Predicate<List<String>> keep) {
    List<Double> forkMeans = new ArrayList<>();
    for (int f = 0; f < means.size(); f++) {
      List<Double> kept = new ArrayList<>();
      for (int i = 0; i < means.get(f).size(); i++) {
        if (keep.test(held.get(f).get(i))) {
          kept.add(means.get(f).get(i));
        }
      }
      if (!kept.isEmpty()) {
        forkMeans.add(kept.stream().mapToDouble(Double::doubleValue).average().orElseThrow());
      }
    }
    return forkMeans.size() < NoiseFloor.MIN_FORKS ? Double.NaN : NoiseFloor.coefficientOfVariation(forkMeans);
  }
}
