package org.mapperbench.adapters.driver4mapper;

import com.datastax.oss.driver.api.mapper.annotations.Dao;
import com.datastax.oss.driver.api.mapper.annotations.Delete;
import com.datastax.oss.driver.api.mapper.annotations.Insert;
import com.datastax.oss.driver.api.mapper.annotations.Select;
import com.datastax.oss.driver.api.mapper.annotations.Update;
import java.util.Optional;
import java.util.UUID;

/** Every method executes synchronously: it returns once the server has answered. */
@Dao
public interface UserDao {
  @Insert
  void insert(UserEntity user);

  @Select
  Optional<UserEntity> findById(UUID id);

  @Update
  void update(UserEntity user);

  @Delete(entityClass = UserEntity.class)
  void deleteById(UUID id);
}
