package org.mapperbench.adapters.jnosql;

import jakarta.nosql.Column;
import jakarta.nosql.Entity;
import jakarta.nosql.Id;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;
import org.mapperbench.entities.model.LineItem;
import org.mapperbench.entities.model.Order;
import org.mapperbench.entities.model.User;

/**
 * The suite's tables as Jakarta NoSQL entities. Every name is spelled out: JNoSQL's defaults are the Java name for a
 * column and {@code _id} for the key, which are not the schema's.
 */
public final class Tables {
  private Tables() {}

  @Entity("users")
  public record UserRow(
      @Id("id") UUID id,
      @Column("first_name") String firstName,
      @Column("last_name") String lastName,
      @Column("city") String city)
      implements User {
    static UserRow of(User user) {
      return user instanceof UserRow row ? row : new UserRow(user.id(), user.firstName(), user.lastName(), user.city());
    }
  }

  /** Only the {@code orders} row: Jakarta NoSQL maps no relation between tables. */
  @Entity("orders")
  public record OrderRow(
      @Id("id") UUID id,
      @Column("client_id") UUID clientId,
      @Column("created_at") Instant createdAt,
      @Column("status") String status,
      @Column("sub_total") BigDecimal subTotal) {
    static OrderRow of(Order order) {
      return new OrderRow(order.id(), order.clientId(), order.createdAt(), order.status(), order.subTotal());
    }
  }

  /**
   * Jakarta NoSQL has no compound key: the partition key is the {@code @Id}, the clustering key a plain column. Reads
   * and deletes by the partition work; a find by id expects one row, so the items are read with a query.
   */
  @Entity("line_items_by_order")
  public record LineItemRow(
      @Id("order_id") UUID orderId,
      @Column("line_item_id") UUID id,
      @Column("product_id") UUID productId,
      @Column("product_name") String productName,
      @Column("colour") String colour,
      @Column("size") String size,
      @Column("quantity") int quantity,
      @Column("line_price") BigDecimal linePrice)
      implements LineItem {
    static LineItemRow of(UUID orderId, LineItem item) {
      return new LineItemRow(orderId, item.id(), item.productId(), item.productName(), item.colour(), item.size(),
          item.quantity(), item.linePrice());
    }
  }
}
