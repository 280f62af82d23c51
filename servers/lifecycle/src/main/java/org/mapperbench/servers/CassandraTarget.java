package org.mapperbench.servers;

import java.util.List;
import java.util.Optional;

/** A Cassandra cluster the suite talks to: the embedded node, or one the user points at. */
public interface CassandraTarget extends AutoCloseable {

  /** {@code host:port} of the nodes to connect to. */
  List<String> contactPoints();

  String localDatacenter();

  /** The server's process when it runs on this machine under the suite's control. */
  Optional<ProcessHandle> process();

  /** Throws a {@link ServerException} if the server is gone; cheap enough to call between benchmarks. */
  void checkAlive();

  /** The server's release_version. */
  String version();

  /** A short human description, e.g. "embedded Cassandra 5.0.6 on 127.0.0.1:9042". */
  String describe();

  /** Stops what the suite started; leaves an external cluster alone. Never throws. */
  @Override
  void close();
}
