package org.mapperbench.servers;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.ServerSettings;

/**
 * How the embedded node, or the embedded cluster, is started: from the {@code cassandra.*} settings of
 * {@link ServerSettings}, which give their defaults.
 */
public record EmbeddedCassandraSettings(
    int nodes, int nativePort, int storagePort, String heap, Duration startTimeout, Path workDir, boolean faultNode,
    List<String> jvmOptions, List<String> yaml, boolean secure) {

  public EmbeddedCassandraSettings(
      int nodes, int nativePort, int storagePort, String heap, Duration startTimeout, Path workDir) {
    this(nodes, nativePort, storagePort, heap, startTimeout, workDir, false, List.of(), List.of(), false);
  }

  public static EmbeddedCassandraSettings fromProperties(Properties p, Path workDir) {
    return new EmbeddedCassandraSettings(
        ServerSettings.CASSANDRA_NODES.get(p),
        ServerSettings.CASSANDRA_PORT.get(p),
        ServerSettings.CASSANDRA_STORAGE_PORT.get(p),
        ServerSettings.CASSANDRA_HEAP.get(p),
        Duration.ofSeconds(ServerSettings.CASSANDRA_START_TIMEOUT_SECONDS.get(p)),
        workDir,
        // -Dbench.fault=node-down stops the cluster's last node; it serves no clients (see EmbeddedCassandraCluster).
        BenchSettings.NODE_DOWN.equals(BenchSettings.FAULT.get(p)),
        ServerSettings.CASSANDRA_JVM_OPTIONS.get(p),
        ServerSettings.CASSANDRA_YAML.get(p),
        ServerSettings.CASSANDRA_SECURE.get(p));
  }
}
