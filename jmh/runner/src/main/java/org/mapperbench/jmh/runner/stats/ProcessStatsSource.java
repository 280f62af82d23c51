package org.mapperbench.jmh.runner.stats;

import java.util.Optional;

/**
 * One thing the sidecar samples: a local process tree, a Docker container or a JVM reached over JMX. Sampled from
 * the sidecar's one thread only, so implementations keep their previous reading without locking.
 */
public interface ProcessStatsSource extends AutoCloseable {

  /** The TSV's name without extension, e.g. {@code client} or {@code cassandra}. */
  String name();

  /** How it is sampled, for run.json, e.g. "local pid 4242 (OSHI)". */
  String describe();

  /**
   * What it used since the previous call; empty when there is nothing to report this tick (the process is gone, or
   * this is the first reading and CPU needs two). May throw: the sidecar then writes nothing for this tick.
   */
  Optional<Sample> sample() throws Exception;

  /** Releases a connection, if the backend holds one. */
  @Override
  default void close() {}
}
