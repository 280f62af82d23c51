package org.mapperbench.jmh.runner.server;

import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.entities.schema.RequestAccounting.CounterSource;
import org.mapperbench.jmh.results.model.ServerRecord;
import org.mapperbench.jmh.runner.core.ConsistencySetting;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.servers.ContainerInfo;
import org.mapperbench.servers.ServerTarget;
import org.mapperbench.protocol.link.ForkProtocol;

/**
 * One server of a run, as the runner needs it: started or reached, prepared with the suite's schema and a warm-up,
 * counted for verification, and described in {@code run.json}. A run opens one per backend its adapters need.
 */
public interface SuiteServer extends AutoCloseable {
  Backend backend();

  ServerTarget target();

  /** Runs a call on this server; if it fails because the server is gone, says so instead of the driver's complaint. */
  default <T> T whileAlive(java.util.function.Supplier<T> call) {
    try {
      return call.get();
    } catch (RuntimeException e) {
      target().checkAlive();
      throw e;
    }
  }

  /**
   * Applies the suite's schema (on Cassandra, one keyspace per replication factor of the sweep), warms the server up
   * with the suite's own statements, empties the tables, and loads the run's dataset, if it has one.
   */
  void prepare(RunSettings settings);

  /**
   * The server's counters, read over a connection of the suite's own: on Cassandra those of the setting's keyspace
   * (null: the run's only one), summed over every node.
   */
  CounterSource counters(ConsistencySetting setting);

  /**
   * Brings the tables back to where every fork JVM starts from, so that each meets the same server. Without a loaded
   * dataset it empties them: tables grown by earlier forks made a later fork's reads slower (on MariaDB, readOrder
   * rose from 110 to 192 us over five rounds) and left compaction and purge work running in the background of its
   * measurements. With one it keeps the dataset and writes the earlier forks' rows to disk, so that no flush falls in
   * a measured window (docs/methodology.md, "A loaded dataset").
   */
  void reset();

  /**
   * The server's cache lookups on its read path since it started, by counter ({@code ForkProtocol.RequestCounts}'s
   * caches): what tells a read that left memory from one that did not.
   */
  java.util.Map<String, Long> cacheCounts();

  /**
   * Work the server has left of earlier requests: Cassandra's flushes and compactions, InnoDB's purge; 0 when idle,
   * -1 when the server does not say.
   */
  long backgroundWork();

  /**
   * {@link #reset Resets} the tables, then waits, up to {@code bound}, until the server has no {@link
   * #backgroundWork} left (docs/methodology.md, "A settled server"). Never throws for a server that is slow to settle.
   */
  default ForkProtocol.Settled settle(java.time.Duration bound) {
    long start = System.nanoTime();
    reset();
    long deadline = start + bound.toNanos();
    while (true) {
      long work = backgroundWork();
      long millis = (System.nanoTime() - start) / 1_000_000;
      if (work <= 0) {
        return new ForkProtocol.Settled(millis, work == 0 ? ForkProtocol.Settled.State.SETTLED
            : ForkProtocol.Settled.State.UNKNOWN);
      }
      if (System.nanoTime() > deadline || org.mapperbench.jmh.runner.core.RunStop.requested()) {
        return new ForkProtocol.Settled(millis, ForkProtocol.Settled.State.UNSETTLED);
      }
      try {
        Thread.sleep(SETTLE_POLL_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return new ForkProtocol.Settled(millis, ForkProtocol.Settled.State.UNSETTLED);
      }
    }
  }

  /** How often {@link #settle} asks the server what it has left. */
  long SETTLE_POLL_MILLIS = 50;

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
