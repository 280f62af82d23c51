package org.mapperbench.adapters.driver4mapper;

import com.datastax.oss.driver.api.mapper.annotations.CqlName;
import com.datastax.oss.driver.api.mapper.annotations.Entity;
import com.datastax.oss.driver.api.mapper.annotations.PartitionKey;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.mapperbench.entities.model.Order;

/**
 * A row of {@code orders}. The mapper has no relations, so the line items are not a mapped property: the adapter
 * reads them through {@link LineItemDao} and attaches them here.
 */
@Entity
@CqlName("orders")
public class OrderEntity implements Order {
  @PartitionKey private UUID id;
  private UUID clientId;
  private Instant createdAt;
  private String status;
  private BigDecimal subTotal;
  // No getter, and transient: not a mapped property.
  private transient List<LineItemEntity> lineItems = List.of();

  public OrderEntity() {}

  OrderEntity(Order order) {
    this.id = order.id();
    this.clientId = order.clientId();
    this.createdAt = order.createdAt();
    this.status = order.status();
    this.subTotal = order.subTotal();
  }

  /** Only id and status set: with the mapper's default DO_NOT_SET, an @Update of it writes the status alone. */
  static OrderEntity statusOnly(UUID id, String status) {
    OrderEntity order = new OrderEntity();
    order.id = id;
    order.status = status;
    return order;
  }

  public UUID getId() {
    return id;
  }

  public void setId(UUID id) {
    this.id = id;
  }

  public UUID getClientId() {
    return clientId;
  }

  public void setClientId(UUID clientId) {
    this.clientId = clientId;
  }

  public Instant getCreatedAt() {
    return createdAt;
  }

  public void setCreatedAt(Instant createdAt) {
    this.createdAt = createdAt;
  }

  public String getStatus() {
    return status;
  }

  public void setStatus(String status) {
    this.status = status;
  }

  public BigDecimal getSubTotal() {
    return subTotal;
  }

  public void setSubTotal(BigDecimal subTotal) {
    this.subTotal = subTotal;
  }

  OrderEntity withLineItems(List<LineItemEntity> items) {
    this.lineItems = items;
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
    return createdAt;
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
