package org.mapperbench.adapters.driver3mapper;

import com.datastax.driver.mapping.annotations.ClusteringColumn;
import com.datastax.driver.mapping.annotations.Column;
import com.datastax.driver.mapping.annotations.PartitionKey;
import com.datastax.driver.mapping.annotations.Table;
import java.math.BigDecimal;
import java.util.UUID;
import org.mapperbench.entities.model.LineItem;

/** A row of {@code line_items_by_order}: the order id is the partition key, the line item id clusters. */
@Table(name = "line_items_by_order")
public class LineItemEntity implements LineItem {
  @PartitionKey
  @Column(name = "order_id")
  private UUID orderId;

  @ClusteringColumn
  @Column(name = "line_item_id")
  private UUID id;

  @Column(name = "product_id")
  private UUID productId;

  @Column(name = "product_name")
  private String productName;

  private String colour;

  private String size;

  private int quantity;

  @Column(name = "line_price")
  private BigDecimal linePrice;

  /** For the mapper, which instantiates entities it reads. */
  public LineItemEntity() {}

  static LineItemEntity of(UUID orderId, LineItem item) {
    LineItemEntity entity = new LineItemEntity();
    entity.orderId = orderId;
    entity.id = item.id();
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
    return id;
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
