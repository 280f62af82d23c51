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
   * This session's record of a resumed run, counting the earlier sessions' samples too, as the timelines hold them:
   * the sidecar's CPU is weighed by each session's samples, and a process keeps the first problem any session met.
   */
  public StatsSidecarRecord after(StatsSidecarRecord earlier) {
    long before = earlier.samples() == null ? 0 : earlier.samples();
    long now = samples == null ? 0 : samples;
    Double cpu = cpuPercentOfOneCore == null || earlier.cpuPercentOfOneCore() == null || before + now == 0
        ? cpuPercentOfOneCore
        : (earlier.cpuPercentOfOneCore() * before + cpuPercentOfOneCore * now) / (before + now);
    Map<String, Source> all = new java.util.LinkedHashMap<>(earlier.sources());
    sources.forEach((name, source) -> all.merge(name, source, (old, current) -> new Source(current.file(),
        current.source(), sum(old.samples(), current.samples()),
        old.firstProblem() != null ? old.firstProblem() : current.firstProblem())));
    return new StatsSidecarRecord(intervalMillis, before + now, cpu, all);
  }

  private static Long sum(Long a, Long b) {
    return a == null ? b : b == null ? a : a + b;
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
