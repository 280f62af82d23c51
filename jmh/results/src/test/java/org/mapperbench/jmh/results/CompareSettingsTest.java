package org.mapperbench.jmh.results;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class CompareSettingsTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void should_name_another_image_but_not_the_containers_own_id_or_the_fork_records() throws Exception {
    JsonNode a = JSON.readTree("""
        {"servers": {"cassandra": {"kind": "container", "container": {"image": "mapper-bench/cassandra:5.0.6",
          "containerId": "a05e", "containerName": "mapper-bench-cassandra-9042"}}},
         "adapters": {"driver4-native": {"forks": [{"round": 1, "seconds": 37.4}]}}}""");
    JsonNode b = JSON.readTree("""
        {"servers": {"cassandra": {"kind": "container", "container": {"image": "mapper-bench/cassandra:4.1.10",
          "containerId": "3c7d", "containerName": "mapper-bench-cassandra-9043"}}},
         "adapters": {"driver4-native": {"forks": [{"round": 1, "seconds": 36.9}]}}}""");

    assertThat(CompareSettings.between(a, b)).containsExactly(new CompareSettings.Difference(
        "servers.cassandra.container.image", "mapper-bench/cassandra:5.0.6", "mapper-bench/cassandra:4.1.10"));
  }
}
