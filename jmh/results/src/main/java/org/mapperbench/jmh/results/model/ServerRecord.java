package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * One server of the run, under its backend's name in {@code servers}. One record for both backends: each writes the
 * common fields, then its own ({@link #cassandra} and {@link #mariaDb} say which), and leaves the other's out. Typed
 * rather than a loose map because the check command, the report and compare read most of it; what the backend reports
 * about itself (MariaDB's variables) stays a map of its own names. A version or description the server could not give
 * is written as null, as it always was.
 *
 * @param product "Apache Cassandra", "ScyllaDB" or "MariaDB"
 * @param kind "embedded" (the suite started it here), "container" or "external" (the user pointed at it)
 * @param container the container it ran in; absent outside one
 * @param description one line for the report, with where it listened
 * @param counters Cassandra: what its request counters were read from
 * @param nodes Cassandra: the cluster's nodes (1 for a single node)
 * @param keyspace Cassandra: the reference setting's keyspace
 * @param keyspaces Cassandra: every keyspace of the sweep, with its replication
 * @param url MariaDB: the JDBC URL
 * @param variables MariaDB: the server variables that change what a write costs (InnoDB, binlog), by their names
 * @param dataset the dataset it held before the first round; absent without one
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record ServerRecord(
    String product,
    @JsonInclude(JsonInclude.Include.ALWAYS) String version,
    String kind,
    Container container,
    @JsonInclude(JsonInclude.Include.ALWAYS) String description,
    String counters,
    List<String> contactPoints,
    Integer nodes,
    String keyspace,
    Map<String, String> keyspaces,
    String url,
    Map<String, String> variables,
    DatasetRecord dataset) {

  /** The kind of a server the user pointed the suite at: no process of its own to sample. */
  public static final String EXTERNAL = "external";
  public static final String CONTAINER = org.mapperbench.settings.ServerSettings.CONTAINER;

  /** A Cassandra (or ScyllaDB) server; {@link #withCluster} adds what the run found out about its nodes. */
  public static ServerRecord cassandra(String product, String version, String kind, Container container,
      String description) {
    return new ServerRecord(product, version, kind, container, description, null, null, null, null, null, null, null,
        null);
  }

  /**
   * This Cassandra record with its request counters' source, contact points, node count and keyspaces.
   *
   * @param keyspaces each keyspace of a replication sweep with its replication
   */
  public ServerRecord withCluster(String counters, List<String> contactPoints, int nodes, String keyspace,
      Map<String, String> keyspaces) {
    return new ServerRecord(product, version, kind, container, description, counters, contactPoints, nodes, keyspace,
        keyspaces, url, variables, dataset);
  }

  /** This record with the dataset the server held. */
  public ServerRecord withDataset(DatasetRecord loaded) {
    return new ServerRecord(product, version, kind, container, description, counters, contactPoints, nodes, keyspace,
        keyspaces, url, variables, loaded);
  }

  public static ServerRecord mariaDb(String version, String kind, Container container, String description, String url,
      Map<String, String> variables) {
    return new ServerRecord("MariaDB", version, kind, container, description, null, null, null, null, null, url,
        variables, null);
  }

  /** The nodes of the server: 1 unless it says more. */
  public int nodeCount() {
    return nodes == null ? 1 : nodes;
  }

  /**
   * Where a containerised server ran.
   *
   * @param image the image as the user named it
   * @param imageId the image's content id: two runs with one id ran the same bits
   * @param engine the container engine and its version
   */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonIgnoreProperties(ignoreUnknown = true)
  public record Container(String image, String imageId, String containerId, String containerName, String engine,
                          String network) {}
}
