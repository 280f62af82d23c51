package org.mapperbench.jmh.runner;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.entities.schema.RequestAccounting.CounterSource;
import org.mapperbench.entities.schema.SuiteSchema;
import org.mapperbench.servers.CassandraTarget;
import org.mapperbench.servers.CassandraTargets;
import org.mapperbench.servers.ContainerCassandra;
import org.mapperbench.servers.RawCql;

/** The run's Cassandra: the embedded node, a container, or the cluster named by {@code -Dcassandra.contactPoints}. */
final class CassandraSuiteServer implements SuiteServer {
  private final CassandraTarget target;
  private final String keyspace;
  private final RawCql cql;

  CassandraSuiteServer(RunSettings settings) {
    this.target = CassandraTargets.open(settings.properties(), settings.workDir());
    this.keyspace = settings.keyspace();
    try {
      this.cql = RawCql.connect(target.contactPoints(), target.localDatacenter());
    } catch (RuntimeException e) {
      target.close();
      throw e;
    }
  }

  @Override
  public Backend backend() {
    return Backend.CASSANDRA;
  }

  @Override
  public CassandraTarget target() {
    return target;
  }

  @Override
  public void prepare(RunSettings settings) {
    Properties p = settings.properties();
    SuiteSchema.cassandraStatements(keyspace, p.getProperty("cassandra.replication", SuiteSchema.DEFAULT_REPLICATION))
        .forEach(cql::execute);
    long operations = ServerWarmUp.run(cql, keyspace, settings.seed(), Duration.ofSeconds(settings.serverWarmupSeconds()));
    System.out.printf("Cassandra warm-up: %,d requests in %d s%n", operations, settings.serverWarmupSeconds());
    // An existing cluster may hold an earlier run's rows, and the warm-up left some: the keyspace is the suite's own.
    SuiteSchema.CASSANDRA_TABLES.forEach(table -> cql.execute("TRUNCATE " + keyspace + "." + table));
  }

  @Override
  public CounterSource counters() {
    return () -> target.requestCounts(cql, keyspace, SuiteSchema.CASSANDRA_TABLES);
  }

  @Override
  public Map<String, Object> metadata() {
    Map<String, Object> server = new LinkedHashMap<>();
    boolean scylla = target instanceof ContainerCassandra c && c.isScylla();
    server.put("product", scylla ? "ScyllaDB" : "Apache Cassandra");
    server.put("version", target.version());
    server.put("kind", target.kind());
    target.container().ifPresent(container -> server.put("container", container.toMap()));
    server.put("description", target.describe());
    server.put("counters", target.countersSource());
    server.put("contactPoints", target.contactPoints());
    server.put("keyspace", keyspace);
    return server;
  }

  @Override
  public void close() {
    cql.close();
    target.close();
  }
}
