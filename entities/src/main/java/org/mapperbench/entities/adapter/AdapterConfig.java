package org.mapperbench.entities.adapter;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;

/**
 * Where and how an adapter connects. Built from system properties in benchmark JVMs and from the test fixture in
 * conformance tests; every adapter of a backend receives the same values.
 *
 * @param contactPoints {@code host:port} of the Cassandra nodes (unused by MariaDB adapters)
 * @param localDatacenter the datacenter the drivers treat as local
 * @param keyspace the suite's keyspace; it already holds the suite's schema
 * @param consistencyLevel the consistency level of every read and write, a CQL name such as LOCAL_QUORUM
 * @param jdbc the MariaDB server of the relational baseline, or null when the run has none
 */
public record AdapterConfig(
    List<String> contactPoints, String localDatacenter, String keyspace, String consistencyLevel, Jdbc jdbc) {

  public static final String KEYSPACE = "mapper_bench";
  public static final String DEFAULT_CONSISTENCY = "LOCAL_QUORUM";
  public static final String DEFAULT_DATACENTER = "datacenter1";

  public AdapterConfig {
    contactPoints = List.copyOf(contactPoints);
  }

  /**
   * A JDBC server that already holds the suite's SQL schema.
   *
   * @param url a {@code jdbc:mariadb://host:port/database} URL without options; adapters add their own and report
   *     them in {@link AdapterTraits#settings()}
   */
  public record Jdbc(String url, String user, String password) {}

  /** The JDBC server, or a clear error for an adapter that needs one when the run has none. */
  public Jdbc requireJdbc() {
    if (jdbc == null) {
      throw new IllegalStateException("no MariaDB server configured (mariadb.url)");
    }
    return jdbc;
  }

  /**
   * The environment variable that carries the MariaDB password into the runner and its fork JVMs. A process's
   * environment is readable only by its owner, where its command line ({@code ps}) is readable by every user of the
   * machine and JMH copies a fork's {@code -D} options into its results.
   */
  public static final String PASSWORD_ENVIRONMENT = "MAPPERBENCH_MARIADB_PASSWORD";

  /** The property names below are the ones users pass with {@code -D}; the password may come from the environment. */
  public static AdapterConfig fromProperties(Properties p) {
    String url = p.getProperty("mariadb.url", "").strip();
    return new AdapterConfig(
        Arrays.stream(p.getProperty("cassandra.contactPoints", "127.0.0.1:9042").split(","))
            .map(String::trim)
            .filter(s -> !s.isEmpty())
            .toList(),
        p.getProperty("cassandra.localDc", DEFAULT_DATACENTER),
        p.getProperty("cassandra.keyspace", KEYSPACE),
        p.getProperty("bench.consistency", DEFAULT_CONSISTENCY),
        url.isEmpty()
            ? null
            : new Jdbc(url, p.getProperty("mariadb.user", "root"), p.getProperty("mariadb.password",
                Objects.requireNonNullElse(System.getenv(PASSWORD_ENVIRONMENT), ""))));
  }

  /** The same values as properties, to hand to another JVM, except the password: see {@link #secretEnvironment}. */
  public Map<String, String> toProperties() {
    Map<String, String> p = new LinkedHashMap<>();
    p.put("cassandra.contactPoints", String.join(",", contactPoints));
    p.put("cassandra.localDc", localDatacenter);
    p.put("cassandra.keyspace", keyspace);
    p.put("bench.consistency", consistencyLevel);
    if (jdbc != null) {
      p.put("mariadb.url", jdbc.url());
      p.put("mariadb.user", jdbc.user());
    }
    return p;
  }

  /** What another JVM needs in its environment, beside {@link #toProperties}: the password, if there is one. */
  public Map<String, String> secretEnvironment() {
    return jdbc == null || jdbc.password().isEmpty() ? Map.of() : Map.of(PASSWORD_ENVIRONMENT, jdbc.password());
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
