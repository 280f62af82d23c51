package org.mapperbench.adapters.driver4mapper;

import com.datastax.oss.driver.api.core.PagingIterable;
import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;
import com.datastax.oss.driver.api.mapper.annotations.Dao;
import com.datastax.oss.driver.api.mapper.annotations.Insert;
import com.datastax.oss.driver.api.mapper.annotations.Select;
import java.util.UUID;
import java.util.concurrent.CompletionStage;
import java.util.function.UnaryOperator;

/**
 * The wide entity's DAO. Its insert is asynchronous because the mapper has no call that writes many entities: a
 * caller sends one insert per product and waits for them all (one batch of 100 rows of 1 KB would exceed the
 * server's batch size limit). Its selects take the partition key alone, a partial primary key: the whole catalogue,
 * in clustering order.
 */
@Dao
public interface ProductDao {
  @Insert
  CompletionStage<Void> insertAsync(ProductEntity product);

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
