package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * One fork of a paced trial (rate mode), as the results folder keeps it beside its interval log: the rate asked and
 * the rate held, the latency from when calls were due (corrected) and from when they were issued (service), and what
 * the window cost. Latencies in microseconds, CPU in cores busy on average; a figure that could not be had is absent.
 *
 * @param operation the operation, or the mix's name
 * @param asked the rate as the user asked it ({@code 50%}, {@code 2000/s}) or the capacity search's step
 * @param round the round the fork ran in
 * @param targetPerSecond the arrival rate the calls were due at
 * @param achievedPerSecond the calls that completed, over the schedule's length or until the last returned
 * @param held whether the library held the rate: at least 98% achieved, none failed and none left unanswered
 * @param withinTarget whether it held the rate with a p99 from when calls were due within {@code bench.p99Target}
 * @param workers the threads that issued calls, the most in flight at once
 * @param calls the calls due in the measured run
 * @param failed the calls that threw
 * @param unfinished the calls that had not returned when the run gave up waiting
 * @param corrected the latency from when each call was due
 * @param service the latency from when each call was issued, as a closed loop measures it
 * @param clientCores the fork JVM's CPU over the window
 * @param serverCores the server's CPU over the window
 * @param clientCoresPer1000 client cores per 1,000 calls a second held
 * @param serverCoresPer1000 server cores per 1,000 calls a second held
 * @param allocatedBytesPerCall the fork JVM's allocation per call
 * @param serverPausedMillis how long {@code bench.pause} held the server stopped in the run; absent if it did not
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record PacedRecord(
    String operation,
    String asked,
    Integer round,
    Double targetPerSecond,
    Double achievedPerSecond,
    Boolean held,
    Boolean withinTarget,
    Integer workers,
    Long calls,
    Long failed,
    Long unfinished,
    Percentiles corrected,
    Percentiles service,
    Double clientCores,
    Double serverCores,
    Double clientCoresPer1000,
    Double serverCoresPer1000,
    Double allocatedBytesPerCall,
    Double serverPausedMillis) {

  /** A latency's p50, p99, p99.9 and maximum, in microseconds. */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonIgnoreProperties(ignoreUnknown = true)
  public record Percentiles(Double p50, Double p99, Double p999, Double max) {}
}
