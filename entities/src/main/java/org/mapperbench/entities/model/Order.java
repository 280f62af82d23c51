package org.mapperbench.entities.model;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;

/**
 * A hat-shop order (the study in shared/seeds/000): a row in {@code orders} and 1 to 5 rows in {@code
 * line_items_by_order}. Adapters map their own annotated classes onto it.
 */
public interface Order {
  UUID id();

  UUID clientId();

  /** Millisecond precision: every store in the suite keeps milliseconds. */
  Instant createdAt();

  String status();

  BigDecimal subTotal();

  List<? extends LineItem> lineItems();

  /**
   * A plain value copy with line items sorted by id, the order Cassandra clusters them in, so results from any
   * adapter compare with {@code equals}.
   */
  default OrderData toData() {
    List<LineItemData> items =
        lineItems().stream().map(LineItem::toData).sorted(Comparator.comparing(LineItemData::id)).toList();
    return new OrderData(id(), clientId(), createdAt(), status(), subTotal(), items);
  }
}
