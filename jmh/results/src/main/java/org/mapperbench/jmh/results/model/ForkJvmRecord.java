package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * One fork JVM of an adapter in one round: the trials it ran and its verification against the server's counters, all
 * trials together (the server counts per table, not per trial).
 *
 * @param trials the runner's labels of its benchmarks, in the order they ran ("readUser", "readUser x4 [RF3 ALL]")
 * @param seconds its wall time, start-up and preparation included
 * @param passed whether the server's counters accounted for every call it recorded
 * @param adapterCalls per operation, the calls its benchmarks made, timed and untimed
 * @param serverRequests per table (Cassandra) or SQL command (MariaDB), what the server counted meanwhile
 * @param shortfalls one line per request kind the server counted too few of
 * @param fault what the injected fault did during it; absent in a run without one
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record ForkJvmRecord(
    Integer round,
    List<String> trials,
    Double seconds,
    Boolean passed,
    Map<String, Long> adapterCalls,
    Map<String, Long> serverRequests,
    List<String> shortfalls,
    FaultRecord fault) {

  public ForkJvmRecord {
    trials = trials == null ? List.of() : trials;
    adapterCalls = adapterCalls == null ? Map.of() : adapterCalls;
    serverRequests = serverRequests == null ? Map.of() : serverRequests;
    shortfalls = shortfalls == null ? List.of() : shortfalls;
  }

  /** The label of the fork's first benchmark, where a fault strikes; empty when it names none. */
  public String firstTrial() {
    return trials.isEmpty() ? "" : trials.get(0);
  }
}
