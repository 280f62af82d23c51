package org.mapperbench.servers;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import org.mapperbench.settings.ServerSettings;

/** How the embedded MariaDB is started: from the {@code mariadb.*} settings of {@link ServerSettings}. */
public record EmbeddedMariaDbSettings(int port, List<String> serverOptions, Duration startTimeout, Path workDir) {

  public EmbeddedMariaDbSettings {
    serverOptions = List.copyOf(serverOptions);
  }

  public static EmbeddedMariaDbSettings fromProperties(Properties p, Path workDir) {
    return new EmbeddedMariaDbSettings(
        ServerSettings.MARIADB_PORT.get(p),
        ServerSettings.MARIADB_SERVER_OPTIONS.get(p),
        Duration.ofSeconds(ServerSettings.MARIADB_START_TIMEOUT_SECONDS.get(p)),
        workDir);
  }
}
