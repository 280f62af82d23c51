package org.mapperbench.entities.adapter;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * Where and how an adapter connects. Built from system properties in benchmark JVMs and from the test fixture in
 * conformance tests; every adapter receives the same values.
 *
 * @param contactPoints {@code host:port} of the Cassandra nodes
 * @param localDatacenter the datacenter the drivers treat as local
 * @param keyspace the suite's keyspace; it already holds the suite's schema
 * @param consistencyLevel the consistency level of every read and write, a CQL name such as LOCAL_QUORUM
 */
public record AdapterConfig(
    List<String> contactPoints, String localDatacenter, String keyspace, String consistencyLevel) {

  public static final String KEYSPACE = "mapper_bench";
  public static final String DEFAULT_CONSISTENCY = "LOCAL_QUORUM";
  public static final String DEFAULT_DATACENTER = "datacenter1";

  public AdapterConfig {
    contactPoints = List.copyOf(contactPoints);
    if (contactPoints.isEmpty()) {
      throw new IllegalArgumentException("no contact points");
    }
  }

  /** The property names below are the ones users pass with {@code -D}. */
  public static AdapterConfig fromProperties(Properties p) {
    return new AdapterConfig(
        Arrays.stream(p.getProperty("cassandra.contactPoints", "127.0.0.1:9042").split(","))
            .map(String::trim)
            .filter(s -> !s.isEmpty())
            .toList(),
        p.getProperty("cassandra.localDc", DEFAULT_DATACENTER),
        p.getProperty("cassandra.keyspace", KEYSPACE),
        p.getProperty("bench.consistency", DEFAULT_CONSISTENCY));
  }

  /** The same values as properties, to hand to another JVM. */
  public Map<String, String> toProperties() {
    return Map.of(
        "cassandra.contactPoints", String.join(",", contactPoints),
        "cassandra.localDc", localDatacenter,
        "cassandra.keyspace", keyspace,
        "bench.consistency", consistencyLevel);
  }

  /** A contact point split into host and port, for drivers that take them apart. */
  public record HostPort(String host, int port) {
    public static HostPort parse(String hostPort) {
      int colon = hostPort.lastIndexOf(':');
      if (colon < 0) {
        return new HostPort(hostPort, 9042);
      }
      return new HostPort(hostPort.substring(0, colon), Integer.parseInt(hostPort.substring(colon + 1)));
    }
  }

  public List<HostPort> hostPorts() {
    return contactPoints.stream().map(HostPort::parse).toList();
  }
}
