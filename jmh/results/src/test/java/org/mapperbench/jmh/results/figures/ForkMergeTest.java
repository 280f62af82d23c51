package org.mapperbench.jmh.results.figures;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.util.MultisetStatistics;

class ForkMergeTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  private static JsonNode fixture(int index) throws Exception {
    return JSON.readTree(ForkMergeTest.class.getResource("/merge/one-fork-entries.json")).get(index);
  }

  @Test
  void should_give_back_jmh_own_figures_for_a_single_fork() throws Exception {
    for (int index : new int[] {0, 1}) {
      JsonNode jmh = fixture(index);
      ObjectNode merged = ForkMerge.merge(List.of(jmh));
      JsonNode a = jmh.path("primaryMetric");
      JsonNode b = merged.path("primaryMetric");
      assertThat(b.path("score").asDouble())
          .isCloseTo(a.path("score").asDouble(), within(1e-9 * a.path("score").asDouble()));
      assertThat(BenchmarkFigures.number(b.path("scoreError"))).isEqualTo(BenchmarkFigures.number(a.path("scoreError")),
          within(1e-9 * Math.abs(a.path("score").asDouble())));
      a.path("scorePercentiles").fieldNames().forEachRemaining(p ->
          assertThat(b.path("scorePercentiles").path(p).asDouble()).as(p)
              .isCloseTo(a.path("scorePercentiles").path(p).asDouble(), within(1e-6)));
      jmh.path("secondaryMetrics").fieldNames().forEachRemaining(m -> assertThat(
          BenchmarkFigures.number(merged.path("secondaryMetrics").path(m).path("score")))
          .as(m).isCloseTo(BenchmarkFigures.number(jmh.path("secondaryMetrics").path(m).path("score")), within(1e-6)));
      assertThat(merged.path("forks").asInt()).isEqualTo(1);
    }
  }

  @Test
  void should_pool_every_call_of_every_fork_as_jmh_does_in_sample_mode() throws Exception {
    JsonNode one = fixture(0);
    ObjectNode other = one.deepCopy();
    // A second fork twice as slow: JMH's pooled mean sits between, weighted by calls.
    for (JsonNode iteration : other.path("primaryMetric").path("rawDataHistogram").get(0)) {
      for (JsonNode bin : iteration) {
        ((ArrayNode) bin).set(0, JSON.getNodeFactory().numberNode(bin.get(0).asDouble() * 2));
      }
    }
    ObjectNode merged = ForkMerge.merge(List.of(one, other));
    MultisetStatistics expected = new MultisetStatistics();
    for (JsonNode fork : merged.path("primaryMetric").path("rawDataHistogram")) {
      fork.forEach(it -> it.forEach(bin -> expected.addValue(bin.get(0).asDouble(), bin.get(1).asLong())));
    }
    assertThat(merged.path("forks").asInt()).isEqualTo(2);
    assertThat(merged.path("primaryMetric").path("rawDataHistogram")).hasSize(2);
    assertThat(merged.path("primaryMetric").path("score").asDouble())
        .isCloseTo(1.5 * one.path("primaryMetric").path("score").asDouble(), within(1e-6));
    assertThat(merged.path("primaryMetric").path("scoreError").asDouble())
        .isCloseTo(expected.getMeanErrorAt(0.999), within(1e-9));
    assertThat(merged.path("secondaryMetrics").path("p0.99").path("score").asDouble())
        .isEqualTo(merged.path("primaryMetric").path("scorePercentiles").path("99.0").asDouble());
    assertThat(merged.path("interval").path("forks").asInt()).isEqualTo(2);
    assertThat(merged.path("interval").path("method").asText()).contains("Kalibera");
  }

  @Test
  void should_keep_the_suite_records_of_each_fork_in_fork_order() throws Exception {
    ObjectNode first = fixture(1).deepCopy();
    first.putArray("rounds").addObject().put("round", 1);
    ObjectNode second = fixture(1).deepCopy();
    second.putArray("rounds").addObject().put("round", 2);
    ObjectNode merged = ForkMerge.merge(List.of(first, second));
    assertThat(merged.path("rounds").findValuesAsText("round")).containsExactly("1", "2");
    assertThat(merged.path("primaryMetric").path("rawData")).hasSize(2);
    assertThat(ForkSamples.of(merged).rounds()).containsExactly(1, 2);
  }
}
