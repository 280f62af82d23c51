package org.mapperbench.adapters.hibernatemariadb;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;
import org.mapperbench.entities.model.User;

/** A row of {@code users}. */
@Entity(name = "ShopUser")
@Table(name = "users")
public class UserEntity implements User {
  @Id
  @Column(name = "id")
  private UUID id;

  @Column(name = "first_name")
  private String firstName;

  @Column(name = "last_name")
  private String lastName;

  @Column(name = "city")
  private String city;

  /** For Hibernate, which instantiates entities reflectively. */
  protected UserEntity() {}

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
