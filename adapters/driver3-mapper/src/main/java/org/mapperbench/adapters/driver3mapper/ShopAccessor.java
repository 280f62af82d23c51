package org.mapperbench.adapters.driver3mapper;

import com.datastax.driver.core.ResultSet;
import com.datastax.driver.core.Statement;
import com.datastax.driver.mapping.Result;
import com.datastax.driver.mapping.annotations.Accessor;
import com.datastax.driver.mapping.annotations.Query;
import com.google.common.util.concurrent.ListenableFuture;
import java.util.UUID;

/**
 * The queries a {@code Mapper} cannot express: it only gets, saves and deletes one entity by its full primary key.
 * The mapping manager prepares all of them when it creates the accessor. Unqualified tables: the session's keyspace.
 */
@Accessor
public interface ShopAccessor {
  @Query("SELECT k FROM round_trip WHERE k = 0")
  ResultSet roundTrip();

  /** A whole partition of line items, mapped to entities; async so an order read can overlap its two queries. */
  @Query("SELECT * FROM line_items_by_order WHERE order_id = ?")
  ListenableFuture<Result<LineItemEntity>> lineItems(UUID orderId);

  /** Bound, not executed: it joins the order's own delete in one batch. */
  @Query("DELETE FROM line_items_by_order WHERE order_id = ?")
  Statement deleteLineItems(UUID orderId);

  /**
   * A catalogue's products, bound and not executed, for the product mapper's {@code map(ResultSet)}: a read runs it
   * as it is, a paged read sets its fetch size first. One method for both, since preparing the same query twice
   * only earns a warning from the driver.
   */
  @Query("SELECT * FROM products_by_catalogue WHERE catalogue_id = ?")
  Statement products(UUID catalogueId);

  @Query("UPDATE orders SET status = ? WHERE id = ?")
  void updateStatus(String status, UUID id);

  /** A lightweight transaction; the mapper has no conditional update of its own, so the accessor spells it out. */
  @Query("UPDATE orders SET status = ? WHERE id = ? IF EXISTS")
  ResultSet updateStatusIfExists(String status, UUID id);
}
