package org.mapperbench.adapters.hibernatemariadb;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import java.io.Serializable;
import java.util.Objects;
import java.util.UUID;

/** The primary key of {@code line_items}. JPA requires an embedded id to be Serializable with value equality. */
@Embeddable
public class LineItemKey implements Serializable {
  private static final long serialVersionUID = 1L;

  @Column(name = "order_id")
  private UUID orderId;

  @Column(name = "line_item_id")
  private UUID lineItemId;

  /** For Hibernate, which instantiates keys reflectively. */
  protected LineItemKey() {}

  LineItemKey(UUID orderId, UUID lineItemId) {
    this.orderId = orderId;
    this.lineItemId = lineItemId;
  }

  UUID lineItemId() {
    return lineItemId;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LineItemKey k && Objects.equals(orderId, k.orderId) && Objects.equals(lineItemId, k.lineItemId);
  }

  @Override
  public int hashCode() {
    return Objects.hash(orderId, lineItemId);
  }
}
