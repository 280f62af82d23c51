package org.mapperbench.jmh.runner.resume;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.entities.schema.Operation;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.results.model.PlannedRoundRecord;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.jmh.runner.phase.RoundSequence.RoundsDone;
import org.mapperbench.jmh.runner.record.ResultsFolder;
import org.mapperbench.jmh.runner.record.RunMetadata;
import org.mapperbench.jmh.runner.record.SomeTraits;
import org.mapperbench.jmh.runner.server.ServerVerifier;
import org.mapperbench.jmh.runner.variant.AdapterModule;
import org.mapperbench.jmh.runner.variant.VariantSpec;

/** What a resume takes from the run it goes on with, what it refuses in one line, and where its rounds stand. */
class ResumedRunTest {
  @TempDir
  Path dir;

  /** A quick run of two adapters stopped in round 2: driver4-native ran, spring-data and the probe did not. */
  private ResumedRun stoppedInRoundTwo() throws Exception {
    Properties given = properties("bench.quick", "true", "bench.operations", "readUser");
    RunMetadata run = new RunMetadata(RunSettings.from(given), Map.of("org.openjdk.jmh:jmh-core", "1.37"));
    run.given(RunSettings.from(given).given());
    run.adapter(module("driver4-native"), SomeTraits.of("driver4-native", Backend.CASSANDRA));
    run.adapter(module("spring-data"), SomeTraits.of("spring-data", Backend.CASSANDRA));
    ServerVerifier.Verification verified = new ServerVerifier.Verification(
        Map.of(Operation.READ_USER, 10L), Map.of(Operation.TableRequest.read("users"), 10L), List.of());
    for (int round = 1; round <= 2; round++) {
      run.round(new PlannedRoundRecord(round, Map.of("driver4-native", List.of("readUser"), "spring-data",
          List.of("readUser")), 2));
      run.fork("driver4-native", round, List.of("readUser"), verified, 10, null);
    }
    run.fork("spring-data", 1, List.of("readUser"), verified, 10, null);
    run.noiseProbeFork(1, "2026-01-01T00:00:00Z", 2, 100, 0, 0);
    run.finish(SuiteNames.INTERRUPTED, "SIGTERM");
    ResultsFolder.JSON.writeValue(dir.resolve(SuiteNames.RUN_FILE).toFile(), run.record());
    Files.createDirectories(dir.resolve(SuiteNames.FORKS_DIR));
    return ResumedRun.load(dir, "results/x");
  }

  @Test
  void should_take_the_runs_settings_and_from_the_command_line_only_more_rounds_time_or_precision() throws Exception {
    ResumedRun resumed = stoppedInRoundTwo();

    Properties merged = resumed.properties(properties("bench.rounds", "3", "bench.budget", "10m"));

    assertThat(merged.getProperty("bench.operations")).isEqualTo("readUser");
    assertThat(merged.getProperty("bench.quick")).isEqualTo("true");
    assertThat(merged.getProperty("bench.rounds")).as("three more than the two planned").isEqualTo("5");
    assertThat(merged.getProperty("bench.budget")).isEqualTo("10m");
    assertThat(resumed.spentSeconds()).as("a budget of its own").isZero();
  }

  @Test
  void should_refuse_in_one_line_a_setting_that_differs_from_the_runs() throws Exception {
    ResumedRun resumed = stoppedInRoundTwo();

    assertThatThrownBy(() -> resumed.properties(properties("bench.operations", "writeUser")))
        .isInstanceOf(RunSettings.BadInput.class)
        .hasMessage("resume: results/x was run with -Dbench.operations=readUser; leave it out or give the same");
    assertThatThrownBy(() -> resumed.properties(properties("bench.seed", "7")))
        .hasMessage("resume: results/x was run with no -Dbench.seed; leave it out or give the same");
  }

  @Test
  void should_finish_the_round_it_was_stopped_in_with_what_of_it_already_ran() throws Exception {
    RoundsDone done = stoppedInRoundTwo().roundsDone();

    assertThat(done.lastRound()).isEqualTo(2);
    assertThat(done.partial().number()).isEqualTo(2);
    assertThat(done.jvmsDone()).containsExactly(RoundsDone.jvm("driver4-native", List.of("readUser")));
    assertThat(done.probeDone()).isFalse();
  }

  @Test
  void should_keep_only_the_forks_run_json_names() throws Exception {
    ResumedRun resumed = stoppedInRoundTwo();

    assertThat(resumed.kept("spring-data").test(1, "readUser")).isTrue();
    assertThat(resumed.kept("spring-data").test(2, "readUser")).as("filed, but its JVM never reached run.json")
        .isFalse();
    assertThat(resumed.probeKept().test(1)).isTrue();
    assertThat(resumed.probeKept().test(2)).isFalse();
  }

  @Test
  void should_name_the_first_difference_in_code_versions_or_settings() throws Exception {
    ResumedRun resumed = stoppedInRoundTwo();
    Properties given = properties("bench.quick", "true", "bench.operations", "readUser");
    RunMetadata now = new RunMetadata(RunSettings.from(given), Map.of("org.openjdk.jmh:jmh-core", "1.38"));
    now.adapter(module("driver4-native"), SomeTraits.of("driver4-native", Backend.CASSANDRA));
    now.adapter(module("spring-data"), SomeTraits.of("spring-data", Backend.CASSANDRA));

    assertThatThrownBy(() -> resumed.checkBeforeServers(now.record()))
        .hasMessage("resume: results/x cannot go on: harness.org.openjdk.jmh:jmh-core was 1.37, now 1.38;"
            + " start a new run");
  }

  @Test
  void should_refuse_a_folder_without_a_run() {
    assertThatThrownBy(() -> ResumedRun.load(dir, "results/x"))
        .hasMessage("resume: results/x has no run.json; give a run's folder");
  }

  private static Properties properties(String... pairs) {
    Properties p = new Properties();
    for (int i = 0; i < pairs.length; i += 2) {
      p.setProperty(pairs[i], pairs[i + 1]);
    }
    return p;
  }

  private static AdapterModule module(String id) {
    return new AdapterModule(id, VariantSpec.module(id), Path.of("x"), List.of(), null);
  }
}
