package org.mapperbench.adapters.springdatareactive;

import java.util.UUID;
import org.mapperbench.adapters.springdata.rows.Products.ProductRow;
import org.mapperbench.adapters.springdata.rows.Tables.LineItemRow;
import org.mapperbench.adapters.springdata.rows.Tables.OrderRow;
import org.mapperbench.adapters.springdata.rows.Tables.UserRow;
import org.springframework.data.cassandra.core.mapping.MapId;
import org.springframework.data.cassandra.repository.ReactiveCassandraRepository;
import org.springframework.data.domain.Pageable;
import org.springframework.data.domain.Slice;
import org.springframework.data.repository.Repository;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/** The reactive repository interfaces; {@code ReactiveCassandraRepositoryFactory} implements them in open(). */
public final class Repositories {
  private Repositories() {}

  public interface UserRepository extends ReactiveCassandraRepository<UserRow, UUID> {}

  public interface OrderRepository extends ReactiveCassandraRepository<OrderRow, UUID> {}

  /** Only the partition read: line items are written, updated and deleted in their order's batch. */
  public interface LineItemRepository extends Repository<LineItemRow, MapId> {
    Flux<LineItemRow> findByOrderId(UUID orderId);
  }

  /**
   * Products of a catalogue: saveAll from ReactiveCrudRepository, and the partition read twice over, as one Flux or
   * a slice at a time (a Pageable carries the page size and the driver's paging state).
   */
  public interface ProductRepository extends ReactiveCassandraRepository<ProductRow, MapId> {
    Flux<ProductRow> findByCatalogueId(UUID catalogueId);

    Mono<Slice<ProductRow>> findByCatalogueId(UUID catalogueId, Pageable pageable);
  }
}
