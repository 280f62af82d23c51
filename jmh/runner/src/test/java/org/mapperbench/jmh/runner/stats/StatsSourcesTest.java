package org.mapperbench.jmh.runner.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.servers.ContainerInfo;
import org.mapperbench.servers.ServerTarget;

class StatsSourcesTest {

  private static List<ProcessStatsSource> sources(Map<String, ServerTarget> servers, String... properties) {
    Properties p = new Properties();
    for (int i = 0; i < properties.length; i += 2) {
      p.setProperty(properties[i], properties[i + 1]);
    }
    return StatsSources.forRun(java.util.List::of, servers, RunSettings.from(p));
  }

  private static List<String> names(Map<String, ServerTarget> servers, String... properties) {
    return sources(servers, properties).stream().map(ProcessStatsSource::name).toList();
  }

  @Test
  void should_sample_the_client_and_each_server_running_here_but_no_external_one() {
    Map<String, ServerTarget> servers = new LinkedHashMap<>();
    servers.put("cassandra", target(Optional.empty(), Optional.empty()));
    servers.put("mariadb", target(Optional.of(ProcessHandle.current()), Optional.empty()));
    assertThat(names(servers)).containsExactly("client", "mariadb");
  }

  @Test
  void should_read_a_server_in_a_container_through_the_engine_under_the_servers_own_name() {
    ContainerInfo container = new ContainerInfo("c0ffee", "mapper-bench-cassandra-9042",
        "mapper-bench/cassandra:4.1.10", "sha256:1", "20.10", 1);
    List<ProcessStatsSource> sources =
        sources(Map.of("cassandra", target(Optional.of(ProcessHandle.current()), Optional.of(container))));
    assertThat(sources).extracting(ProcessStatsSource::name).containsExactly("client", "cassandra");
    assertThat(sources.get(1)).isInstanceOf(DockerStatsSource.class);
    assertThat(sources.get(1).describe()).contains("mapper-bench-cassandra-9042");
  }

  @Test
  void should_add_named_containers_and_a_jmx_node_without_two_sources_sharing_a_file() {
    Map<String, ServerTarget> servers =
        Map.of("cassandra", target(Optional.of(ProcessHandle.current()), Optional.empty()));
    assertThat(names(servers, "bench.stats.docker", "cassandra, mariadb", "bench.stats.jmx", "db1:7199"))
        .containsExactly("client", "cassandra", "cassandra-2", "mariadb", "cassandra-jmx");
    assertThat(names(Map.of("cassandra", target(Optional.empty(), Optional.empty())), "bench.stats.jmx", "db1"))
        .containsExactly("client", "cassandra");
  }

  /** Only where a server runs matters to the choice of source. */
  private static ServerTarget target(Optional<ProcessHandle> process, Optional<ContainerInfo> container) {
    return new ServerTarget() {
      @Override
      public Optional<ProcessHandle> process() {
        return process;
      }

      @Override
      public Optional<ContainerInfo> container() {
        return container;
      }

      @Override
      public void checkAlive() {}

      @Override
      public String version() {
        return "1";
      }

      @Override
      public String describe() {
        return "a server";
      }

      @Override
      public void close() {}
    };
  }
}
