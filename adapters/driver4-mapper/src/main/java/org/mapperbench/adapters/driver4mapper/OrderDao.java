package org.mapperbench.adapters.driver4mapper;

import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.mapper.annotations.Dao;
import com.datastax.oss.driver.api.mapper.annotations.Delete;
import com.datastax.oss.driver.api.mapper.annotations.Insert;
import com.datastax.oss.driver.api.mapper.annotations.Select;
import com.datastax.oss.driver.api.mapper.annotations.Update;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletionStage;

/**
 * The {@code orders} half of an order. Writes return the bound statement instead of executing it, the mapper's
 * way to put several statements in one batch; the adapter executes the batch.
 */
@Dao
public interface OrderDao {
  @Insert
  BoundStatement insert(OrderEntity order);

  @Select
  CompletionStage<Optional<OrderEntity>> findByIdAsync(UUID id);

  @Update
  BoundStatement update(OrderEntity order);

  /** Executed at once. Null properties are left unset (the default DO_NOT_SET), so their columns stay as they are. */
  @Update
  void updateNonNull(OrderEntity order);

  /** The same as a lightweight transaction ({@code IF EXISTS}); true when it was applied. */
  @Update(ifExists = true)
  boolean updateNonNullIfExists(OrderEntity order);

  @Delete(entityClass = OrderEntity.class)
  BoundStatement deleteById(UUID id);
}
