package org.mapperbench.adapters.achilles;

import info.archinnov.achilles.annotations.ClusteringColumn;
import info.archinnov.achilles.annotations.Column;
import info.archinnov.achilles.annotations.PartitionKey;
import info.archinnov.achilles.annotations.Table;
import java.math.BigDecimal;
import java.util.UUID;
import org.mapperbench.entities.model.LineItem;

/** One row of {@code line_items_by_order}: partitioned by its order, clustered by its own id. */
@Table(table = "line_items_by_order")
public class AchillesLineItem implements LineItem {
  @PartitionKey
  @Column("order_id")
  private UUID orderId;

  @ClusteringColumn
  @Column("line_item_id")
  private UUID lineItemId;

  @Column("product_id")
  private UUID productId;

  @Column("product_name")
  private String productName;

  @Column("colour")
  private String colour;

  @Column("size")
  private String size;

  @Column("quantity")
  private int quantity;

  @Column("line_price")
  private BigDecimal linePrice;

  public AchillesLineItem() {}

  static AchillesLineItem of(UUID orderId, LineItem item) {
    AchillesLineItem entity = new AchillesLineItem();
    entity.orderId = orderId;
    entity.lineItemId = item.id();
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
    return lineItemId;
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

  public UUID getOrderId() {
    return orderId;
  }

  public void setOrderId(UUID orderId) {
    this.orderId = orderId;
  }

  public UUID getLineItemId() {
    return lineItemId;
  }

  public void setLineItemId(UUID lineItemId) {
    this.lineItemId = lineItemId;
  }

  public UUID getProductId() {
    return productId;
  }

  public void setProductId(UUID productId) {
    this.productId = productId;
  }

  public String getProductName() {
    return productName;
  }

  public void setProductName(String productName) {
    this.productName = productName;
  }

  public String getColour() {
    return colour;
  }

  public void setColour(String colour) {
    this.colour = colour;
  }

  public String getSize() {
    return size;
  }

  public void setSize(String size) {
    this.size = size;
  }

  public int getQuantity() {
    return quantity;
  }

  public void setQuantity(int quantity) {
    this.quantity = quantity;
  }

  public BigDecimal getLinePrice() {
    return linePrice;
  }

  public void setLinePrice(BigDecimal linePrice) {
    this.linePrice = linePrice;
  }
}
