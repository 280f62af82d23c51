package org.mapperbench.jmh.report.render;

import java.awt.BasicStroke;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.entities.schema.Operation;
import org.mapperbench.jmh.results.figures.RowsFigures;
import org.mapperbench.jmh.report.render.Doc.Block;
import org.mapperbench.jmh.report.render.Doc.Cell;
import org.mapperbench.jmh.report.render.Doc.Heading;
import org.mapperbench.jmh.report.render.Doc.Paragraph;
import org.mapperbench.jmh.report.render.Doc.Table;
import org.mapperbench.jmh.results.figures.Cost;
import org.mapperbench.jmh.results.figures.Interval;
import org.mapperbench.jmh.results.figures.RowsFit;
import org.mapperbench.jmh.results.figures.RunResults;

/**
 * The cost of a row and of a column (docs/methodology.md, "Rows per call"): per curve a table of each library's
 * per-row cost and what it adds over its family native's, a table of a column's cost, and per cost a chart of cost
 * against N on log-log axes, the natives dashed. The console gets one line per library.
 */
public final class RowsSection {
  /** What a row of each curve is, as the tables name it. */
  private static String row(Operation curve) {
    return curve.curveName().endsWith("Order") ? "line item" : "product";
  }

  private RowsSection() {}

  /** The section's blocks and console lines; nothing where no adapter ran two N of any curve. */
  public record Part(List<Block> blocks, List<String> lines) {}

  public static Part of(RunModel model, Path chartDir) throws IOException {
    RunResults run = model.run();
    RowsFigures rows = model.rows();
    List<Block> blocks = new ArrayList<>();
    List<String> lines = new ArrayList<>();
    List<Operation> curves = RowsFigures.curves().stream()
        .filter(c -> run.adapters().stream().anyMatch(a -> rows.fit(a, c, Cost.ALLOCATION).fits())).toList();
    if (curves.isEmpty()) {
      return new Part(blocks, lines);
    }
    blocks.add(new Heading(2, "Cost per row and per column"));
    blocks.add(new Paragraph("Each library's cost of a call fitted as fixed + per row × N over the rows per call it"
        + " ran, with 95% intervals from its forks; over native: its per-row cost minus its family native's "
        + MethodDocs.ROWS_PER_CALL.see() + "."));
    for (Operation curve : curves) {
      blocks.add(new Heading(3, curve.curveName() + ": the cost of one " + row(curve)));
      table(run, rows, curve, false).ifPresent(blocks::add);
      table(run, rows, curve, true).ifPresent(blocks::add);
    }
    blocks.add(new Heading(3, "Per column"));
    blocks.add(new Paragraph("A one-row call of the 19-column product minus the same call of the 4-column user, over"
        + " the " + RowsFigures.EXTRA_COLUMNS + " columns the product has beyond the user's: what a column of"
        + " every common type adds."));
    blocks.add(columns(run, rows));
    for (Cost cost : RowsFigures.COSTS.subList(1, RowsFigures.COSTS.size())) {
      chart(run, rows, curves.get(0), cost, chartDir)
          .ifPresent(figure -> blocks.add(new Doc.Image(figure.path(), figure.title())));
    }
    run.adapters().forEach(a -> line(rows, a, curves.get(0)).ifPresent(lines::add));
    return new Part(blocks, lines);
  }

  /**
   * Each library's per-row cost ({@code overNative} false), or what it adds per row over its family native's: two
   * tables, so that each keeps to a 1,400 px page.
   */
  private static java.util.Optional<Table> table(RunResults run, RowsFigures rows, Operation curve,
      boolean overNative) {
    String first = overNative ? "adding over its native" : "adapter";
    List<String> header = new ArrayList<>(List.of(first));
    RowsFigures.COSTS.forEach(c -> header.add(c.label));
    List<List<Cell>> cells = new ArrayList<>();
    for (String adapter : run.adapters()) {
      if (!rows.fit(adapter, curve, Cost.ALLOCATION).fits()
          || overNative && !Double.isFinite(rows.perRowOverNative(adapter, curve, Cost.ALLOCATION).point())) {
        continue;
      }
      List<Cell> line = new ArrayList<>(List.of(Cell.of(adapter)));
      for (Cost cost : RowsFigures.COSTS) {
        Interval value = overNative ? rows.perRowOverNative(adapter, curve, cost)
            : rows.fit(adapter, curve, cost).line().perRow();
        line.add(Cell.of(Format.amount(value, cost.unit, overNative)));
      }
      cells.add(line);
    }
    return cells.isEmpty() ? java.util.Optional.empty()
        : java.util.Optional.of(new Table(header, header.stream().map(h -> !h.equals(first)).toList(), cells));
  }

