package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * One time the runner worked on a run's folder: the run itself, then each resume ({@code bench.resume}).
 *
 * @param startedAt and {@code finishedAt}: instants (ISO-8601, UTC); finishedAt is null while it goes on
 * @param status the run's status when this session ended ({@code SuiteNames}: passed, failed, error, interrupted)
 * @param stoppedBy what ended it early: "Ctrl-C", "SIGTERM", or null
 * @param firstRound and {@code lastRound}: the timed rounds this session ran fork JVMs in; null if none
 * @param seconds the session's wall time, which counts against the run's budget
 * @param run in a merged run ({@code scripts/mapper-bench merge}): the folder of the run this session made; null in
 *     a run as the runner wrote it
 * @param machine in a merged run: the machine the session ran on, as that run's {@code machine} recorded it
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record SessionRecord(String startedAt, String finishedAt, String status, String stoppedBy, Integer firstRound,
                            Integer lastRound, Double seconds, String run, MachineRecord machine) {
  public SessionRecord(String startedAt, String finishedAt, String status, String stoppedBy, Integer firstRound,
      Integer lastRound, Double seconds) {
    this(startedAt, finishedAt, status, stoppedBy, firstRound, lastRound, seconds, null, null);
  }
}
