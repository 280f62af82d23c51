package org.mapperbench.servers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mapperbench.servers.node.CassandraNodeMain;
import org.mapperbench.settings.ServerSettings;

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
  private final int jmxPort;
  private final String address;
  private final int nativePort;
  private final org.mapperbench.settings.CqlSecurity security;
  private volatile String version = "5";

  private EmbeddedCassandra(ChildJvm node, Path dir, int jmxPort, String address, int nativePort,
      org.mapperbench.settings.CqlSecurity security) {
    this.node = node;
    this.process = node.process();
    this.dir = dir;
    this.jmxPort = jmxPort;
    this.address = address;
    this.nativePort = nativePort;
    this.security = security;
  }

  /** Starts a single node on 127.0.0.1 and returns once it answers CQL, or throws with its log's tail. */
  public static EmbeddedCassandra start(EmbeddedCassandraSettings settings) {
    int nativePort = settings.nativePort() == 0 ? LocalPorts.free() : settings.nativePort();
    LocalPorts.requireFree(
        nativePort,
        "pass -Dcassandra.port=<another port>, or stop what holds it (a node left over? pgrep -f CassandraNodeMain)");
    int storagePort = settings.storagePort() == 0 ? LocalPorts.freeBesides(nativePort) : settings.storagePort();
    LocalPorts.requireFree(storagePort, "pass -Dcassandra.storagePort=<another port>");
    Path dir = settings.workDir().resolve("cassandra").toAbsolutePath();
    return start(settings, new Placement("127.0.0.1", "127.0.0.1", nativePort, storagePort, dir, true, false,
        LocalPorts.freeBesides(nativePort, storagePort)), true);
  }

  /**
   * Where one node of a suite-started cluster runs: its loopback address, its cluster's seed, the ports every node
   * shares (drivers 3 take one native port for the whole cluster), and its own folder. A node that is not {@code
   * clientFacing} runs no native transport: clients never send it a request, it only holds replicas. A {@code
   * restartable} node may be killed and started again on its own data (the node-down fault). A node with a {@code
   * jmxPort} (not 0) opens it on loopback, for the suite's {@link NodeStorage}.
   */
  record Placement(String address, String seed, int nativePort, int storagePort, Path dir, boolean clientFacing,
      boolean restartable, int jmxPort) {}

  /**
   * Starts a node and returns once it answers CQL. {@code fresh} empties its folder first; a restart after a fault
   * keeps it, so the node comes back with what it had.
   */
  static EmbeddedCassandra start(EmbeddedCassandraSettings settings, Placement at, boolean fresh) {
    ChildJvm child;
    SecureNode secure = null;
    try {
      if (fresh) {
        Folders.deleteRecursively(at.dir());
      } else if (Files.exists(at.dir().resolve("logs/system.log"))) {
        // A restart keeps the data; the log starts afresh, so that start-up is read from this start's lines only.
        Files.move(at.dir().resolve("logs/system.log"), at.dir().resolve("logs/system-before-restart.log"),
            java.nio.file.StandardCopyOption.REPLACE_EXISTING);
      }
      Files.createDirectories(at.dir().resolve("logs"));
      List<String> yaml = new ArrayList<>(settings.yaml());
      if (settings.secure()) {
        secure = SecureNode.prepare(at.dir());
        yaml.addAll(secure.yaml());
      }
      Files.writeString(at.dir().resolve("cassandra.yaml"),
          CassandraCommand.yaml(at.dir(), at.address(), at.seed(), at.nativePort(), at.storagePort(),
              at.clientFacing(), yaml));
      child = ChildJvm.start(command(settings, at), at.dir().resolve("logs/stdout.log"));
    } catch (IOException e) {
      throw new ServerException("cannot launch the embedded Cassandra node: " + e.getMessage(), e);
    }
    EmbeddedCassandra node = new EmbeddedCassandra(child, at.dir(), at.jmxPort(), at.address(),
        at.clientFacing() ? at.nativePort() : 0,
        secure == null ? org.mapperbench.settings.CqlSecurity.of(System.getProperties()) : secure.security());
    try {
      node.awaitCql(settings.startTimeout());
      return node;
    } catch (RuntimeException e) {
      node.close();
      throw e;
    }
  }

  /** Until the node answers CQL or, serving no clients, has logged the end of its start-up. */
  private void awaitCql(Duration timeout) {
    long deadline = System.nanoTime() + timeout.toNanos();
    while (nativePort > 0 ? !LocalPorts.accepts(address, nativePort) : !logSays("Startup complete")) {
      if (!process.isAlive()) {
        throw new ServerException(
            "the embedded Cassandra node at " + address + " exited during start-up (exit code " + process.exitValue()
                + "); log: " + logFile(),
            logTail(),
            null);
      }
      if (System.nanoTime() > deadline) {
        throw new ServerException(
            "the embedded Cassandra node at " + address + " was not ready for CQL within " + timeout.toSeconds()
                + " s; log: " + logFile(),
            logTail(),
            null);
      }
      ChildJvm.sleep(250, "Cassandra");
    }
    if (nativePort > 0) {
      try (RawCql cql = connect()) {
        version = cql.releaseVersion();
      }
    }
  }

  @Override
  public org.mapperbench.settings.CqlSecurity security() {
    return security;
  }

  private boolean logSays(String line) {
    try {
      return Files.exists(logFile()) && Files.readString(logFile()).contains(line);
    } catch (IOException | java.io.UncheckedIOException notYet) {
      return false;
    }
  }

  private static List<String> command(EmbeddedCassandraSettings settings, Placement at) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(ChildJvm.javaExecutable());
    List<String> extra = new ArrayList<>();
    if (!at.restartable()) {
      extra.add(CassandraCommand.UNSAFE_SYSTEM);
    }
    if (at.jmxPort() != 0) {
      extra.add("-Dcassandra.jmx.local.port=" + at.jmxPort());
    }
    extra.addAll(settings.jvmOptions());
    command.addAll(CassandraCommand.jvmOptions(settings.heap(), at.dir(),
        "org/mapperbench/servers/node/cassandra-node-logback.xml", extra));
    command.add("-cp");
    command.add(ChildJvm.recordedClasspath(CassandraNodeMain.class, "cassandra-node.classpath"));
    command.add(CassandraNodeMain.class.getName());
    return command;
  }

  @Override
  public Optional<NodeStorage> storage() {
    return jmxPort == 0 ? Optional.empty() : Optional.of(NodeStorage.connect(dir.resolve("data"), jmxPort));
  }

  @Override
  public List<String> contactPoints() {
    return nativePort > 0 ? List.of(address + ":" + nativePort) : List.of();
  }

  @Override
  public String localDatacenter() {
    return ServerSettings.DEFAULT_DATACENTER;
  }

  @Override
  public Optional<ProcessHandle> process() {
    return Optional.of(process.toHandle());
  }

  @Override
  public void checkAlive() {
    if (!process.isAlive()) {
      throw new ServerException(
          "the embedded Cassandra node at " + address + " (pid " + process.pid() + ") died; log: " + logFile(),
          logTail(),
          null);
    }
  }

  @Override
  public String describe() {
    return "embedded Cassandra " + version + " on " + address + ":" + nativePort + " (pid " + process.pid() + ")";
  }

  @Override
  public String version() {
    return version;
  }

  String address() {
    return address;
  }

  @Override
  public List<Path> logFolders() {
    return List.of(dir.resolve("logs"));
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
