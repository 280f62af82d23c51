package org.mapperbench.adapters.driver4mapper;

import com.datastax.oss.driver.api.core.PagingIterable;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;
import com.datastax.oss.driver.api.mapper.annotations.Dao;
import com.datastax.oss.driver.api.mapper.annotations.Insert;
import com.datastax.oss.driver.api.mapper.annotations.Select;
import java.util.UUID;
import java.util.function.UnaryOperator;

/**
 * The wide entity's DAO. Its insert returns the bound statement, the mapper manual's way to batch: the mapper has no
 * call that writes many entities, and a caller batches a catalogue's inserts as it does an order's. Its selects take
 * the partition key alone, a partial primary key: the whole catalogue, in clustering order.
 */
@Dao
public interface ProductDao {
  @Insert
  BoundStatement insert(ProductEntity product);

  /** The driver's default page size (5,000 rows) holds every catalogue the suite reads at once. */
  @Select
  PagingIterable<ProductEntity> findByCatalogueId(UUID catalogueId);

  /**
   * The same query with its statement adjusted per call, the mapper's way to set a page size that is only known at
   * run time ({@code @StatementAttributes} takes constants): iterating the result fetches the next page when the
   * current one is used up.
   */
  @Select
  PagingIterable<ProductEntity> pageByCatalogueId(UUID catalogueId, UnaryOperator<BoundStatementBuilder> attributes);
}
