package org.mapperbench.jmh.runner.stats;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.servers.DockerSocket;
import org.mapperbench.servers.ServerTarget;
import org.mapperbench.settings.BenchSettings;

/** What a run samples: the client, each server running on this machine, and the remote backends the user named. */
public final class StatsSources {
  private StatsSources() {}

  /**
   * @param benchmarkJvm the benchmark JVMs running at the moment, if any
   * @param servers each server by name (cassandra, mariadb): one in a container is read through the Docker Engine
   *     API, whose figures are the container's cgroup; one on this machine through its own process
   * @param properties {@code bench.stats.docker} (containers, comma-separated) and {@code bench.stats.jmx}
   *     (host[:port] of a Cassandra node)
   */
  public static List<ProcessStatsSource> forRun(
      Supplier<List<ProcessHandle>> benchmarkJvm, Map<String, ServerTarget> servers, RunSettings settings) {
    List<ProcessStatsSource> sources = new ArrayList<>();
    Set<String> names = new HashSet<>();
    sources.add(LocalProcessSource.tree(unique(names, "client"), "the benchmark JVM", benchmarkJvm));
    servers.forEach((name, server) -> {
      if (server.container().isPresent()) {
        sources.add(new DockerStatsSource(unique(names, name), server.container().get().name(), DockerSocket.local()));
      } else {
        List<ProcessHandle> processes = server.processes();
        for (int i = 0; i < processes.size(); i++) {
          // A cluster's nodes, one file each: cassandra-node1, cassandra-node2...
          String file = processes.size() == 1 ? name : name + "-node" + (i + 1);
          sources.add(LocalProcessSource.process(unique(names, file), processes.get(i)));
        }
      }
    });
    for (String container : settings.get(BenchSettings.STATS_DOCKER)) {
      sources.add(new DockerStatsSource(unique(names, container), container, DockerSocket.local()));
    }
    String jmx = settings.get(BenchSettings.STATS_JMX);
    if (jmx != null) {
      sources.add(new JmxStatsSource(unique(names, names.contains("cassandra") ? "cassandra-jmx" : "cassandra"), jmx));
    }
    return sources;
  }

  /** Two sources must never share a file, e.g. a container named like a server running here. */
  private static String unique(Set<String> names, String name) {
    String chosen = name;
    for (int n = 2; !names.add(chosen); n++) {
      chosen = name + "-" + n;
    }
    return chosen;
  }
}
