package org.mapperbench.jmh.runner.record;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.mapperbench.entities.adapter.AdapterTraits;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.entities.schema.Operation;
import org.mapperbench.jmh.results.model.FaultRecord;
import org.mapperbench.jmh.results.model.ForkJvmRecord;
import org.mapperbench.jmh.results.model.PrecisionRecord;
import org.mapperbench.jmh.results.model.RunRecord;
import org.mapperbench.jmh.results.model.ServerRecord;
import org.mapperbench.jmh.results.model.SessionRecord;
import org.mapperbench.jmh.results.model.StatsSidecarRecord;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.jmh.runner.server.ServerVerifier;
import org.mapperbench.jmh.runner.variant.AdapterModule;
import org.mapperbench.jmh.runner.variant.VariantSpec;

/** run.json as the runner writes it through the typed records: the fields, their order, and what stays absent. */
class RunMetadataTest {
  private final RunMetadata metadata =
      new RunMetadata(RunSettings.from(quick()), Map.of("org.openjdk.jmh:jmh-core", "1.37"));

  private static Properties quick() {
    Properties p = new Properties();
    p.setProperty("bench.quick", "true");
    return p;
  }

  private JsonNode written() {
    return ResultsFolder.JSON.valueToTree(metadata.record());
  }

  private static List<String> names(JsonNode object) {
    List<String> names = new ArrayList<>();
    object.fieldNames().forEachRemaining(names::add);
    return names;
  }

  @Test
  void should_write_a_run_still_going_with_an_explicit_null_end_and_nothing_it_has_not_reached() {
    metadata.adapter(module("jdbc-mariadb"), AdapterTraits.builder("jdbc-mariadb", "JDBC").backend(Backend.MARIADB)
        .build());

    JsonNode run = written();

    assertThat(names(run)).containsExactly(
        "startedAt", "finishedAt", "status", "servers", "client", "machine", "settings", "harness", "adapters",
        "sessions");
    assertThat(run.get("finishedAt").isNull()).isTrue();
    assertThat(run.path("settings").path("bench.budget").has("given")).as("a quick run has no budget, and says so")
        .isTrue();
    assertThat(run.path("settings").path("bench.budget").has("value")).isFalse();
    assertThat(run.path("settings").path("bench.fault").has("value")).isFalse();
    JsonNode adapter = run.path("adapters").path("jdbc-mariadb");
    assertThat(names(adapter)).containsExactly("status", "traits", "libraries", "problems");
    assertThat(adapter.path("traits").get("family").isNull()).as("an undeclared trait is written as null").isTrue();
    assertThat(adapter.path("traits").path("conditionalUpdate").asBoolean(true)).isFalse();
  }

  @Test
  void should_write_forks_the_probe_precision_and_server_in_the_order_the_run_reaches_them() {
    metadata.server(Backend.MARIADB,
        ServerRecord.mariaDb(null, "embedded", null, "embedded MariaDB", "jdbc:x", Map.of()));
    metadata.adapter(module("driver4-native"), SomeTraits.of("driver4-native", Backend.CASSANDRA));
    ServerVerifier.Verification verification = new ServerVerifier.Verification(
        Map.of(Operation.READ_USER, 10L), Map.of(Operation.TableRequest.read("users"), 10L), List.of());
    metadata.fork("driver4-native", 1, List.of("readUser"), verification, 12.34,
        new FaultRecord(FaultRecord.NODE_DOWN, null, null, 3.2, 5L, 0L, List.of(), "ALL"));
    metadata.adapterStatus("driver4-native", "passed", null);
    metadata.noiseProbeFork(1, "2026-01-01T00:00:00Z", 2.345, 101.234, 1.23, Double.NaN);
    metadata.precision(new PrecisionRecord(0.05, 1, 1, List.of(), "every benchmark met the target"));
    metadata.finish("passed", null);

    JsonNode run = written();

    assertThat(names(run)).endsWith("adapters", "noiseProbe", "precision", "sessions");
    assertThat(run.path("sessions").get(0).path("firstRound").asInt()).isEqualTo(1);
    assertThat(run.path("sessions").get(0).path("status").asText()).isEqualTo("passed");
    assertThat(run.path("servers").path("mariadb").get("version").isNull())
        .as("an unknown version is written as null").isTrue();
    assertThat(run.path("servers").path("mariadb").has("nodes")).as("Cassandra's fields stay out").isFalse();
    JsonNode fork = run.path("adapters").path("driver4-native").path("forks").get(0);
    assertThat(fork.path("seconds").asDouble()).isEqualTo(12.3);
    assertThat(fork.path("adapterCalls").path("READ_USER").asLong()).isEqualTo(10);
    assertThat(fork.path("fault").get("stoppedNode").isNull()).as("a node never stopped is written as null").isTrue();
    JsonNode probe = run.path("noiseProbe");
    assertThat(names(probe)).containsExactly("file", "forks");
    assertThat(names(probe.path("forks").get(0))).as("an unknown foreign load is left out, not 0")
        .containsExactly("round", "startedAt", "seconds", "meanMicros", "stealPercent");
  }

