package org.mapperbench.entities.model;

import java.math.BigDecimal;
import java.util.Objects;
import java.util.UUID;

/** The plain value type of {@link LineItem}. */
public record LineItemData(
    UUID id, UUID productId, String productName, String colour, String size, int quantity, BigDecimal linePrice)
    implements LineItem {
  public LineItemData {
    Objects.requireNonNull(id, "id");
  }
}
