package org.mapperbench.jmh.runner.server;

import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.entities.schema.RequestAccounting.CounterSource;
import org.mapperbench.jmh.report.model.ServerRecord;
import org.mapperbench.jmh.runner.RunSettings;
import org.mapperbench.jmh.runner.plan.ConsistencySetting;
import org.mapperbench.servers.ContainerInfo;
import org.mapperbench.servers.ServerTarget;

/**
 * One server of a run, as the runner needs it: started or reached, prepared with the suite's schema and a warm-up,
 * counted for verification, and described in {@code run.json}. A run opens one per backend its adapters need.
 */
public interface SuiteServer extends AutoCloseable {
  Backend backend();

  ServerTarget target();

  /**
   * Applies the suite's schema (on Cassandra, one keyspace per replication factor of the sweep), warms the server up
   * with the suite's own statements, and {@link #empty empties} the tables.
   */
  void prepare(RunSettings settings);

  /**
   * The server's counters, read over a connection of the suite's own: on Cassandra those of the setting's keyspace
   * (null: the run's only one), summed over every node.
   */
  CounterSource counters(ConsistencySetting setting);

  /**
   * Empties the suite's tables, so that every fork JVM meets the same server: tables grown by earlier forks made a
   * later fork's reads slower (on MariaDB, readOrder rose from 110 to 192 us over five rounds) and left compaction
   * and purge work running in the background of its measurements.
   */
  void empty();

  /** The fault this run injects into the server, if any ({@code -Dbench.fault}). */
  default java.util.Optional<NodeDownFault> fault() {
    return java.util.Optional.empty();
  }

  /** What {@code run.json} says about this server: product, version, where, and the settings that matter. */
  ServerRecord metadata();

  /** The container a server ran in, as run.json records it. */
  static ServerRecord.Container container(ContainerInfo c) {
    return new ServerRecord.Container(c.image(), c.imageId(), c.id(), c.name(),
        "Docker " + c.engineVersion() + " via Testcontainers", "host");
  }

  @Override
  void close();
}
