package org.mapperbench.jmh.report.render;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.mapperbench.jmh.results.figures.RunFigures;
import org.mapperbench.jmh.report.render.Doc.Cell;
import org.mapperbench.jmh.report.render.Doc.Table;
import org.mapperbench.jmh.results.figures.BenchmarkFigures;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.SuiteNames;

/** The figure tables: one per operation (sample mode, one thread), the floors, and the throughput sweep. */
public final class FigureTables {
  static final List<String> OPERATION_HEADER = List.of(
      "adapter", "mean us", "± us", "± %", "p99 us", "mean / native", "mean / floor",
      "client CPU us", "server CPU us", "alloc B", "forks", "verified");

  private FigureTables() {}

  /** Every adapter of the run has a row, so one that failed or never ran shows as dashes instead of vanishing. */
  public static Table operation(RunResults run, RunFigures figures, String op) {
    double target = Warnings.target(run);
    List<List<Cell>> rows = new ArrayList<>();
    for (String adapter : run.adapters()) {
      BenchmarkFigures f = figures.sample(adapter, op).orElse(null);
      List<Cell> row = new ArrayList<>();
      row.add(Cell.of(adapter));
      row.add(Cell.of(Format.number(f == null ? Double.NaN : f.score(), 1)));
      row.add(Cell.of(Format.number(f == null ? Double.NaN : f.error(), 1)));
      double percent = f == null ? Double.NaN : f.errorPercent();
      row.add(new Cell(Format.percent(percent), f != null && !(percent <= 100 * target)));
      row.add(Cell.of(Format.number(f == null ? Double.NaN : f.p99(), 1)));
      row.add(Cell.of(Format.ratio(figures.meanPerNative(adapter, op))));
      row.add(Cell.of(Format.ratio(figures.meanPerFloor(adapter, op))));
      row.add(Cell.of(Format.number(f == null ? Double.NaN : f.cpuClient(), 1)));
      row.add(Cell.of(Format.number(f == null ? Double.NaN : f.cpuServer(), 1)));
      row.add(Cell.of(Format.number(f == null ? Double.NaN : f.alloc(), 0)));
      row.add(Cell.of(f == null ? Format.NONE : Integer.toString(f.forks())));
      row.add(verified(f));
      rows.add(row);
    }
    return new Table(OPERATION_HEADER, numeric(OPERATION_HEADER.size(), 0, OPERATION_HEADER.size() - 1), rows);
  }

  /**
   * Each adapter's own roundTrip: the same prepared single-partition read through every library of a backend, so
   * they should agree; where they do not, the run measured the machine's state as much as the libraries.
   */
  static Optional<Table> floors(RunResults run, RunFigures figures) {
    List<String> header = List.of("adapter", "backend", "roundTrip mean us", "95% interval us", "± %", "forks");
    List<List<Cell>> rows = new ArrayList<>();
    for (String adapter : run.adapters()) {
      figures.sample(adapter, SuiteNames.FLOOR).ifPresent(f -> rows.add(List.of(
          Cell.of(adapter),
          Cell.of(Format.value(run.traits(adapter).backend())),
          Cell.of(Format.number(f.score(), 1)),
          Cell.of(f.mean().known() ? Format.number(f.mean().low(), 1) + " – " + Format.number(f.mean().high(), 1)
              : Format.NONE),
          Cell.of(Format.percent(f.errorPercent())),
          Cell.of(Integer.toString(f.forks())))));
    }
    return rows.isEmpty() ? Optional.empty() : Optional.of(new Table(header, numeric(header.size(), 0, 1), rows));
  }

  /** Operations per second per thread count, each with its ± %; a row per swept operation and adapter. */
  static Optional<Table> throughput(RunResults run, RunFigures figures) {
    List<Integer> threads = RunFigures.rateThreads(run);
    boolean oneFromSample = !run.sweepThreads().contains(1);
    List<String> header = new ArrayList<>(List.of("operation", "adapter"));
    threads.forEach(t -> {
      header.add(t == 1 ? (oneFromSample ? "1 thread ops/s (1/mean)" : "1 thread ops/s") : t + " threads ops/s");
      header.add("± %");
    });
    header.add("verified");
    double target = Warnings.target(run);
    List<List<Cell>> rows = new ArrayList<>();
    for (String op : run.sweptOperations()) {
      for (String adapter : run.adapters()) {
        List<Cell> row = new ArrayList<>(List.of(Cell.of(op), Cell.of(adapter)));
        boolean any = false;
        boolean allVerified = true;
        for (int t : threads) {
          Optional<RunFigures.Rate> f = figures.rate(adapter, op, t);
          any |= f.isPresent() && !f.get().fromSample();
          allVerified &= f.map(RunFigures.Rate::verified).orElse(true);
          row.add(Cell.of(Format.number(f.map(RunFigures.Rate::perSecond).orElse(Double.NaN), 0)));
          double percent = f.map(RunFigures.Rate::errorPercent).orElse(Double.NaN);
          row.add(new Cell(Format.percent(percent), f.isPresent() && !(percent <= 100 * target)));
        }
        row.add(allVerified ? Cell.of("yes") : new Cell("NO", true));
        if (any) {
          rows.add(row);
        }
      }
    }
    if (rows.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new Table(header, numeric(header.size(), 0, 1, header.size() - 1), rows));
  }

  private static List<Boolean> numeric(int columns, int... textColumns) {
    List<Boolean> numeric = new ArrayList<>(Collections.nCopies(columns, true));
    for (int c : textColumns) {
      numeric.set(c, false);
    }
    return numeric;
  }

  private static Cell verified(BenchmarkFigures f) {
    if (f == null) {
      return Cell.of(Format.NONE);
    }
    return f.verified() ? Cell.of("yes") : new Cell("NO", true);
  }
}