  private static Table columns(RunResults run, RowsFigures rows) {
    List<String> header = new ArrayList<>(List.of("adapter", "call"));
    RowsFigures.COSTS.subList(1, RowsFigures.COSTS.size()).forEach(c -> header.add(c.label + " per column"));
    List<List<Cell>> cells = new ArrayList<>();
    for (String adapter : run.adapters()) {
      for (Operation[] pair : new Operation[][] {{Operation.READ_PRODUCTS_1, Operation.READ_USER},
          {Operation.WRITE_PRODUCTS_1, Operation.WRITE_USER}}) {
        List<Cell> line = new ArrayList<>(List.of(Cell.of(adapter), Cell.of(pair[0].method() + " − " + pair[1]
            .method())));
        boolean any = false;
        for (Cost cost : RowsFigures.COSTS.subList(1, RowsFigures.COSTS.size())) {
          Interval column = rows.perColumn(adapter, pair[0], pair[1], cost);
          any |= Double.isFinite(column.point());
          line.add(Cell.of(Format.amount(column, cost.unit, true)));
        }
        if (any) {
          cells.add(line);
        }
      }
    }
    return new Table(header, header.stream().map(h -> !h.equals("adapter") && !h.equals("call")).toList(), cells);
  }

  /** "spring-data: a product row read +1,234 B [..] and +5.6 µs client CPU [..] over driver4-native". */
  private static java.util.Optional<String> line(RowsFigures rows, String adapter, Operation curve) {
    Interval bytes = rows.perRowOverNative(adapter, curve, Cost.ALLOCATION);
    Interval cpu = rows.perRowOverNative(adapter, curve, Cost.CLIENT_CPU);
    return rows.figures().familyNative(adapter).filter(b -> Double.isFinite(bytes.point())).map(base -> String.format(
        Locale.ROOT, "%s: a %s row of %s %s and %s of client CPU over %s", adapter, row(curve), curve.curveName(),
        Format.amount(bytes, Cost.ALLOCATION.unit, true), Format.amount(cpu, Cost.CLIENT_CPU.unit, true), base));
  }

  private static java.util.Optional<Charts.Figure> chart(RunResults run, RowsFigures rows, Operation curve, Cost cost,
      Path dir) throws IOException {
    String title = cost.title + " against rows per call, " + curve.curveName();
    XYChart chart = new XYChartBuilder().width(Charts.WIDTH).height(Charts.HEIGHT).title(title)
        .xAxisTitle("rows per call (log scale)").yAxisTitle(cost.unit + " per call (log scale)").build();
    Charts.style(chart.getStyler());
    chart.getStyler().setXAxisLogarithmic(true).setYAxisLogarithmic(true);
    chart.getStyler().setXAxisDecimalPattern("#,##0").setYAxisDecimalPattern("#,##0.###");
    for (String adapter : run.adapters()) {
      RowsFit fit = rows.fit(adapter, curve, cost);
      List<Double> x = new ArrayList<>();
      List<Double> y = new ArrayList<>();
      double[] means = fit.points().stream().allMatch(p -> p.samples().iterations() > 0) ? fit.means()
          : new double[0];
      for (int k = 0; k < means.length; k++) {
        if (means[k] > 0) {
          x.add((double) fit.rows().get(k));
          y.add(means[k]);
        }
      }
      if (x.size() >= 2) {
        XYSeries series = chart.addSeries(adapter, x, y);
        if (rows.figures().familyNative(adapter).map(adapter::equals).orElse(false)) {
          series.setLineStyle(new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
              new float[] {6f, 4f}, 0f));
        }
      }
    }
    List<Charts.Figure> written = new ArrayList<>();
    Charts.save(chart, "rows-" + curve.curveName() + "-" + cost.key(), title, dir, written);
    return written.stream().findFirst();
  }
}
