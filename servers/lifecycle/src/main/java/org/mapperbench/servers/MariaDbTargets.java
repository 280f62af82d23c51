package org.mapperbench.servers;

import java.nio.file.Path;
import java.util.Properties;
import org.mapperbench.settings.ServerSettings;

/**
 * Chooses the MariaDB the suite measures: an existing server when {@code -Dmariadb.url=jdbc:mariadb://host:port/db}
 * is given (with {@code -Dmariadb.user}, default root, and {@code -Dmariadb.password} or the environment variable
 * {@value ServerSettings#PASSWORD_ENVIRONMENT}), otherwise a fresh embedded
 * one, or one in a container with {@code -Dbench.server=container}. The default never uses a server that happens to
 * be installed on the machine.
 */
public final class MariaDbTargets {
  private MariaDbTargets() {}

  public static MariaDbTarget open(Properties properties, Path workDir) {
    String url = ServerSettings.MARIADB_URL.get(properties);
    if (url == null) {
      EmbeddedMariaDbSettings server = EmbeddedMariaDbSettings.fromProperties(properties, workDir);
      return ServerSettings.containers(properties)
          ? ContainerMariaDb.start(server, ContainerSettings.fromProperties(properties, workDir))
          : EmbeddedMariaDb.start(server);
    }
    return ExternalMariaDb.connect(url, ServerSettings.MARIADB_USER.get(properties),
        ServerSettings.MARIADB_PASSWORD.get(properties));
  }
}
