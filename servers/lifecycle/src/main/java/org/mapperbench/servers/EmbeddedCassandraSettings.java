package org.mapperbench.servers;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;

/**
 * How the embedded node is started. Users set these with {@code -D}: {@code cassandra.port} (native protocol,
 * default 9042, 0 for any free port), {@code cassandra.storagePort} (default any free port), {@code
 * cassandra.heap} (default 1g) and {@code cassandra.startTimeoutSeconds} (default 60).
 */
public record EmbeddedCassandraSettings(
    int nativePort, int storagePort, String heap, Duration startTimeout, Path workDir) {

  public static EmbeddedCassandraSettings fromProperties(Properties p, Path workDir) {
    return new EmbeddedCassandraSettings(
        intProperty(p, "cassandra.port", 9042),
        intProperty(p, "cassandra.storagePort", 0),
        p.getProperty("cassandra.heap", "1g"),
        Duration.ofSeconds(intProperty(p, "cassandra.startTimeoutSeconds", 60)),
        workDir);
  }

  static int intProperty(Properties p, String name, int fallback) {
    String value = p.getProperty(name, "").strip();
    if (value.isEmpty()) {
      return fallback;
    }
    try {
      return Integer.parseInt(value);
    } catch (NumberFormatException e) {
      throw new ServerException("-D" + name + " must be a number, not '" + value + "'");
    }
  }
}
