package org.mapperbench.protocol.metrics;


/**
 * The names of the server counters the suite reads, as the servers' raw access reports them and the conformance kit
 * and the runner hold calls to: one definition for the module that reads them and the modules that check them.
 */
public final class ServerCounters {
  /**
   * Writes of Paxos state on the replicas: Cassandra's local writes of {@code system.paxos}, summed over the nodes.
   * A lightweight transaction's prepare, proposal and commit each store it; no plain read or write does.
   */
  public static final String PAXOS_STATE_WRITES = "paxos.write";

  private ServerCounters() {}

  /** Reads the nodes coordinated for one table of the suite's keyspace. */
  public static String tableReads(String table) {
    return table + ".read";
  }

  /** Writes, deletes included, the nodes coordinated for one table of the suite's keyspace. */
  public static String tableWrites(String table) {
    return table + ".write";
  }
}
