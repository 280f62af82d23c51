package org.mapperbench.jmh.results.model;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mapperbench.entities.adapter.AdapterTraits.StatementStyle;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.RateSettings;

/** run.json through the records: what is written reads back equal and unknown fields are ignored. */
class RunRecordTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** A run.json with every record filled in, as a finished run of both backends with a probe and a fault writes it. */
  static RunRecord everything() {
    RecordedSettings settings = RecordedSettings.of(Map.of(
        BenchSettings.ROUNDS.name(), new RecordedSettings.Value("3", true),
        BenchSettings.BUDGET.name(), new RecordedSettings.Value("3300s", false),
        BenchSettings.CONSISTENCY.name(), new RecordedSettings.Value("QUORUM,ALL", true),
        RateSettings.MIX.name(), new RecordedSettings.Value("readOrder:1", true),
        BenchSettings.SLOWDOWN.name(), new RecordedSettings.Value(null, false)));
    ServerRecord cassandra = ServerRecord.cassandra("ScyllaDB", "2025.1", "container",
        new ServerRecord.Container("scylla:2025.1", "sha256:1", "c1", "mapper-bench-scylla",
            "Docker 28 via Testcontainers", "host"),
        "ScyllaDB in a container").withCluster("REST API", List.of("127.0.0.1:9042"), 3, "mapper_bench_rf3",
        Map.of("mapper_bench_rf3", "{}"));
    ServerRecord mariadb = ServerRecord.mariaDb("11.4.5", "embedded", null, "embedded MariaDB", "jdbc:mariadb://x",
        Map.of("log_bin", "OFF"));
    TraitsRecord traits = new TraitsRecord("JDBC", "jdbc", Backend.MARIADB, StatementStyle.PREPARED, false, true,
        "batches", "none", "joins", "one batch", "keyset", List.of("WAREHOUSE"),
        List.of("no consistency level"), List.of("--add-opens=x"), Map.of("pool", "16"));
    FaultRecord fault = new FaultRecord(FaultRecord.NODE_DOWN, null, null, 3.2, 100L, 0L, List.of(), "ALL");
    ForkJvmRecord fork = new ForkJvmRecord(1, List.of("readUser [RF3 ALL]"), 12.3, false, Map.of("READ_USER", 10L),
        Map.of("users.read", 9L), List.of("users.read counted 9 of 10"), fault);
    AdapterRecord adapter = new AdapterRecord("failed", traits,
        Map.of("org.mariadb.jdbc:mariadb-java-client", "3.5.11"),
        List.of("round 1: users.read counted 9 of 10"), List.of(fork),
        new VariantRecord("jdbc-mariadb", "jdbc-mariadb", Map.of("mariadb-client.version", "3.5.10"), List.of(),
            "/opt/jdk-25",
            "25.0.3+9-LTS"), "jdbc-mariadb");
    NoiseProbeRecord probe = new NoiseProbeRecord(SuiteNames.NOISE_PROBE_FILE, List.of(
        new NoiseProbeRecord.Fork(1, "2026-01-01T00:00:00Z", 2.5, 101.2, 1.5, null)), List.of("round 2: died"));
    StatsSidecarRecord sidecar = new StatsSidecarRecord(1000L, 42L, null,
        Map.of("client", new StatsSidecarRecord.Source("stats/client.tsv", "OSHI", 42L, "gone")));
    return new RunRecord("2026-01-01T00:00:00Z", "2026-01-01T01:00:00Z", "failed",
        Map.of("cassandra", cassandra, "mariadb", mariadb), Map.of("java.version", "17.0.15"),
        new MachineRecord("Linux", 2, 25_000_000_000L, "haltpoll", 0L), settings,
        Map.of("org.openjdk.jmh:jmh-core", "1.37"), Map.of("jdbc-mariadb", adapter), probe,
        new PrecisionRecord(0.05, 10, 12, List.of("jdbc-mariadb readUser"), "maxRounds"), sidecar, null, null, null,
        null);
  }

  @Test
  void should_read_back_equal_what_it_writes() throws Exception {
    RunRecord run = everything();

    assertThat(JSON.readValue(JSON.writeValueAsString(run), RunRecord.class)).isEqualTo(run);
  }

  @Test
  void should_write_fields_in_the_records_order_and_keep_the_nulls_the_runner_always_wrote() {
    RunRecord running = new RunRecord("2026-01-01T00:00:00Z", null, "running", null, null, null,
        everything().settings(), null, null, null, null, null, null, null, null, null);

    JsonNode json = JSON.valueToTree(running);

    assertThat(json.get("finishedAt").isNull()).isTrue();
    assertThat(json.has("precision")).isFalse();
    assertThat(json.path("settings").path("bench.budget").path("value").asText()).isEqualTo("3300s");
    assertThat(json.path("settings").path("bench.slowdown").has("value")).as("a default of none").isFalse();
    assertThat(json.path("settings").path("bench.slowdown").get("given").asBoolean(true)).isFalse();
    List<String> names = RunRecordTest.names(JSON.valueToTree(everything()));
    assertThat(names).containsExactly("startedAt", "finishedAt", "status", "servers", "client", "machine", "settings",
        "harness", "adapters", "noiseProbe", "precision", "statsSidecar");
  }

  /**
   * A run.json and a JMH entry as main's runner wrote them after the warm-up, JIT/GC share and steal figures were added
   * (results-ab/after, 2026-11-24T01-22-17, trimmed): a field the records lack would be dropped without a word, since
   * unknown fields are ignored, so the text written back must be the text read.
   */
  @Test
  void should_write_back_a_current_run_and_entry_field_for_field() throws Exception {
    JsonNode run = read("/model/current-run.json");
    JsonNode entry = read("/model/current-entry.json");
    JsonNode rewritten = ResultEntries.tree(ResultEntries.of(entry));

    ObjectNode current = ((ObjectNode) run).deepCopy();
    current.set("settings", JSON.valueToTree(JSON.treeToValue(run, RunRecord.class).settings()));

    assertThat(JSON.writeValueAsString(JSON.treeToValue(current, RunRecord.class)))
        .isEqualTo(JSON.writeValueAsString(current));
    assertThat(JSON.writeValueAsString(rewritten)).isEqualTo(JSON.writeValueAsString(entry));
    assertThat(ResultEntries.of(entry).rounds().get(0).warmUp()).isEqualTo(new RoundRecord.WarmUp(5, 0.2, false));
  }

  private static JsonNode read(String fixture) throws Exception {
    try (InputStream in = RunRecordTest.class.getResourceAsStream(fixture)) {
      return JSON.readTree(in);
    }
  }

  @Test
  void should_ignore_fields_it_does_not_know_at_every_level() throws Exception {
    ObjectNode json = JSON.valueToTree(everything());
    json.put("aNewerField", 1);
    ((ObjectNode) json.path("settings").path("bench.rounds")).put("source", "command line");
    ((ObjectNode) json.path("servers").path("cassandra")).putObject("tuning").put("compaction", "lcs");
    ((ObjectNode) json.path("adapters").path("jdbc-mariadb").path("traits")).put("streaming", true);
    ((ObjectNode) json.path("adapters").path("jdbc-mariadb").path("forks").get(0).path("fault")).put("node", 3);
    ((ObjectNode) json.path("noiseProbe").path("forks").get(0)).put("gcPercent", 0.1);

    assertThat(JSON.treeToValue(json, RunRecord.class)).isEqualTo(everything());
  }

  @Test
  void should_put_round_records_and_a_verification_into_a_jmh_entry_and_read_them_back() {
    ResultEntry entry = ResultEntries.of(JSON.createObjectNode().put("benchmark", "x.readUser"));
    List<RoundRecord> rounds = List.of(
        new RoundRecord(1, "2026-01-01T00:00:00Z", 1.23, 12.3, 0.5, 4.2, 1.1, new RoundRecord.WarmUp(5, 3.1, true),
            true, new RoundRecord.Startup(6.5, 2.25)),
        new RoundRecord(2, null, null, null, null, null, null, null, null, null).withVerified(false));
    VerificationRecord verification = new VerificationRecord(false, VerificationRecord.FORK_JVM_SCOPE,
        Map.of("READ_USER", 10L), Map.of("users.read", 9L), List.of("round 2: users.read counted 9 of 10"));

    JsonNode written = ResultEntries.tree(entry.withRounds(rounds).withVerification(verification));

    assertThat(names(written)).containsExactly("benchmark", "rounds", "verification");
    assertThat(names(written.path("rounds").get(1))).containsExactly("round", "verified");
    assertThat(ResultEntries.of(written).rounds()).isEqualTo(rounds);
    assertThat(ResultEntries.of(written).verification()).isEqualTo(verification);
  }

  @Test
  void should_take_an_entry_without_readable_records_for_one_without_records() {
    ObjectNode plain = JSON.createObjectNode().put("benchmark", "x.readUser");
    ObjectNode odd = plain.deepCopy();
    odd.putArray("rounds").addObject().put("round", "first");
    odd.putObject("verification").putArray("passed");

    assertThat(ResultEntries.of(plain).rounds()).isEmpty();
    assertThat(ResultEntries.of(plain).verification()).isNull();
    assertThat(ResultEntries.of(odd).rounds()).isEmpty();
    assertThat(ResultEntries.of(odd).verification()).isNull();
  }

  static List<String> names(JsonNode object) {
    List<String> names = new java.util.ArrayList<>();
    object.fieldNames().forEachRemaining(names::add);
    return names;
  }
}
