package org.mapperbench.adapters.kundera;

import java.io.Serializable;
import java.util.Objects;
import java.util.UUID;
import javax.persistence.Column;
import javax.persistence.Embeddable;

/**
 * The compound primary key of {@code line_items_by_order}. Kundera maps an {@code @EmbeddedId} onto CQL3's
 * PRIMARY KEY: its first field is the partition key, the others are clustering columns, in declaration order.
 */
@Embeddable
public class LineItemKey implements Serializable {
  private static final long serialVersionUID = 1L;

  @Column(name = "order_id")
  private UUID orderId;

  @Column(name = "line_item_id")
  private UUID lineItemId;

  /** For Kundera, which instantiates keys reflectively. */
  public LineItemKey() {}

  LineItemKey(UUID orderId, UUID lineItemId) {
    this.orderId = orderId;
    this.lineItemId = lineItemId;
  }

  UUID orderId() {
    return orderId;
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
