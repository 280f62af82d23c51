package org.mapperbench.servers;

import java.util.List;
import java.util.Map;

/** A Cassandra cluster the suite talks to: the embedded node, or one the user points at. */
public interface CassandraTarget extends ServerTarget {

  /** {@code host:port} of the nodes to connect to. */
  List<String> contactPoints();

  String localDatacenter();

  /**
   * The user name, password and TLS every session to it connects with: by default those the settings give
   * ({@code cassandra.user}, {@code cassandra.truststore}, ...); an embedded node that requires them has its own.
   */
  default org.mapperbench.settings.CqlSecurity security() {
    return org.mapperbench.settings.CqlSecurity.of(System.getProperties());
  }

  /** A plain CQL session to it, as {@link #security} says. */
  default RawCql connect() {
    return RawCql.connect(contactPoints(), localDatacenter(), security());
  }

  /** How many nodes the cluster has: by default one per contact point. */
  default int nodeCount() {
    return contactPoints().size();
  }

  /**
   * Requests the server counted per table since it started, as {@code <table>.read} and {@code <table>.write}:
   * by default Cassandra's coordinator counters in {@code system_views}, read over {@code cql}.
   */
  default Map<String, Long> requestCounts(RawCql cql, String keyspace, List<String> tables) {
    return cql.requestCounts(keyspace, tables);
  }

  /**
   * The node's storage, for a dataset loaded once and kept (flush, compaction, SSTables taken in): only a single node
   * the suite started has one the suite may reach.
   */
  default java.util.Optional<NodeStorage> storage() {
    return java.util.Optional.empty();
  }

  /** What {@link #requestCounts} reads, for {@code run.json}. */
  default String countersSource() {
    return "coordinator request counters (system_views.coordinator_read_latency, coordinator_write_latency)";
  }
}
