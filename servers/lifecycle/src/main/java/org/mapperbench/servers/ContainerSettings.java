package org.mapperbench.servers;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;

/**
 * How servers are started in containers ({@code -Dbench.server=container}). Users set with {@code -D}:
 * {@code cassandra.image} (default {@link #DEFAULT_CASSANDRA_IMAGE}; an image whose name contains "scylla" is run
 * as ScyllaDB), {@code mariadb.image} (default {@link #DEFAULT_MARIADB_IMAGE}) and
 * {@code container.startTimeoutSeconds} (default 180). Ports are chosen free, as for the embedded servers.
 */
public record ContainerSettings(String cassandraImage, String mariadbImage, Duration startTimeout, Path workDir) {
  /** The value of {@code -Dbench.server} that selects containers; the default is {@code embedded}. */
  public static final String SERVER_KIND = "container";

  public static final String DEFAULT_CASSANDRA_IMAGE = "mapper-bench/cassandra:5.0.6";
  public static final String DEFAULT_MARIADB_IMAGE = "mapper-bench/mariadb:10.11";

  /** True when {@code -Dbench.server=container}; any value other than embedded or container is an error. */
  public static boolean selected(Properties p) {
    String kind = p.getProperty("bench.server", "").strip();
    if (kind.isEmpty() || kind.equals("embedded")) {
      return false;
    }
    if (kind.equals(SERVER_KIND)) {
      return true;
    }
    throw new ServerException("-Dbench.server wants embedded or " + SERVER_KIND + ", not '" + kind + "'");
  }

  public static ContainerSettings fromProperties(Properties p, Path workDir) {
    return new ContainerSettings(
        nonBlank(p, "cassandra.image", DEFAULT_CASSANDRA_IMAGE),
        nonBlank(p, "mariadb.image", DEFAULT_MARIADB_IMAGE),
        Duration.ofSeconds(EmbeddedCassandraSettings.intProperty(p, "container.startTimeoutSeconds", 180)),
        workDir);
  }

  /** ScyllaDB speaks CQL but is started, configured and counted differently. */
  public boolean scylla() {
    return cassandraImage.toLowerCase(java.util.Locale.ROOT).contains("scylla");
  }

  private static String nonBlank(Properties p, String key, String fallback) {
    String value = p.getProperty(key, "").strip();
    return value.isEmpty() ? fallback : value;
  }
}
