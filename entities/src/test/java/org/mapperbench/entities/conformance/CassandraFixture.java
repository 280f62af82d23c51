package org.mapperbench.entities.conformance;

import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.schema.SuiteSchema;
import org.mapperbench.servers.CassandraTarget;
import org.mapperbench.servers.CassandraTargets;
import org.mapperbench.servers.RawCql;

/**
 * One real Cassandra per test JVM, with the suite's schema applied: the embedded node on free ports under
 * target/, or the cluster named by {@code -Dcassandra.contactPoints}. It is closed when JUnit closes its root
 * store, after the last test.
 */
public final class CassandraFixture implements BeforeAllCallback, ExtensionContext.Store.CloseableResource {
  private static CassandraFixture instance;

  private final CassandraTarget target;
  private final RawCql cql;
  private final AdapterConfig config;

  private CassandraFixture(CassandraTarget target) {
    this.target = target;
    Properties p = System.getProperties();
    this.config =
        new AdapterConfig(
            target.contactPoints(),
            target.localDatacenter(),
            p.getProperty("cassandra.keyspace", AdapterConfig.KEYSPACE),
            p.getProperty("bench.consistency", AdapterConfig.DEFAULT_CONSISTENCY),
            null);
    this.cql = RawCql.connect(target.contactPoints(), target.localDatacenter());
    String replication = p.getProperty("cassandra.replication", SuiteSchema.DEFAULT_REPLICATION);
    SuiteSchema.cassandraStatements(config.keyspace(), replication).forEach(cql::execute);
  }

  /** Used as {@code @ExtendWith}; the first test class to need the fixture starts it. */
  public CassandraFixture() {
    this.target = null;
    this.cql = null;
    this.config = null;
  }

  @Override
  public void beforeAll(ExtensionContext context) {
    synchronized (CassandraFixture.class) {
      if (instance == null) {
        Path workDir = Path.of(System.getProperty("mapperbench.workDir", "target"));
        CassandraTarget target = CassandraTargets.open(System.getProperties(), workDir);
        try {
          instance = new CassandraFixture(target);
        } catch (RuntimeException e) {
          target.close();
          throw e;
        }
        context.getRoot().getStore(ExtensionContext.Namespace.GLOBAL).put(CassandraFixture.class, instance);
      }
    }
  }

  static CassandraFixture get() {
    if (instance == null) {
      throw new IllegalStateException("CassandraFixture has not started; extend AdapterConformanceTest");
    }
    return instance;
  }

  RawCql cql() {
    return cql;
  }

  AdapterConfig config() {
    return config;
  }

  @Override
  public void close() {
    synchronized (CassandraFixture.class) {
      cql.close();
      target.close();
      instance = null;
    }
  }
}
