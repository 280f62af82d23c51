package org.mapperbench.settings;

import static org.mapperbench.settings.Reach.FORK;
import static org.mapperbench.settings.Reach.RUNNER;
import static org.mapperbench.settings.Reach.TEST;
import static org.mapperbench.settings.Setting.user;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/** The settings of which servers a run or a test measures and how the suite starts its own. */
public final class ServerSettings {
  private ServerSettings() {}

  /** The datacenter of the suite's own nodes and containers, and of an existing cluster unless the user names one. */
  public static final String DEFAULT_DATACENTER = "datacenter1";
  /** The suite's Cassandra keyspace, and the database of its own MariaDB. */
  public static final String SUITE_SCHEMA = "mapper_bench";
  public static final int CQL_PORT = 9042;
  /** MariaDB's own administrator, the user of the suite's embedded server. */
  public static final String DEFAULT_DB_USER = "root";
  /** The value of {@code bench.server} that starts servers as containers. */
  public static final String CONTAINER = "container";
  /** The label of the suite's containers, by which stop-servers finds them (Testcontainers' reaper is off). */
  public static final String CONTAINER_LABEL = "org.mapperbench.server";
  /** The environment variable that may carry the MariaDB password instead of {@code -Dmariadb.password}. */
  public static final String PASSWORD_ENVIRONMENT = "MAPPERBENCH_MARIADB_PASSWORD";
  /** The environment variables that may carry Cassandra's secrets instead of their {@code -D} settings. */
  public static final String CASSANDRA_PASSWORD_ENVIRONMENT = "MAPPERBENCH_CASSANDRA_PASSWORD";
  public static final String TRUSTSTORE_PASSWORD_ENVIRONMENT = "MAPPERBENCH_CASSANDRA_TRUSTSTORE_PASSWORD";
  public static final String KEYSTORE_PASSWORD_ENVIRONMENT = "MAPPERBENCH_CASSANDRA_KEYSTORE_PASSWORD";

