package org.mapperbench.jmh.report.render;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.jmh.report.render.Doc.Block;
import org.mapperbench.jmh.report.render.Doc.Cell;
import org.mapperbench.jmh.report.render.Doc.Heading;
import org.mapperbench.jmh.report.render.Doc.Paragraph;
import org.mapperbench.jmh.report.render.Doc.Table;
import org.mapperbench.jmh.results.figures.BenchmarkFigures;
import org.mapperbench.jmh.results.figures.Interval;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.model.FaultRecord;
import org.mapperbench.jmh.results.model.ForkJvmRecord;
import org.mapperbench.jmh.results.model.MachineRecord;
import org.mapperbench.jmh.results.model.ServerRecord;

/**
 * "Cost of consistency": for a run that swept replication factors or consistency levels, each Cassandra adapter's
 * latency per operation in every setting, and its ratio to the same adapter's latency in the reference setting,
 * with the interval of that ratio from forks paired by round.
 */
final class ConsistencySection {
  /** The Cassandra server's name in run.json's servers: the backend's, lower case. */
  private static final String CASSANDRA = "cassandra";

  private ConsistencySection() {}

  static List<Block> build(RunModel model) {
    RunResults run = model.run();
    List<String> settings = run.consistencySettings();
    if (settings.size() < 2) {
      return faults(run);
    }
    String reference = settings.get(0);
    List<Block> blocks = new ArrayList<>();
    blocks.add(new Heading(2, "Cost of consistency"));
    blocks.add(new Paragraph("Mean microseconds per call on one client thread in each replication factor (RF) and"
        + " consistency level the run swept, and \u00f7 " + reference + ": the ratio to the same adapter's mean at "
        + reference + ", with its 95% interval, forks paired by round " + MethodDocs.CLUSTERS.see() + "."));
    ServerRecord server = run.record().servers().get(CASSANDRA);
    if (server != null && server.nodeCount() > 1 && !ServerRecord.EXTERNAL.equals(server.kind())) {
      MachineRecord machine = run.record().machine();
      String cores = Format.value(machine == null ? null : machine.cores(), "?");
      blocks.add(new Paragraph("The " + server.nodeCount() + " nodes ran on this machine and shared its " + cores
          + " cores with each other and with the client: the ratios carry over to a real cluster better than the"
          + " absolute times."));
    }
    for (String adapter : run.adapters()) {
      Map<String, Map<String, BenchmarkFigures>> byOperation = new LinkedHashMap<>();
      for (BenchmarkFigures f : run.allFigures()) {
        if (f.adapter().equals(adapter) && !f.throughput() && !f.setting().isEmpty()) {
          byOperation.computeIfAbsent(f.operation(), op -> new LinkedHashMap<>()).put(f.setting(), f);
        }
      }
      if (!byOperation.isEmpty()) {
        blocks.add(new Heading(3, adapter));
        blocks.add(table(model.operations(), settings, byOperation));
      }
    }
    blocks.addAll(faults(run));
    return blocks;
  }

  /** A node-down run: per fork JVM, when the node went down, when it was back, and what its inserts left. */
  private static List<Block> faults(RunResults run) {
    List<List<Cell>> rows = new ArrayList<>();
    for (String adapter : run.adapters()) {
      for (ForkJvmRecord fork : run.adapter(adapter).forks()) {
        FaultRecord fault = fork.fault();
        if (fault != null) {
          String trial = fork.firstTrial();
          boolean passed = Boolean.TRUE.equals(fork.passed());
          rows.add(List.of(Cell.of(adapter), Cell.of(Format.value(fork.round(), "")),
              Cell.of(trial.contains("[") ? trial.substring(trial.indexOf('[') + 1, trial.length() - 1) : Format.NONE),
              Cell.of(Format.value(fault.stoppedNode())), Cell.of(Format.value(fault.stoppedSecondsIntoFork())),
              Cell.of(Format.value(fault.restartSeconds())), Cell.of(Format.value(fault.rowsWritten(), "")),
              new Cell(Format.value(fault.rowsLost(), ""), fault.rowsLost() != null && fault.rowsLost() != 0),
              new Cell(passed ? "yes" : "no", !passed)));
        }
      }
    }
    if (rows.isEmpty()) {
      return List.of();
    }
    List<String> header = List.of("adapter", "round", "setting", "node stopped", "s into fork", "back after s",
        "rows written", "rows lost", "verified");
    return List.of(new Heading(2, "Node down"),
        new Paragraph("-Dbench.fault=node-down: a node stopped in every fork JVM, and its inserts read back at ALL"
            + " afterwards " + MethodDocs.NODE_DOWN.see() + ". At ALL a benchmark fails once the node is down (see"
            + " Warnings); below ALL it should run through, verified, with no row lost."),
        new Table(header, List.of(false, true, false, false, true, true, true, true, false), rows));
  }

  private static Table table(List<String> operations, List<String> settings,
      Map<String, Map<String, BenchmarkFigures>> byOperation) {
    List<String> header = new ArrayList<>();
    header.add("operation");
    for (int i = 0; i < settings.size(); i++) {
      header.add(settings.get(i) + " us");
      if (i > 0) {
        header.add("\u00f7 " + settings.get(0));
      }
    }
    List<List<Cell>> rows = new ArrayList<>();
    for (String op : operations) {
      Map<String, BenchmarkFigures> bySetting = byOperation.get(op);
      if (bySetting == null) {
        continue;
      }
      BenchmarkFigures base = bySetting.get(settings.get(0));
      List<Cell> row = new ArrayList<>();
      row.add(Cell.of(op));
      for (int i = 0; i < settings.size(); i++) {
        BenchmarkFigures f = bySetting.get(settings.get(i));
        row.add(new Cell(Format.number(f == null ? Double.NaN : f.score(), 1), f != null && !f.verified()));
        if (i > 0) {
          Interval ratio = f == null || base == null ? Interval.NONE : Interval.ratio(f, base, true);
          row.add(Cell.of(Format.ratio(ratio)));
        }
      }
      rows.add(row);
    }
    List<Boolean> numeric = new ArrayList<>();
    header.forEach(h -> numeric.add(numeric.isEmpty() ? Boolean.FALSE : Boolean.TRUE));
    return new Table(header, numeric, rows);
  }
}
