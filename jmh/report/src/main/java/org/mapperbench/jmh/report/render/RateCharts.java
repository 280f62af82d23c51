package org.mapperbench.jmh.report.render;

import org.mapperbench.settings.RateSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.mapperbench.jmh.results.figures.PacedHistograms;
import org.mapperbench.jmh.results.figures.RateFigures;
import org.mapperbench.jmh.results.model.PacedRecord;
import org.mapperbench.jmh.results.model.RateRecord;

/**
 * Rate mode's charts: p99 from due against the rate held, per library (every paced run of the mix, capacity steps
 * included), and p50 and p99 per second over the mix's highest asked rate in the first round.
 */
final class RateCharts {
  private RateCharts() {}

  static List<Charts.Figure> write(Path dir, Path charts, RateFigures rates) throws IOException {
    List<Charts.Figure> written = new ArrayList<>();
    if (rates.isEmpty()) {
      return written;
    }
    String mix = RateSettings.MIX_METHOD;
    String title = "p99 from due against rate held, " + mix + " (log scale; line: target)";
    XYChart chart = chart(title, "calls per second held", "p99 from due (ms)");
    double maxRate = 0;
    double target = Double.NaN;
    for (Map.Entry<String, RateRecord> e : rates.records().entrySet()) {
      List<PacedRecord> runs = new ArrayList<>(e.getValue().paced());
      if (e.getValue().capacity() != null) {
        e.getValue().capacity().forEach(c -> runs.addAll(c.steps()));
      }
      List<Double> x = new ArrayList<>();
      List<Double> y = new ArrayList<>();
      runs.stream().filter(r -> mix.equals(r.operation()) && r.corrected() != null && r.achievedPerSecond() != null)
          .sorted(java.util.Comparator.comparing(PacedRecord::achievedPerSecond)).forEach(r -> {
            x.add(r.achievedPerSecond());
            y.add(Math.max(0.01, r.corrected().p99() / 1000));
          });
      if (!x.isEmpty()) {
        chart.addSeries(e.getKey(), x, y).setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        maxRate = Math.max(maxRate, x.stream().mapToDouble(Double::doubleValue).max().orElse(0));
      }
      target = e.getValue().p99TargetMicros() / 1000;
    }
    if (maxRate > 0) {
      chart.addSeries("p99 target", List.of(0.0, maxRate), List.of(target, target)).setMarker(SeriesMarkers.NONE);
      Charts.save(chart, "rate-latency", title, charts, written);
    }
    overTime(dir, charts, rates, written);
    return written;
  }

  /** p50 and p99 from due per second of each library's mix at its highest asked rate, first round. */
  private static void overTime(Path dir, Path charts, RateFigures rates, List<Charts.Figure> written)
      throws IOException {
    String title = "Latency over time, " + RateSettings.MIX_METHOD + " at the highest rate asked, round 1 (log scale)";
    XYChart chart = chart(title, "second of the measured run", "latency from due (ms)");
    for (Map.Entry<String, RateRecord> e : rates.records().entrySet()) {
      PacedRecord top = e.getValue().paced().stream()
          .filter(r -> RateSettings.MIX_METHOD.equals(r.operation()) && Integer.valueOf(1).equals(r.round()))
          .max(java.util.Comparator.comparing(PacedRecord::targetPerSecond)).orElse(null);
      if (top == null) {
        continue;
      }
      Path log = RateFigures.log(dir, e.getKey(), top.operation(), top.asked(), 1, 0);
      if (!Files.isRegularFile(log)) {
        continue;
      }
      Map<Double, double[]> rows = PacedHistograms.perInterval(log, PacedHistograms.Figure.CORRECTED, 50, 99);
      List<Double> seconds = new ArrayList<>();
      List<Double> p50 = new ArrayList<>();
      List<Double> p99 = new ArrayList<>();
      rows.forEach((second, values) -> {
        if (Double.isFinite(values[0])) {
          seconds.add(second);
          p50.add(Math.max(0.01, values[0] / 1e6));
          p99.add(Math.max(0.01, values[1] / 1e6));
        }
      });
      if (!seconds.isEmpty()) {
        chart.addSeries(e.getKey() + " p99 @" + top.asked(), seconds, p99);
        chart.addSeries(e.getKey() + " p50 @" + top.asked(), seconds, p50);
      }
    }
    Charts.save(chart, "rate-over-time", title, charts, written);
  }

  private static XYChart chart(String title, String x, String y) {
    XYChart chart = new XYChartBuilder().width(Charts.WIDTH).height(Charts.HEIGHT).title(title).xAxisTitle(x)
        .yAxisTitle(y).build();
    Charts.style(chart.getStyler());
    // Decades alone (labelling every 1-9 step piled the labels at each decade's top), written out: 1,000, not 1E3.
    chart.getStyler().setYAxisLogarithmic(true).setYAxisDecimalPattern("#,##0.##").setXAxisMin(0.0)
        .setXAxisDecimalPattern("#,##0");
    return chart;
  }
}
