package org.mapperbench.adapters.driver3mapper;

import com.datastax.driver.mapping.annotations.Column;
import com.datastax.driver.mapping.annotations.PartitionKey;
import com.datastax.driver.mapping.annotations.Table;
import java.util.UUID;
import org.mapperbench.entities.model.User;

/**
 * A row of {@code users}. No keyspace in {@link Table}: the mapper then uses the session's keyspace, which is the
 * configured one. The mapper reads and writes the fields directly (they have no JavaBeans accessors).
 */
@Table(name = "users")
public class UserEntity implements User {
  @PartitionKey private UUID id;

  @Column(name = "first_name")
  private String firstName;

  @Column(name = "last_name")
  private String lastName;

  private String city;

  /** For the mapper, which instantiates entities it reads. */
  public UserEntity() {}

  static UserEntity of(User user) {
    UserEntity entity = new UserEntity();
    entity.id = user.id();
    entity.firstName = user.firstName();
    entity.lastName = user.lastName();
    entity.city = user.city();
    return entity;
  }

  @Override
  public UUID id() {
    return id;
  }

  @Override
  public String firstName() {
    return firstName;
  }

  @Override
  public String lastName() {
    return lastName;
  }

  @Override
  public String city() {
    return city;
  }
}
