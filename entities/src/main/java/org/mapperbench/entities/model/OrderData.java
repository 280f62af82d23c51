package org.mapperbench.entities.model;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/** The plain value type of {@link Order}. */
public record OrderData(
    UUID id, UUID clientId, Instant createdAt, String status, BigDecimal subTotal, List<LineItemData> lineItems)
    implements Order {
  public OrderData {
    Objects.requireNonNull(id, "id");
    lineItems = List.copyOf(lineItems);
  }

  public OrderData withStatus(String newStatus) {
    return new OrderData(id, clientId, createdAt, newStatus, subTotal, lineItems);
  }
}
