package org.mapperbench.servers;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;

/**
 * How the embedded MariaDB is started. Users set these with {@code -D}: {@code mariadb.port} (default 0, any free
 * port), {@code mariadb.startTimeoutSeconds} (default 60) and {@code mariadb.serverOptions} (mariadbd options,
 * space-separated; default {@link #DEFAULT_SERVER_OPTIONS}).
 */
public record EmbeddedMariaDbSettings(int port, List<String> serverOptions, Duration startTimeout, Path workDir) {

  /**
   * Flush the InnoDB log to the operating system at each commit and to disk once a second. Cassandra's default
   * commit log (periodic, 10 s) also acknowledges a write before it is on disk; MariaDB's default (an fsync per
   * commit) would measure this machine's disk instead of the library, and differently from Cassandra.
   */
  public static final String DEFAULT_SERVER_OPTIONS = "--innodb-flush-log-at-trx-commit=2";

  public EmbeddedMariaDbSettings {
    serverOptions = List.copyOf(serverOptions);
  }

  public static EmbeddedMariaDbSettings fromProperties(Properties p, Path workDir) {
    String options = p.getProperty("mariadb.serverOptions", "").isBlank()
        ? DEFAULT_SERVER_OPTIONS
        : p.getProperty("mariadb.serverOptions");
    return new EmbeddedMariaDbSettings(
        EmbeddedCassandraSettings.intProperty(p, "mariadb.port", 0),
        Arrays.stream(options.strip().split("\\s+")).filter(s -> !s.isEmpty()).toList(),
        Duration.ofSeconds(EmbeddedCassandraSettings.intProperty(p, "mariadb.startTimeoutSeconds", 60)),
        workDir);
  }
}
