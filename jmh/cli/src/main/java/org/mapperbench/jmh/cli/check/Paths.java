package org.mapperbench.jmh.cli.check;

import org.mapperbench.jmh.report.render.VerdictWords;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.OptionalLong;
import org.mapperbench.jmh.results.figures.PathRatios;
import org.mapperbench.jmh.results.figures.RunResults;

/**
 * {@code scripts/mapper-bench paths <memtable run> <dataset run>}: each library against its family's native on the
 * memtable path and on a loaded dataset, cost by cost, each ratio with its interval, so that a reader sees how much
 * of a read's cost the library is when the read goes to disk (docs/methodology.md, "A loaded dataset"). Exit 0, or 2
 * with one line on bad input.
 */
public final class Paths {
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
    String pair = "";
    for (PathRatios.Row row : PathRatios.of(memtable, dataset).rows()) {
      String rowPair = row.adapter() + " vs " + row.floor();
      if (!rowPair.equals(pair)) {
        out.append('\n').append(rowPair).append('\n');
        pair = rowPair;
      }
      out.append(String.format(Locale.ROOT, "  %-22s %-11s memtable %-24s dataset %s%s%n", row.benchmark(),
          row.cost().label, VerdictWords.words(row.memtable()), VerdictWords.words(row.dataset()),
          row.moved() ? "  (moved)" : ""));
    }
    return out.toString();
  }

  /** ", dataset of 10,000,000 users" for a run on a dataset, else nothing. */
  private static String held(RunResults run) {
    OptionalLong users = PathRatios.users(run);
    return users.isPresent() ? String.format(Locale.ROOT, ", dataset of %,d users", users.getAsLong()) : "";
  }
}
