package org.mapperbench.servers;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;
import org.mapperbench.settings.ServerSettings;

/**
 * How servers are started in containers ({@code -Dbench.server=container}): from the image and timeout settings of
 * {@link ServerSettings}. Ports are chosen free, as for the embedded servers.
 */
public record ContainerSettings(String cassandraImage, String mariadbImage, Duration startTimeout, Path workDir) {
  public static ContainerSettings fromProperties(Properties p, Path workDir) {
    return new ContainerSettings(
        ServerSettings.CASSANDRA_IMAGE.get(p),
        ServerSettings.MARIADB_IMAGE.get(p),
        Duration.ofSeconds(ServerSettings.CONTAINER_START_TIMEOUT_SECONDS.get(p)),
        workDir);
  }

  /** ScyllaDB speaks CQL but is started, configured and counted differently. */
  public boolean scylla() {
    return cassandraImage.toLowerCase(java.util.Locale.ROOT).contains("scylla");
  }
}
