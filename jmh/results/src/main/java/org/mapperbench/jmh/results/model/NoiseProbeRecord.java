package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * {@code noiseProbe} in run.json: the noise probe (a fixed CPU-bound loop in a JVM of its own, once per round) and
 * its forks; their JMH entry is in {@code file}.
 *
 * @param file the probe's JMH result list, beside the adapters' files ({@code SuiteNames.NOISE_PROBE_FILE})
 * @param forks one per round whose probe fork completed
 * @param problems one line per probe fork that failed; absent when none did
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record NoiseProbeRecord(
    String file, List<Fork> forks, @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> problems) {

  public NoiseProbeRecord {
    forks = forks == null ? List.of() : forks;
    problems = problems == null ? List.of() : problems;
  }

  /**
   * One probe fork. Machine figures in percent of one core; a figure the machine could not give is absent.
   *
   * @param seconds its measured part's wall time
   * @param meanMicros its mean time per call
   * @param stealPercent the steal time while it ran
   * @param foreignCpuPercent the CPU other processes used while it ran
   */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonIgnoreProperties(ignoreUnknown = true)
  public record Fork(Integer round, String startedAt, Double seconds, Double meanMicros, Double stealPercent,
                     Double foreignCpuPercent) {}
}
