package org.mapperbench.adapters.achilles;

import info.archinnov.achilles.annotations.Column;
import info.archinnov.achilles.annotations.PartitionKey;
import info.archinnov.achilles.annotations.Table;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.mapperbench.entities.model.Order;

/**
 * One row of {@code orders}. Achilles maps one class to one table and has no relations, so {@link #lineItems} is
 * not a column (its default explicit mapping ignores unannotated fields): the adapter fills it from a second query.
 */
@Table(table = "orders")
public class AchillesOrder implements Order {
  @PartitionKey
  @Column("id")
  private UUID id;

  @Column("client_id")
  private UUID clientId;

  @Column("created_at")
  private Instant createdAt;

  @Column("status")
  private String status;

  @Column("sub_total")
  private BigDecimal subTotal;

  private List<AchillesLineItem> lineItems = List.of();

  public AchillesOrder() {}

  static AchillesOrder of(Order order) {
    AchillesOrder entity = new AchillesOrder();
    entity.id = order.id();
    entity.clientId = order.clientId();
    entity.createdAt = order.createdAt();
    entity.status = order.status();
    entity.subTotal = order.subTotal();
    return entity;
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
  public List<AchillesLineItem> lineItems() {
    return lineItems;
  }

  void lineItems(List<AchillesLineItem> items) {
    lineItems = items;
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
}
