package org.mapperbench.jmh.report.render;

import java.awt.AWTError;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.Styler;
import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.jmh.results.figures.Verdict;
import org.mapperbench.jmh.results.figures.RunFigures;
import org.mapperbench.jmh.results.figures.BenchmarkFigures;
import org.mapperbench.jmh.results.figures.Cost;
import org.mapperbench.jmh.results.figures.RunResults;

/**
 * The PNG charts in {@code charts/}: mean latency with its error bars, client and server CPU per call, and throughput
 * against client threads. A chart only for what the run measured; a missing figure is a gap, never a zero bar.
 */
public final class Charts {
  public static final int WIDTH = 1000;
  public static final int HEIGHT = 500;

  /** One written chart: its path relative to the results folder, and what it shows. */
  public record Figure(String path, String title) {}

  private Charts() {}

  public static List<Figure> write(RunModel model, Path dir) throws IOException {
    RunResults run = model.run();
    RunFigures figures = model.figures();
    Files.createDirectories(dir);
    // A chart left by an earlier report of this folder would show figures the report no longer describes.
    try (Stream<Path> old = Files.list(dir)) {
      for (Path png : old.filter(p -> p.getFileName().toString().endsWith(".png")).toList()) {
        Files.delete(png);
      }
    }
    List<String> ops = model.operations();
    List<String> user = ops.stream().filter(op -> op.endsWith("User")).toList();
    List<String> order = ops.stream().filter(op -> !op.endsWith("User")).toList();
    List<Figure> written = new ArrayList<>();
    try {
      latency(run, figures, "latency-user", "Mean latency, User operations (1 thread; bars: 95% interval)", user,
          dir, written);
      latency(run, figures, "latency-order",
          "Mean latency, floor and Order operations (1 thread; bars: 95% interval)", order, dir, written);
      String client = "Client CPU per call (benchmark JVM)";
      String server = "Server CPU per call (server process)";
      save(cpu(run, figures, client, BenchmarkFigures::cpuClient, ops), "cpu-client", client, dir, written);
      save(cpu(run, figures, server, BenchmarkFigures::cpuServer, ops), "cpu-server", server, dir, written);
      for (String op : run.sweptOperations()) {
        throughput(run, figures, op, dir, written);
      }
    } catch (AWTError | LinkageError e) {
      // Without a usable AWT (no fonts, no native libraries) no chart can be drawn; say so as the report's failure.
      throw new IOException("cannot draw charts: " + e, e);
    }
    return written;
  }

  /**
   * Mean latency with its ± bars. The axis is set by the means alone: a bar whose interval reaches past the top is cut
   * at the edge and named in the caption, so one wide interval never flattens every bar to zero.
   */
  private static void latency(
      RunResults run, RunFigures figures, String name, String title, List<String> ops, Path dir, List<Figure> written)
      throws IOException {
    List<String> cut = new ArrayList<>();
    CategoryChart chart = latencyChart(run, figures, title, ops, cut);
    save(chart, name, cut.isEmpty() ? title : title + ". Bars cut at the chart's edge (interval wider than shown): "
        + String.join(", ", cut), dir, written);
  }

