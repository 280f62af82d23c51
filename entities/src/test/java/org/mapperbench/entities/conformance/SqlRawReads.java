package org.mapperbench.entities.conformance;

import java.math.BigDecimal;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.mapperbench.entities.model.LineItemData;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.UserData;
import org.mapperbench.servers.RawSql;

/** {@link RawReads} with plain SQL on the MariaDB tables. */
final class SqlRawReads implements RawReads {
  private final RawSql sql;

  SqlRawReads(RawSql sql) {
    this.sql = sql;
  }

  @Override
  public Optional<UserData> user(UUID id) {
    return sql.rows("SELECT id, first_name, last_name, city FROM users WHERE id = ?", id).stream()
        .findFirst()
        .map(r -> new UserData(uuid(r.get("id")), str(r, "first_name"), str(r, "last_name"), str(r, "city")));
  }

  @Override
  public Optional<OrderData> order(UUID id) {
    return sql.rows("SELECT id, client_id, created_at, status, sub_total FROM orders WHERE id = ?", id).stream()
        .findFirst()
        .map(
            r ->
                new OrderData(
                    uuid(r.get("id")),
                    uuid(r.get("client_id")),
                    instant(r.get("created_at")),
                    str(r, "status"),
                    (BigDecimal) r.get("sub_total"),
                    lineItems(id)));
  }

  @Override
  public List<LineItemData> lineItems(UUID orderId) {
    return sql
        .rows(
            "SELECT line_item_id, product_id, product_name, colour, size, quantity, line_price FROM line_items"
                + " WHERE order_id = ?",
            orderId)
        .stream()
        .map(
            r ->
                new LineItemData(
                    uuid(r.get("line_item_id")),
                    uuid(r.get("product_id")),
                    str(r, "product_name"),
                    str(r, "colour"),
                    str(r, "size"),
                    ((Number) r.get("quantity")).intValue(),
                    (BigDecimal) r.get("line_price")))
        .toList();
  }

  private static UUID uuid(Object value) {
    return value == null || value instanceof UUID ? (UUID) value : UUID.fromString(value.toString());
  }

  // TIMESTAMP columns hold UTC and are shown in the session's zone: the raw connection and the JVM share it.
  private static Instant instant(Object value) {
    if (value instanceof Timestamp t) {
      return t.toInstant();
    }
    if (value instanceof LocalDateTime l) {
      return Timestamp.valueOf(l).toInstant();
    }
    return (Instant) value;
  }

  private static String str(Map<String, Object> row, String column) {
    return (String) row.get(column);
  }
}