  public static final Setting<String> SERVER = user("bench.server", "`embedded`",
      "`container`: start Cassandra and MariaDB as containers through Testcontainers (needs a Docker engine and the"
          + " images; see [docker/README.md](../docker/README.md))", ServerSettings::serverKind, p -> "embedded",
      TEST, RUNNER);
  public static final Setting<String> CASSANDRA_IMAGE = user("cassandra.image", "`mapper-bench/cassandra:5.0.9`",
      "the Cassandra image `bench.server=container` runs, e.g. `mapper-bench/cassandra:4.1.10`; an image named"
          + " `*scylla*` runs as ScyllaDB", Parsers.TEXT, p -> "mapper-bench/cassandra:5.0.9", TEST, RUNNER);
  public static final Setting<String> MARIADB_IMAGE = user("mariadb.image", "`mapper-bench/mariadb:11.4.5`",
      "the MariaDB image `bench.server=container` runs", Parsers.TEXT, p -> "mapper-bench/mariadb:11.4.5", TEST,
      RUNNER);
  public static final Setting<Integer> CONTAINER_START_TIMEOUT_SECONDS = user("container.startTimeoutSeconds", "`180`",
      "how long a container may take to start and answer", Parsers.POSITIVE, p -> 180, TEST, RUNNER);
  public static final Setting<Integer> CASSANDRA_PORT = user("cassandra.port", "`9042`",
      "native port of the embedded node (`0` = any free port; tests use `0`)", Parsers.PORT, p -> CQL_PORT,
      TEST, RUNNER);
  public static final Setting<Integer> CASSANDRA_STORAGE_PORT = user("cassandra.storagePort", "a free port",
      "storage port of the embedded node", Parsers.PORT, p -> 0, TEST, RUNNER);
  public static final Setting<Integer> CASSANDRA_NODES = user("cassandra.nodes", "`1`",
      "embedded nodes, 1 to 9: more than one start a cluster on 127.0.0.1, 127.0.0.2, … (see"
          + " [Clusters and consistency](clusters.md))", ServerSettings::nodes, p -> 1, TEST, RUNNER);
  public static final Setting<String> CASSANDRA_HEAP = user("cassandra.heap", "`1g` (cluster: `512m` per node)",
      "heap of each embedded node", Parsers.TEXT, p -> CASSANDRA_NODES.get(p) == 1 ? "1g" : "512m", TEST, RUNNER);
  public static final Setting<List<String>> CASSANDRA_JVM_OPTIONS = user("cassandra.jvmOptions", "—",
      "JVM options added to each embedded node's own, space-separated (after them, so they win), e.g."
          + " `-XX:MaxTenuringThreshold=1`", (name, value) -> List.of(value.strip().split("\\s+")), p -> List.of(),
      TEST, RUNNER);
  public static final Setting<List<String>> CASSANDRA_YAML = user("cassandra.yamlSettings", "—",
      "`key: value` settings of each embedded node's cassandra.yaml, separated by `;`, each replacing the suite's"
          + " own line of that key, e.g. `memtable_allocation_type: offheap_objects`",
      (name, value) -> java.util.Arrays.stream(value.split(";")).map(String::strip).filter(v -> !v.isEmpty()).toList(),
      p -> List.of(), TEST, RUNNER);
  public static final Setting<Boolean> CASSANDRA_SECURE = user("cassandra.secure", "`false`",
      "`true`: the embedded node asks for a password and client-to-node TLS, with a certificate it makes itself, and"
          + " every session connects with them: the production-cluster path on the embedded node (see"
          + " [Production clusters](production.md))", Parsers.BOOLEAN, p -> false, TEST, RUNNER);
  public static final Setting<Integer> CASSANDRA_START_TIMEOUT_SECONDS = user("cassandra.startTimeoutSeconds", "`60`",
      "how long the node may take to answer CQL", Parsers.POSITIVE, p -> 60, TEST, RUNNER);
  public static final Setting<List<String>> CONTACT_POINTS = user("cassandra.contactPoints", "—",
      "`host[:port],…` of an existing cluster: skips the embedded node (also for `./mvnw verify`)", Parsers.WORDS,
      p -> List.of(), TEST, RUNNER, FORK);
  public static final Setting<String> LOCAL_DC = user("cassandra.localDc", "`datacenter1`",
      "local datacenter of that cluster", Parsers.TEXT, p -> DEFAULT_DATACENTER, TEST, RUNNER, FORK);
  public static final Setting<String> KEYSPACE = user("cassandra.keyspace", "`mapper_bench`",
      "the suite's keyspace; a replication sweep adds `_rf<n>`", ServerSettings::keyspace, p -> SUITE_SCHEMA, TEST,
      RUNNER, FORK);
  public static final Setting<String> REPLICATION = user("cassandra.replication", "—",
      "the suite keyspace's whole replication map, e.g. `{'class': 'NetworkTopologyStrategy', 'dc1': 3}`, instead of"
          + " `bench.replicationFactor`", Parsers.TEXT, p -> null, TEST, RUNNER);
  public static final Setting<String> CASSANDRA_USER = user("cassandra.user", "—",
      "user name for a cluster that asks for one (`PasswordAuthenticator`); see [Production clusters](production.md)",
      Parsers.TEXT, p -> null, TEST, RUNNER, FORK);
  public static final Setting<String> CASSANDRA_PASSWORD = secret("cassandra.password",
      "password of `cassandra.user`", CASSANDRA_PASSWORD_ENVIRONMENT);
  public static final Setting<String> CASSANDRA_TRUSTSTORE = user("cassandra.truststore", "—",
      "trust store (PKCS12 or JKS) of the authorities that signed the nodes' certificates: switches client-to-node"
          + " TLS on for every session", Parsers.TEXT, p -> null, TEST, RUNNER, FORK);
  public static final Setting<String> CASSANDRA_TRUSTSTORE_PASSWORD = secret("cassandra.truststorePassword",
      "password of `cassandra.truststore`", TRUSTSTORE_PASSWORD_ENVIRONMENT);
  public static final Setting<String> CASSANDRA_KEYSTORE = user("cassandra.keystore", "—",
      "the client's own key store, for nodes that require client certificates", Parsers.TEXT, p -> null,
      TEST, RUNNER, FORK);
  public static final Setting<String> CASSANDRA_KEYSTORE_PASSWORD = secret("cassandra.keystorePassword",
      "password of `cassandra.keystore` and of its key", KEYSTORE_PASSWORD_ENVIRONMENT);
  public static final Setting<String> MARIADB_URL = user("mariadb.url", "—",
      "`jdbc:mariadb://host:port/database` of an existing MariaDB: skips the embedded one (also for `./mvnw verify`)",
      ServerSettings::mariaDbUrl, p -> null, TEST, RUNNER, FORK);
  public static final Setting<String> MARIADB_USER = user("mariadb.user", "`root`",
      "user for `mariadb.url`", Parsers.TEXT, p -> DEFAULT_DB_USER, TEST, RUNNER, FORK);
  public static final Setting<String> MARIADB_PASSWORD = new Setting<>("mariadb.password", "empty",
      "password for `mariadb.url`; better, export it as `" + PASSWORD_ENVIRONMENT + "`, which keeps it out of"
          + " Maven's command line too. The runner and its fork JVMs get it in their environment, never as a `-D`"
          + " (which `ps` shows every user, and JMH copies into the results)", Parsers.TEXT,
      p -> System.getenv().getOrDefault(PASSWORD_ENVIRONMENT, ""), EnumSet.of(TEST, RUNNER, FORK), true, true);
  public static final Setting<Integer> MARIADB_PORT = user("mariadb.port", "a free port",
      "port of the embedded MariaDB", Parsers.PORT, p -> 0, TEST, RUNNER);
  public static final Setting<List<String>> MARIADB_SERVER_OPTIONS = user("mariadb.serverOptions",
      "`--innodb-flush-log-at-trx-commit=2`", "`mariadbd` options of the embedded MariaDB, space-separated",
      (name, value) -> List.of(value.split("\\s+")),
      // Flush the InnoDB log at each commit to the operating system, to disk once a second: Cassandra's periodic
      // commit log also acknowledges a write before it is on disk, where an fsync per commit measures the disk.
      p -> List.of("--innodb-flush-log-at-trx-commit=2"), TEST, RUNNER);
  public static final Setting<Integer> MARIADB_START_TIMEOUT_SECONDS = user("mariadb.startTimeoutSeconds", "`60`",
      "how long the embedded MariaDB may take to start", Parsers.POSITIVE, p -> 60, TEST, RUNNER);

