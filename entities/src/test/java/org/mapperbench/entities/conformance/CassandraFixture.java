package org.mapperbench.entities.conformance;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Properties;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.data.Dataset;
import org.mapperbench.entities.data.DatasetStatements;
import org.mapperbench.entities.schema.RequestAccounting.CounterSource;
import org.mapperbench.entities.schema.SuiteSchema;
import org.mapperbench.servers.CassandraTarget;
import org.mapperbench.servers.CassandraTargets;
import org.mapperbench.servers.RawCql;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.ServerSettings;

/** The embedded node on free ports under target/, or the cluster named by {@code -Dcassandra.contactPoints}. */
final class CassandraFixture implements ServerFixture {
  private final CassandraTarget target;
  private final RawCql cql;
  private final AdapterConfig config;
  private boolean preloaded;

  private CassandraFixture(CassandraTarget target, Properties p) {
    this.target = target;
    this.config =
        new AdapterConfig(
            target.contactPoints(),
            target.localDatacenter(),
            ServerSettings.KEYSPACE.get(p),
            BenchSettings.CONSISTENCY.get(p).get(0),
            null,
            target.security());
    this.cql = target.connect();
    String replication = Objects.requireNonNullElse(ServerSettings.REPLICATION.get(p), SuiteSchema.DEFAULT_REPLICATION);
    SuiteSchema.cassandraStatements(config.keyspace(), replication).forEach(cql::execute);
  }

  static CassandraFixture start(Properties p, Path workDir) {
    CassandraTarget target = CassandraTargets.open(p, workDir);
    try {
      return new CassandraFixture(target, p);
    } catch (RuntimeException e) {
      target.close();
      throw e;
    }
  }

  @Override
  public AdapterConfig config() {
    return config;
  }

  @Override
  public RawReads raw() {
    return new CqlRawReads(cql, config.keyspace());
  }

  @Override
  public CounterSource counters() {
    return () -> target.requestCounts(cql, config.keyspace(), SuiteSchema.CASSANDRA_TABLES);
  }

  @Override
  public synchronized void preload(Dataset dataset) {
    if (preloaded) {
      return;
    }
    for (long row = 0; row < dataset.users(); row++) {
      DatasetStatements.cql(dataset, row, config.keyspace()).forEach(w -> cql.rows(w.statement(), w.values()));
    }
    for (long row = 0; row < ServerFixture.preloadedCatalogues(dataset); row++) {
      DatasetStatements.cqlCatalogue(dataset, row, config.keyspace())
          .forEach(part -> part.forEach(w -> cql.rows(w.statement(), w.values())));
    }
    target.storage().ifPresent(storage -> {
      try (storage) {
        storage.flush(config.keyspace(), SuiteSchema.CASSANDRA_TABLES);
      }
    });
    preloaded = true;
  }

  @Override
  public void close() {
    cql.close();
    target.close();
  }
}
