package org.mapperbench.jmh.runner.record;

import java.util.Locale;
import org.mapperbench.jmh.results.figures.BenchmarkFigures;
import org.mapperbench.jmh.results.model.ResultEntry;

/** The progress line's rendering of a benchmark's merged entry, read as the report reads it. */
public final class Figures {
  private Figures() {}

  public static String summary(ResultEntry entry) {
    BenchmarkFigures f = BenchmarkFigures.of("", entry);
    String time = f.throughput()
        ? String.format(Locale.ROOT, "%,.0f %s", f.score(), f.unit())
        : String.format(Locale.ROOT, "mean %.1f %s  p99 %.1f %s", f.score(), f.unit(), f.p99(), f.unit());
    String interval = Double.isFinite(f.errorPercent())
        ? String.format(Locale.ROOT, "  \u00b1%.1f%% (%d forks)", f.errorPercent(), f.forks())
        : String.format(Locale.ROOT, "  (%d fork%s)", f.forks(), f.forks() == 1 ? "" : "s");
    String cpu = Double.isNaN(f.cpuClient()) ? ""
        : String.format(Locale.ROOT, "  cpu client %.0f%s us/op", f.cpuClient(),
            Double.isNaN(f.cpuServer()) ? "" : String.format(Locale.ROOT, " server %.0f", f.cpuServer()));
    return time + interval + cpu;
  }
}
