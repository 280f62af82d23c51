package org.mapperbench.entities.model;

import java.util.Objects;
import java.util.UUID;

/** The plain value type of {@link User}. */
public record UserData(UUID id, String firstName, String lastName, String city) implements User {
  public UserData {
    Objects.requireNonNull(id, "id");
  }
}
