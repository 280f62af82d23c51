package org.mapperbench.entities.conformance;

import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.servers.DockerSocket;

/**
 * Starts at most one server per backend per test JVM, on first use: the embedded Cassandra node or MariaDB under
 * target/, containers with {@code -Dbench.server=container} (the tests are skipped when no Docker engine runs), or
 * the servers named by {@code -Dcassandra.contactPoints} and {@code -Dmariadb.url}. JUnit closes them with its root
 * store, after the last test.
 */
public final class ServerFixtures implements BeforeAllCallback, ExecutionCondition {
  private static final Map<Backend, ServerFixture> STARTED = new EnumMap<>(Backend.class);
  private static ExtensionContext.Store rootStore;

  @Override
  public void beforeAll(ExtensionContext context) {
    synchronized (STARTED) {
      rootStore = context.getRoot().getStore(ExtensionContext.Namespace.create(ServerFixtures.class));
    }
  }

  /** Skips every test, with the reason, where {@code -Dbench.server=container} finds no Docker engine. */
  @Override
  public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
    DockerSocket docker = DockerSocket.local();
    if (org.mapperbench.settings.ServerSettings.containers(System.getProperties()) && !docker.available()) {
      return ConditionEvaluationResult.disabled(
          "-Dbench.server=container, and no Docker engine answers on " + docker.path());
    }
    return ConditionEvaluationResult.enabled("the servers can start");
  }

  /** The fixture of this backend, started now if this JVM has none yet. */
  static ServerFixture get(Backend backend) {
    synchronized (STARTED) {
      if (rootStore == null) {
        throw new IllegalStateException("ServerFixtures is not registered; extend AdapterConformanceTest");
      }
      ServerFixture fixture = STARTED.get(backend);
      if (fixture == null) {
        Path workDir = Path.of(System.getProperty("mapperbench.workDir", "target"));
        fixture =
            backend == Backend.CASSANDRA
                ? CassandraFixture.start(System.getProperties(), workDir)
                : MariaDbFixture.start(System.getProperties(), workDir);
        ServerFixture started = fixture;
        STARTED.put(backend, started);
        rootStore.put(backend, (AutoCloseable) () -> {
          synchronized (STARTED) {
            STARTED.remove(backend);
          }
          started.close();
        });
      }
      return fixture;
    }
  }
}
