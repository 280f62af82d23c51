package org.mapperbench.jmh.report.render;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.jmh.results.figures.PathRatios;
import org.mapperbench.jmh.report.render.Doc.Block;
import org.mapperbench.jmh.report.render.Doc.Cell;
import org.mapperbench.jmh.report.render.Doc.Heading;
import org.mapperbench.jmh.report.render.Doc.Paragraph;
import org.mapperbench.jmh.report.render.Doc.Table;
import org.mapperbench.jmh.results.figures.Cost;
import org.mapperbench.jmh.results.figures.Interval;

/**
 * The verdict on both paths, in a run on a loaded dataset: each library's latency and server CPU against its native
 * here and in a run without a dataset, and where the ratio moved. Nothing for a run without a dataset.
 */
public final class PathsSection {
  private PathsSection() {}

  /** Against the memtable run named for the run, or else the newest beside it that had no dataset. */
  public static List<Block> build(RunModel model) {
    if (!model.onDataset()) {
      return List.of();
    }
    List<Block> blocks = new ArrayList<>();
    blocks.add(new Heading(2, "The verdict on both paths"));
    if (model.paths().isEmpty()) {
      blocks.add(new Paragraph("No run without a dataset sits beside this one, so the report cannot say how each"
          + " library's share of a call moves once reads go to disk. Run the same adapters without bench.dataset,"
          + " then scripts/mapper-bench report on this folder " + MethodDocs.BOTH_PATHS.see() + "."));
      return blocks;
    }
    PathRatios paths = model.paths().get();
    String which = model.memtableNamed() ? "named for this report"
        : "the newest run beside this one without a dataset";
    blocks.add(new Paragraph("Each library against its native on the memtable path (run " + paths.memtable().id() + ", "
        + which + ") and on this run's dataset. A ratio moved where its two 95% intervals do not overlap. The memtable"
        + " run says what a library costs; this one, what share of a read from disk that is "
        + MethodDocs.BOTH_PATHS.see() + ". " + moves(paths.of(Cost.MEAN_LATENCY))));
    List<List<Cell>> rows = new ArrayList<>();
    Map<String, PathRatios.Row> serverCpu = new LinkedHashMap<>();
    paths.of(Cost.SERVER_CPU).forEach(r -> serverCpu.put(r.adapter() + " " + r.benchmark(), r));
    for (PathRatios.Row latency : paths.of(Cost.MEAN_LATENCY)) {
      PathRatios.Row server = serverCpu.get(latency.adapter() + " " + latency.benchmark());
      rows.add(List.of(Cell.of(latency.adapter()), Cell.of(latency.benchmark()), Cell.of(change(latency.memtable())),
          Cell.of(change(latency.dataset())), Cell.of(moved(latency)),
          Cell.of(server == null ? Format.NONE : change(server.memtable())),
          Cell.of(server == null ? Format.NONE : change(server.dataset())),
          Cell.of(server == null ? Format.NONE : moved(server))));
    }
    blocks.add(new Table(List.of("adapter", "benchmark", "mean / native, memtable", "on the dataset", "moved",
        "server CPU / native, memtable", "on the dataset", "moved"),
        List.of(false, false, true, true, false, true, true, false), rows));
    return blocks;
  }

  /** "+38% [+22%, +57%]" whether or not the interval holds 1: a move is read between two of them. */
  static String change(Interval ratio) {
    if (!Double.isFinite(ratio.point())) {
      return Format.NONE;
    }
    String point = VerdictWords.change(ratio.point());
    return ratio.known() && ratio.low() != ratio.high()
        ? point + " [" + VerdictWords.change(ratio.low()) + ", " + VerdictWords.change(ratio.high()) + "]" : point;
  }

  private static String moved(PathRatios.Row row) {
    if (!row.moved()) {
      return row.memtable().known() && row.dataset().known() ? "no" : Format.NONE;
    }
    return row.dataset().point() < row.memtable().point() ? "down" : "up";
  }

  /** "The latency ratio moved on 3 of 40 benchmarks: down on 2, up on 1." */
  private static String moves(List<PathRatios.Row> latency) {
    long down = latency.stream().filter(r -> r.moved() && r.dataset().point() < r.memtable().point()).count();
    long up = latency.stream().filter(r -> r.moved() && r.dataset().point() > r.memtable().point()).count();
    return "The latency ratio moved on " + (down + up) + " of " + latency.size() + " benchmarks" + (down + up == 0
        ? "." : ": down on " + down + ", up on " + up + ".");
  }
}
