package org.mapperbench.servers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mapperbench.settings.ServerSettings;

/**
 * A Cassandra node, or a ScyllaDB node, in a container started through Testcontainers
 * ({@code -Dbench.server=container}). For Cassandra the container runs the embedded node's own command line and
 * configuration ({@link CassandraCommand}) on the image's JDK and jars, with its folder under the work folder mounted
 * at the same path; so a containerised node differs from the embedded one in the image (Cassandra and JDK version)
 * and in running in a container, and in nothing else. A ScyllaDB image runs with its own entrypoint, and is counted
 * through its REST API.
 */
public final class ContainerCassandra implements CassandraTarget {
  private final ContainerKeeper keeper;
  private final int nativePort;
  private final ScyllaRest scylla;
  private volatile String version = "?";
  private volatile long serverPid;

  private ContainerCassandra(ContainerKeeper keeper, int nativePort, ScyllaRest scylla) {
    this.keeper = keeper;
    this.nativePort = nativePort;
    this.scylla = scylla;
    this.serverPid = keeper.info().hostPid();
  }

  /** Starts the container and returns once it answers CQL, or throws a {@link ServerException} with its log's tail. */
  public static ContainerCassandra start(EmbeddedCassandraSettings node, ContainerSettings container) {
    int nativePort = node.nativePort() == 0 ? LocalPorts.free() : node.nativePort();
    LocalPorts.requireFree(
        nativePort, "pass -Dcassandra.port=<another port>, or stop what holds it (scripts/stop-servers)");
    int storagePort = node.storagePort() == 0 ? LocalPorts.freeBesides(nativePort) : node.storagePort();
    LocalPorts.requireFree(storagePort, "pass -Dcassandra.storagePort=<another port>");
    Path dir = container.workDir().resolve("cassandra").toAbsolutePath();
    ContainerKeeper.Spec spec;
    ScyllaRest scylla = null;
    try {
      Folders.deleteRecursively(dir);
      Files.createDirectories(dir.resolve("logs"));
      if (container.scylla()) {
        int apiPort = LocalPorts.free();
        scylla = new ScyllaRest(apiPort);
        spec = scyllaSpec(container.cassandraImage(), nativePort, storagePort, apiPort);
      } else {
        Files.writeString(dir.resolve("cassandra.yaml"), CassandraCommand.yaml(dir, nativePort, storagePort));
        Files.writeString(dir.resolve("logback.xml"), LOGBACK);
        spec = cassandraSpec(container.cassandraImage(), node.heap(), dir, nativePort);
      }
    } catch (IOException e) {
      throw new ServerException("cannot prepare the Cassandra container's folder " + dir + ": " + e.getMessage(), e);
    }
    ContainerCassandra target =
        new ContainerCassandra(ContainerKeeper.start(spec, dir, container.startTimeout()), nativePort, scylla);
    try (RawCql cql = target.connect()) {
      target.version = scylla == null ? cql.releaseVersion() : ScyllaRest.version(cql);
      if (scylla != null) { // the official image's first process is supervisord, which starts scylla
        target.serverPid = DockerSocket.local().pidOf(target.keeper.info().id(), "/usr/bin/scylla")
            .orElse(target.serverPid);
      }
      return target;
    } catch (IOException | RuntimeException e) {
      target.close();
      throw e instanceof ServerException se
          ? se
          : new ServerException("cannot reach the container's server: " + e.getMessage(), e);
    }
  }

  private static ContainerKeeper.Spec cassandraSpec(String image, String heap, Path dir, int nativePort) {
    List<String> command = new ArrayList<>();
    command.add("java");
    command.addAll(CassandraCommand.jvmOptions(heap, dir, dir.resolve("logback.xml").toString(), List.of()));
    command.add("-cp");
    command.add("/opt/cassandra/lib/*"); // the suite's images and the official cassandra images alike
    command.add("org.apache.cassandra.service.CassandraDaemon");
    return new ContainerKeeper.Spec(image, "mapper-bench-cassandra-" + nativePort, command, List.of(dir), Map.of(),
        ".*Starting listening for CQL clients.*", true);
  }

  /**
   * The official image's entrypoint takes these and passes what it does not know on to scylla. One shard and 1 GB,
   * like the embedded Cassandra's heap; developer mode skips the disk-tuning checks a laptop would fail.
   */
  private static ContainerKeeper.Spec scyllaSpec(String image, int nativePort, int storagePort, int apiPort) {
    List<String> command = List.of(
        "--smp", "1", "--memory", "1G", "--overprovisioned", "1", "--developer-mode", "1",
        "--disable-version-check", "--listen-address", "127.0.0.1", "--rpc-address", "127.0.0.1",
        "--seeds", "127.0.0.1", "--api-address", "127.0.0.1", "--api-port", Integer.toString(apiPort),
        "--native-transport-port", Integer.toString(nativePort), "--storage-port", Integer.toString(storagePort));
    return new ContainerKeeper.Spec(image, "mapper-bench-scylla-" + nativePort, command, List.of(), Map.of(),
        ".*initialization completed.*", false);
  }

  /** Cassandra's log to system.log in its folder, and its INFO lines to the console, where Testcontainers waits. */
  private static final String LOGBACK = """
      <configuration>
        <appender name="FILE" class="ch.qos.logback.core.FileAppender">
          <file>${cassandra.logdir}/system.log</file>
          <encoder><pattern>%-5level [%thread] %date{ISO8601} %F:%L - %msg%n</pattern></encoder>
        </appender>
        <appender name="CONSOLE" class="ch.qos.logback.core.ConsoleAppender">
          <encoder><pattern>%-5level %date{ISO8601} %msg%n</pattern></encoder>
        </appender>
        <logger name="org.apache.cassandra" level="INFO"/>
        <root level="WARN">
          <appender-ref ref="FILE"/>
          <appender-ref ref="CONSOLE"/>
        </root>
      </configuration>
      """;

  @Override
  public List<String> contactPoints() {
    return List.of("127.0.0.1:" + nativePort);
  }

  @Override
  public String localDatacenter() {
    return ServerSettings.DEFAULT_DATACENTER;
  }

  /** ScyllaDB has no per-table coordinator views; its REST API counts each table's reads and writes. */
  @Override
  public Map<String, Long> requestCounts(RawCql cql, String keyspace, List<String> tables) {
    return scylla == null ? cql.requestCounts(keyspace, tables) : scylla.requestCounts(keyspace, tables);
  }

  @Override
  public String countersSource() {
    return scylla == null ? CassandraTarget.super.countersSource() : ScyllaRest.SOURCE;
  }

  public boolean isScylla() {
    return scylla != null;
  }

  /** The server's own process as this machine sees it (the container's first process, or ScyllaDB's scylla). */
  @Override
  public Optional<ProcessHandle> process() {
    return ProcessHandle.of(serverPid);
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
    return (scylla == null ? "Cassandra " : "ScyllaDB ") + version + " in container " + keeper.info().name() + " ("
        + keeper.info().image() + ") on 127.0.0.1:" + nativePort;
  }

  @Override
  public void close() {
    keeper.close();
  }
}