  /**
   * Mean latency with its ± bars. The axis is set by the means alone: a bar whose interval reaches past the top (or
   * below zero) is cut at the edge and named in {@code cut}, so one wide interval never flattens every bar to zero.
   */
  static CategoryChart latencyChart(RunResults run, RunFigures figures, String title, List<String> ops,
      List<String> cut) {
    CategoryChart chart = categoryChart(title, "mean latency (us/op)", ops.size());
    double top = axisTop(ops.stream().flatMap(op -> run.adapters().stream().map(a -> figures.sample(a, op)))
        .flatMap(Optional::stream).mapToDouble(BenchmarkFigures::score).filter(Double::isFinite).max()
        .orElse(Double.NaN));
    for (String adapter : run.adapters()) {
      List<Double> means = values(ops, op -> figures.sample(adapter, op).map(BenchmarkFigures::score));
      List<Double> errors = new ArrayList<>();
      for (String op : ops) {
        BenchmarkFigures f = figures.sample(adapter, op).orElse(null);
        double error = f == null || !f.mean().known() ? 0 : f.error();
        double room = f == null ? 0 : Math.min(top - f.score(), f.score());
        if (error > room) {
          cut.add(adapter + " " + op);
          error = Math.max(0, room);
        }
        errors.add(error);
      }
      if (means.stream().anyMatch(m -> m != null)) {
        chart.addSeries(adapter, ops, means, errors);
      }
    }
    if (Double.isFinite(top)) {
      chart.getStyler().setYAxisMax(top);
    }
    return chart;
  }