  /** Each secret setting's environment variable, in which a JVM of the suite hands it to the next. */
  public static final Map<Setting<String>, String> SECRET_ENVIRONMENT = Map.of(
      MARIADB_PASSWORD, PASSWORD_ENVIRONMENT, CASSANDRA_PASSWORD, CASSANDRA_PASSWORD_ENVIRONMENT,
      CASSANDRA_TRUSTSTORE_PASSWORD, TRUSTSTORE_PASSWORD_ENVIRONMENT,
      CASSANDRA_KEYSTORE_PASSWORD, KEYSTORE_PASSWORD_ENVIRONMENT);

  /**
   * A secret: read from the environment variable {@code environment} unless given as {@code -D}, and never handed on
   * as one (the runner and its fork JVMs get it in their environment).
   */
  private static Setting<String> secret(String name, String doc, String environment) {
    return new Setting<>(name, "empty", doc + "; better, export it as `" + environment + "`, which keeps it out of"
        + " Maven's command line too", Parsers.TEXT, p -> System.getenv().getOrDefault(environment, ""),
        EnumSet.of(TEST, RUNNER, FORK), true, true);
  }

  /** True when {@code bench.server=container}. */
  public static boolean containers(Properties p) {
    return CONTAINER.equals(SERVER.get(p));
  }

  private static String serverKind(String name, String value) {
    if (!value.equals("embedded") && !value.equals(CONTAINER)) {
      throw new BadSetting("-D" + name + " wants embedded or " + CONTAINER + ", not '" + value + "'");
    }
    return value;
  }

  private static int nodes(String name, String value) {
    if (!value.matches("[1-9]")) {
      throw new BadSetting("-D" + name + " wants 1 to 9 nodes (on 127.0.0.1 to 127.0.0.9), not " + value);
    }
    return Integer.parseInt(value);
  }

  private static String keyspace(String name, String value) {
    if (!value.matches("[a-zA-Z][a-zA-Z0-9_]{0,40}")) {
      throw new BadSetting("-D" + name + " wants a CQL name of letters, digits and _, not '" + value + "'");
    }
    return value;
  }

  private static String mariaDbUrl(String name, String value) {
    if (!value.matches("jdbc:mariadb://[^/?\\s]+/\\w+")) {
      throw new BadSetting("-D" + name + " wants jdbc:mariadb://host:port/database (no options), not '" + value + "'");
    }
    return value;
  }
}
