package org.mapperbench.adapters.springdata.rows;

import static org.springframework.data.cassandra.core.cql.PrimaryKeyType.CLUSTERED;
import static org.springframework.data.cassandra.core.cql.PrimaryKeyType.PARTITIONED;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;
import org.mapperbench.entities.model.LineItem;
import org.mapperbench.entities.model.Order;
import org.mapperbench.entities.model.User;
import org.springframework.data.cassandra.core.mapping.Column;
import org.springframework.data.cassandra.core.mapping.PrimaryKey;
import org.springframework.data.cassandra.core.mapping.PrimaryKeyColumn;
import org.springframework.data.cassandra.core.mapping.Table;

/**
 * The suite's tables as Spring Data entities. Column names are spelled out because Spring's default naming keeps
 * the property name (firstName), which is not the schema's (first_name). Public, so Spring Data can generate its
 * instantiators and accessors instead of falling back to reflection. The reactive adapter compiles these same files
 * into its own classes (its pom adds this folder): both map the tables alike, and neither has the other on its
 * classpath.
 */
public final class Tables {
  private Tables() {}

  @Table("users")
  public record UserRow(
      @PrimaryKey UUID id,
      @Column("first_name") String firstName,
      @Column("last_name") String lastName,
      String city)
      implements User {
    public static UserRow of(User user) {
      return user instanceof UserRow row
          ? row
          : new UserRow(user.id(), user.firstName(), user.lastName(), user.city());
    }
  }

  /** Only the {@code orders} row: Spring Data Cassandra maps no relation between tables. */
  @Table("orders")
  public record OrderRow(
      @PrimaryKey UUID id,
      @Column("client_id") UUID clientId,
      @Column("created_at") Instant createdAt,
      String status,
      @Column("sub_total") BigDecimal subTotal) {
    public static OrderRow of(Order order) {
      return new OrderRow(order.id(), order.clientId(), order.createdAt(), order.status(), order.subTotal());
    }
  }

  /** The compound key as two key columns on the entity itself, so no separate key class is needed. */
  @Table("line_items_by_order")
  public record LineItemRow(
      @PrimaryKeyColumn(name = "order_id", type = PARTITIONED, ordinal = 0) UUID orderId,
      @PrimaryKeyColumn(name = "line_item_id", type = CLUSTERED, ordinal = 1) UUID id,
      @Column("product_id") UUID productId,
      @Column("product_name") String productName,
      String colour,
      String size,
      int quantity,
      @Column("line_price") BigDecimal linePrice)
      implements LineItem {
    public static LineItemRow of(UUID orderId, LineItem item) {
      return new LineItemRow(
          orderId, item.id(), item.productId(), item.productName(), item.colour(), item.size(), item.quantity(),
          item.linePrice());
    }
  }
}
