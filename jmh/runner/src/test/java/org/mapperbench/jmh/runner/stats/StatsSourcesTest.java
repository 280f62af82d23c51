package org.mapperbench.jmh.runner.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class StatsSourcesTest {

  private static List<String> names(Map<String, Optional<ProcessHandle>> servers, String... properties) {
    Properties p = new Properties();
    for (int i = 0; i < properties.length; i += 2) {
      p.setProperty(properties[i], properties[i + 1]);
    }
    return StatsSources.forRun(Optional::empty, servers, p).stream().map(ProcessStatsSource::name).toList();
  }

  @Test
  void should_sample_the_client_and_each_server_running_here_but_no_external_one() {
    Map<String, Optional<ProcessHandle>> servers = new LinkedHashMap<>();
    servers.put("cassandra", Optional.empty());
    servers.put("mariadb", Optional.of(ProcessHandle.current()));
    assertThat(names(servers)).containsExactly("client", "mariadb");
  }

  @Test
  void should_add_named_containers_and_a_jmx_node_without_two_sources_sharing_a_file() {
    Map<String, Optional<ProcessHandle>> servers = Map.of("cassandra", Optional.of(ProcessHandle.current()));
    assertThat(names(servers, "bench.stats.docker", "cassandra, mariadb", "bench.stats.jmx", "db1:7199"))
        .containsExactly("client", "cassandra", "cassandra-2", "mariadb", "cassandra-jmx");
    assertThat(names(Map.of("cassandra", Optional.empty()), "bench.stats.jmx", "db1"))
        .containsExactly("client", "cassandra");
  }
}
