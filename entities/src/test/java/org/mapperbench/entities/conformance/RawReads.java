package org.mapperbench.entities.conformance;

import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.mapperbench.entities.model.LineItemData;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.ProductData;
import org.mapperbench.entities.model.UserData;

/** What is really stored, read with the suite's own raw access and never through the adapter under test. */
interface RawReads {
  Optional<UserData> user(UUID id);

  /** The order with its line items, or empty when the order row is gone. */
  Optional<OrderData> order(UUID id);

  List<LineItemData> lineItems(UUID orderId);

  /** Every product of the catalogue, in sku order, every column as stored. */
  List<ProductData> products(UUID catalogueId);

  /**
   * The newest Paxos ballot the server holds for the order's partition, as a time-based uuid: what only a
   * lightweight transaction leaves behind. Empty where there is none, and always on a server without Paxos.
   */
  default Optional<UUID> orderPaxosBallot(UUID orderId) {
    return Optional.empty();
  }
}
