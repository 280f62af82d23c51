package org.mapperbench.entities.model;

import java.util.UUID;

/** A shop user: the flat entity, one row in {@code users}. Adapters map their own annotated class onto it. */
public interface User {
  UUID id();

  String firstName();

  String lastName();

  String city();

  /** A plain value copy, so results from any adapter compare with {@code equals}. */
  default UserData toData() {
    return new UserData(id(), firstName(), lastName(), city());
  }
}
