package org.mapperbench.jmh.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.results.figures.MergedResults;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.model.ResultEntries;

class MergedResultsTest {
  @TempDir Path tmp;

  @Test
  void should_keep_every_entry_in_run_json_adapter_order_each_with_its_adapter_in_params() throws Exception {
    Path dir = Fixtures.copy("problems", tmp);
    MergedResults.write(RunResults.load(dir), dir.resolve("results.json"));

    JsonNode merged = RunResults.JSON.readTree(dir.resolve("results.json").toFile());
    assertThat(merged.isArray()).isTrue();
    assertThat(merged).hasSize(21 + 22 + 2);
    List<String> adapters = new ArrayList<>();
    merged.forEach(entry -> {
      String adapter = entry.path("params").path("adapter").asText();
      if (adapters.isEmpty() || !adapters.get(adapters.size() - 1).equals(adapter)) {
        adapters.add(adapter);
      }
    });
    assertThat(adapters).containsExactly("hibernate-mariadb", "jdbc-mariadb", "kundera");
  }

  @Test
  void should_change_nothing_but_params_and_keep_params_already_there() throws Exception {
    Path dir = Fixtures.copy("problems", tmp);
    RunResults run = RunResults.load(dir);
    JsonNode merged = RunResults.JSON.valueToTree(MergedResults.merge(run));

    JsonNode original = ResultEntries.tree(run.entries("hibernate-mariadb").get(3));
    JsonNode copy = merged.get(3);
    assertThat(copy.path("verification")).isEqualTo(original.path("verification"));
    assertThat(copy.path("primaryMetric")).isEqualTo(original.path("primaryMetric"));
    JsonNode copyWithoutParams = ((ObjectNode) copy.deepCopy()).without("params");
    assertThat(copyWithoutParams).isEqualTo(original);
    JsonNode writeUser = merged.get(1);
    assertThat(writeUser.path("params").path("note").asText()).isEqualTo("kept");
    assertThat(writeUser.path("params").path("adapter").asText()).isEqualTo("hibernate-mariadb");
    assertThat(run.entries("hibernate-mariadb").get(3).params()).as("the loaded entry itself is left alone").isEmpty();
  }

  /**
   * What a dashboard does with a JMH file: JMH Visualizer and github-action-benchmark key an entry by its benchmark
   * and params, and read every figure as a number.
   */
  @Test
  void should_give_every_entry_its_own_benchmark_and_params_and_only_numbers() throws Exception {
    for (String fixture : List.of("problems", "two-natives")) {
      Path dir = Fixtures.copy(fixture, tmp.resolve(fixture));
      MergedResults.write(RunResults.load(dir), dir.resolve("results.json"));
      JsonNode merged = RunResults.JSON.readTree(dir.resolve("results.json").toFile());
      java.util.Set<String> keys = new java.util.HashSet<>();
      merged.forEach(entry -> assertThat(keys.add(entry.path("benchmark").asText() + entry.path("params")))
          .as("entry %s %s is unique", entry.path("benchmark").asText(), entry.path("params")).isTrue());
      assertThat(merged.get(0).path("params").has("threads")).isTrue();
      assertThat(RunResults.JSON.writeValueAsString(merged)).doesNotContain("\"NaN\"").doesNotContain("Infinity\"");
    }
  }

  @Test
  void should_place_params_where_jmh_writes_them_before_the_primary_metric() throws Exception {
    JsonNode first = ResultEntries.tree(MergedResults.merge(Fixtures.load("two-natives", tmp)).get(0));
    List<String> fields = new ArrayList<>();
    first.fieldNames().forEachRemaining(fields::add);
    assertThat(fields.indexOf("params")).isEqualTo(fields.indexOf("primaryMetric") - 1);
  }
}
