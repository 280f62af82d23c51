package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * An adapter's rate mode, as {@code <adapter>.rate.json} keeps it: every fork of every paced trial, and every round's
 * capacity search. JMH holds none of it: JMH did not run these trials, the suite's own paced runs did.
 *
 * @param adapter the adapter
 * @param p99TargetMicros the p99 from when calls were due that the capacity search held the library within
 * @param workers the threads that issued each paced run's calls
 * @param paced one record per fork of each operation or mix at each rate asked
 * @param capacity one record per round's capacity search
 * @param pacerFloor one record per round of the pacer alone, calling nothing at the fork's highest rate: what the
 *     schedule and the workers' waking add to every latency from due, and the client cores they burn
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record RateRecord(String adapter, Double p99TargetMicros, Integer workers, List<PacedRecord> paced,
    List<CapacityRecord> capacity, List<PacedRecord> pacerFloor) {
  /** The file's name in the results folder. */
  public static String file(String adapter) {
    return adapter + ".rate.json";
  }

  /**
   * One capacity search: its steps halved the range from 0 to {@code searchedUpTo}; the highest rate within the target
   * lies at or above {@code capacityPerSecond} and below {@code ceilingPerSecond}.
   *
   * @param operation the operation or the mix searched
   * @param round the round the search ran in
   * @param searchedUpTo the top of the range: the library's closed-loop throughput on as many threads as workers
   * @param capacityPerSecond the highest step rate held within the target; 0 if no step was
   * @param ceilingPerSecond the lowest step rate above it that was not; {@code searchedUpTo} if every step was
   * @param steps the steps' runs in the order they ran
   */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonIgnoreProperties(ignoreUnknown = true)
  public record CapacityRecord(String operation, Integer round, Double searchedUpTo, Double capacityPerSecond,
      Double ceilingPerSecond, List<PacedRecord> steps) {
    /** The search's result from its steps, by the one rule each step was judged by ({@code withinTarget}). */
    public static CapacityRecord of(String operation, int round, double searchedUpTo, List<PacedRecord> steps) {
      double capacity = steps.stream().filter(s -> Boolean.TRUE.equals(s.withinTarget()))
          .mapToDouble(PacedRecord::targetPerSecond).max().orElse(0);
      double ceiling = steps.stream().filter(s -> !Boolean.TRUE.equals(s.withinTarget()))
          .mapToDouble(PacedRecord::targetPerSecond).filter(r -> r > capacity).min().orElse(searchedUpTo);
      return new CapacityRecord(operation, round, searchedUpTo, capacity, ceiling, List.copyOf(steps));
    }
  }
}
