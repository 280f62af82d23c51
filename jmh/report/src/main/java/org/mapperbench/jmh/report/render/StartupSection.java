package org.mapperbench.jmh.report.render;

import java.util.List;
import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.jmh.report.render.Doc.Block;
import org.mapperbench.jmh.report.render.Doc.Cell;
import org.mapperbench.jmh.report.render.Doc.Heading;
import org.mapperbench.jmh.report.render.Doc.Paragraph;
import org.mapperbench.jmh.report.render.Doc.Table;
import org.mapperbench.jmh.results.figures.StartupFigures;

/**
 * "Start-up": per adapter, how long its fork JVMs took from their start until the adapter was open, and how much of
 * that its {@code open} took. Nothing for a run whose forks recorded none.
 */
final class StartupSection {
  private StartupSection() {}

  static List<Block> build(RunModel model) {
    List<List<Cell>> rows = model.startup().stream().map(StartupSection::row).toList();
    if (rows.isEmpty()) {
      return List.of();
    }
    return List.of(new Heading(2, "Start-up"),
        new Paragraph("How long each fork JVM took from its start until its adapter was open, and how much of it"
            + " the adapter's open took, its session, mapping or application context built "
            + MethodDocs.STARTUP.see() + "."),
        new Table(List.of("adapter", "fork JVMs", "ready after s (median)", "range s", "of it, open s (median)"),
            List.of(false, true, true, true, true), rows));
  }

  /** The adapter's row: its fork JVMs, their median time to ready and its range, and the median open. */
  static List<Cell> row(StartupFigures f) {
    return List.of(Cell.of(f.adapter()), Cell.of(Integer.toString(f.jvms())),
        Cell.of(Format.number(f.readyMedian(), 2)),
        Cell.of(Format.number(f.readyMin(), 2) + "–" + Format.number(f.readyMax(), 2)),
        Cell.of(Format.number(f.openMedian(), 2)));
  }
}
