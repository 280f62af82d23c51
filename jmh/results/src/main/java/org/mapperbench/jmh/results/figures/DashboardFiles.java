package org.mapperbench.jmh.results.figures;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.mapperbench.settings.AdapterIds;

/**
 * The run's figures for the dashboards library maintainers already use, written with every run: github-action-
 * benchmark's {@code customSmallerIsBetter} (every cost per call and latency) and {@code customBiggerIsBetter}
 * (throughput), kept apart so that no tool reads a throughput as a cost, and Bencher's metric format (BMF). One entry
 * per adapter or variant, benchmark and params, each figure with its 95% interval; a figure the data cannot state (a
 * GC CPU on too few collections, no interval below three forks) is left out or given without its range, never as NaN.
 */
public final class DashboardFiles {
  private DashboardFiles() {}

  /** One figure as github-action-benchmark's custom tools read it: name, unit, value, and a range shown beside it. */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record GithubEntry(String name, String unit, double value, String range, String extra) {}

  /** One measure of one benchmark as Bencher's metric format has it. */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record BencherMetric(double value, @JsonProperty("lower_value") Double lowerValue,
      @JsonProperty("upper_value") Double upperValue) {}

  /** The slug Bencher files throughput under (its built-in measure, in operations per second). */
  static final String THROUGHPUT = "throughput";

  public static void write(RunResults run, Path folder) throws IOException {
    List<GithubEntry> smaller = new ArrayList<>();
    List<GithubEntry> bigger = new ArrayList<>();
    Map<String, Map<String, BencherMetric>> bencher = new LinkedHashMap<>();
    for (BenchmarkFigures f : run.figures()) {
      String benchmark = AdapterIds.canonical(f.adapter()) + " " + f.label();
      String extra = f.forks() + " forks" + (f.verified() ? ", every call verified by the server" : "");
      Map<String, BencherMetric> measures = bencher.computeIfAbsent(benchmark, b -> new LinkedHashMap<>());
      if (f.throughput()) {
        Interval rate = HierarchicalBootstrap.mean(f.samples());
        add(bigger, measures, benchmark + ": throughput", THROUGHPUT, "ops/s", rate, extra);
      }
      for (Cost cost : Cost.values()) {
        // Latency is a sample-mode figure; requests are counted per call on one thread only.
        boolean applies = f.throughput() ? cost != Cost.MEAN_LATENCY && cost != Cost.P99_LATENCY : true;
        if (applies && cost.measured(f)) {
          add(smaller, measures, benchmark + ": " + cost.title, cost.key(), cost.unit + "/op", cost.perCall(f),
              extra);
        }
      }
    }
    Files.createDirectories(folder.resolve(SuiteNames.DASHBOARDS_DIR));
    var writer = RunResults.JSON.writer(SerializationFeature.INDENT_OUTPUT);
    writer.writeValue(folder.resolve(SuiteNames.SMALLER_IS_BETTER_FILE).toFile(), smaller);
    writer.writeValue(folder.resolve(SuiteNames.BIGGER_IS_BETTER_FILE).toFile(), bigger);
    bencher.values().removeIf(Map::isEmpty);
    writer.writeValue(folder.resolve(SuiteNames.BENCHER_FILE).toFile(), bencher);
  }

  private static void add(List<GithubEntry> github, Map<String, BencherMetric> bencher, String name, String slug,
      String unit, Interval figure, String extra) {
    if (!Double.isFinite(figure.point())) {
      return;
    }
    boolean known = figure.known();
    github.add(new GithubEntry(name, unit, figure.point(), known ? String.format(Locale.ROOT, "± %.4g (95%%: %.4g to"
        + " %.4g)", figure.halfWidth(), figure.low(), figure.high()) : null, extra));
    bencher.put(slug, new BencherMetric(figure.point(), known ? figure.low() : null, known ? figure.high() : null));
  }
}
