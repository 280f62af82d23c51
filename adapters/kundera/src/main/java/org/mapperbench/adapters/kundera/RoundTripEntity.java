package org.mapperbench.adapters.kundera;

import javax.persistence.Column;
import javax.persistence.Entity;
import javax.persistence.Id;
import javax.persistence.Table;

/** The suite's always-empty {@code round_trip} table: finding key 0 is the cheapest read Kundera can send. */
@Entity
@Table(name = "round_trip")
public class RoundTripEntity {
  @Id
  @Column(name = "k")
  private int k;

  /** For Kundera, which instantiates entities reflectively. */
  public RoundTripEntity() {}
}
