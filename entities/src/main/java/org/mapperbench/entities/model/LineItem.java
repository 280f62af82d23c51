package org.mapperbench.entities.model;

import java.math.BigDecimal;
import java.util.UUID;

/** One line of a hat-shop order: a row in {@code line_items_by_order}, clustered by its id. */
public interface LineItem {
  UUID id();

  UUID productId();

  String productName();

  String colour();

  String size();

  int quantity();

  BigDecimal linePrice();

  default LineItemData toData() {
    return new LineItemData(id(), productId(), productName(), colour(), size(), quantity(), linePrice());
  }
}
