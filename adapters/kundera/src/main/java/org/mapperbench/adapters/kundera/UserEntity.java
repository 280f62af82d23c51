package org.mapperbench.adapters.kundera;

import java.util.UUID;
import javax.persistence.Column;
import javax.persistence.Entity;
import javax.persistence.Id;
import javax.persistence.Table;
import org.mapperbench.entities.model.User;

/** A row of {@code users}. No keyspace in {@code @Table}: it comes from the persistence unit's kundera.keyspace. */
@Entity
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

  /** For Kundera, which instantiates entities reflectively. */
  public UserEntity() {}

  UserEntity(UUID id, String firstName, String lastName, String city) {
    this.id = id;
    this.firstName = firstName;
    this.lastName = lastName;
    this.city = city;
  }

  static UserEntity of(User user) {
    return new UserEntity(user.id(), user.firstName(), user.lastName(), user.city());
  }

  /** What {@code EntityManager.remove} needs: Kundera deletes by the id of whatever instance it is given. */
  static UserEntity withId(UUID id) {
    return new UserEntity(id, null, null, null);
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
