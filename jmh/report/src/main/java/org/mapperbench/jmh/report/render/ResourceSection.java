package org.mapperbench.jmh.report.render;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.jmh.report.render.Doc.Block;
import org.mapperbench.jmh.report.render.Doc.Cell;
import org.mapperbench.jmh.report.render.Doc.Heading;
import org.mapperbench.jmh.report.render.Doc.Paragraph;
import org.mapperbench.jmh.report.render.Doc.Table;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.results.model.StatsSidecarRecord;

/**
 * The stats sidecar's timelines ({@code stats/<process>.tsv}) summed up per process and adapter: how much CPU and
 * memory the client and each server used while an adapter's forks ran. For a server in a container the figures
 * are the container's, from the Docker Engine API; run.json names each file's source.
 */
final class ResourceSection {
  static final String BETWEEN_LABEL = "between benchmarks";
  private static final double MIB = 1024.0 * 1024.0;

  /** One process's samples while one adapter ran. */
  static final class Summary {
    long samples;
    double cpuSum;
    double cpuMax;
    double rssSum;
    double rssMax;
  }

  private ResourceSection() {}

  static List<Block> build(RunModel model) {
    RunResults run = model.run();
    Path stats = run.dir().resolve(SuiteNames.STATS_DIR);
    List<String> processes = new ArrayList<>(List.of("client"));
    processes.addAll(run.record().servers().keySet().stream().sorted().toList());
    StatsSidecarRecord sidecar = run.record().statsSidecar();
    List<List<Cell>> rows = new ArrayList<>();
    for (String process : processes) {
      StatsSidecarRecord.Source recorded = sidecar == null ? null : sidecar.sources().get(process);
      String source = Format.value(recorded == null ? null : recorded.source());
      summaries(stats.resolve(SuiteNames.statsFileName(process))).forEach((adapter, s) -> rows.add(List.of(
          Cell.of(process), Cell.of(source), Cell.of(adapter), Cell.of(Long.toString(s.samples)),
          Cell.of(Format.number(s.cpuSum / s.samples, 0)), Cell.of(Format.number(s.cpuMax, 0)),
          Cell.of(Format.number(s.rssSum / s.samples / MIB, 0)), Cell.of(Format.number(s.rssMax / MIB, 0)))));
    }
    if (rows.isEmpty()) {
      return List.of();
    }
    List<String> header = List.of("process", "source", "while", "samples", "CPU % mean", "CPU % max",
        "memory MiB mean", "memory MiB max");
    return List.of(
        new Heading(2, "Resource use over the run"),
        new Paragraph("From the stats sidecar's samples (stats/*.tsv), by the adapter whose forks ran at the time"
            + " (all of them when interleaved), CPU % of one core " + MethodDocs.RESOURCE_USE.see() + ". They cover"
            + " whole forks, start-up and set-up included; the per-call CPU above covers measurement only."),
        new Table(header, List.of(false, false, false, true, true, true, true, true), rows));
  }

  /** By adapter (those each row's benchmark label names), in order of first appearance. */
  static Map<String, Summary> summaries(Path tsv) {
    Map<String, Summary> byAdapter = new LinkedHashMap<>();
    if (!Files.isRegularFile(tsv)) {
      return byAdapter;
    }
    try (Stream<String> lines = Files.lines(tsv)) {
      lines.skip(1).map(line -> line.split("\t", -1)).filter(f -> f.length >= 5).forEach(f -> {
        String label = f[4].strip();
        List<String> adapters = SuiteNames.labelAdapters(label);
        String adapter = adapters.isEmpty() ? BETWEEN_LABEL : String.join(", ", adapters);
        try {
          double cpu = Double.parseDouble(f[1]);
          double rss = f[2].isEmpty() ? 0 : Double.parseDouble(f[2]);
          Summary s = byAdapter.computeIfAbsent(adapter, a -> new Summary());
          s.samples++;
          s.cpuSum += cpu;
          s.cpuMax = Math.max(s.cpuMax, cpu);
          s.rssSum += rss;
          s.rssMax = Math.max(s.rssMax, rss);
        } catch (NumberFormatException malformed) {
          // a row cut short when the run was killed
        }
      });
    } catch (IOException | java.io.UncheckedIOException e) {
      return byAdapter;
    }
    // Between benchmarks (server warm-up, fork start-up) last, after the adapters.
    Summary between = byAdapter.remove(BETWEEN_LABEL);
    if (between != null) {
      byAdapter.put(BETWEEN_LABEL, between);
    }
    return byAdapter;
  }
}
