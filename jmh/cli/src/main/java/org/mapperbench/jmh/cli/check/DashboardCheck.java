package org.mapperbench.jmh.cli.check;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.mapperbench.jmh.results.figures.DashboardFiles;
import org.mapperbench.jmh.results.ReportWriter;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.results.model.ResultEntries;

/**
 * What the dashboards a maintainer uses read from a results folder: github-action-benchmark's two custom files as
 * lists of {name, unit, value, range, extra} with a number for every value, Bencher's metric format as benchmarks of
 * measures with lower &lt;= value &lt;= upper; no JSON file of the folder with a non-number JMH writes as a string
 * ("NaN"), and no JMH param value with an '=' in it, which JMH Visualizer splits labels on.
 */
final class DashboardCheck {
  /** Read as the tools do: a field they do not know, or a value of the wrong type, is an error. */
  static final ObjectMapper STRICT = JsonMapper.builder()
      .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
      .disable(com.fasterxml.jackson.databind.MapperFeature.ALLOW_COERCION_OF_SCALARS).build();
  private static final Pattern NON_NUMBER = Pattern.compile("\"(-?Infinity|NaN)\"");

  private DashboardCheck() {}

  static void check(Path folder, List<String> problems) {
    try {
      for (String file : List.of(SuiteNames.SMALLER_IS_BETTER_FILE, SuiteNames.BIGGER_IS_BETTER_FILE)) {
        List<DashboardFiles.GithubEntry> entries = STRICT.readValue(folder.resolve(file).toFile(),
            new TypeReference<List<DashboardFiles.GithubEntry>>() {});
        // Every benchmark has costs; a run without the throughput sweep has no throughput.
        if (entries.isEmpty() && file.equals(SuiteNames.SMALLER_IS_BETTER_FILE)) {
          problems.add("dashboards: " + file + " has no entry");
        }
      }
      Map<String, Map<String, DashboardFiles.BencherMetric>> bencher = STRICT.readValue(
          folder.resolve(SuiteNames.BENCHER_FILE).toFile(), new TypeReference<>() {});
      bencher.forEach((benchmark, measures) -> measures.forEach((slug, m) -> {
        if (m.lowerValue() != null && !(m.lowerValue() <= m.value() && m.value() <= m.upperValue())) {
          problems.add("dashboards: " + SuiteNames.BENCHER_FILE + ": " + benchmark + " " + slug
              + " lies outside its own bounds");
        }
      }));
    } catch (IOException e) {
      problems.add("dashboards: " + ReportWriter.firstLine(e));
    }
    try (Stream<Path> files = Files.walk(folder)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".json") || f.toString().endsWith(".jsonl")).toList()) {
        if (NON_NUMBER.matcher(Files.readString(file)).find()) {
          problems.add(folder.relativize(file) + " writes a number as \"NaN\" or \"Infinity\"");
        }
      }
      var merged = ResultEntries.read(folder.resolve(SuiteNames.MERGED_FILE));
      merged.forEach(entry -> entry.params().forEach((key, value) -> {
        if (value.contains("=")) {
          problems.add(SuiteNames.MERGED_FILE + ": param " + key + " '" + value
              + "' holds an '=', which JMH Visualizer splits labels on");
        }
      }));
    } catch (IOException | ResultEntries.NotEntries e) {
      problems.add("dashboards: " + ReportWriter.firstLine(e));
    }
  }
}
