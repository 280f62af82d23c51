package org.mapperbench.entities.adapter;

import java.util.ArrayList;
import java.util.List;

/**
 * Traits several adapters share because they do the same thing, each stated once: the two native floors handle an
 * order alike on their own drivers, and every MariaDB adapter inherits the server's answer to consistency levels and
 * conditional updates.
 */
public final class CommonTraits {
  private CommonTraits() {}

  /**
   * The traits of a native floor: hand-written, prepared CQL on a Cassandra driver, with the configured consistency
   * level, {@code IF EXISTS}, one unlogged batch per order, the order read's two SELECTs sent concurrently, and many
   * products of one catalogue written as one unlogged batch.
   */
  public static AdapterTraits.Builder nativeFloor(String id, String library, String family) {
    return AdapterTraits.builder(id, library).family(family).backend(Backend.CASSANDRA)
        .statements(AdapterTraits.StatementStyle.PREPARED).appliesConsistencyLevel().updatesConditionally()
        .batching("an order's writes, updates and deletes go as one unlogged batch (both tables share the partition"
            + " key)")
        .asynchrony("an order read sends its two SELECTs concurrently and waits for both")
        .orderRelation("adapter code: one statement per table")
        .bulkWrite("one unlogged batch of a prepared INSERT per product: the products share their catalogue's"
            + " partition, which Cassandra applies as one mutation and exempts from its batch size limits")
        .paging("the driver's result set: the page size set on the statement, each next page fetched when iteration"
            + " reaches it");
  }

  /** A MariaDB adapter's limitations: the server's two, then the library's own. */
  public static List<String> mariaDbLimitations(String... libraryOwn) {
    List<String> all = new ArrayList<>();
    all.add("no consistency level: one MariaDB server; a write is acknowledged at commit");
    all.add("no lightweight transaction (updateOrderStatusIfExists is Cassandra's and not measured here): an UPDATE"
        + " is already atomic per row and reports how many rows it changed");
    all.addAll(List.of(libraryOwn));
    return List.copyOf(all);
  }
}
