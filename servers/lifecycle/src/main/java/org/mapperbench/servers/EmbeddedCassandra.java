package org.mapperbench.servers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mapperbench.servers.node.CassandraNodeMain;

/**
 * A real Apache Cassandra node (cassandra-all from Maven Central) in its own JVM, on loopback, with its data and
 * logs under the work folder. It stops when {@link #close} is called, when the JVM that started it exits by any
 * path (a shutdown hook, and {@link CassandraNodeMain}'s watchdog for kill -9), and it never outlives a failed
 * start.
 */
public final class EmbeddedCassandra implements CassandraTarget {
  private final ChildJvm node;
  private final Process process;
  private final Path dir;
  private final int nativePort;
  private volatile String version = "5";

  private EmbeddedCassandra(ChildJvm node, Path dir, int nativePort) {
    this.node = node;
    this.process = node.process();
    this.dir = dir;
    this.nativePort = nativePort;
  }

  /** Starts a node and returns once it answers CQL, or throws a {@link ServerException} with its log's tail. */
  public static EmbeddedCassandra start(EmbeddedCassandraSettings settings) {
    int nativePort = settings.nativePort() == 0 ? LocalPorts.free() : settings.nativePort();
    LocalPorts.requireFree(
        nativePort, "pass -Dcassandra.port=<another port>, or stop what holds it (a node left over? pgrep -f CassandraNodeMain)");
    int storagePort = settings.storagePort() == 0 ? LocalPorts.free() : settings.storagePort();
    LocalPorts.requireFree(storagePort, "pass -Dcassandra.storagePort=<another port>");
    Path dir = settings.workDir().resolve("cassandra").toAbsolutePath();
    ChildJvm child;
    try {
      ChildJvm.deleteRecursively(dir);
      Files.createDirectories(dir.resolve("logs"));
      Files.writeString(dir.resolve("cassandra.yaml"), CassandraCommand.yaml(dir, nativePort, storagePort));
      child = ChildJvm.start(command(settings, dir), dir.resolve("logs/stdout.log"));
    } catch (IOException e) {
      throw new ServerException("cannot launch the embedded Cassandra node: " + e.getMessage(), e);
    }
    EmbeddedCassandra node = new EmbeddedCassandra(child, dir, nativePort);
    try {
      node.awaitCql(settings.startTimeout());
      return node;
    } catch (RuntimeException e) {
      node.close();
      throw e;
    }
  }

  private void awaitCql(Duration timeout) {
    long deadline = System.nanoTime() + timeout.toNanos();
    while (!LocalPorts.accepts(nativePort)) {
      if (!process.isAlive()) {
        throw new ServerException(
            "the embedded Cassandra node exited during start-up (exit code " + process.exitValue() + "); log: " + logFile(),
            logTail(),
            null);
      }
      if (System.nanoTime() > deadline) {
        throw new ServerException(
            "the embedded Cassandra node was not ready for CQL within " + timeout.toSeconds() + " s; log: " + logFile(),
            logTail(),
            null);
      }
      ChildJvm.sleep(250, "Cassandra");
    }
    try (RawCql cql = RawCql.connect(contactPoints(), localDatacenter())) {
      version = cql.releaseVersion();
    }
  }

  private static List<String> command(EmbeddedCassandraSettings settings, Path dir) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(ChildJvm.javaExecutable());
    command.addAll(CassandraCommand.jvmOptions(settings.heap(), dir, "org/mapperbench/servers/node/cassandra-node-logback.xml"));
    command.add("-cp");
    command.add(ChildJvm.recordedClasspath(CassandraNodeMain.class, "cassandra-node.classpath"));
    command.add(CassandraNodeMain.class.getName());
    return command;
  }

  @Override
  public List<String> contactPoints() {
    return List.of("127.0.0.1:" + nativePort);
  }

  @Override
  public String localDatacenter() {
    return "datacenter1";
  }

  @Override
  public Optional<ProcessHandle> process() {
    return Optional.of(process.toHandle());
  }

  @Override
  public void checkAlive() {
    if (!process.isAlive()) {
      throw new ServerException(
          "the embedded Cassandra node (pid " + process.pid() + ") died; log: " + logFile(), logTail(), null);
    }
  }

  @Override
  public String describe() {
    return "embedded Cassandra " + version + " on 127.0.0.1:" + nativePort + " (pid " + process.pid() + ")";
  }

  @Override
  public String version() {
    return version;
  }

  public Path logFile() {
    return dir.resolve("logs/system.log");
  }

  @Override
  public void close() {
    node.close(10); // the node's watchdog halts it on end of input
  }

  /** The last lines of the node's log, indented, for error messages. */
  public String logTail() {
    return ChildJvm.tail(List.of(logFile(), dir.resolve("logs/stdout.log")));
  }
}
