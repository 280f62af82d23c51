package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Map;

/**
 * One operation of one adapter in the profiling pass ({@code bench.profile}), as {@code <adapter>.profile.json} keeps
 * it in a list: its profiles, one per event, and the requests its calls caused. None of it is timed: the profiled
 * fork runs its measured windows under async-profiler, and JMH's score of it is not kept.
 *
 * @param adapter the adapter
 * @param operation the benchmark method
 * @param events per event ({@code cpu}, {@code alloc}): the profile of the measured windows
 * @param windowCalls the calls made in the profiled windows, every event's together
 * @param requestsPerCall the server's requests per call in those windows, by the counter that counted them (a
 *     Cassandra table's reads or writes, or a MariaDB statement kind); null where the server's counters were not read
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record ProfileRecord(String adapter, String operation, Map<String, EventProfile> events, long windowCalls,
    Map<String, Double> requestsPerCall) {
  /** The folder of the flame graphs and collapsed stacks in the results folder. */
  public static final String DIR = "profiles";

  /** The file's name in the results folder. */
  public static String file(String adapter) {
    return adapter + ".profile.json";
  }

  /**
   * One event's profile of an operation.
   *
   * @param calls the calls made while it sampled
   * @param engine how async-profiler sampled on this machine ({@code perf_events cpu-clock}, {@code ctimer}, ...)
   * @param measuredPerCall what the suite's own counters measured per call in the same windows (the client JVM's CPU
   *     in nanoseconds, or its allocated bytes): the total the samples estimate; null if the fork did not say
   * @param collapsed the collapsed stacks with their totals (nanoseconds of CPU, or bytes), relative to the folder
   * @param flameGraph async-profiler's HTML flame graph, relative to the results folder
   */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonIgnoreProperties(ignoreUnknown = true)
  public record EventProfile(long calls, String engine, Double measuredPerCall, String collapsed,
      String flameGraph) {}
}
