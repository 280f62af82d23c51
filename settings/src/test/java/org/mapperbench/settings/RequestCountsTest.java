package org.mapperbench.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mapperbench.settings.ForkProtocol.RequestCounts;

class RequestCountsTest {
  @Test
  void should_read_back_the_line_it_writes() {
    RequestCounts counts = new RequestCounts(Map.of("orders.read", 7L, "orders.write", 3L), Map.of("paxos.write", 9L));
    assertThat(counts.line()).isEqualTo("orders.read=7 orders.write=3 | paxos.write=9");
    assertThat(RequestCounts.parse(counts.line())).isEqualTo(counts);
    assertThat(counts.total()).isEqualTo(10);
  }

  @Test
  void should_read_no_counts_from_an_unread_answer() {
    assertThat(RequestCounts.parse(RequestCounts.UNREAD)).isNull();
    assertThat(RequestCounts.parse("12")).isNull();
    assertThat(RequestCounts.parse(null)).isNull();
    assertThat(RequestCounts.parse(" | ")).isEqualTo(new RequestCounts(Map.of(), Map.of()));
  }

  @Test
  void should_give_each_counters_rise() {
    RequestCounts before = new RequestCounts(Map.of("users.read", 5L), Map.of("paxos.write", 1L));
    RequestCounts after = new RequestCounts(Map.of("users.read", 8L, "users.write", 2L), Map.of("paxos.write", 1L));
    assertThat(after.since(before)).containsExactlyEntriesOf(
        new java.util.TreeMap<>(Map.of("paxos.write", 0L, "users.read", 3L, "users.write", 2L)));
  }
}
