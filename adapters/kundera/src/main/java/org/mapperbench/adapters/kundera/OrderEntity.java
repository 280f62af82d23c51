package org.mapperbench.adapters.kundera;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Date;
import java.util.List;
import java.util.UUID;
import javax.persistence.Column;
import javax.persistence.Entity;
import javax.persistence.Id;
import javax.persistence.Table;
import javax.persistence.Transient;
import org.mapperbench.entities.model.Order;

/**
 * A row of {@code orders}. Its line items are not a JPA relation (see the adapter's README): the adapter fills
 * {@link #lineItems} from a query after reading the order.
 */
@Entity
@Table(name = "orders")
public class OrderEntity implements Order {
  @Id
  @Column(name = "id")
  private UUID id;

  @Column(name = "client_id")
  private UUID clientId;

  // Kundera 3 maps java.util.Date to timestamp; it has no java.time support.
  @Column(name = "created_at")
  private Date createdAt;

  @Column(name = "status")
  private String status;

  @Column(name = "sub_total")
  private BigDecimal subTotal;

  @Transient
  private List<LineItemEntity> lineItems = List.of();

  /** For Kundera, which instantiates entities reflectively. */
  public OrderEntity() {}

  static OrderEntity of(Order order) {
    OrderEntity entity = withId(order.id());
    entity.clientId = order.clientId();
    entity.createdAt = Date.from(order.createdAt());
    entity.status = order.status();
    entity.subTotal = order.subTotal();
    return entity;
  }

  /** What {@code EntityManager.remove} needs: Kundera deletes by the id of whatever instance it is given. */
  static OrderEntity withId(UUID id) {
    OrderEntity entity = new OrderEntity();
    entity.id = id;
    return entity;
  }

  OrderEntity withLineItems(List<LineItemEntity> items) {
    this.lineItems = List.copyOf(items);
    return this;
  }

  @Override
  public UUID id() {
    return id;
  }

  @Override
  public UUID clientId() {
    return clientId;
  }

  @Override
  public Instant createdAt() {
    return createdAt == null ? null : createdAt.toInstant();
  }

  @Override
  public String status() {
    return status;
  }

  @Override
  public BigDecimal subTotal() {
    return subTotal;
  }

  @Override
  public List<LineItemEntity> lineItems() {
    return lineItems;
  }
}
