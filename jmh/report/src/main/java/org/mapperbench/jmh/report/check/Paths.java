package org.mapperbench.jmh.report.check;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.mapperbench.jmh.report.render.Verdict;
import org.mapperbench.jmh.results.figures.BenchmarkFigures;
import org.mapperbench.jmh.results.figures.Cost;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.model.DatasetRecord;
import org.mapperbench.jmh.results.model.ServerRecord;

/**
 * {@code scripts/mapper-bench paths <memtable run> <dataset run>}: each library against its family's native on the
 * memtable path and on a loaded dataset, cost by cost, each ratio with its interval, so that a reader sees how much
 * of a read's cost the library is when the read goes to disk (docs/methodology.md, "A loaded dataset"). Exit 0, or 2
 * with one line on bad input.
 */
public final class Paths {
  /** The costs a read's path changes: the server's work and the latency it adds to the library's. */
  static final List<Cost> COSTS = List.of(Cost.MEAN_LATENCY, Cost.P99_LATENCY, Cost.SERVER_CPU, Cost.CLIENT_CPU);

  private Paths() {}

  public static int run(Path memtable, Path dataset, PrintStream out, PrintStream err) {
    try {
      out.print(report(RunResults.load(memtable), RunResults.load(dataset)));
      return 0;
    } catch (RunResults.BadFolder e) {
      err.println("paths: " + e.getMessage());
      return 2;
    }
  }

  static String report(RunResults memtable, RunResults dataset) {
    StringBuilder out = new StringBuilder("Each library against its native, on the memtable path and on a loaded"
        + " dataset\n\n");
    out.append("  memtable: ").append(memtable.describe()).append(held(memtable)).append('\n');
    out.append("  dataset:  ").append(dataset.describe()).append(held(dataset)).append('\n');
    if (!held(memtable).isEmpty() || held(dataset).isEmpty()) {
      out.append("  note: the first run should have no dataset and the second one (-Dbench.dataset)\n");
    }
    for (String adapter : dataset.adapters()) {
      Optional<String> floor = dataset.floor(adapter).filter(f -> !f.equals(adapter));
      if (floor.isEmpty() || !memtable.adapters().contains(adapter)) {
        continue;
      }
      out.append('\n').append(adapter).append(" vs ").append(floor.get()).append('\n');
      for (BenchmarkFigures own : dataset.figures()) {
        if (!own.adapter().equals(adapter) || own.throughput()) {
          continue;
        }
        Optional<BenchmarkFigures> base = find(dataset, floor.get(), own);
        Optional<BenchmarkFigures> ownBefore = find(memtable, adapter, own);
        Optional<BenchmarkFigures> baseBefore = ownBefore.flatMap(o -> find(memtable, floor.get(), own));
        if (base.isEmpty() || baseBefore.isEmpty()) {
          continue;
        }
        for (Cost cost : COSTS) {
          out.append(String.format(Locale.ROOT, "  %-22s %-11s memtable %-24s dataset %s%n", own.shortLabel(),
              cost.label, Verdict.words(cost.perNative(ownBefore.get(), baseBefore.get())),
              Verdict.words(cost.perNative(own, base.get()))));
        }
      }
    }
    return out.toString();
  }

  private static Optional<BenchmarkFigures> find(RunResults run, String adapter, BenchmarkFigures like) {
    return run.figures().stream()
        .filter(f -> f.adapter().equals(adapter) && f.key().equals(like.key())).findFirst();
  }

  /** ", 10,000,000 users (loaded)" for a run on a dataset, else nothing. */
  private static String held(RunResults run) {
    for (ServerRecord server : run.record().servers().values()) {
      DatasetRecord d = server.dataset();
      if (d != null && d.users() != null) {
        return String.format(Locale.ROOT, ", dataset of %,d users", d.users());
      }
    }
    return "";
  }
}
