package org.mapperbench.servers;

import java.nio.file.Path;
import java.util.Properties;

/**
 * Chooses the MariaDB the suite measures: an existing server when {@code -Dmariadb.url=jdbc:mariadb://host:port/db}
 * is given (with {@code -Dmariadb.user}, default root, and {@code -Dmariadb.password} or the environment variable
 * {@value #PASSWORD_ENVIRONMENT}), otherwise a fresh embedded
 * one, or one in a container with {@code -Dbench.server=container}. The default never uses a server that happens to
 * be installed on the machine.
 */
public final class MariaDbTargets {
  /**
   * Where the password may come from instead of {@code -Dmariadb.password}: a process's environment is readable only
   * by its owner, where its command line is readable by every user of the machine through {@code ps}.
   */
  public static final String PASSWORD_ENVIRONMENT = "MAPPERBENCH_MARIADB_PASSWORD";

  private MariaDbTargets() {}

  public static MariaDbTarget open(Properties properties, Path workDir) {
    String url = properties.getProperty("mariadb.url", "").strip();
    if (url.isEmpty()) {
      EmbeddedMariaDbSettings server = EmbeddedMariaDbSettings.fromProperties(properties, workDir);
      return ContainerSettings.selected(properties)
          ? ContainerMariaDb.start(server, ContainerSettings.fromProperties(properties, workDir))
          : EmbeddedMariaDb.start(server);
    }
    if (!url.matches("jdbc:mariadb://[^/?\\s]+/\\w+")) {
      throw new ServerException("-Dmariadb.url wants jdbc:mariadb://host:port/database (no options), not '" + url + "'");
    }
    String user = properties.getProperty("mariadb.user", "").strip();
    return ExternalMariaDb.connect(url, user.isEmpty() ? "root" : user, password(properties));
  }

  private static String password(Properties properties) {
    String environment = System.getenv(PASSWORD_ENVIRONMENT);
    return properties.getProperty("mariadb.password", environment == null ? "" : environment);
  }
}
