package org.mapperbench.adapters.kundera;

import java.math.BigDecimal;
import java.util.UUID;
import javax.persistence.Column;
import javax.persistence.EmbeddedId;
import javax.persistence.Entity;
import javax.persistence.NamedQuery;
import javax.persistence.Table;
import org.mapperbench.entities.model.LineItem;

/** A row of {@code line_items_by_order}: one line of an order, keyed by (order_id, line_item_id). */
@Entity
@Table(name = "line_items_by_order")
@NamedQuery(name = LineItemEntity.BY_ORDER, query = "SELECT l FROM LineItemEntity l WHERE l.key.orderId = :orderId")
public class LineItemEntity implements LineItem {
  static final String BY_ORDER = "LineItemEntity.byOrder";

  @EmbeddedId
  private LineItemKey key;

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

  /** For Kundera, which instantiates entities reflectively. */
  public LineItemEntity() {}

  static LineItemEntity of(UUID orderId, LineItem item) {
    LineItemEntity entity = new LineItemEntity();
    entity.key = new LineItemKey(orderId, item.id());
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
