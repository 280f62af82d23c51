package org.mapperbench.servers;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.List;
import java.util.Optional;

/** A cluster the user points at with {@code -Dcassandra.contactPoints}; the suite never starts or stops it. */
public final class ExternalCassandra implements CassandraTarget {
  private final List<String> contactPoints;
  private final String localDatacenter;
  private final String version;

  private ExternalCassandra(List<String> contactPoints, String localDatacenter, String version) {
    this.contactPoints = List.copyOf(contactPoints);
    this.localDatacenter = localDatacenter;
    this.version = version;
  }

  /** Connects once to prove the cluster answers CQL; throws a {@link ServerException} within seconds if not. */
  public static ExternalCassandra connect(List<String> contactPoints, String localDatacenter) {
    try (RawCql cql = RawCql.connect(contactPoints, localDatacenter,
        org.mapperbench.settings.CqlSecurity.of(System.getProperties()))) {
      return new ExternalCassandra(contactPoints, localDatacenter, cql.releaseVersion());
    }
  }

  @Override
  public List<String> contactPoints() {
    return contactPoints;
  }

  @Override
  public String localDatacenter() {
    return localDatacenter;
  }

  @Override
  public Optional<ProcessHandle> process() {
    return Optional.empty();
  }

  @Override
  public void checkAlive() {
    for (String contactPoint : contactPoints) {
      int colon = contactPoint.lastIndexOf(':');
      try (Socket socket = new Socket()) {
        socket.connect(
            new InetSocketAddress(
                contactPoint.substring(0, colon), Integer.parseInt(contactPoint.substring(colon + 1))),
            2000);
        return;
      } catch (IOException | RuntimeException unreachable) {
        // try the next contact point
      }
    }
    throw new ServerException("the Cassandra cluster at " + String.join(",", contactPoints) + " no longer answers");
  }

  @Override
  public String version() {
    return version;
  }

  @Override
  public String describe() {
    return "external Cassandra " + version + " at " + String.join(",", contactPoints);
  }

  @Override
  public void close() {
    // not ours to stop
  }
}
