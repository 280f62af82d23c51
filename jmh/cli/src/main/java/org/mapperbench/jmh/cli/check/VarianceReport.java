package org.mapperbench.jmh.cli.check;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.mapperbench.jmh.results.figures.BenchmarkFigures;
import org.mapperbench.jmh.results.figures.Cost;
import org.mapperbench.jmh.results.figures.ForkSamples;
import org.mapperbench.jmh.results.model.ResultEntry;
import org.mapperbench.jmh.results.figures.NoiseFloor;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.VarianceComponents;
import org.mapperbench.settings.BenchSettings;

/**
 * {@code scripts/mapper-bench variance results/<run>}: each benchmark's variance components (see
 * {@link VarianceComponents}) and what they advise: the iterations per fork that buy the most precision for the time,
 * and the forks a 5% interval needs. A run of several rounds with more measurement iterations than usual is the
 * measurement the suite's defaults were chosen from (docs/methodology.md, "What the defaults rest on" under "Precision
 * and rounds").
 */
public final class VarianceReport {
  private VarianceReport() {}

  /** Prints the run's table of variance components, one benchmark a line, and their medians. */
  public static void print(Path folder, PrintStream out) {
    RunResults run = RunResults.load(folder);
    double iterationSeconds = run.settings().get(BenchSettings.ITERATION_MILLIS).orElse(1000) / 1000.0;
    List<Double> forkShares = new ArrayList<>();
    List<Double> iterationShares = new ArrayList<>();
    List<Double> drifts = new ArrayList<>();
    out.printf(Locale.ROOT, "%-16s %-22s %5s %5s %9s %9s %8s %8s%n", "adapter", "benchmark", "forks", "iters",
        "fork sd%", "iter sd%", "drift%", "forks@5%");
    for (String adapter : run.adapters()) {
      for (ResultEntry entry : run.entries(adapter)) {
        VarianceComponents v = VarianceComponents.of(ForkSamples.of(entry));
        if (v == null) {
          continue;
        }
        BenchmarkFigures f = BenchmarkFigures.of(adapter, entry);
        String label = f.shortLabel();
        out.printf(Locale.ROOT, "%-16s %-22s %5d %5d %9.1f %9.1f %8.1f %8.1f%n", adapter, label, v.forks(),
            v.iterations(), 100 * v.forkShare(), 100 * v.iterationShare(), 100 * v.drift(),
            v.forksFor(0.05, v.iterations()));
        forkShares.add(v.forkShare());
        iterationShares.add(v.iterationShare());
        drifts.add(v.drift());
      }
    }
    out.printf(Locale.ROOT, "median: fork sd %.1f%%, iteration sd %.1f%%, drift %.1f%% over %d benchmarks"
        + " (%.1f s iterations)%n",
        100 * VarianceComponents.median(forkShares), 100 * VarianceComponents.median(iterationShares),
        100 * VarianceComponents.median(drifts), forkShares.size(), iterationSeconds);
    costSpreads(run, out);
    WindowEvents.print(run, out);
  }

  /**
   * Each cost's spread between fork means, median over the single-thread benchmarks, as the verdict states it: the
   * figure a quieter server and an honest CPU account must bring down.
   */
  private static void costSpreads(RunResults run, PrintStream out) {
    List<String> parts = new ArrayList<>();
    for (Cost cost : Cost.values()) {
      double spread = NoiseFloor.medianSpread(run.figures(), cost);
      if (Double.isFinite(spread) && cost != Cost.P99_LATENCY) {
        parts.add(String.format(Locale.ROOT, "%s %.1f%%", cost.label, 100 * spread));
      }
    }
    out.println("median spread between fork means, single-thread benchmarks: "
        + (parts.isEmpty() ? "none (fewer than 3 forks)" : String.join(", ", parts)));
  }
}
