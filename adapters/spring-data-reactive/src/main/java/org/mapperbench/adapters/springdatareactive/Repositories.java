package org.mapperbench.adapters.springdatareactive;

import java.util.UUID;
import org.mapperbench.adapters.springdatareactive.Tables.LineItemRow;
import org.mapperbench.adapters.springdatareactive.Tables.OrderRow;
import org.mapperbench.adapters.springdatareactive.Tables.UserRow;
import org.springframework.data.cassandra.core.mapping.MapId;
import org.springframework.data.cassandra.repository.ReactiveCassandraRepository;
import org.springframework.data.repository.Repository;
import reactor.core.publisher.Flux;

/** The reactive repository interfaces; {@code ReactiveCassandraRepositoryFactory} implements them in open(). */
public final class Repositories {
  private Repositories() {}

  public interface UserRepository extends ReactiveCassandraRepository<UserRow, UUID> {}

  public interface OrderRepository extends ReactiveCassandraRepository<OrderRow, UUID> {}

  /** Only the partition read: line items are written, updated and deleted in their order's batch. */
  public interface LineItemRepository extends Repository<LineItemRow, MapId> {
    Flux<LineItemRow> findByOrderId(UUID orderId);
  }
}
