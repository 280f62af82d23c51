package org.mapperbench.jmh.runner.server;

import org.mapperbench.settings.BenchSettings;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.entities.schema.RequestAccounting.CounterSource;
import org.mapperbench.entities.schema.SuiteSchema;
import org.mapperbench.jmh.results.model.DatasetRecord;
import org.mapperbench.jmh.results.model.ServerRecord;
import org.mapperbench.jmh.runner.core.ConsistencySetting;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.jmh.runner.dataset.DatasetJob;
import org.mapperbench.jmh.runner.dataset.MariaDbDataset;
import org.mapperbench.servers.MariaDbTarget;
import org.mapperbench.servers.MariaDbTargets;
import org.mapperbench.servers.RawSql;

/** The run's MariaDB: the embedded mariadbd, a container, or the server named by {@code -Dmariadb.url}. */
public final class MariaDbSuiteServer implements SuiteServer {
  /** Server variables that change what a statement costs; recorded so runs on different settings are not mixed. */
  private static final List<String> RECORDED_VARIABLES =
      List.of(
          "innodb_flush_log_at_trx_commit",
          "innodb_buffer_pool_size",
          "innodb_flush_method",
          "sync_binlog",
          "log_bin",
          "query_cache_type",
          "transaction_isolation",
          "max_connections",
          "general_log");

  /**
   * InnoDB's TRUNCATE now and then fails at once with a lock wait timeout (error 1205) right after much DML: seen
   * after the server's warm-up, most likely against the background thread that recalculates the tables'
   * statistics. Tried again, not failed: a run must not end on it.
   */
  private static final Duration STATS_LOCK_PATIENCE = Duration.ofSeconds(60);
  private static final int ER_LOCK_WAIT_TIMEOUT = 1205;

  private final MariaDbTarget target;
  private final RawSql sql;
  /** The dataset loaded before the first round; null without one. */
  private DatasetRecord dataset;

  public MariaDbSuiteServer(RunSettings settings) {
    this.target = MariaDbTargets.open(settings.properties(), settings.workDir());
    try {
      this.sql = RawSql.connect(target.jdbcUrl(), target.user(), target.password());
    } catch (RuntimeException e) {
      target.close();
      throw e;
    }
  }

  @Override
  public Backend backend() {
    return Backend.MARIADB;
  }

  @Override
  public MariaDbTarget target() {
    return target;
  }

  @Override
  public void prepare(RunSettings settings) {
    SuiteSchema.mariadbStatements().forEach(sql::execute);
    long operations = ServerWarmUp.run(sql, settings.get(BenchSettings.SEED),
        Duration.ofSeconds(settings.get(BenchSettings.SERVER_WARMUP_SECONDS)));
    System.out.printf("MariaDB warm-up: %,d statements in %d s%n", operations,
        settings.get(BenchSettings.SERVER_WARMUP_SECONDS));
    empty();
    DatasetJob job = DatasetJob.of(settings, "mariadb");
    if (job.dataset().loaded()) {
      dataset = MariaDbDataset.put(sql, target.dataDir(), target.version(), job);
    }
  }

  /**
   * InnoDB's purge backlog: the undo records of earlier statements its purge threads have yet to remove, work that
   * runs beside whatever is measured next. Dirty pages are not waited for: the page cleaner writes them once a second
   * in its own time, and they stay unwritten at rest.
   */
  @Override
  public java.util.Map<String, Long> cacheCounts() {
    return sql.cacheCounts();
  }

  @Override
  public long backgroundWork() {
    return sql.purgeBacklog();
  }

  /**
   * TRUNCATE rebuilds each table empty, where DELETE left the old rows to InnoDB's purge thread, which would still be
   * working while the next fork measured. The foreign key from line items to orders would forbid it, so the checks
   * are off for this connection's statements meanwhile.
   */
  /** Without a dataset, TRUNCATE; with one, nothing: InnoDB writes the earlier forks' rows in its own time. */
  @Override
  public void reset() {
    if (dataset == null) {
      empty();
    }
  }

  private void empty() {
    // TRUNCATE waits for a metadata lock, a day by default: a server still rolling back a killed fork's transaction
    // must end the run in a minute, not hang it.
    sql.execute("SET SESSION lock_wait_timeout = 60");
    sql.execute("SET SESSION foreign_key_checks = 0");
    try {
      SuiteSchema.MARIADB_TABLES.forEach(table -> Retry.until(STATS_LOCK_PATIENCE, MariaDbSuiteServer::lockWaitTimeout,
          () -> {
            sql.execute("TRUNCATE TABLE " + table);
            return null;
          }));
    } finally {
      sql.execute("SET SESSION foreign_key_checks = 1");
    }
  }

  private static boolean lockWaitTimeout(RuntimeException failure) {
    return failure.getCause() instanceof SQLException e && e.getErrorCode() == ER_LOCK_WAIT_TIMEOUT;
  }

  @Override
  public CounterSource counters(ConsistencySetting setting) {
    return sql::commandCounts;
  }

  @Override
  public ServerRecord metadata() {
    return ServerRecord.mariaDb(target.version(), target.kind(),
        target.container().map(SuiteServer::container).orElse(null),
        target.describe(), target.jdbcUrl(), sql.variables(RECORDED_VARIABLES)).withDataset(dataset);
  }

  @Override
  public void close() {
    sql.close();
    target.close();
  }
}
