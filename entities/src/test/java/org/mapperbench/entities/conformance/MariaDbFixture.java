package org.mapperbench.entities.conformance;

import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.data.Dataset;
import org.mapperbench.entities.data.DatasetStatements;
import org.mapperbench.entities.schema.RequestAccounting.CounterSource;
import org.mapperbench.entities.schema.SuiteSchema;
import org.mapperbench.servers.MariaDbTarget;
import org.mapperbench.servers.MariaDbTargets;
import org.mapperbench.servers.RawSql;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.ServerSettings;

/** The embedded MariaDB on a free port under target/, or the server named by {@code -Dmariadb.url}. */
final class MariaDbFixture implements ServerFixture {
  private final MariaDbTarget target;
  private final RawSql sql;
  private boolean preloaded;
  private final AdapterConfig config;

  private MariaDbFixture(MariaDbTarget target, Properties p) {
    this.target = target;
    this.config =
        new AdapterConfig(
            List.of(),
            ServerSettings.DEFAULT_DATACENTER,
            ServerSettings.KEYSPACE.get(p),
            BenchSettings.CONSISTENCY.get(p).get(0),
            new AdapterConfig.Jdbc(target.jdbcUrl(), target.user(), target.password()));
    this.sql = RawSql.connect(target.jdbcUrl(), target.user(), target.password());
    SuiteSchema.mariadbStatements().forEach(sql::execute);
  }

  static MariaDbFixture start(Properties p, Path workDir) {
    MariaDbTarget target = MariaDbTargets.open(p, workDir);
    try {
      return new MariaDbFixture(target, p);
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
    return new SqlRawReads(sql);
  }

  @Override
  public CounterSource counters() {
    return sql::commandCounts;
  }

  @Override
  public synchronized void preload(Dataset dataset) {
    if (preloaded) {
      return;
    }
    for (long row = 0; row < dataset.users(); row++) {
      DatasetStatements.sql(dataset, row).forEach(w -> sql.rows(w.statement(), w.values()));
    }
    for (long row = 0; row < ServerFixture.preloadedCatalogues(dataset); row++) {
      DatasetStatements.sqlCatalogue(dataset, row).forEach(w -> sql.rows(w.statement(), w.values()));
    }
    preloaded = true;
  }

  @Override
  public void close() {
    sql.close();
    target.close();
  }
}
