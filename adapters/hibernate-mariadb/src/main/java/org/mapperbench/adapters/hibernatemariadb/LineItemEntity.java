package org.mapperbench.adapters.hibernatemariadb;

import jakarta.persistence.Column;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.MapsId;
import jakarta.persistence.Table;
import java.math.BigDecimal;
import java.util.UUID;
import org.mapperbench.entities.model.LineItem;

/**
 * A row of {@code line_items}, keyed by (order_id, line_item_id). Its order is the owning side of the relation,
 * and {@code @MapsId} makes the key's order_id the order's id: the column is written once, from the order.
 */
@Entity(name = "LineItem")
@Table(name = "line_items")
public class LineItemEntity implements LineItem {
  @EmbeddedId
  private LineItemKey key;

  @MapsId("orderId")
  @ManyToOne(fetch = FetchType.LAZY, optional = false)
  @JoinColumn(name = "order_id")
  private OrderEntity order;

  @Column(name = "product_id")
  private UUID productId;

  @Column(name = "product_name")
  private String productName;

  @Column(name = "colour")
  private String colour;

  @Column(name = "size")
  private String size;

  @Column(name = "quantity")
  private int quantity;

  @Column(name = "line_price")
  private BigDecimal linePrice;

  /** For Hibernate, which instantiates entities reflectively. */
  protected LineItemEntity() {}

  static LineItemEntity of(OrderEntity order, LineItem item) {
    LineItemEntity entity = new LineItemEntity();
    entity.key = new LineItemKey(order.id(), item.id());
    entity.order = order;
    entity.productId = item.productId();
    entity.productName = item.productName();
    entity.colour = item.colour();
    entity.size = item.size();
    entity.quantity = item.quantity();
    entity.linePrice = item.linePrice();
    return entity;
  }

  @Override
  public UUID id() {
    return key.lineItemId();
  }

  @Override
  public UUID productId() {
    return productId;
  }

  @Override
  public String productName() {
    return productName;
  }

  @Override
  public String colour() {
    return colour;
  }

  @Override
  public String size() {
    return size;
  }

  @Override
  public int quantity() {
    return quantity;
  }

  @Override
  public BigDecimal linePrice() {
    return linePrice;
  }
}
