package org.mapperbench.adapters.driver4mapper;

import com.datastax.oss.driver.api.mapper.annotations.Dao;
import com.datastax.oss.driver.api.mapper.annotations.Select;
import java.util.Optional;

@Dao
public interface RoundTripDao {
  /** The same statement as the native floor's, {@code SELECT k FROM round_trip WHERE k = 0}, generated. */
  @Select(customWhereClause = "k = 0")
  Optional<RoundTripRow> findZero();
}
