package org.mapperbench.jmh.results.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultEntriesTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  private static JsonNode jmhFile() throws Exception {
    return JSON.readTree(ResultEntriesTest.class.getResource("/merge/one-fork-entries.json"));
  }

  @Test
  void should_write_back_what_jmh_wrote_field_for_field_in_jmh_order(@TempDir Path dir) throws Exception {
    JsonNode jmh = jmhFile();
    Path file = dir.resolve("again.json");
    ResultEntries.write(file, ResultEntries.list(jmh));
    JsonNode again = JSON.readTree(file.toFile());
    JsonNode finite = withoutNotFinite(jmh.deepCopy());
    assertThat(again).isEqualTo(finite);
    assertThat(names(again.get(0))).isEqualTo(names(finite.get(0)));
  }

  /** JMH's file less the figures JMH wrote as "NaN": what the suite writes of it. */
  private static JsonNode withoutNotFinite(JsonNode node) {
    if (node instanceof ObjectNode object) {
      object.properties().removeIf(field -> "NaN".equals(field.getValue().asText())
          || field.getValue().isArray() && field.getValue().valueStream().anyMatch(v -> "NaN".equals(v.asText())));
      object.forEach(ResultEntriesTest::withoutNotFinite);
    } else if (node.isArray()) {
      node.forEach(ResultEntriesTest::withoutNotFinite);
    }
    return node;
  }

  @Test
  void should_keep_fields_it_does_not_know() throws Exception {
    ObjectNode entry = (ObjectNode) jmhFile().get(1).deepCopy();
    entry.putObject("newerJmhField").put("x", 1);
    assertThat(ResultEntries.tree(ResultEntries.of(entry)).path("newerJmhField").path("x").asInt()).isEqualTo(1);
  }

  @Test
  void should_read_nan_as_no_figure_and_leave_it_out_when_written() throws Exception {
    ObjectNode entry = (ObjectNode) jmhFile().get(1).deepCopy();
    ((ObjectNode) entry.get("primaryMetric")).put("scoreError", "NaN");
    ResultEntry read = ResultEntries.of(entry);
    assertThat(read.primaryMetric().scoreError()).isNaN();
    assertThat(ResultEntries.tree(read).path("primaryMetric").has("scoreError")).isFalse();
  }

  @Test
  void should_take_a_suite_part_it_cannot_read_as_absent() throws Exception {
    ObjectNode entry = (ObjectNode) jmhFile().get(1).deepCopy();
    entry.put("rounds", "not a list");
    entry.putArray("verification").add(1);
    ResultEntry read = ResultEntries.of(entry);
    assertThat(read.rounds()).isEmpty();
    assertThat(read.verification()).isNull();
    assertThat(read.operation()).isEqualTo("writeUser");
  }

  @Test
  void should_refuse_a_file_that_is_not_a_list_of_entries(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("x.json"), "{\"benchmark\": 1}");
    assertThatThrownBy(() -> ResultEntries.read(file)).isInstanceOf(ResultEntries.NotEntries.class)
        .hasMessage("is not a JMH result list");
    ArrayNode list = JSON.createArrayNode().add(1);
    assertThatThrownBy(() -> ResultEntries.list(list)).hasMessageContaining("not an object");
  }

  private static List<String> names(JsonNode node) {
    List<String> names = new java.util.ArrayList<>();
    node.fieldNames().forEachRemaining(names::add);
    return names;
  }
}
