package org.mapperbench.entities.conformance;

import java.math.BigDecimal;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Optional;
import java.util.UUID;
import org.mapperbench.entities.model.LineItemData;
import org.mapperbench.entities.model.AddressData;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.ProductData;
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

  @Override
  public List<ProductData> products(UUID catalogueId) {
    Map<Integer, List<String>> tags = new HashMap<>();
    sql.rows("SELECT sku, tag FROM product_tags WHERE catalogue_id = ? ORDER BY sku, position", catalogueId)
        .forEach(r -> tags.computeIfAbsent(integer(r.get("sku")), k -> new ArrayList<>()).add(str(r, "tag")));
    Map<Integer, Set<String>> colours = new HashMap<>();
    sql.rows("SELECT sku, colour FROM product_colours WHERE catalogue_id = ?", catalogueId)
        .forEach(r -> colours.computeIfAbsent(integer(r.get("sku")), k -> new HashSet<>()).add(str(r, "colour")));
    Map<Integer, Map<String, Integer>> stock = new HashMap<>();
    sql.rows("SELECT sku, size, quantity FROM product_stock WHERE catalogue_id = ?", catalogueId)
        .forEach(r -> stock.computeIfAbsent(integer(r.get("sku")), k -> new HashMap<>())
            .put(str(r, "size"), integer(r.get("quantity"))));
    return sql.rows("SELECT * FROM products WHERE catalogue_id = ? ORDER BY sku", catalogueId).stream()
        .map(r -> {
          int sku = integer(r.get("sku"));
          AddressData address = r.get("warehouse_street") == null ? null : new AddressData(
              str(r, "warehouse_street"), str(r, "warehouse_city"), str(r, "warehouse_postcode"),
              str(r, "warehouse_country"));
          Object releasedOn = r.get("released_on");
          return new ProductData(uuid(r.get("catalogue_id")), sku, str(r, "name"), str(r, "category"),
              str(r, "brand"), str(r, "description"), integer(r.get("stock")), ((Number) r.get("views")).longValue(),
              bool(r.get("active")), ((Number) r.get("weight_kg")).doubleValue(), (BigDecimal) r.get("price"),
              instant(r.get("updated_at")), releasedOn instanceof java.sql.Date d ? d.toLocalDate()
                  : (LocalDate) releasedOn, uuid(r.get("supplier_id")), (byte[]) r.get("thumbnail"),
              tags.getOrDefault(sku, List.of()), colours.getOrDefault(sku, Set.of()), stock.getOrDefault(sku, Map.of()),
              address);
        })
        .toList();
  }

  private static int integer(Object value) {
    return ((Number) value).intValue();
  }

  private static boolean bool(Object value) {
    return value instanceof Boolean b ? b : ((Number) value).intValue() != 0;
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
