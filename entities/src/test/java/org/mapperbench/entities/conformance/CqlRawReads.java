package org.mapperbench.entities.conformance;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.mapperbench.entities.model.LineItemData;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.UserData;
import org.mapperbench.servers.RawCql;

/** {@link RawReads} with plain CQL on the Cassandra tables. */
final class CqlRawReads implements RawReads {
  private final RawCql cql;
  private final String keyspace;

  CqlRawReads(RawCql cql, String keyspace) {
    this.cql = cql;
    this.keyspace = keyspace;
  }

  @Override
  public Optional<UserData> user(UUID id) {
    return cql.rows("SELECT id, first_name, last_name, city FROM " + keyspace + ".users WHERE id = ?", id).stream()
        .findFirst()
        .map(r -> new UserData((UUID) r.get("id"), str(r, "first_name"), str(r, "last_name"), str(r, "city")));
  }

  @Override
  public Optional<OrderData> order(UUID id) {
    return cql
        .rows("SELECT id, client_id, created_at, status, sub_total FROM " + keyspace + ".orders WHERE id = ?", id)
        .stream()
        .findFirst()
        .map(
            r ->
                new OrderData(
                    (UUID) r.get("id"),
                    (UUID) r.get("client_id"),
                    (Instant) r.get("created_at"),
                    str(r, "status"),
                    (BigDecimal) r.get("sub_total"),
                    lineItems(id)));
  }

  @Override
  public List<LineItemData> lineItems(UUID orderId) {
    return cql
        .rows(
            "SELECT line_item_id, product_id, product_name, colour, size, quantity, line_price FROM "
                + keyspace
                + ".line_items_by_order WHERE order_id = ?",
            orderId)
        .stream()
        .map(
            r ->
                new LineItemData(
                    (UUID) r.get("line_item_id"),
                    (UUID) r.get("product_id"),
                    str(r, "product_name"),
                    str(r, "colour"),
                    str(r, "size"),
                    (Integer) r.get("quantity"),
                    (BigDecimal) r.get("line_price")))
        .toList();
  }

  @Override
  public Optional<UUID> orderPaxosBallot(UUID orderId) {
    return cql.latestPaxosBallot(keyspace, "orders", orderId);
  }

  private static String str(Map<String, Object> row, String column) {
    return (String) row.get(column);
  }
}
