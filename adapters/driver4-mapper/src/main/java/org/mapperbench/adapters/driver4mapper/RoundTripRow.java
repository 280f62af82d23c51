package org.mapperbench.adapters.driver4mapper;

import com.datastax.oss.driver.api.mapper.annotations.CqlName;
import com.datastax.oss.driver.api.mapper.annotations.Entity;
import com.datastax.oss.driver.api.mapper.annotations.PartitionKey;

/** The suite's always-empty {@code round_trip} table, mapped so the floor request also goes through the mapper. */
@Entity
@CqlName("round_trip")
public class RoundTripRow {
  @PartitionKey private int k;

  public int getK() {
    return k;
  }

  public void setK(int k) {
    this.k = k;
  }
}
