package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;
import java.util.Map;

/**
 * A timed round as planned when it started: which benchmarks each adapter measures in it, in order, and where the
 * noise probe runs among its fork JVMs. A resume finishes a round cut short from this plan.
 *
 * @param number the round, from 1
 * @param forks per adapter in the round's order, the labels of the benchmarks it measures in this round
 * @param probeSlot the noise probe runs before the fork JVM of this index (the round's count: after the last)
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record PlannedRoundRecord(int number, Map<String, List<String>> forks, int probeSlot) {}
