package org.mapperbench.jmh.report.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.jmh.report.render.Doc.Block;
import org.mapperbench.jmh.report.render.Doc.Cell;
import org.mapperbench.jmh.report.render.Doc.Heading;
import org.mapperbench.jmh.report.render.Doc.Image;
import org.mapperbench.jmh.report.render.Doc.Paragraph;
import org.mapperbench.jmh.report.render.Doc.Table;
import org.mapperbench.jmh.results.figures.RateFigures.Capacity;
import org.mapperbench.jmh.results.figures.RateFigures.Trial;
import org.mapperbench.jmh.results.figures.RateFigures;
import org.mapperbench.jmh.results.model.RateRecord;

/**
 * "Latency at a fixed rate": what a service sees at a request rate (rate mode, {@code bench.rates}): each library's
 * capacity within the p99 target, and per rate its latency from when calls were due, the rate it held and the cores
 * it burnt per 1,000 calls a second. Nothing for a run without rate mode.
 */
public final class RateSection {
  private RateSection() {}

  /** The section, its charts written into {@code chartDir}; empty for a run without rate mode. */
  public static List<Block> of(RunModel model, java.nio.file.Path chartDir) throws java.io.IOException {
    RateFigures rates = model.rates();
    return build(rates, RateCharts.write(model.run().dir(), chartDir, rates));
  }

  static List<Block> build(RateFigures rates, List<Charts.Figure> charts) {
    if (rates.isEmpty()) {
      return List.of();
    }
    RateRecord any = rates.records().values().iterator().next();
    String target = Format.number(any.p99TargetMicros() / 1000, 1) + " ms";
    List<Block> blocks = new ArrayList<>();
    blocks.add(new Heading(2, "Latency at a fixed rate"));
    blocks.add(new Paragraph(String.format(Locale.ROOT, "Calls issued on a fixed schedule by %d workers, as a service"
        + " receives them: latency from when a call was due, the service time from when it was issued %s. Each"
        + " figure is the median over the rounds' forks, the p99's range theirs.", any.workers(),
        MethodDocs.RATE_FIGURES.see())));
    List<Capacity> capacities = rates.capacities();
    if (!capacities.isEmpty()) {
      blocks.add(new Heading(3, "Capacity within a p99 of " + target));
      blocks.add(new Paragraph("The highest rate of the hat-shop mix each library held with a p99 from due within "
          + target + " " + MethodDocs.RATE_RUNS.see() + ". The range is the rounds' results: with this few forks it is"
          + " the interval the run can give."));
      List<List<Cell>> rows = new ArrayList<>();
      for (Capacity c : capacities) {
        rows.add(List.of(Cell.of(c.adapter()), Cell.of(c.operation()), Cell.of(perSecond(c.median())),
            Cell.of(c.rounds() > 1 ? perSecond(c.low()) + " – " + perSecond(c.high()) : Format.NONE),
            Cell.of(Integer.toString(c.rounds())), Cell.of(perSecond(c.searchedUpTo()))));
      }
      blocks.add(new Table(List.of("library", "workload", "capacity (calls/s)", "range over rounds", "rounds",
          "closed-loop throughput"), List.of(false, false, true, true, true, true), rows));
    }
    blocks.add(new Heading(3, "Cost at a rate"));
    List<List<Cell>> rows = new ArrayList<>();
    for (Trial t : rates.trials()) {
      boolean short_ = t.held() < t.forks();
      rows.add(List.of(Cell.of(t.adapter()), Cell.of(t.operation()), Cell.of(t.asked()),
          Cell.of(perSecond(t.targetPerSecond())),
          new Cell(perSecond(t.achievedPerSecond()) + (short_ ? " (held in " + t.held() + " of " + t.forks() + ")"
              : ""), short_),
          Cell.of(millis(t.p50())), Cell.of(millis(t.p99()) + range(t)), Cell.of(millis(t.p999())),
          Cell.of(millis(t.serviceP99())), Cell.of(Format.number(t.clientCoresPer1000(), 3)),
          Cell.of(Format.number(t.serverCoresPer1000(), 3)), Cell.of(Format.number(t.allocatedBytesPerCall(), 0))));
    }
    // Twelve columns: short headers keep the table within a page's width; the paragraphs below say what they mean.
    blocks.add(new Table(List.of("library", "workload", "rate", "asked /s", "achieved /s", "p50 ms", "p99 ms",
        "p99.9 ms", "service p99 ms", "client cores per 1k/s", "server cores per 1k/s", "B/call"),
        List.of(false, false, false, true, true, true, true, true, true, true, true, true), rows));
    blocks.add(new Paragraph("Rates in calls per second; p50, p99 and p99.9 from when calls were due; cores per 1k/s:"
        + " cores busy per 1,000 calls a second achieved; B/call: the client's allocation per call."));
    blocks.add(new Paragraph("A rate not achieved is marked: the library, the server or the machine could not keep up."
        + " Client cores include the workers' own waking to each call's time " + MethodDocs.RATE_LIMITS.see() + "."
        + " Every call is in the HdrHistogram logs under rate/ " + MethodDocs.RATE_WRITES.see() + "."));
    blocks.addAll(pacerFloor(rates.pacerFloors()));
    charts.forEach(chart -> blocks.add(new Image(chart.path(), chart.title())));
    return blocks;
  }

  /** What the pacer adds by itself: its schedule and workers calling nothing, in each adapter's fork. */
  private static List<Block> pacerFloor(List<Trial> floors) {
    if (floors.isEmpty()) {
      return List.of();
    }
    List<List<Cell>> rows = new ArrayList<>();
    for (Trial f : floors) {
      rows.add(List.of(Cell.of(f.adapter()), Cell.of(perSecond(f.targetPerSecond())),
          Cell.of(perSecond(f.achievedPerSecond())), Cell.of(Format.number(f.p50(), 0)),
          Cell.of(Format.number(f.p99(), 0)), Cell.of(Format.number(f.p999(), 0)),
          Cell.of(Format.number(f.clientCores(), 3))));
    }
    return List.of(new Heading(3, "The pacer's own floor"),
        new Paragraph("The same schedule and workers calling nothing, in each library's fork: what the pacer itself"
            + " adds to every latency above, and the cores it burns " + MethodDocs.RATE_RUNS.see() + ". A figure near"
            + " this floor is the tool's, not the library's."),
        new Table(List.of("fork of", "asked /s", "achieved /s", "p50 µs", "p99 µs", "p99.9 µs", "client cores"),
            List.of(false, true, true, true, true, true, true), rows));
  }

  private static String perSecond(double value) {
    return Double.isFinite(value) ? Format.number(value, 0) : Format.NONE;
  }

  private static String millis(double micros) {
    return Double.isFinite(micros) ? Format.number(micros / 1000, micros < 10_000 ? 2 : 0) : Format.NONE;
  }

  private static String range(Trial t) {
    return t.forks() > 1 && t.p99High() > t.p99Low() ? " (" + millis(t.p99Low()) + " – " + millis(t.p99High()) + ")"
        : "";
  }
}
