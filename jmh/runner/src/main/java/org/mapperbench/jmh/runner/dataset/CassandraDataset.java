package org.mapperbench.jmh.runner.dataset;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Stream;
import org.mapperbench.entities.data.Dataset;
import org.mapperbench.entities.data.DatasetStatements;
import org.mapperbench.entities.model.UserData;
import org.mapperbench.entities.schema.CqlStatement;
import org.mapperbench.entities.schema.ProductTable;
import org.mapperbench.entities.schema.SuiteSchema;
import org.mapperbench.jmh.results.model.DatasetRecord;
import org.mapperbench.servers.CqlBulk;
import org.mapperbench.servers.NodeStorage;
import org.mapperbench.servers.RawCql;

/**
 * A dataset on Cassandra: written through the plain driver in bulk, flushed and compacted into one SSTable a table,
 * and kept (the SSTables' files) for the next run with the same dataset, which takes them in as {@code nodetool
 * import} does (docs/methodology.md, "A loaded dataset"). A server the suite did not start has no storage the suite
 * may reach: it gets the dataset through the driver on every run, and keeps nothing.
 */
public final class CassandraDataset {
  /** The tables a dataset fills. */
  static final List<String> TABLES = List.of("users", "orders", "line_items_by_order", ProductTable.CASSANDRA);
  /** Requests in flight while loading: enough to keep a node's two cores busy. */
  private static final int IN_FLIGHT = 256;

  private CassandraDataset() {}

  /**
   * Puts the dataset into every keyspace, from the store when it keeps it, else by loading it (and keeping it when
   * the node has {@code storage}, which stays open: its owner closes it); the tables must be empty.
   */
  public static DatasetRecord put(RawCql cql, Optional<NodeStorage> storage, List<String> keyspaces, String version,
      DatasetJob job) {
    Dataset dataset = job.dataset();
    DatasetStore store = job.store();
    PrintStream out = job.out();
    long start = System.nanoTime();
    if (storage.isEmpty()) {
      long lineItems = 0;
      for (String keyspace : keyspaces) {
        lineItems = load(cql, keyspace, dataset, out);
      }
      out.println("dataset: the Cassandra at " + cql.where() + " is not a node the suite started: loaded through the"
          + " driver, not kept");
      return record(dataset, lineItems, DatasetRecord.LOADED, DatasetJob.secondsSince(start), null, cql);
    }
    DatasetStore.Key key = DatasetStore.Key.of("cassandra", SuiteSchema.cassandraStatements("ks", "r"),
        dataset.users(), dataset.seed(), version);
    NodeStorage node = storage.get();
    Optional<DatasetStore.Found> kept = store.find(key, out);
    String source = DatasetRecord.SNAPSHOT;
    Path folder;
    long lineItems;
    List<String> into = keyspaces;
    if (kept.isPresent()) {
      folder = kept.get().folder();
      lineItems = kept.get().kept().lineItems();
    } else {
      source = DatasetRecord.LOADED;
      String first = keyspaces.get(0);
      node.autoCompaction(first, TABLES, false);
      lineItems = load(cql, first, dataset, out);
      node.flush(first, TABLES);
      awaitIdle(cql);
      node.compact(first, TABLES);
      awaitIdle(cql);
      node.autoCompaction(first, TABLES, true);
      folder = store.begin(key);
      keep(node.dataDir().resolve(first), folder);
      store.finish(key, folder, lineItems, DatasetJob.secondsSince(start));
      into = keyspaces.subList(1, keyspaces.size());
    }
    for (String keyspace : into) {
      takeIn(node, keyspace, folder, job.scratch());
    }
    keyspaces.forEach(keyspace -> check(cql, keyspace, dataset, folder));
    double seconds = DatasetJob.secondsSince(start);
    String how = source.equals(DatasetRecord.LOADED) ? "loaded" : "taken in from the store";
    out.printf("dataset: Cassandra %,d users, %,d orders, %,d products %s in %.0f s; kept in %s (%,d MB)%n",
        dataset.users(), dataset.rows(Dataset.Table.ORDERS), dataset.products(), how, seconds, folder,
        DatasetStore.bytes(folder) / 1_000_000);
    return record(dataset, lineItems, source, seconds, folder, cql);
  }

  /**
   * Every user and every order with its line items, then every catalogue, as CQL.
   *
   * @return the line items written
   */
  static long load(RawCql cql, String keyspace, Dataset dataset, PrintStream out) {
    LoadProgress progress = new LoadProgress("Cassandra", "users and their orders", dataset.users(), out);
    long lineItems = 0;
    try (CqlBulk bulk = cql.bulk(IN_FLIGHT)) {
      for (long row = 0; row < dataset.users(); row++) {
        // A user and an order with its line items, one batch: on a single node a third of the requests.
        List<DatasetStatements.Write> writes = DatasetStatements.cql(dataset, row, keyspace);
        bulk.batch(writes.stream().map(DatasetStatements.Write::statement).toList(),
            writes.stream().map(DatasetStatements.Write::values).toList());
        lineItems += writes.size() - 2;
        progress.row(row);
      }
      long rows = dataset.rows(Dataset.Table.CATALOGUES);
      LoadProgress catalogues = new LoadProgress("Cassandra", "catalogues", rows, out);
      for (long row = 0; row < rows; row++) {
        for (List<DatasetStatements.Write> writes : DatasetStatements.cqlCatalogue(dataset, row, keyspace)) {
          bulk.batch(writes.stream().map(DatasetStatements.Write::statement).toList(),
              writes.stream().map(DatasetStatements.Write::values).toList());
        }
        catalogues.row(row);
      }
    }
    return lineItems;
  }

