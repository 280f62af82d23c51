package org.mapperbench.entities.adapter;

/**
 * The kind of server an adapter talks to. It decides which server the suite starts for the adapter, which schema
 * it applies, and which of the server's own counters prove that calls arrived.
 */
public enum Backend {
  /** Apache Cassandra over CQL; counters from {@code system_views.coordinator_*_latency}. */
  CASSANDRA,
  /** MariaDB over JDBC; counters from {@code SHOW GLOBAL STATUS} ({@code Com_select}, {@code Com_insert}...). */
  MARIADB
}
