package org.mapperbench.jmh.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.settings.BenchSettings;

/** A results folder read once into the typed records, older runs included. */
class RunResultsTest {
  @TempDir Path tmp;

  @Test
  void should_answer_from_an_older_run_json_with_defaults_for_what_it_lacks() {
    RunResults run = Fixtures.load("problems", tmp);

    assertThat(run.status()).isEqualTo("failed");
    assertThat(run.adapters()).containsExactly("hibernate-mariadb", "jdbc-mariadb", "kundera", "spring-data");
    assertThat(run.adapterStatus("kundera")).isEqualTo("error");
    assertThat(run.adapter("kundera").problems()).singleElement().asString().contains("NoHostAvailableException");
    assertThat(run.traits("kundera").consistencyLevelSettable()).isFalse();
    assertThat(run.plans("kundera", SuiteNames.CONDITIONAL)).as("no conditionalUpdate trait yet: planned").isTrue();
    assertThat(run.precisionTarget()).isNaN();
    assertThat(run.sweepThreads()).containsExactly(1, 4, 16);
    assertThat(run.consistencySettings()).isEmpty();
    assertThat(run.record().statsSidecar().sources()).containsKeys("client", "cassandra", "mariadb");
    assertThat(run.run().path("settings").path("forks").asInt()).as("the raw file keeps what the records drop")
        .isEqualTo(1);
  }

  @Test
  void should_give_an_adapter_run_json_does_not_name_a_record_of_its_own() {
    RunResults run = Fixtures.load("two-natives", tmp);

    assertThat(run.adapter("nobody").status()).isNull();
    assertThat(run.adapterStatus("nobody")).isEqualTo("unknown");
    assertThat(run.traits("nobody").limitations()).isEmpty();
  }

  @Test
  void should_say_where_a_run_json_holds_a_field_of_the_wrong_kind() throws Exception {
    Path dir = Fixtures.copy("two-natives", tmp);
    String json = Files.readString(dir.resolve(SuiteNames.RUN_FILE));
    Files.writeString(dir.resolve(SuiteNames.RUN_FILE), json.replace("\"cores\" : 2", "\"cores\" : {\"logical\": 2}")
        .replace("\"cores\": 2", "\"cores\": {\"logical\": 2}"));

    assertThatThrownBy(() -> RunResults.load(dir)).isInstanceOf(RunResults.BadFolder.class)
        .hasMessageContaining("run.json does not hold a run's record at machine.cores");
  }

  @Test
  void should_read_a_folder_with_results_json_alone() throws Exception {
    Path dir = Fixtures.copy("two-natives", tmp);
    Report.write(dir);
    for (String file : List.of(SuiteNames.RUN_FILE, "jdbc-mariadb.json", "driver4-native.json")) {
      Files.delete(dir.resolve(file));
    }

    RunResults run = RunResults.load(dir);

    assertThat(run.adapters()).containsExactly("jdbc-mariadb", "driver4-native");
    assertThat(run.status()).isEqualTo("unknown");
    assertThat(run.settings().recorded(BenchSettings.OPERATIONS)).isFalse();
    assertThat(run.figures()).isNotEmpty();
  }
}
