package org.mapperbench.entities.adapter;

import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import org.mapperbench.entities.model.Order;
import org.mapperbench.entities.model.Product;
import org.mapperbench.entities.model.User;

/**
 * The whole contract between the suite and one data-access library: one implementation per {@code adapters/<id>/}
 * module, found with {@link java.util.ServiceLoader}. The harness times these calls; implementations contain no
 * timing code.
 *
 * <h2>Lifecycle</h2>
 * The harness creates an instance with the public no-arg constructor, calls {@link #open} once, then any number of
 * operations, possibly from several threads at once, then {@link #close} once. Implementations must therefore be
 * thread-safe after {@code open}. Everything expensive (sessions, prepared statements, mappers, factories) is built
 * in {@code open}: an operation does the least work the library allows for that call.
 *
 * <h2>What every operation promises</h2>
 * <ul>
 *   <li><b>Acknowledged.</b> A call returns only after the server acknowledged every request the operation needs,
 *       at {@link AdapterConfig#consistencyLevel()}. Nothing is buffered, cached, deferred or answered locally: the
 *       conformance kit compares the server's own request counters with the calls made, and a result that skipped
 *       the server fails.</li>
 *   <li><b>Failures throw.</b> Any error is thrown as an unchecked exception; a call never fails silently.</li>
 *   <li><b>Schema is given.</b> The suite creates the schema ({@code schema/cassandra.cql}, or {@code
 *       schema/mariadb.sql} for {@link Backend#MARIADB} adapters); a library never creates, alters or
 *       validates-and-fixes it.</li>
 *   <li><b>Same consistency everywhere.</b> Cassandra reads and writes use the configured consistency level
 *       (default LOCAL_QUORUM). A library that cannot set it says so in {@link AdapterTraits}, and never hides it.
 *       MariaDB has no such level: a MariaDB adapter's write is acknowledged when its transaction commits.</li>
 * </ul>
 *
 * <h2>Entities</h2>
 * A {@link User} is one row of {@code users}. An {@link Order} is one row of {@code orders} plus its 1 to 5 line
 * items in {@code line_items_by_order} ({@code line_items} on MariaDB, with a foreign key to {@code orders}); an
 * operation on an order touches both tables, except {@link #updateOrderStatus} and {@link
 * #updateOrderStatusIfExists}, which touch {@code orders} only. An order has 1 to 5 line items, or exactly 100 in the
 * benchmarks of rows per call.
 *
 * <p>A {@link Product} is one row of {@code products_by_catalogue}, the wide entity; a catalogue is one partition of
 * them, clustered by sku. On MariaDB it is a row of {@code products} and its collections' rows. A column the library
 * cannot map is named in {@link AdapterTraits#unmappedColumns()}: it is neither written nor read, and reads return it
 * empty.
 */
public interface MapperAdapter extends AutoCloseable {

  /** The fixed facts about this adapter that a fair comparison must report. Callable before {@link #open}. */
  AdapterTraits traits();

  /**
   * Connects and prepares everything the operations need, with the user name, password and TLS of {@code
   * config.security()}. Throws if the server cannot be reached, and {@link UnsupportedOperationException}, with one
   * line naming what the library lacks, if the cluster asks for what the library cannot do (a library without TLS).
   */
  void open(AdapterConfig config);

  /** Releases every connection and thread. Called once; the instance is not used afterwards. */
  @Override
  void close();

  /**
   * The cheapest acknowledged request that goes through the server's read path: a prepared {@code SELECT k FROM
   * round_trip WHERE k = 0} on the suite's empty one-column table (on either backend). It is the floor every other
   * figure is read against. (A read of {@code system.local} would be cheaper still, but the server does not count
   * those reads, so no one could prove they arrived.)
   */
  void roundTrip();

  /** Inserts a user whose id was never written before. */
  void writeUser(User user);

  /** Returns the user with this id, or empty if there is none (never null, never an exception). */
  Optional<? extends User> readUser(UUID id);

  /** Replaces firstName, lastName and city of an existing user. */
  void updateUser(User user);

  /** Deletes the user; a later read returns empty. */
  void deleteUser(UUID id);

  /** Inserts an order whose id was never written before, with all its line items. */
  void writeOrder(Order order);

  /** Returns the order with all its line items, or empty if there is none. */
  Optional<? extends Order> readOrder(UUID id);

  /**
   * Replaces every field of an existing order and of each of its line items. The set of line item ids is the one
   * that was written: items change, they are not added or removed.
   */
  void updateOrder(Order order);

  /** Sets the status of an existing order: a single-column update of {@code orders}, nothing else. */
  void updateOrderStatus(UUID id, String status);

  /**
   * Sets the status of an order only if the order exists, as one lightweight transaction: on Cassandra {@code UPDATE
   * orders SET status = ? WHERE id = ? IF EXISTS}, a Paxos round among the order's replicas (the condition at SERIAL,
   * the commit at the configured level). Returns whether it was applied; when there is no such order it returns
   * false and writes nothing (a plain UPDATE would create a row holding only the status).
   *
   * <p>An adapter whose library cannot express a conditional update keeps this default, which throws, and says so in
   * {@link AdapterTraits#conditionalUpdate()}: the suite then neither tests nor times it.
   */
  default boolean updateOrderStatusIfExists(UUID id, String status) {
    throw new UnsupportedOperationException(traits().id() + " cannot express a conditional update");
  }

  /** Deletes the order and all its line items; a later read returns empty. */
  void deleteOrder(UUID id);

  /**
   * Inserts these products, all of one catalogue and none written before and at most {@link
   * org.mapperbench.entities.schema.ProductTable#MOST_ROWS_A_WRITE}, in one call: the way the library offers
   * to save many entities at once (a batch, {@code saveAll}, concurrent requests; a loop where it has nothing else).
   * {@link AdapterTraits#bulkWrite()} says which. Returns once every row is acknowledged.
   */
  void writeProducts(List<? extends Product> products);

  /** Every product of the catalogue, as mapped objects in ascending sku order; empty when there is none. */
  List<? extends Product> readProducts(UUID catalogueId);

  /**
   * Every product of the catalogue through the library's own paging API ({@link AdapterTraits#paging()}), {@code
   * pageSize} rows a page, each page fetched with a request of its own when the one before is used up: never the
   * whole catalogue at once. Hands each product to {@code each}, in ascending sku order, before it returns.
   */
  void pageProducts(UUID catalogueId, int pageSize, Consumer<? super Product> each);
}