  /**
   * The verdict at a glance: per library and cost, the geometric mean over operations of its ratio to the family's
   * native adapter, on a log axis so that twice and half the native's cost lie equally far from 1.
   */
  public static Optional<Figure> verdict(Verdict verdict, Path dir) throws IOException {
    String title = "Cost per call over the family's native adapter (geometric mean over operations)";
    List<String> costs = java.util.Arrays.stream(Cost.values()).map(c -> c.label).toList();
    CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT).title(title)
        .xAxisTitle("cost").yAxisTitle("ratio to native (log scale, 1 = same)").build();
    style(chart.getStyler());
    chart.getStyler().setDefaultSeriesRenderStyle(CategorySeries.CategorySeriesRenderStyle.Scatter);
    // Side by side within each cost, as bars are: libraries with the same ratio (every one's requests, often) would
    // otherwise hide each other's markers.
    chart.getStyler().setOverlapped(false);
    chart.getStyler().setMarkerSize(12);
    chart.getStyler().setYAxisLogarithmic(true);
    chart.getStyler().setYAxisDecimalPattern("0.##");
    double low = 1;
    double high = 1;
    for (String adapter : verdict.adapters()) {
      List<Double> ratios = new ArrayList<>();
      for (Cost cost : Cost.values()) {
        double ratio = verdict.row(cost, adapter).map(Verdict.Row::geometricMean).orElse(Double.NaN);
        boolean known = Double.isFinite(ratio) && ratio > 0;
        ratios.add(known ? ratio : null);
        low = known ? Math.min(low, ratio) : low;
        high = known ? Math.max(high, ratio) : high;
      }
      if (ratios.stream().anyMatch(r -> r != null)) {
        chart.addSeries(adapter, costs, ratios);
      }
    }
    if (chart.getSeriesCollection().isEmpty()) {
      return Optional.empty();
    }
    CategorySeries one = chart.addSeries("native = 1", costs, costs.stream().map(c -> 1.0).toList());
    one.setChartCategorySeriesRenderStyle(CategorySeries.CategorySeriesRenderStyle.Line);
    one.setLineColor(Color.GRAY);
    one.setMarker(org.knowm.xchart.style.markers.SeriesMarkers.NONE);
    // Ticks at 1, 2, ... 9 in every decade crowd into each other over more than one decade; then 0.1, 1, 10 alone.
    boolean decades = high / low > DECADE_ONLY_SPAN;
    chart.getStyler().setYAxisLogarithmicDecadeOnly(decades);
    // Out to the next tick on either side, so that a point above or below 1 always has a labelled tick beyond it.
    chart.getStyler().setYAxisMin(tick(low / 1.1, decades, false)).setYAxisMax(tick(high * 1.1, decades, true));
    List<Figure> written = new ArrayList<>();
    save(chart, "verdict", title, dir, written);
    return written.stream().findFirst();
  }

  /** The widest span of the verdict's log axis that still gets a tick at every 1 to 9 of a decade. */
  static final double DECADE_ONLY_SPAN = 8;

  /**
   * The log axis' nearest tick at or beyond {@code value}, upwards or downwards: a power of ten, or with {@code
   * decades} false any of 1 to 9 times one.
   */
  static double tick(double value, boolean decades, boolean up) {
    double decade = Math.pow(10, Math.floor(Math.log10(value)));
    double step = value / decade;
    if (decades) {
      return up && step > 1 ? decade * 10 : decade;
    }
    return decade * (up ? Math.ceil(step - 1e-9) : Math.floor(step + 1e-9));
  }

  /** The top of an axis that shows every point estimate up to {@code largest} with a little room above it. */
  static double axisTop(double largest) {
    return largest > 0 ? largest * 1.15 : Double.NaN;
  }

  private static CategoryChart cpu(RunResults run, RunFigures figures, String title,
      Function<BenchmarkFigures, Double> metric, List<String> ops) {
    CategoryChart chart = categoryChart(title + ", 1 thread", "CPU time (us/op)", ops.size());
    for (String adapter : run.adapters()) {
      List<Double> values = values(ops, op -> figures.sample(adapter, op).map(metric));
      if (values.stream().anyMatch(v -> v != null)) {
        chart.addSeries(adapter, ops, values);
      }
    }
    return chart;
  }

  private static void throughput(RunResults run, RunFigures figures, String op, Path dir, List<Figure> written)
      throws IOException {
    String title = "Throughput of " + op + " against client threads";
    XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(title)
        .xAxisTitle("client threads").yAxisTitle("throughput (ops/s)").build();
    style(chart.getStyler());
    chart.getStyler().setYAxisMin(0.0).setXAxisMin(0.0).setXAxisDecimalPattern("#,##0").setYAxisDecimalPattern("#,##0");
    for (String adapter : run.adapters()) {
      List<Integer> threads = new ArrayList<>();
      List<Double> opsPerSecond = new ArrayList<>();
      for (int t : RunFigures.rateThreads(run)) {
        figures.rate(adapter, op, t).filter(r -> Double.isFinite(r.perSecond())).ifPresent(r -> {
          threads.add(t);
          opsPerSecond.add(r.perSecond());
        });
      }
      if (!threads.isEmpty()) {
        chart.addSeries(adapter, threads, opsPerSecond);
      }
    }
    save(chart, "throughput-" + op, title, dir, written);
  }

  private static CategoryChart categoryChart(String title, String yTitle, int operations) {
    CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT).title(title)
        .xAxisTitle("operation").yAxisTitle(yTitle).build();
    style(chart.getStyler());
    chart.getStyler().setErrorBarsColorSeriesColor(true).setYAxisMin(0.0).setYAxisDecimalPattern("#,##0");
    // XChart drops labels that would overlap; every bar group must say which operation it is.
    if (operations > 1) {
      chart.getStyler().setXAxisMaxLabelCount(operations); // XChart refuses a count of 1
    }
    if (operations > 5) {
      chart.getStyler().setXAxisLabelRotation(20);
    }
    return chart;
  }

  static void style(Styler styler) {
    styler.setChartBackgroundColor(Color.WHITE);
    styler.setLegendPosition(Styler.LegendPosition.OutsideE);
  }

  /** XChart draws a null as a gap; NaN and missing figures both become null. */
  private static List<Double> values(List<String> ops, Function<String, Optional<Double>> value) {
    List<Double> values = new ArrayList<>();
    for (String op : ops) {
      values.add(value.apply(op).filter(Double::isFinite).orElse(null));
    }
    return values;
  }

  static void save(Chart<?, ?> chart, String name, String title, Path dir, List<Figure> written)
      throws IOException {
    if (chart.getSeriesCollection().isEmpty()) {
      return;
    }
    BitmapEncoder.saveBitmap(chart, dir.resolve(name + ".png").toString(), BitmapEncoder.BitmapFormat.PNG);
    written.add(new Figure(dir.getFileName() + "/" + name + ".png", title));
  }
}
