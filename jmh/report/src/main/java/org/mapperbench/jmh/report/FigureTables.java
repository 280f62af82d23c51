package org.mapperbench.jmh.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.mapperbench.jmh.report.Doc.Cell;
import org.mapperbench.jmh.report.Doc.Table;

/** The figure tables: one per operation (sample mode, one thread) and one for the throughput sweep. */
final class FigureTables {
  static final List<String> OPERATION_HEADER = List.of(
      "adapter", "mean us", "p99 us", "± us", "± %", "mean / native", "mean / floor",
      "client CPU us", "server CPU us", "alloc B", "verified");

  private FigureTables() {}

  /** Every adapter of the run has a row, so one that failed or never ran shows as dashes instead of vanishing. */
  static Table operation(RunResults run, RunFigures figures, String op) {
    List<List<Cell>> rows = new ArrayList<>();
    for (String adapter : run.adapters()) {
      Optional<BenchmarkFigures> found = figures.sample(adapter, op);
      BenchmarkFigures f = found.orElse(null);
      List<Cell> row = new ArrayList<>();
      row.add(Cell.of(adapter));
      row.add(Cell.of(Format.number(f == null ? Double.NaN : f.score(), 1)));
      row.add(Cell.of(Format.number(f == null ? Double.NaN : f.p99(), 1)));
      row.add(Cell.of(Format.number(f == null ? Double.NaN : f.error(), 1)));
      double percent = f == null ? Double.NaN : f.errorPercent();
      row.add(new Cell(Format.percent(percent), percent > 100 * Warnings.WIDE_ERROR));
      row.add(Cell.of(Format.ratio(figures.meanPerNative(adapter, op))));
      row.add(Cell.of(Format.ratio(figures.meanPerFloor(adapter, op))));
      row.add(Cell.of(Format.number(f == null ? Double.NaN : f.cpuClient(), 1)));
      row.add(Cell.of(Format.number(f == null ? Double.NaN : f.cpuServer(), 1)));
      row.add(Cell.of(Format.number(f == null ? Double.NaN : f.alloc(), 0)));
      row.add(verified(f));
      rows.add(row);
    }
    List<Boolean> numeric = new ArrayList<>(Collections.nCopies(OPERATION_HEADER.size(), true));
    numeric.set(0, false);
    numeric.set(numeric.size() - 1, false);
    return new Table(OPERATION_HEADER, numeric, rows);
  }

  /** Operations per second per thread count; a row per swept operation and adapter that has any figure. */
  static Optional<Table> throughput(RunResults run, RunFigures figures) {
    List<Integer> threads = run.sweepThreads();
    List<String> header = new ArrayList<>(List.of("operation", "adapter"));
    threads.forEach(t -> header.add(t + (t == 1 ? " thread" : " threads") + " ops/s"));
    header.add("verified");
    List<List<Cell>> rows = new ArrayList<>();
    for (String op : RunResults.SWEPT) {
      for (String adapter : run.adapters()) {
        List<Cell> row = new ArrayList<>(List.of(Cell.of(op), Cell.of(adapter)));
        boolean any = false;
        boolean allVerified = true;
        for (int t : threads) {
          Optional<BenchmarkFigures> f = figures.throughput(adapter, op, t);
          any |= f.isPresent();
          allVerified &= f.map(x -> Boolean.TRUE.equals(x.verified())).orElse(true);
          row.add(Cell.of(Format.number(f.map(BenchmarkFigures::score).orElse(Double.NaN), 0)));
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
    List<Boolean> numeric = new ArrayList<>(Collections.nCopies(header.size(), true));
    numeric.set(0, false);
    numeric.set(1, false);
    numeric.set(header.size() - 1, false);
    return Optional.of(new Table(header, numeric, rows));
  }

  private static Cell verified(BenchmarkFigures f) {
    if (f == null) {
      return Cell.of(Format.NONE);
    }
    return Boolean.TRUE.equals(f.verified()) ? Cell.of("yes") : new Cell("NO", true);
  }
}
