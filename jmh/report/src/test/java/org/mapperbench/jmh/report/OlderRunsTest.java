package org.mapperbench.jmh.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.jmh.results.model.AdapterRecord;
import org.mapperbench.jmh.results.model.RunRecord;
import org.mapperbench.settings.BenchSettings;

/** The report's fixture runs, written by older runners, load through today's records. */
class OlderRunsTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @ParameterizedTest
  @ValueSource(strings = {"/runs/two-natives/run.json", "/runs/problems/run.json", "/compare/run-a/run.json"})
  void should_load_an_older_run_with_what_it_lacks_as_null_or_empty(String fixture) throws Exception {
    RunRecord run;
    try (InputStream in = OlderRunsTest.class.getResourceAsStream(fixture)) {
      run = JSON.readValue(in, RunRecord.class);
    }

    assertThat(run.startedAt()).startsWith("2026-11-2");
    assertThat(run.servers()).containsKeys("cassandra", "mariadb");
    assertThat(run.servers().get("mariadb").variables()).containsKey("log_bin");
    assertThat(run.servers().get("cassandra").nodes()).isNull();
    assertThat(run.servers().get("cassandra").nodeCount()).isEqualTo(1);
    assertThat(run.machine().cores()).isEqualTo(2);
    assertThat(run.settings().get(BenchSettings.QUICK)).contains(true);
    assertThat(run.settings().get(BenchSettings.PRECISION)).as("a run before precision targets").isEmpty();
    assertThat(run.settings().recorded(BenchSettings.WARMUP_COMPILE_SHARE)).isFalse();
    assertThat(run.settings().get(BenchSettings.CONSISTENCY)).isEmpty();
    assertThat(run.settings().get(BenchSettings.THREADS)).hasValueSatisfying(t -> assertThat(t).isNotEmpty());
    assertThat(run.noiseProbe()).isNull();
    assertThat(run.precision()).isNull();
    assertThat(run.adapters()).containsKey("jdbc-mariadb");
    AdapterRecord adapter = run.adapters().get("jdbc-mariadb");
    assertThat(adapter.forks()).isEmpty();
    assertThat(adapter.traits().backend()).isEqualTo(Backend.MARIADB);
    assertThat(adapter.traits().conditionalUpdate()).as("a trait the run did not record yet").isNull();
    assertThat(adapter.libraries()).isNotEmpty();
  }
}
