package org.mapperbench.entities.conformance;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
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
  @SuppressWarnings("unchecked")
  public List<ProductData> products(UUID catalogueId) {
    return cql.rows("SELECT " + PRODUCT_COLUMNS + " FROM " + keyspace + ".products_by_catalogue WHERE catalogue_id = ?",
            catalogueId).stream()
        .map(r -> {
          Map<String, Object> address = (Map<String, Object>) r.get("warehouse");
          ByteBuffer thumbnail = (ByteBuffer) r.get("thumbnail");
          return new ProductData((UUID) r.get("catalogue_id"), (Integer) r.get("sku"), str(r, "name"),
              str(r, "category"), str(r, "brand"), str(r, "description"), (Integer) r.get("stock"),
              (Long) r.get("views"), (Boolean) r.get("active"), (Double) r.get("weight_kg"),
              (BigDecimal) r.get("price"), (Instant) r.get("updated_at"), (LocalDate) r.get("released_on"),
              (UUID) r.get("supplier_id"), thumbnail == null ? null : bytes(thumbnail),
              (List<String>) r.get("tags"), (Set<String>) r.get("colours"),
              (Map<String, Integer>) r.get("stock_by_size"), address == null ? null
                  : new AddressData(str(address, "street"), str(address, "city"), str(address, "postcode"),
                      str(address, "country")));
        })
        .toList();
  }

  private static final String PRODUCT_COLUMNS = "catalogue_id, sku, name, category, brand, description, stock, views,"
      + " active, weight_kg, price, updated_at, released_on, supplier_id, thumbnail, tags, colours, stock_by_size,"
      + " warehouse";

  private static byte[] bytes(ByteBuffer buffer) {
    byte[] bytes = new byte[buffer.remaining()];
    buffer.duplicate().get(bytes);
    return bytes;
  }


  @Override
  public Optional<UUID> orderPaxosBallot(UUID orderId) {
    return cql.latestPaxosBallot(keyspace, "orders", orderId);
  }

  private static String str(Map<String, Object> row, String column) {
    return (String) row.get(column);
  }
}