  /**
   * Keeps a keyspace's tables' SSTables: each table's files in a folder of its own. The data and index files are
   * linked, not copied (Cassandra never changes them once written, so the link keeps them as they are when the node
   * later compacts them away); the node may rewrite the small files in place, so those are copied.
   */
  static void keep(Path keyspaceDir, Path folder) {
    for (String table : TABLES) {
      Path from = tableDir(keyspaceDir, table);
      awaitOneSSTable(from);
      copyFiles(from, folder.resolve(table));
    }
  }

  /**
   * Until the table's folder holds its one compacted SSTable and no compaction's record: the node deletes the SSTables
   * a compaction replaced a little after the compaction ends, in a thread of its own.
   */
  private static void awaitOneSSTable(Path tableDir) {
    long deadline = System.nanoTime() + 300_000_000_000L;
    while (System.nanoTime() < deadline) {
      try (Stream<Path> files = Files.list(tableDir)) {
        List<String> names = files.map(f -> f.getFileName().toString()).toList();
        if (names.stream().filter(n -> n.endsWith("-Data.db")).count() == 1
            && names.stream().noneMatch(n -> n.endsWith(".log"))) {
          return;
        }
        Thread.sleep(200);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
    throw new IllegalStateException("the node left more than one SSTable in " + tableDir + " after compacting it");
  }

  /** Takes a kept dataset's tables in, through links in a scratch folder the import then empties. */
  static void takeIn(NodeStorage node, String keyspace, Path folder, Path scratch) {
    for (String table : TABLES) {
      Path staging = scratch.resolve(keyspace).resolve(table);
      copyFiles(folder.resolve(table), staging);
      List<String> failed = node.importSSTables(keyspace, table, staging);
      if (!failed.isEmpty()) {
        throw new IllegalStateException("the node did not take in the kept dataset's " + table + " from " + failed);
      }
    }
  }

  private static void copyFiles(Path from, Path to) {
    try (Stream<Path> files = Files.list(from)) {
      Files.createDirectories(to);
      for (Path file : files.filter(Files::isRegularFile).toList()) {
        String name = file.getFileName().toString();
        if (name.endsWith("-Data.db") || name.endsWith("-Index.db")) {
          Files.createLink(to.resolve(name), file);
        } else if (!name.endsWith(".log")) {
          Files.copy(file, to.resolve(name));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot copy SSTables from " + from + " to " + to + ": " + e.getMessage(), e);
    }
  }

  /**
   * Reads a few users back, the first, a middle one and the last, and a catalogue of 10: the dataset the record states
   * is there.
   */
  static void check(RawCql cql, String keyspace, Dataset dataset, Path folder) {
    UUID catalogue = dataset.id(Dataset.Table.CATALOGUES, dataset.firstCatalogue(10));
    if (cql.rows(CqlStatement.SELECT_PRODUCTS.cql(keyspace), catalogue).size() != 10) {
      throw new IllegalStateException("dataset: " + keyspace + "." + ProductTable.CASSANDRA + " lacks a catalogue of"
          + " the dataset kept in " + folder + "; remove that folder to load it afresh");
    }
    for (long row : new long[] {0, dataset.users() / 2, dataset.users() - 1}) {
      UserData expected = dataset.user(row);
      List<Map<String, Object>> found = cql.rows(CqlStatement.SELECT_USER.cql(keyspace), expected.id());
      if (found.isEmpty() || !expected.lastName().equals(found.get(0).get("last_name"))) {
        throw new IllegalStateException("dataset: " + keyspace + ".users lacks user " + row + " of the dataset kept in "
            + folder + "; remove that folder to load it afresh");
      }
    }
  }

  /**
   * Until the node has no flush or compaction left, for at most half an hour: the files kept are then the table's
   * whole and final set. A node too busy to answer counts as busy.
   */
  private static void awaitIdle(RawCql cql) {
    long deadline = System.nanoTime() + 1_800_000_000_000L;
    while (cql.backgroundTasks() != 0 && System.nanoTime() < deadline) {
      try {
        Thread.sleep(200);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  /** {@code <table>-<id>}: the table's one folder under its keyspace's. */
  private static Path tableDir(Path keyspaceDir, String table) {
    try (Stream<Path> dirs = Files.list(keyspaceDir)) {
      return dirs.filter(d -> d.getFileName().toString().startsWith(table + "-")).findFirst()
          .orElseThrow(() -> new IllegalStateException("no folder of table " + table + " under " + keyspaceDir));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static DatasetRecord record(Dataset dataset, long lineItems, String source, double seconds, Path folder,
      RawCql cql) {
    Map<String, String> caches = new LinkedHashMap<>();
    for (Map<String, Object> row : cql.rows("SELECT name, value FROM system_views.settings WHERE name IN"
        + " ('key_cache_size', 'file_cache_size', 'row_cache_size')")) {
      caches.put(String.valueOf(row.get("name")), String.valueOf(row.get("value")));
    }
    return new DatasetRecord(dataset.users(), lineItems, dataset.products(), dataset.seed(), source,
        Math.round(seconds * 10) / 10.0, folder == null ? null : folder.toString(),
        folder == null ? null : DatasetStore.bytes(folder), caches);
  }
}
