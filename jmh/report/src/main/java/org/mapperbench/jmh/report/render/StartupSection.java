package org.mapperbench.jmh.report.render;

import java.util.ArrayList;
import java.util.DoubleSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.mapperbench.jmh.report.render.Doc.Block;
import org.mapperbench.jmh.report.render.Doc.Cell;
import org.mapperbench.jmh.report.render.Doc.Heading;
import org.mapperbench.jmh.report.render.Doc.Paragraph;
import org.mapperbench.jmh.report.render.Doc.Table;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.VarianceComponents;
import org.mapperbench.jmh.results.model.ResultEntry;
import org.mapperbench.jmh.results.model.RoundRecord;

/**
 * "Start-up": per adapter, how long its fork JVMs took from their start until the adapter was open, and how much of
 * that its {@code open} took. Nothing for a run whose forks recorded none.
 */
final class StartupSection {
  private StartupSection() {}

  static List<Block> build(RunResults run) {
    List<List<Cell>> rows = new ArrayList<>();
    for (String adapter : run.adapters()) {
      List<RoundRecord.Startup> jvms = perJvm(run.entries(adapter).stream().map(ResultEntry::rounds).toList());
      if (!jvms.isEmpty()) {
        rows.add(row(adapter, jvms));
      }
    }
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

  /** The start-ups of an adapter's fork JVMs, from its entries' rounds: every trial of one JVM carries the same. */
  static List<RoundRecord.Startup> perJvm(List<List<RoundRecord>> entries) {
    Map<String, RoundRecord.Startup> jvms = new LinkedHashMap<>();
    for (List<RoundRecord> rounds : entries) {
      for (RoundRecord round : rounds) {
        if (round.startup() != null && round.startup().readySeconds() != null) {
          jvms.putIfAbsent(round.round() + " " + round.startup(), round.startup());
        }
      }
    }
    return new ArrayList<>(jvms.values());
  }

  /** The adapter's row: its fork JVMs, their median time to ready and its range, and the median open. */
  static List<Cell> row(String adapter, List<RoundRecord.Startup> jvms) {
    List<Double> ready = jvms.stream().map(RoundRecord.Startup::readySeconds).toList();
    List<Double> open = jvms.stream().map(RoundRecord.Startup::openSeconds).filter(Objects::nonNull).toList();
    DoubleSummaryStatistics range = ready.stream().mapToDouble(Double::doubleValue).summaryStatistics();
    return List.of(Cell.of(adapter), Cell.of(Integer.toString(jvms.size())),
        Cell.of(Format.number(VarianceComponents.median(ready), 2)),
        Cell.of(Format.number(range.getMin(), 2) + "–" + Format.number(range.getMax(), 2)),
        Cell.of(Format.number(VarianceComponents.median(open), 2)));
  }
}
