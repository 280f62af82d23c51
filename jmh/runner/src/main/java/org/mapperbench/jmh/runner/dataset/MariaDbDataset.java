package org.mapperbench.jmh.runner.dataset;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mapperbench.entities.data.Dataset;
import org.mapperbench.entities.data.DatasetStatements;
import org.mapperbench.entities.model.UserData;
import org.mapperbench.entities.schema.SqlStatement;
import org.mapperbench.entities.schema.SuiteSchema;
import org.mapperbench.jmh.results.model.DatasetRecord;
import org.mapperbench.servers.RawSql;
import org.mapperbench.servers.ReadCaches;
import org.mapperbench.settings.ServerSettings;

/**
 * A dataset on MariaDB: the same rows as on Cassandra, written with the suite's SQL in batches, and kept as InnoDB's
 * own transportable tablespaces ({@code FLUSH TABLES ... FOR EXPORT}), which the next run with the same dataset
 * imports ({@code ALTER TABLE ... IMPORT TABLESPACE}). InnoDB's buffer pool is sized as Cassandra's read caches are
 * ({@link ReadCaches}). A server the suite did not start gets the dataset through SQL on every run and keeps nothing.
 */
public final class MariaDbDataset {
  /** The tables a dataset fills, parents first. */
  static final List<String> TABLES = List.of("users", "orders", "line_items", "products", "product_tags",
      "product_colours", "product_stock");
  private static final int BATCH = 1_000;

  private MariaDbDataset() {}

  /** Puts the dataset in, from the store when it keeps it, else by loading it; the tables must be empty. */
  public static DatasetRecord put(RawSql sql, Optional<Path> dataDir, String version, DatasetJob job) {
    Dataset dataset = job.dataset();
    PrintStream out = job.out();
    long start = System.nanoTime();
    sql.execute("SET GLOBAL innodb_buffer_pool_size = " + ReadCaches.totalBytes());
    if (dataDir.isEmpty()) {
      long lineItems = load(sql, dataset, out);
      out.println("dataset: the MariaDB at " + sql.where() + " is not one the suite started: loaded through SQL, not"
          + " kept");
      return record(sql, dataset, lineItems, DatasetRecord.LOADED, DatasetJob.secondsSince(start), null);
    }
    Path tables = dataDir.get().resolve(ServerSettings.SUITE_SCHEMA);
    DatasetStore.Key key = DatasetStore.Key.of("mariadb", SuiteSchema.mariadbStatements(), dataset.users(),
        dataset.seed(), version);
    Optional<DatasetStore.Found> kept = job.store().find(key, out);
    Path folder;
    long lineItems;
    String source;
    if (kept.isPresent()) {
      folder = kept.get().folder();
      lineItems = kept.get().kept().lineItems();
      source = DatasetRecord.SNAPSHOT;
      takeIn(sql, folder, tables);
    } else {
      lineItems = load(sql, dataset, out);
      source = DatasetRecord.LOADED;
      folder = job.store().begin(key);
      keep(sql, tables, folder);
      job.store().finish(key, folder, lineItems, DatasetJob.secondsSince(start));
    }
    check(sql, dataset, folder);
    double seconds = DatasetJob.secondsSince(start);
    String how = source.equals(DatasetRecord.LOADED) ? "loaded" : "taken in from the store";
    out.printf("dataset: MariaDB %,d users, %,d orders, %,d products %s in %.0f s; kept in %s (%,d MB)%n",
        dataset.users(), dataset.rows(Dataset.Table.ORDERS), dataset.products(), how, seconds, folder,
        DatasetStore.bytes(folder) / 1_000_000);
    return record(sql, dataset, lineItems, source, seconds, folder);
  }