  @Test
  void should_go_on_from_a_stopped_run_with_its_forks_probe_and_sessions() {
    metadata.adapter(module("driver4-native"), SomeTraits.of("driver4-native", Backend.CASSANDRA));
    ServerVerifier.Verification verification = new ServerVerifier.Verification(
        Map.of(Operation.READ_USER, 10L), Map.of(Operation.TableRequest.read("users"), 10L), List.of());
    metadata.fork("driver4-native", 1, List.of("readUser"), verification, 12.34, null);
    metadata.noiseProbeFork(1, "2026-01-01T00:00:00Z", 2.345, 101.234, 1.23, Double.NaN);
    metadata.statsSidecar(new StatsSidecarRecord(1000L, 30L, 2.0,
        Map.of("client", new StatsSidecarRecord.Source("stats/client.tsv", "OSHI", 30L, "a first problem"))));
    metadata.finish("interrupted", "SIGTERM");
    RunMetadata resumed = new RunMetadata(RunSettings.from(quick()), Map.of());
    resumed.adapter(module("driver4-native"), SomeTraits.of("driver4-native", Backend.CASSANDRA));

    resumed.resume(metadata.record());
    resumed.fork("driver4-native", 2, List.of("readUser"), verification, 10, null);
    resumed.statsSidecar(new StatsSidecarRecord(1000L, 10L, 4.0,
        Map.of("client", new StatsSidecarRecord.Source("stats/client.tsv", "OSHI", 10L, null))));
    resumed.finish("passed", null);

    RunRecord run = resumed.record();
    assertThat(run.startedAt()).isEqualTo(metadata.record().startedAt());
    assertThat(run.adapters().get("driver4-native").forks()).extracting(ForkJvmRecord::round).containsExactly(1, 2);
    assertThat(run.noiseProbe().forks()).hasSize(1);
    assertThat(run.sessions()).extracting(SessionRecord::stoppedBy).containsExactly("SIGTERM", null);
    assertThat(run.sessions().get(1).firstRound()).isEqualTo(2);
    assertThat(resumed.session()).isEqualTo(2);
    assertThat(resumed.keptSummary()).isEqualTo("2 fork JVMs of rounds 1-2");
    assertThat(run.statsSidecar().samples()).as("the timelines hold both sessions' samples").isEqualTo(40L);
    assertThat(run.statsSidecar().cpuPercentOfOneCore()).isEqualTo(2.5);
    assertThat(run.statsSidecar().sources().get("client").samples()).isEqualTo(40L);
    assertThat(run.statsSidecar().sources().get("client").firstProblem()).isEqualTo("a first problem");
  }

  @Test
  void should_read_back_what_it_wrote() throws Exception {
    metadata.adapter(module("jdbc-mariadb"),
        SomeTraits.of("jdbc-mariadb", Backend.MARIADB, List.of("one", "two"), Map.of("pool", "16")));
    metadata.adapterStatus("jdbc-mariadb", "error", "readUser (round 1) failed");
    metadata.noiseProbeProblem("round 1: gave no result");

    RunRecord written = metadata.record();
    String json = ResultsFolder.JSON.writeValueAsString(written);

    assertThat(ResultsFolder.JSON.readValue(json, RunRecord.class)).isEqualTo(written);
  }

  private static AdapterModule module(String id) {
    return new AdapterModule(id, VariantSpec.module(id), Path.of("x"), List.of(), null);
  }
}
