package org.mapperbench.adapters.driver4mapper;

import com.datastax.oss.driver.api.mapper.annotations.ClusteringColumn;
import com.datastax.oss.driver.api.mapper.annotations.CqlName;
import com.datastax.oss.driver.api.mapper.annotations.Entity;
import com.datastax.oss.driver.api.mapper.annotations.PartitionKey;
import java.math.BigDecimal;
import java.util.UUID;
import org.mapperbench.entities.model.LineItem;

/** A row of {@code line_items_by_order}: partitioned by its order's id, clustered by its own. */
@Entity
@CqlName("line_items_by_order")
public class LineItemEntity implements LineItem {
  @PartitionKey private UUID orderId;
  @ClusteringColumn private UUID lineItemId;
  private UUID productId;
  private String productName;
  private String colour;
  private String size;
  private int quantity;
  private BigDecimal linePrice;

  public LineItemEntity() {}

  LineItemEntity(UUID orderId, LineItem item) {
    this.orderId = orderId;
    this.lineItemId = item.id();
    this.productId = item.productId();
    this.productName = item.productName();
    this.colour = item.colour();
    this.size = item.size();
    this.quantity = item.quantity();
    this.linePrice = item.linePrice();
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
}
