package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * A benchmark's {@code verification} in its JMH entry: each fork JVM it ran in is held, as a whole, to the server's
 * counters for all the calls of all its trials (the server counts per table, not per trial).
 *
 * @param passed whether every fork JVM the benchmark ran in passed; null where the entry says nothing
 * @param scope what was held to the counters: "fork JVM" (absent in runs before rounds)
 * @param adapterCalls this benchmark's own calls over all its forks, per operation
 * @param forkServerRequests what the server counted during those fork JVMs, all their trials together
 * @param shortfalls one line per request kind counted too few, "round N: ..."
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record VerificationRecord(
    Boolean passed,
    String scope,
    Map<String, Long> adapterCalls,
    Map<String, Long> forkServerRequests,
    List<String> shortfalls) {

  public static final String FORK_JVM_SCOPE = "fork JVM";

  public VerificationRecord {
    adapterCalls = adapterCalls == null ? Map.of() : adapterCalls;
    forkServerRequests = forkServerRequests == null ? Map.of() : forkServerRequests;
    shortfalls = shortfalls == null ? List.of() : shortfalls;
  }
}
