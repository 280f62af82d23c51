package org.mapperbench.jmh.cli.check;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.results.SyntheticEntries;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.results.model.ForkJvmRecord;
import org.mapperbench.jmh.results.model.NoiseProbeRecord;
import org.mapperbench.jmh.results.model.RunRecord;

class CheckResultsTest {
  @TempDir Path tmp;

  @Test
  void should_name_every_missing_unverified_or_single_fork_benchmark_and_exit_1() {
    var oneFork = SyntheticEntries.sample("readUser", 1, 3, 20, f -> 100, 1);
    var unverified = SyntheticEntries.sample("roundTrip", 3, 3, 20, f -> 100 + f, 2);
    unverified.set("verification", RunResults.JSON.valueToTree(SyntheticEntries.verification(false)));
    SyntheticEntries.run(tmp, Map.of("driver4-native", List.of(oneFork, unverified)));
    ByteArrayOutputStream out = new ByteArrayOutputStream();

    int exit = CheckResults.run(tmp, List.of("driver4-native", "spring-data"),
        new PrintStream(out, true, StandardCharsets.UTF_8));

    assertThat(exit).isEqualTo(1);
    assertThat(out.toString(StandardCharsets.UTF_8)).contains(
        "problem: driver4-native: roundTrip (sample, 1 thread) failed verification",
        "problem: driver4-native: readUser (sample, 1 thread) has 1 round records for 1 forks; "
            + "every benchmark needs at least two",
        "problem: driver4-native: no result for readUser x4",
        "problem: spring-data: spring-data.json is missing",
        "problem: run.json: no precision summary",
        "problem: stats: stats/client.tsv is missing",
        "problem: report: results.json is missing");
  }

  /** A run of three rounds whose run.json has a noise probe; the probe's file holds the forks given. */
  private String checkNoiseProbe(ObjectNode probe) throws Exception {
    List<ForkJvmRecord> forks = new ArrayList<>();
    for (int round = 1; round <= 3; round++) {
      forks.add(new ForkJvmRecord(round, null, null, true, null, null, null, null));
    }
    RunRecord run = SyntheticEntries.runRecord(List.of("driver4-native"),
        SyntheticEntries.settings(List.of(), List.of(), List.of(), List.of(4)), Map.of("driver4-native", forks));
    run = new RunRecord(run.startedAt(), run.finishedAt(), run.status(), run.servers(), run.client(), run.machine(),
        run.settings(), run.harness(), run.adapters(), new NoiseProbeRecord(SuiteNames.NOISE_PROBE_FILE, null, null),
        run.precision(), run.statsSidecar(), null, null, null, null);
    SyntheticEntries.write(tmp, run,
        Map.of("driver4-native", List.of(SyntheticEntries.sample("roundTrip", 3, 3, 20, f -> 100, 1))));
    if (probe != null) {
      RunResults.JSON.writeValue(tmp.resolve(SuiteNames.NOISE_PROBE_FILE).toFile(),
          RunResults.JSON.createArrayNode().add(probe));
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    CheckResults.run(tmp, List.of("driver4-native"), new PrintStream(out, true, StandardCharsets.UTF_8));
    return out.toString(StandardCharsets.UTF_8);
  }

  @Test
  void should_accept_a_noise_probe_with_one_fork_per_round_each_with_its_steal() throws Exception {
    String out = checkNoiseProbe(SyntheticEntries.noiseProbe(new double[] {90, 100, 110}, new double[] {3, 4, 5}));

    assertThat(out).contains("noise probe: 3 forks for 3 rounds, spread 10.0%").doesNotContain("problem: noise probe");
  }

  @Test
  void should_refuse_a_noise_probe_that_misses_a_round_or_its_steal() throws Exception {
    ObjectNode probe = SyntheticEntries.noiseProbe(new double[] {90, 100}, new double[] {3, 4});
    ((ObjectNode) probe.path("rounds").get(1)).remove("stealPercent");

    assertThat(checkNoiseProbe(probe)).contains(
        "problem: noise probe: round 3 has 0 probe forks in noise-probe.json, not 1",
        "problem: noise probe: 1 probe forks in noise-probe.json carry no stealPercent");
  }

  @Test
  void should_refuse_a_run_that_records_a_noise_probe_without_its_file() throws Exception {
    assertThat(checkNoiseProbe(null)).contains("problem: noise probe: noise-probe.json is missing or not JSON");
  }

  @Test
  void should_not_ask_a_run_before_the_probe_for_one() {
    SyntheticEntries.run(tmp,
        Map.of("driver4-native", List.of(SyntheticEntries.sample("roundTrip", 3, 3, 20, f -> 100, 1))));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    CheckResults.run(tmp, List.of("driver4-native"), new PrintStream(out, true, StandardCharsets.UTF_8));
    assertThat(out.toString(StandardCharsets.UTF_8)).doesNotContain("noise probe");
  }

  @Test
  void should_say_in_one_line_that_a_folder_is_no_run() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();

    assertThat(CheckResults.run(tmp.resolve("nothing"), List.of(), new PrintStream(out, true, StandardCharsets.UTF_8)))
        .isEqualTo(1);
    assertThat(out.toString(StandardCharsets.UTF_8)).hasLineCount(1).startsWith("problem: ");
  }

  @Test
  void should_expect_every_benchmark_in_every_setting(@TempDir Path dir) throws Exception {
    RunResults run = SyntheticEntries.consistencySweep(dir);
    CheckResults check = new CheckResults();
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    check.benchmarks(run, List.of("driver4-native"), new java.io.PrintStream(out));
    assertThat(out.toString()).contains("driver4-native: 3 of 3 benchmarks");
  }
}