  /**
   * Every user and every order with its line items, then every catalogue, in batches of the suite's statements; the
   * line items written.
   */
  static long load(RawSql sql, Dataset dataset, PrintStream out) {
    LoadProgress progress = new LoadProgress("MariaDB", "users and their orders", dataset.users(), out);
    long lineItems = 0;
    // Each statement's rows of a thousand users (or products) in one batch, parents before children.
    Map<String, List<Object[]>> batches = new LinkedHashMap<>();
    for (long row = 0; row < dataset.users(); row++) {
      List<DatasetStatements.Write> writes = DatasetStatements.sql(dataset, row);
      writes.forEach(w -> batches.computeIfAbsent(w.statement(), k -> new ArrayList<>()).add(w.values()));
      lineItems += writes.size() - 2;
      if ((row + 1) % BATCH == 0 || row == dataset.users() - 1) {
        send(sql, batches);
      }
      progress.row(row);
    }
    long catalogues = dataset.rows(Dataset.Table.CATALOGUES);
    LoadProgress catalogueProgress = new LoadProgress("MariaDB", "catalogues", catalogues, out);
    for (long row = 0; row < catalogues; row++) {
      DatasetStatements.sqlCatalogue(dataset, row)
          .forEach(w -> batches.computeIfAbsent(w.statement(), k -> new ArrayList<>()).add(w.values()));
      if (batches.get(SqlStatement.INSERT_PRODUCT.sql()).size() >= BATCH || row == catalogues - 1) {
        send(sql, batches);
      }
      catalogueProgress.row(row);
    }
    return lineItems;
  }

  private static void send(RawSql sql, Map<String, List<Object[]>> batches) {
    batches.forEach(sql::batch);
    batches.clear();
  }

  /** Each table's tablespace and its export record, copied while InnoDB holds the tables still for export. */
  static void keep(RawSql sql, Path tables, Path folder) {
    sql.execute("FLUSH TABLES " + String.join(", ", TABLES) + " FOR EXPORT");
    try {
      for (String table : TABLES) {
        for (String suffix : List.of(".ibd", ".cfg")) {
          Files.copy(tables.resolve(table + suffix), folder.resolve(table + suffix));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot keep MariaDB's tablespaces in " + folder + ": " + e.getMessage(), e);
    } finally {
      sql.execute("UNLOCK TABLES");
    }
  }

  /** Swaps the tables' empty tablespaces for the kept ones (copied: InnoDB writes its files in place). */
  static void takeIn(RawSql sql, Path folder, Path tables) {
    sql.execute("SET SESSION foreign_key_checks = 0");
    try {
      for (String table : TABLES) {
        sql.execute("ALTER TABLE " + table + " DISCARD TABLESPACE");
        for (String suffix : List.of(".ibd", ".cfg")) {
          Files.copy(folder.resolve(table + suffix), tables.resolve(table + suffix),
              StandardCopyOption.REPLACE_EXISTING);
        }
        sql.execute("ALTER TABLE " + table + " IMPORT TABLESPACE");
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot take MariaDB's tablespaces in from " + folder + ": " + e.getMessage(), e);
    } finally {
      sql.execute("SET SESSION foreign_key_checks = 1");
    }
  }

  /**
   * Reads a few users back, the first, a middle one and the last, and a catalogue of 10: the dataset the record states
   * is there.
   */
  static void check(RawSql sql, Dataset dataset, Path folder) {
    if (sql.rows("SELECT sku FROM products WHERE catalogue_id = ?",
        dataset.id(Dataset.Table.CATALOGUES, dataset.firstCatalogue(10))).size() != 10) {
      throw new IllegalStateException("dataset: products lacks a catalogue of the dataset kept in " + folder
          + "; remove that folder to load it afresh");
    }
    for (long row : new long[] {0, dataset.users() / 2, dataset.users() - 1}) {
      UserData expected = dataset.user(row);
      List<Map<String, Object>> found = sql.rows(SqlStatement.SELECT_USER.sql(), expected.id());
      if (found.isEmpty() || !expected.lastName().equals(found.get(0).get("last_name"))) {
        throw new IllegalStateException("dataset: users lacks user " + row + " of the dataset kept in " + folder
            + "; remove that folder to load it afresh");
      }
    }
  }

  private static DatasetRecord record(RawSql sql, Dataset dataset, long lineItems, String source, double seconds,
      Path folder) {
    Map<String, String> caches = new LinkedHashMap<>(sql.variables(List.of("innodb_buffer_pool_size")));
    return new DatasetRecord(dataset.users(), lineItems, dataset.products(), dataset.seed(), source,
        Math.round(seconds * 10) / 10.0, folder == null ? null : folder.toString(),
        folder == null ? null : DatasetStore.bytes(folder), caches);
  }
}
