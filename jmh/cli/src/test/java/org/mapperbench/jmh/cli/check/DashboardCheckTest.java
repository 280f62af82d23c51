package org.mapperbench.jmh.cli.check;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.type.TypeReference;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.report.Report;
import org.mapperbench.jmh.results.figures.DashboardFiles;
import org.mapperbench.jmh.results.SyntheticEntries;
import org.mapperbench.jmh.results.figures.SuiteNames;

/** The dashboards' files of a written report, read as github-action-benchmark and Bencher read them. */
class DashboardCheckTest {
  @TempDir Path dir;

  @Test
  void should_write_files_the_dashboards_read_costs_and_throughput_apart() throws IOException {
    SyntheticEntries.judgedRun(dir, 6);
    Report.write(dir);

    List<DashboardFiles.GithubEntry> smaller = DashboardCheck.STRICT.readValue(
        dir.resolve(SuiteNames.SMALLER_IS_BETTER_FILE).toFile(), new TypeReference<>() {});
    assertThat(smaller).extracting(DashboardFiles.GithubEntry::name).contains(
        "spring-data readUser (sample, 1 thread): client CPU per call",
        "driver4-native writeUser (sample, 1 thread): bytes allocated per call")
        .noneMatch(name -> name.contains("throughput"));
    assertThat(smaller).filteredOn(e -> e.name().endsWith("bytes allocated per call"))
        .allMatch(e -> e.unit().equals("B/op") && e.range().startsWith("± "));
    Map<String, Map<String, DashboardFiles.BencherMetric>> bencher = DashboardCheck.STRICT.readValue(
        dir.resolve(SuiteNames.BENCHER_FILE).toFile(), new TypeReference<>() {});
    DashboardFiles.BencherMetric alloc = bencher.get("spring-data readUser (sample, 1 thread)").get("alloc");
    assertThat(alloc.lowerValue()).isLessThan(alloc.value()).isLessThan(12_100);
    assertThat(alloc.upperValue()).isGreaterThan(alloc.value()).isGreaterThan(11_900);

    List<String> problems = new ArrayList<>();
    DashboardCheck.check(dir, problems);
    assertThat(problems).isEmpty();
  }

  @Test
  void should_name_a_json_file_with_nan_in_it() throws IOException {
    SyntheticEntries.judgedRun(dir, 6);
    Report.write(dir);
    Files.writeString(dir.resolve(SuiteNames.NOISE_PROBE_FILE), "[{\"scoreError\" : \"NaN\"}]");

    List<String> problems = new ArrayList<>();
    DashboardCheck.check(dir, problems);
    assertThat(problems).containsExactly("noise-probe.json writes a number as \"NaN\" or \"Infinity\"");
  }
}
