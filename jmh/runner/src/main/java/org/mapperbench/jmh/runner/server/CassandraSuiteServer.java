package org.mapperbench.jmh.runner.server;

import org.mapperbench.settings.BenchSettings;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.entities.schema.RequestAccounting.CounterSource;
import org.mapperbench.entities.schema.SuiteSchema;
import org.mapperbench.jmh.results.model.DatasetRecord;
import org.mapperbench.jmh.results.model.ServerRecord;
import org.mapperbench.jmh.runner.core.ConsistencySetting;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.jmh.runner.dataset.CassandraDataset;
import org.mapperbench.jmh.runner.dataset.DatasetJob;
import org.mapperbench.servers.CassandraTarget;
import org.mapperbench.servers.CassandraTargets;
import org.mapperbench.servers.ContainerCassandra;
import org.mapperbench.servers.EmbeddedCassandraCluster;
import org.mapperbench.servers.NodeStorage;
import org.mapperbench.servers.RawCql;

/** The run's Cassandra: the embedded node, a container, or the cluster named by {@code -Dcassandra.contactPoints}. */
public final class CassandraSuiteServer implements SuiteServer {
  private final CassandraTarget target;
  private final List<ConsistencySetting> sweep;
  /** Keyspace name to replication map, one per replication factor of the sweep. */
  private final Map<String, String> keyspaces = new LinkedHashMap<>();
  private final RawCql cql;
  private final NodeDownFault fault;
  /** The dataset loaded before the first round; null without one. */
  private DatasetRecord dataset;
  /** The node's storage, for the flush of a reset with a dataset; null where the suite cannot reach it. */
  private NodeStorage storage;

  public CassandraSuiteServer(RunSettings settings) {
    this.sweep = ConsistencySetting.all(settings);
    sweep.forEach(s -> keyspaces.putIfAbsent(s.keyspace(), s.replication()));
    this.target = CassandraTargets.open(settings.properties(), settings.workDir());
    try {
      this.cql = target.connect();
      this.fault = settings.fault() != null && target instanceof EmbeddedCassandraCluster cluster
          ? new NodeDownFault(cluster, cql) : null;
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
    keyspaces.forEach((keyspace, replication) -> SuiteSchema.cassandraStatements(keyspace, replication)
        .forEach(cql::execute));
    String first = sweep.get(0).keyspace();
    long operations = ServerWarmUp.run(cql, first, settings.get(BenchSettings.SEED),
        Duration.ofSeconds(settings.get(BenchSettings.SERVER_WARMUP_SECONDS)));
    System.out.printf("Cassandra warm-up: %,d requests in %d s%n", operations,
        settings.get(BenchSettings.SERVER_WARMUP_SECONDS));
    // An existing cluster may hold an earlier run's rows, and the warm-up left some: the keyspaces are the suite's own.
    empty();
    DatasetJob job = DatasetJob.of(settings, "cassandra");
    if (job.dataset().loaded()) {
      storage = target.storage().orElse(null);
      dataset = CassandraDataset.put(cql, Optional.ofNullable(storage), List.copyOf(keyspaces.keySet()),
          target.version(), job);
    }
  }

  /**
   * Without a dataset, TRUNCATE, which also drops the tables' memtables, so a fork's reads start from the same place,
   * not from a flush's. With one, a flush of every table where the suite can reach the node's storage.
   */
  @Override
  public void reset() {
    if (dataset == null) {
      empty();
    } else if (storage != null) {
      keyspaces.keySet().forEach(keyspace -> storage.flush(keyspace, SuiteSchema.CASSANDRA_TABLES));
    }
  }

  private void empty() {
    keyspaces.keySet().forEach(keyspace ->
        SuiteSchema.CASSANDRA_TABLES.forEach(table -> truncate(keyspace + "." + table)));
  }

  @Override
  public Map<String, Long> cacheCounts() {
    return cql.cacheCounts();
  }

  @Override
  public long backgroundWork() {
    return cql.backgroundTasks();
  }

  /** TRUNCATE needs every node up in every coordinator's view, which lags a node-down fault's restart. */
  private void truncate(String table) {
    NodeDownFault.untilNodesUp(() -> {
      cql.execute("TRUNCATE " + table);
      return null;
    });
  }

  @Override
  public CounterSource counters(ConsistencySetting setting) {
    String keyspace = (setting == null ? sweep.get(0) : setting).keyspace();
    return () -> target.requestCounts(cql, keyspace, SuiteSchema.CASSANDRA_TABLES);
  }

  @Override
  public ServerRecord metadata() {
    boolean scylla = target instanceof ContainerCassandra c && c.isScylla();
    return ServerRecord.cassandra(scylla ? "ScyllaDB" : "Apache Cassandra", target.version(), target.kind(),
        target.container().map(SuiteServer::container).orElse(null), target.describe())
        .withCluster(target.countersSource(), target.contactPoints(), target.nodeCount(), sweep.get(0).keyspace(),
            new LinkedHashMap<>(keyspaces)).withDataset(dataset);
  }

  @Override
  public Optional<NodeDownFault> fault() {
    return Optional.ofNullable(fault);
  }

  @Override
  public void close() {
    if (fault != null) {
      fault.close();
    }
    if (storage != null) {
      storage.close();
    }
    cql.close();
    target.close();
  }
}
