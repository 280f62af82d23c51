package org.mapperbench.adapters.driver4mapper;

import com.datastax.oss.driver.api.mapper.annotations.CqlName;
import com.datastax.oss.driver.api.mapper.annotations.Entity;
import com.datastax.oss.driver.api.mapper.annotations.PartitionKey;
import java.util.UUID;
import org.mapperbench.entities.model.User;

/**
 * A row of {@code users}. A mutable JavaBean, as the mapper manual's entities are: the generated helper reads it
 * through the getters and fills it through the no-arg constructor and setters. Column names come from the
 * mapper's default naming convention (firstName to first_name).
 */
@Entity
@CqlName("users")
public class UserEntity implements User {
  @PartitionKey private UUID id;
  private String firstName;
  private String lastName;
  private String city;

  public UserEntity() {}

  UserEntity(User user) {
    this.id = user.id();
    this.firstName = user.firstName();
    this.lastName = user.lastName();
    this.city = user.city();
  }

  public UUID getId() {
    return id;
  }

  public void setId(UUID id) {
    this.id = id;
  }

  public String getFirstName() {
    return firstName;
  }

  public void setFirstName(String firstName) {
    this.firstName = firstName;
  }

  public String getLastName() {
    return lastName;
  }

  public void setLastName(String lastName) {
    this.lastName = lastName;
  }

  public String getCity() {
    return city;
  }

  public void setCity(String city) {
    this.city = city;
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
