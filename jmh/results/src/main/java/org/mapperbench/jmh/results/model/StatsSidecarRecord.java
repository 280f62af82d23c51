package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Map;

/**
 * {@code statsSidecar} in run.json: the sidecar that sampled the client and each server into {@code stats/*.tsv}.
 *
 * @param samples rows written, all files together
 * @param cpuPercentOfOneCore the sidecar's own CPU cost over the run; null (written so) where the JVM cannot tell
 * @param sources per process ("client", "cassandra", "mariadb", "cassandra-node1", ...), where its figures came from
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record StatsSidecarRecord(
    Long intervalMillis,
    Long samples,
    @JsonInclude(JsonInclude.Include.ALWAYS) Double cpuPercentOfOneCore,
    Map<String, Source> sources) {

  public StatsSidecarRecord {
    sources = sources == null ? Map.of() : sources;
  }

  /**
   * One process's timeline.
   *
   * @param file its TSV, relative to the results folder
   * @param source what sampled it (OSHI on a local pid, the Docker Engine API, JMX)
   * @param firstProblem why a sample failed, the first time one did; absent when none did
   */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonIgnoreProperties(ignoreUnknown = true)
  public record Source(String file, String source, Long samples, String firstProblem) {}
}
