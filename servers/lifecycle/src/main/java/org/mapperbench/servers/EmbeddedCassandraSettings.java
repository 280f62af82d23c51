package org.mapperbench.servers;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;

/**
 * How the embedded node, or the embedded cluster, is started. Users set these with {@code -D}: {@code
 * cassandra.nodes} (default 1; more start a cluster on 127.0.0.1, 127.0.0.2...), {@code cassandra.port} (native
 * protocol, default 9042, 0 for any free port), {@code cassandra.storagePort} (default any free port), {@code
 * cassandra.heap} (per node; default 1g for one node, 512m each in a cluster) and {@code
 * cassandra.startTimeoutSeconds} (per node, default 60).
 */
public record EmbeddedCassandraSettings(
    int nodes, int nativePort, int storagePort, String heap, Duration startTimeout, Path workDir, boolean faultNode) {

  public EmbeddedCassandraSettings(int nodes, int nativePort, int storagePort, String heap, Duration startTimeout, Path workDir) {
    this(nodes, nativePort, storagePort, heap, startTimeout, workDir, false);
  }

  /** A cluster's nodes share the machine with each other and the client: each gets half a single node's heap. */
  static final String CLUSTER_NODE_HEAP = "512m";

  public static EmbeddedCassandraSettings fromProperties(Properties p, Path workDir) {
    int nodes = intProperty(p, "cassandra.nodes", 1);
    if (nodes < 1 || nodes > 9) {
      throw new ServerException("-Dcassandra.nodes wants 1 to 9 nodes (on 127.0.0.1 to 127.0.0.9), not " + nodes);
    }
    String heap = p.getProperty("cassandra.heap", "").strip();
    return new EmbeddedCassandraSettings(
        nodes,
        intProperty(p, "cassandra.port", 9042),
        intProperty(p, "cassandra.storagePort", 0),
        heap.isEmpty() ? (nodes == 1 ? "1g" : CLUSTER_NODE_HEAP) : heap,
        Duration.ofSeconds(intProperty(p, "cassandra.startTimeoutSeconds", 60)),
        workDir,
        // -Dbench.fault=node-down stops the cluster's last node; it serves no clients (see EmbeddedCassandraCluster).
        "node-down".equals(p.getProperty("bench.fault", "").strip()));
  }

  static int intProperty(Properties p, String name, int fallback) {
    String value = p.getProperty(name, "").strip();
    if (value.isEmpty()) {
      return fallback;
    }
    try {
      return Integer.parseInt(value);
    } catch (NumberFormatException e) {
      throw new ServerException("-D" + name + " must be a number, not '" + value + "'");
    }
  }
}
