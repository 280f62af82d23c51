package org.mapperbench.entities.adapter;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.CqlSecurity;
import org.mapperbench.settings.ServerSettings;

/**
 * Where and how an adapter connects. Built from system properties in benchmark JVMs and from the test fixture in
 * conformance tests; every adapter of a backend receives the same values.
 *
 * @param contactPoints {@code host:port} of the Cassandra nodes (unused by MariaDB adapters)
 * @param localDatacenter the datacenter the drivers treat as local
 * @param keyspace the suite's keyspace; it already holds the suite's schema
 * @param consistencyLevel the consistency level of every read and write, a CQL name such as LOCAL_QUORUM
 * @param jdbc the MariaDB server of the relational baseline, or null when the run has none
 * @param security the user name, password and TLS of every Cassandra session ({@link CqlSecurity#NONE}: none);
 *     an adapter whose library cannot use what the cluster asks for fails in {@code open} with one line saying so
 */
public record AdapterConfig(List<String> contactPoints, String localDatacenter, String keyspace,
    String consistencyLevel, Jdbc jdbc, CqlSecurity security) {

  public AdapterConfig {
    contactPoints = List.copyOf(contactPoints);
    security = security == null ? CqlSecurity.NONE : security;
  }

  public AdapterConfig(List<String> contactPoints, String localDatacenter, String keyspace, String consistencyLevel,
      Jdbc jdbc) {
    this(contactPoints, localDatacenter, keyspace, consistencyLevel, jdbc, CqlSecurity.NONE);
  }

  /** The same with another keyspace and consistency level: a consistency sweep's fork JVM. */
  public AdapterConfig with(String keyspace, String consistencyLevel) {
    return new AdapterConfig(contactPoints, localDatacenter, keyspace, consistencyLevel, jdbc, security);
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
   * Reads the settings a fork JVM gets from the runner (see {@link #toProperties} and {@link #secretEnvironment}),
   * through the registry that defines their names and defaults.
   */
  public static AdapterConfig fromProperties(Properties p) {
    String url = ServerSettings.MARIADB_URL.get(p);
    return new AdapterConfig(
        ServerSettings.CONTACT_POINTS.get(p),
        ServerSettings.LOCAL_DC.get(p),
        ServerSettings.KEYSPACE.get(p),
        BenchSettings.CONSISTENCY.get(p).get(0),
        url == null ? null
            : new Jdbc(url, ServerSettings.MARIADB_USER.get(p), ServerSettings.MARIADB_PASSWORD.get(p)),
        CqlSecurity.of(p));
  }

  /** The same values as properties, to hand to another JVM, except the passwords: see {@link #secretEnvironment}. */
  public Map<String, String> toProperties() {
    Map<String, String> p = new LinkedHashMap<>();
    p.put(ServerSettings.CONTACT_POINTS.name(), String.join(",", contactPoints));
    p.put(ServerSettings.LOCAL_DC.name(), localDatacenter);
    p.put(ServerSettings.KEYSPACE.name(), keyspace);
    p.put(BenchSettings.CONSISTENCY.name(), consistencyLevel);
    if (jdbc != null) {
      p.put(ServerSettings.MARIADB_URL.name(), jdbc.url());
      p.put(ServerSettings.MARIADB_USER.name(), jdbc.user());
    }
    p.putAll(security.toProperties());
    return p;
  }

  /**
   * What another JVM needs in its environment, beside {@link #toProperties}: the passwords, if there are any. A
   * process's environment is readable only by its owner, where its command line is readable by every user of the
   * machine and JMH copies a fork's {@code -D} options into its results.
   */
  public Map<String, String> secretEnvironment() {
    Map<String, String> env = new LinkedHashMap<>(security.secretEnvironment());
    if (jdbc != null && !jdbc.password().isEmpty()) {
      env.put(ServerSettings.PASSWORD_ENVIRONMENT, jdbc.password());
    }
    return env;
  }

  /** A contact point split into host and port, for drivers that take them apart. */
  public record HostPort(String host, int port) {
    public static HostPort parse(String hostPort) {
      int colon = hostPort.lastIndexOf(':');
      if (colon < 0) {
        return new HostPort(hostPort, ServerSettings.CQL_PORT);
      }
      return new HostPort(hostPort.substring(0, colon), Integer.parseInt(hostPort.substring(colon + 1)));
    }
  }

  public List<HostPort> hostPorts() {
    return contactPoints.stream().map(HostPort::parse).toList();
  }
}
