package org.mapperbench.protocol.link;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mapperbench.protocol.link.ForkProtocol.RequestCounts;

class RequestCountsTest {
  @Test
  void should_count_every_request_of_the_clients_and_none_of_the_servers_own_work() {
    RequestCounts counts = new RequestCounts(Map.of("orders.read", 7L, "orders.write", 3L), Map.of("paxos.write", 9L));
    assertThat(counts.total()).isEqualTo(10);
  }

  @Test
  void should_give_each_counters_rise() {
    RequestCounts before = new RequestCounts(Map.of("users.read", 5L), Map.of("paxos.write", 1L));
    RequestCounts after = new RequestCounts(Map.of("users.read", 8L, "users.write", 2L), Map.of("paxos.write", 1L));
    assertThat(after.since(before)).containsExactlyEntriesOf(
        new java.util.TreeMap<>(Map.of("paxos.write", 0L, "users.read", 3L, "users.write", 2L)));
  }
}
