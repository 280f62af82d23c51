package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;

/**
 * What {@code -Dbench.fault=node-down} did in one fork JVM: which node went down when, how long it took to come back,
 * and what the fork's timed inserts left, read back at ALL. Every field is written, a node never stopped (the fork
 * ended first) as null, as the runner always has (no {@code NON_NULL} here).
 *
 * @param kind the fault: {@link #NODE_DOWN}
 * @param stoppedNode the node halted; null when the fork ended before its time came
 * @param stoppedSecondsIntoFork when, counted from the fork's first benchmark; null with stoppedNode
 * @param restartSeconds how long the node took to start again after the fork
 * @param rowsWritten the rows the fork's timed inserts wrote
 * @param rowsLost of those, the rows not found when read back
 * @param lostExamples up to five of them, "table id"
 * @param readBackAt the consistency level they were read back at: ALL
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record FaultRecord(
    String kind,
    String stoppedNode,
    Double stoppedSecondsIntoFork,
    Double restartSeconds,
    Long rowsWritten,
    Long rowsLost,
    List<String> lostExamples,
    String readBackAt) {

  /** The one fault the suite knows, as {@code -Dbench.fault} and {@code settings.fault} name it. */
  public static final String NODE_DOWN = org.mapperbench.settings.BenchSettings.NODE_DOWN;

  public FaultRecord {
    lostExamples = lostExamples == null ? List.of() : lostExamples;
  }
}
