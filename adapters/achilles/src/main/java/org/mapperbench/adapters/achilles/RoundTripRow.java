package org.mapperbench.adapters.achilles;

import info.archinnov.achilles.annotations.Column;
import info.archinnov.achilles.annotations.PartitionKey;
import info.archinnov.achilles.annotations.Table;

/** The suite's always-empty {@code round_trip} table, mapped so the floor read goes through Achilles too. */
@Table(table = "round_trip")
public class RoundTripRow {
  @PartitionKey
  @Column("k")
  private int k;

  public RoundTripRow() {}

  public int getK() {
    return k;
  }

  public void setK(int k) {
    this.k = k;
  }
}
