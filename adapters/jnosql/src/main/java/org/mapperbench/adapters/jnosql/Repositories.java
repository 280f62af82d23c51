package org.mapperbench.adapters.jnosql;

import jakarta.data.repository.CrudRepository;
import jakarta.data.repository.Repository;
import java.util.List;
import java.util.UUID;
import org.mapperbench.adapters.jnosql.Tables.LineItemRow;
import org.mapperbench.adapters.jnosql.Tables.OrderRow;
import org.mapperbench.adapters.jnosql.Tables.UserRow;

/** Jakarta Data repositories; JNoSQL finds them by scanning the classpath and implements them in its container. */
public final class Repositories {
  private Repositories() {}

  @Repository
  public interface UserRepository extends CrudRepository<UserRow, UUID> {}

  @Repository
  public interface OrderRepository extends CrudRepository<OrderRow, UUID> {}

  /** Keyed by the partition: {@code deleteById} removes an order's whole partition of items. */
  @Repository
  public interface LineItemRepository extends CrudRepository<LineItemRow, UUID> {
    List<LineItemRow> findByOrderId(UUID orderId);
  }
}
