package org.mapperbench.adapters.achilles;

import info.archinnov.achilles.annotations.Column;
import info.archinnov.achilles.annotations.PartitionKey;
import info.archinnov.achilles.annotations.Table;
import java.util.UUID;
import org.mapperbench.entities.model.User;

/** One row of {@code users}. A JavaBean because Achilles' generated code reads and writes through accessors. */
@Table(table = "users")
public class AchillesUser implements User {
  @PartitionKey
  @Column("id")
  private UUID id;

  @Column("first_name")
  private String firstName;

  @Column("last_name")
  private String lastName;

  @Column("city")
  private String city;

  public AchillesUser() {}

  static AchillesUser of(User user) {
    AchillesUser entity = new AchillesUser();
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
}
