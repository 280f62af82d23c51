package org.mapperbench.jmh.cli.check;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.mapperbench.jmh.results.figures.ForkSamples;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.model.ResultEntry;
import org.mapperbench.protocol.metrics.CostMetric;
import org.mapperbench.settings.BenchSettings;

/**
 * No two measured windows of a run overlap: forks run one at a time, or interleaved take their windows in turns
 * (docs/methodology.md, "Interleaved windows"). A window that overlapped another's would charge it that fork's work
 * on the server and the cores. An interleaved run also says how many windows it took in turns.
 */
final class WindowOverlapCheck {
  /** The clocks' rounding: both edges are whole milliseconds since the epoch. */
  private static final double SLACK_MILLIS = 1;

  private WindowOverlapCheck() {}

  private record Window(double start, double end, String who) {}

  static void check(RunResults run, List<String> problems, PrintStream out) {
    List<Window> windows = new ArrayList<>();
    for (String adapter : run.adapters()) {
      for (ResultEntry entry : run.entries(adapter)) {
        List<List<Double>> starts = ForkSamples.ofSecondary(entry, CostMetric.WINDOW_START.metricName())
            .iterationMeans();
        List<List<Double>> ends = ForkSamples.ofSecondary(entry, CostMetric.WINDOW_END.metricName()).iterationMeans();
        for (int fork = 0; fork < Math.min(starts.size(), ends.size()); fork++) {
          for (int w = 0; w < Math.min(starts.get(fork).size(), ends.get(fork).size()); w++) {
            windows.add(new Window(starts.get(fork).get(w), ends.get(fork).get(w), adapter + " fork " + (fork + 1)));
          }
        }
      }
    }
    windows.sort(Comparator.comparingDouble(Window::start));
    int overlaps = 0;
    Window latest = null;
    for (Window window : windows) {
      if (latest != null && window.start() < latest.end() - SLACK_MILLIS) {
        if (overlaps++ == 0) {
          problems.add("measured windows overlap: " + latest.who() + " and " + window.who()
              + " measured at the same time");
        }
      }
      latest = latest == null || window.end() > latest.end() ? window : latest;
    }
    if (run.settings().get(BenchSettings.INTERLEAVE).orElse(false)) {
      out.printf("interleaved: %d measured windows taken in turns, %d overlapping%n", windows.size(), overlaps);
    }
  }
}
