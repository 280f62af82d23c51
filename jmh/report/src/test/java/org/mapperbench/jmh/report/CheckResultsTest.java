package org.mapperbench.jmh.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckResultsTest {
  @TempDir Path tmp;

  @Test
  void should_name_every_missing_unverified_or_single_fork_benchmark_and_exit_1() {
    var oneFork = SyntheticEntries.sample("readUser", 1, 3, 20, f -> 100, 1);
    var unverified = SyntheticEntries.sample("roundTrip", 3, 3, 20, f -> 100 + f, 2);
    unverified.putObject("verification").put("passed", false);
    SyntheticEntries.run(tmp, Map.of("driver4-native", List.of(oneFork, unverified)));
    ByteArrayOutputStream out = new ByteArrayOutputStream();

    int exit = CheckResults.run(tmp, List.of("driver4-native", "spring-data"), new PrintStream(out, true, StandardCharsets.UTF_8));

    assertThat(exit).isEqualTo(1);
    assertThat(out.toString(StandardCharsets.UTF_8)).contains(
        "problem: driver4-native: roundTrip (sample, 1 thread) failed verification",
        "problem: driver4-native: readUser (sample, 1 thread) has 1 round records for 1 forks; every benchmark needs at least two",
        "problem: driver4-native: no result for readUser x4",
        "problem: spring-data: spring-data.json is missing",
        "problem: run.json: no precision summary",
        "problem: stats: stats/client.tsv is missing",
        "problem: report: results.json is missing");
  }

  @Test
  void should_say_in_one_line_that_a_folder_is_no_run() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();

    assertThat(CheckResults.run(tmp.resolve("nothing"), List.of(), new PrintStream(out, true, StandardCharsets.UTF_8))).isEqualTo(1);
    assertThat(out.toString(StandardCharsets.UTF_8)).hasLineCount(1).startsWith("problem: ");
  }
}
