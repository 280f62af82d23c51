package org.mapperbench.servers;

import java.util.Optional;
import org.mapperbench.settings.ServerSettings;

/** A server the suite measures against: one it started on this machine, or one the user points at. */
public interface ServerTarget extends AutoCloseable {

  /** The server's own process when it runs on this machine under the suite's control. */
  Optional<ProcessHandle> process();

  /** Every process of the server on this machine: a suite-started cluster has one per node. */
  default java.util.List<ProcessHandle> processes() {
    return process().stream().toList();
  }

  /**
   * The folders holding the server's own logs (its log, its collectors' pauses), for a run to keep beside its
   * results; none for a server the suite did not start on this machine.
   */
  default java.util.List<java.nio.file.Path> logFolders() {
    return java.util.List.of();
  }

  /** Throws a {@link ServerException} if the server is gone; cheap enough to call between benchmarks. */
  void checkAlive();

  /** The server's version as it reports it. */
  String version();

  /** Where the server runs, when the suite started it in a container. */
  default Optional<ContainerInfo> container() {
    return Optional.empty();
  }

  /** "container", "embedded" (the suite started it on this machine) or "external" (the user pointed at it). */
  default String kind() {
    return container().isPresent() ? ServerSettings.CONTAINER : process().isPresent() ? "embedded" : "external";
  }

  /** A short human description, e.g. "embedded Cassandra 5.0.9 on 127.0.0.1:9042". */
  String describe();

  /** Stops what the suite started; leaves an external server alone. Never throws. */
  @Override
  void close();
}
