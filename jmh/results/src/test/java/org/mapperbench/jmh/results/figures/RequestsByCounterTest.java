package org.mapperbench.jmh.results.figures;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.mapperbench.jmh.results.SyntheticEntries;
import org.mapperbench.protocol.metrics.CostMetric;

class RequestsByCounterTest {
  /** An updateUser whose windows counted these requests per call, by counter. */
  private static BenchmarkFigures updateUser(String adapter, Map<String, Double> perCall, long seed) {
    ObjectNode entry = SyntheticEntries.sample("updateUser", 3, 2, 40, f -> 300, seed);
    perCall.forEach((counter, n) ->
        SyntheticEntries.withSecondary(entry, CostMetric.requestsOf(counter), "requests/op", 0, f -> n, seed));
    return BenchmarkFigures.of(adapter, SyntheticEntries.entry(entry));
  }

  @Test
  void should_read_each_counter_per_call() {
    assertThat(RequestsByCounter.of(updateUser("hibernate-mariadb", Map.of("Com_select", 1.0, "Com_update", 1.0), 1)))
        .containsExactlyInAnyOrderEntriesOf(Map.of("Com_select", 1.0, "Com_update", 1.0));
  }

  @Test
  void should_name_the_statements_a_library_sends_beyond_its_floor() {
    var hibernate = updateUser("hibernate-mariadb", Map.of("Com_select", 1.0, "Com_update", 1.0), 2);
    var jdbc = updateUser("jdbc-mariadb", Map.of("Com_update", 1.0), 3);
    assertThat(RequestsByCounter.differences(Optional.of(hibernate), Optional.of(jdbc))).isEqualTo("Com_select +1");
    assertThat(RequestsByCounter.differences(Optional.of(jdbc), Optional.of(jdbc))).isEmpty();
  }

  @Test
  void should_say_nothing_when_a_side_read_no_counters() {
    var counted = updateUser("kundera", Map.of("line_items_by_order.write", 3.0), 4);
    var uncounted = updateUser("driver3-native", Map.of(), 5);
    assertThat(RequestsByCounter.differences(Optional.of(counted), Optional.of(uncounted))).isEmpty();
    assertThat(RequestsByCounter.differences(Optional.of(counted), Optional.empty())).isEmpty();
  }

  @Test
  void should_give_fractions_where_calls_differ() {
    var kundera = updateUser("kundera", Map.of("orders.write", 1.0, "line_items_by_order.write", 3.5), 6);
    var floor = updateUser("driver3-native", Map.of("orders.write", 1.0, "line_items_by_order.write", 1.0), 7);
    assertThat(RequestsByCounter.differences(Optional.of(kundera), Optional.of(floor)))
        .isEqualTo("line_items_by_order.write +2.50");
  }
}
