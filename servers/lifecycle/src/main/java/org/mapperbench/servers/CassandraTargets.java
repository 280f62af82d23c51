package org.mapperbench.servers;

import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.mapperbench.settings.ServerSettings;

/**
 * Chooses the Cassandra the suite measures: an existing cluster when {@code -Dcassandra.contactPoints=host:port[,…]}
 * is given (with {@code -Dcassandra.localDc}, default datacenter1), otherwise a fresh node: embedded, or in a
 * container with {@code -Dbench.server=container} (see {@link ContainerSettings}), or a cluster of embedded nodes
 * with {@code -Dcassandra.nodes=N} (see {@link EmbeddedCassandraCluster}).
 */
public final class CassandraTargets {
  private CassandraTargets() {}

  public static CassandraTarget open(Properties properties, Path workDir) {
    List<String> points = ServerSettings.CONTACT_POINTS.get(properties);
    if (points.isEmpty()) {
      EmbeddedCassandraSettings node = EmbeddedCassandraSettings.fromProperties(properties, workDir);
      if (ServerSettings.containers(properties)) {
        if (node.secure()) {
          throw new ServerException("-Dcassandra.secure=true secures the embedded node; a container's node runs its"
              + " image's own cassandra.yaml");
        }
        if (node.nodes() > 1) {
          throw new ServerException("-Dcassandra.nodes=" + node.nodes() + " starts embedded nodes; with "
              + "-Dbench.server=container the suite runs one node (start a cluster yourself and pass"
              + " -Dcassandra.contactPoints)");
        }
        return ContainerCassandra.start(node, ContainerSettings.fromProperties(properties, workDir));
      }
      return node.nodes() > 1 ? EmbeddedCassandraCluster.start(node) : EmbeddedCassandra.start(node);
    }
    if (ServerSettings.CASSANDRA_SECURE.get(properties)) {
      throw new ServerException("-Dcassandra.secure=true secures the embedded node; for a cluster of yours give"
          + " cassandra.user and cassandra.truststore");
    }
    List<String> withPorts = new java.util.ArrayList<>();
    for (String point : points) {
      if (!point.matches("[^:\\s]+(:\\d{1,5})?")) {
        throw new ServerException("-Dcassandra.contactPoints wants host[:port][,host[:port]...], not '" + point + "'");
      }
      withPorts.add(point.contains(":") ? point : point + ":" + ServerSettings.CQL_PORT);
    }
    return ExternalCassandra.connect(withPorts, ServerSettings.LOCAL_DC.get(properties));
  }
}
