package org.mapperbench.adapters.driver4mapper;

import com.datastax.oss.driver.api.core.MappedAsyncPagingIterable;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.mapper.annotations.Dao;
import com.datastax.oss.driver.api.mapper.annotations.Delete;
import com.datastax.oss.driver.api.mapper.annotations.Insert;
import com.datastax.oss.driver.api.mapper.annotations.Select;
import com.datastax.oss.driver.api.mapper.annotations.Update;
import java.util.UUID;
import java.util.concurrent.CompletionStage;

/** The {@code line_items_by_order} half of an order, addressed by the partition key alone where all items go. */
@Dao
public interface LineItemDao {
  @Insert
  BoundStatement insert(LineItemEntity item);

  /** A partial primary key: every item of the order, one partition read. */
  @Select
  CompletionStage<MappedAsyncPagingIterable<LineItemEntity>> findByOrderIdAsync(UUID orderId);

  @Update
  BoundStatement update(LineItemEntity item);

  /** A partial primary key again: one partition deletion instead of one per item. */
  @Delete(entityClass = LineItemEntity.class)
  BoundStatement deleteByOrderId(UUID orderId);
}
