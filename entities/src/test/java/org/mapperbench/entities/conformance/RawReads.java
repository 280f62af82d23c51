package org.mapperbench.entities.conformance;

import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.mapperbench.entities.model.LineItemData;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.UserData;

/** What is really stored, read with the suite's own raw access and never through the adapter under test. */
interface RawReads {
  Optional<UserData> user(UUID id);

  /** The order with its line items, or empty when the order row is gone. */
  Optional<OrderData> order(UUID id);

  List<LineItemData> lineItems(UUID orderId);
}
