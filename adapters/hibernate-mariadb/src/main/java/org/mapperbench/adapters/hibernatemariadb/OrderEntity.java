package org.mapperbench.adapters.hibernatemariadb;

import jakarta.persistence.CascadeType;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedAttributeNode;
import jakarta.persistence.NamedEntityGraph;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.OneToMany;
import jakarta.persistence.Table;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.mapperbench.entities.model.LineItem;
import org.mapperbench.entities.model.Order;

/**
 * A row of {@code orders} and, through a JPA one-to-many, its rows of {@code line_items}. The entity is named
 * ShopOrder because ORDER is a JPQL keyword.
 */
@Entity(name = "ShopOrder")
@Table(name = "orders")
@NamedEntityGraph(name = OrderEntity.WITH_LINE_ITEMS, attributeNodes = @NamedAttributeNode("lineItems"))
@NamedQuery(name = OrderEntity.UPDATE_STATUS, query = "update ShopOrder o set o.status = :status where o.id = :id")
public class OrderEntity implements Order {
  static final String WITH_LINE_ITEMS = "ShopOrder.withLineItems";
  /** A JPQL bulk update: one UPDATE of one column, with no read and no persistence context involved. */
  static final String UPDATE_STATUS = "ShopOrder.updateStatus";

  @Id
  @Column(name = "id")
  private UUID id;

  @Column(name = "client_id")
  private UUID clientId;

  @Column(name = "created_at")
  private Instant createdAt;

  @Column(name = "status")
  private String status;

  @Column(name = "sub_total")
  private BigDecimal subTotal;

  @OneToMany(mappedBy = "order", cascade = CascadeType.ALL, orphanRemoval = true)
  private List<LineItemEntity> lineItems = new ArrayList<>();

  /** For Hibernate, which instantiates entities reflectively. */
  protected OrderEntity() {}

  /** A new (or, for merge, detached) entity holding every field of {@code order} and of its line items. */
  static OrderEntity of(Order order) {
    OrderEntity entity = new OrderEntity();
    entity.id = order.id();
    entity.clientId = order.clientId();
    entity.createdAt = order.createdAt();
    entity.status = order.status();
    entity.subTotal = order.subTotal();
    for (LineItem item : order.lineItems()) {
      entity.lineItems.add(LineItemEntity.of(entity, item));
    }
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
  public List<LineItemEntity> lineItems() {
    return lineItems;
  }
}
