package org.mapperbench.jmh.runner.fork;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.results.model.NoiseProbeRecord;
import org.mapperbench.jmh.results.model.RunRecord;
import org.mapperbench.jmh.results.model.ResultEntries;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.jmh.runner.record.ResultsFolder;
import org.mapperbench.jmh.runner.record.RunMetadata;
import org.mapperbench.jmh.runner.stats.StatsSidecar;
import org.mapperbench.jmh.runner.variant.AdapterModule;

/** The probe in a real JVM of its own, with iterations short enough for a unit test (about 2 s a fork). */
class NoiseProbeRunnerTest {
  @TempDir Path dir;

  private RunSettings settings() {
    Properties p = new Properties();
    p.setProperty("mapperbench.workDir", dir.resolve("work").toString());
    p.setProperty("bench.resultsDir", dir.resolve("results").toString());
    p.setProperty("bench.jvmWarmupPasses", "1");
    p.setProperty("bench.warmupIterations", "1");
    p.setProperty("bench.measurementIterations", "2");
    p.setProperty("bench.iterationMillis", "100");
    p.setProperty("bench.clientHeap", "64m");
    return RunSettings.from(p);
  }

  /** Both probe runs; returns run.json as written after the last. */
  private RunRecord runTwoRounds(List<String> classpath, ResultsFolder results) throws Exception {
    RunSettings settings = settings();
    RunMetadata metadata = new RunMetadata(settings, Map.of());
    try (StatsSidecar stats = StatsSidecar.start(dir.resolve("stats"), Duration.ofSeconds(1), List.of())) {
      NoiseProbeRunner probe = new NoiseProbeRunner(settings, classpath, results, metadata, stats, List::of);
      probe.run(1);
      probe.run(2);
    }
    return ResultsFolder.JSON.readValue(results.dir().resolve(SuiteNames.RUN_FILE).toFile(), RunRecord.class);
  }

  @Test
  void should_run_one_probe_fork_per_round_and_record_each_with_its_steal() throws Exception {
    Path benchmarks = Path.of("../benchmarks/target").toAbsolutePath().normalize();
    Path recorded = benchmarks.resolve("harness-classpath.txt");
    assumeTrue(Files.isRegularFile(recorded), "the benchmarks module is not packaged: ./mvnw verify -DskipTests first");
    List<String> harness = new ArrayList<>(List.of(benchmarks.resolve("classes").toString()));
    harness.addAll(AdapterModule.readClasspath(recorded));
    ResultsFolder results = ResultsFolder.create(dir.resolve("results"));

    RunRecord run = runTwoRounds(harness, results);

    JsonNode list = ResultsFolder.JSON.readTree(results.dir().resolve(SuiteNames.NOISE_PROBE_FILE).toFile());
    assertThat(list).hasSize(1);
    JsonNode entry = list.get(0);
    assertThat(entry.path("benchmark").asText()).isEqualTo("org.mapperbench.jmh.bench.NoiseProbe.cpuLoop");
    assertThat(entry.path("forks").asInt()).isEqualTo(2);
    assertThat(entry.path("interval").path("method").asText()).isNotEmpty();
    assertThat(ResultEntries.of(entry).rounds()).hasSize(2).allSatisfy(r -> {
      assertThat(r.stealPercent()).isNotNull();
      assertThat(r.seconds()).isGreaterThan(0.3);
    });
    NoiseProbeRecord probe = run.noiseProbe();
    assertThat(probe.file()).isEqualTo(SuiteNames.NOISE_PROBE_FILE);
    assertThat(probe.forks()).hasSize(2).allSatisfy(f -> {
      assertThat(f.meanMicros()).isBetween(5.0, 2_000.0);
      assertThat(f.stealPercent()).isNotNull();
    });
    assertThat(probe.forks().get(1).round()).isEqualTo(2);
    assertThat(probe.problems()).isEmpty();
    assertThat(ResultsFolder.JSON.readTree(results.dir().resolve(SuiteNames.RUN_FILE).toFile())
            .path("noiseProbe").has("problems"))
        .as("no problem, no list").isFalse();
  }

  @Test
  void should_note_a_probe_that_fails_and_go_on() throws Exception {
    ResultsFolder results = ResultsFolder.create(dir.resolve("results"));

    // No harness on the classpath: the JVM cannot find ForkMain.
    RunRecord run = runTwoRounds(List.of(dir.resolve("empty").toString()), results);

    assertThat(run.noiseProbe().forks()).isEmpty();
    assertThat(run.noiseProbe().problems()).hasSize(2)
        .allSatisfy(p -> assertThat(p).contains("gave no result (fork exit 1)"));
    assertThat(results.dir().resolve(SuiteNames.NOISE_PROBE_FILE)).doesNotExist();
  }
}
