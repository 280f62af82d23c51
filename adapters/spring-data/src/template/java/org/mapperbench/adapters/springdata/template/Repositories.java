package org.mapperbench.adapters.springdata.template;

import java.util.List;
import java.util.UUID;
import org.mapperbench.adapters.springdata.rows.Products.ProductRow;
import org.mapperbench.adapters.springdata.rows.Tables.LineItemRow;
import org.mapperbench.adapters.springdata.rows.Tables.OrderRow;
import org.mapperbench.adapters.springdata.rows.Tables.UserRow;
import org.springframework.data.cassandra.core.mapping.MapId;
import org.springframework.data.cassandra.repository.CassandraRepository;
import org.springframework.data.domain.Pageable;
import org.springframework.data.domain.Slice;
import org.springframework.data.repository.Repository;

/**
 * The repository interfaces: {@code CassandraRepositoryFactory} implements them in spring-data, Spring Boot's
 * repository scan in spring-boot.
 */
public final class Repositories {
  private Repositories() {}

  public interface UserRepository extends CassandraRepository<UserRow, UUID> {}

  public interface OrderRepository extends CassandraRepository<OrderRow, UUID> {}

  /** Only the partition read: line items are written, updated and deleted in their order's batch. */
  public interface LineItemRepository extends Repository<LineItemRow, MapId> {
    List<LineItemRow> findByOrderId(UUID orderId);
  }

  /**
   * Products of a catalogue: saveAll from CrudRepository, and the partition read twice over, whole or a slice at a
   * time (a Pageable carries the page size and the driver's paging state).
   */
  public interface ProductRepository extends CassandraRepository<ProductRow, MapId> {
    List<ProductRow> findByCatalogueId(UUID catalogueId);

    Slice<ProductRow> findByCatalogueId(UUID catalogueId, Pageable pageable);
  }
}
