package org.mapperbench.adapters.driver3mapper;

import com.datastax.driver.mapping.annotations.Column;
import com.datastax.driver.mapping.annotations.PartitionKey;
import com.datastax.driver.mapping.annotations.Table;
import com.datastax.driver.mapping.annotations.Transient;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.UUID;
import org.mapperbench.entities.model.LineItem;
import org.mapperbench.entities.model.Order;

/**
 * A row of {@code orders}. The line items live in another table, which the mapper cannot relate to this one, so
 * they are {@link Transient} here and the adapter reads and writes them with their own mapper and accessor.
 */
@Table(name = "orders")
public class OrderEntity implements Order {
  @PartitionKey private UUID id;

  @Column(name = "client_id")
  private UUID clientId;

  // Driver 3's default codec for a CQL timestamp is java.util.Date (Instant needs the extras module's codec).
  @Column(name = "created_at")
  private Date createdAt;

  private String status;

  @Column(name = "sub_total")
  private BigDecimal subTotal;

  @Transient private List<LineItemEntity> lineItems = List.of();

  /** For the mapper, which instantiates entities it reads. */
  public OrderEntity() {}

  static OrderEntity of(Order order) {
    OrderEntity entity = new OrderEntity();
    entity.id = order.id();
    entity.clientId = order.clientId();
    entity.createdAt = Date.from(order.createdAt());
    entity.status = order.status();
    entity.subTotal = order.subTotal();
    List<LineItemEntity> items = new ArrayList<>(order.lineItems().size());
    for (LineItem item : order.lineItems()) {
      items.add(LineItemEntity.of(order.id(), item));
    }
    entity.lineItems = items;
    return entity;
  }

  void lineItems(List<LineItemEntity> items) {
    this.lineItems = items;
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
