package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * {@code run.json}: what ran, written by the runner after every fork JVM and once more at the end, so that a run that
 * dies leaves what it did. In the order the runner fills it in; the last three appear once the run gets that far.
 *
 * @param startedAt and {@code finishedAt}: instants (ISO-8601, UTC); finishedAt is null while the run goes on
 * @param status a {@code SuiteNames} status: running, passed, failed or error
 * @param servers per backend ({@code cassandra}, {@code mariadb}), the server the run used
 * @param client the client JVM's system properties, under their own names ({@code java.version}, ...)
 * @param harness group:artifact to version of every library the benchmark JVMs share (JMH and its dependencies)
 * @param settings every runner setting by name: its value and whether the user gave it
 * @param adapters per adapter, in the order they ran
 * @param noiseProbe the noise probe's forks; absent in a run before the probe
 * @param precision which benchmarks met the precision target; absent until the rounds are over
 * @param statsSidecar the stats sidecar's own record; absent until it stopped
 * @param given the runner settings the user gave (property to value), which a resume of this run reuses
 * @param code the commit and a digest of each JVM's own classes, which a resume must match
 * @param rounds each timed round's plan, recorded as it starts, so that a resume can finish a round cut short
 * @param sessions each time the runner worked on this folder: the first run, then each resume
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record RunRecord(
    String startedAt,
    @JsonInclude(JsonInclude.Include.ALWAYS) String finishedAt,
    String status,
    Map<String, ServerRecord> servers,
    Map<String, String> client,
    MachineRecord machine,
    RecordedSettings settings,
    Map<String, String> harness,
    Map<String, AdapterRecord> adapters,
    NoiseProbeRecord noiseProbe,
    PrecisionRecord precision,
    StatsSidecarRecord statsSidecar,
    @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, String> given,
    CodeRecord code,
    @JsonInclude(JsonInclude.Include.NON_EMPTY) List<PlannedRoundRecord> rounds,
    @JsonInclude(JsonInclude.Include.NON_EMPTY) List<SessionRecord> sessions) {

  public RunRecord {
    servers = servers == null ? Map.of() : servers;
    client = client == null ? Map.of() : client;
    harness = harness == null ? Map.of() : harness;
    adapters = adapters == null ? Map.of() : adapters;
    given = given == null ? Map.of() : given;
    rounds = rounds == null ? List.of() : rounds;
    sessions = sessions == null ? List.of() : sessions;
  }

  /** What a folder with results.json alone has: no run.json at all. */
  public static RunRecord none() {
    return new RunRecord(null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
        null);
  }
}
