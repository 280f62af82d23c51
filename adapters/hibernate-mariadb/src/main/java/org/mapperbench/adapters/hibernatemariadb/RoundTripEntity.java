package org.mapperbench.adapters.hibernatemariadb;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** The suite's empty one-column table {@code round_trip}: finding key 0 is the cheapest read the server counts. */
@Entity(name = "RoundTrip")
@Table(name = "round_trip")
public class RoundTripEntity {
  @Id
  @Column(name = "k")
  private Integer k;

  /** For Hibernate, which instantiates entities reflectively. */
  protected RoundTripEntity() {}
}
