package org.mapperbench.jmh.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mapperbench.jmh.results.SyntheticEntries;
import org.mapperbench.jmh.results.figures.BenchmarkFigures;
import org.mapperbench.jmh.results.model.RoundRecord;
import org.mapperbench.jmh.results.model.RunRecord;

/** What the report warns of the machine: sessions that ran apart, fork JVMs measured before the JIT was done. */
class MachineWarningsTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** Two sessions (hours 1 and 3) of two rounds each; the probe's fork means in rounds 1 to 4. */
  private static RunRecord resumed(double... means) throws Exception {
    StringBuilder forks = new StringBuilder();
    for (int i = 0; i < means.length; i++) {
      forks.append(i == 0 ? "" : ",").append("{\"round\":").append(i + 1).append(",\"startedAt\":\"2026-01-01T0")
          .append(i < 2 ? 1 : 3).append(":1").append(i).append(":00Z\",\"meanMicros\":").append(means[i]).append('}');
    }
    return JSON.readValue("{\"sessions\":[" + session(1) + "," + session(3) + "],\"noiseProbe\":{\"forks\":["
        + forks + "]}}", RunRecord.class);
  }

  private static String session(int hour) {
    return "{\"startedAt\":\"2026-01-01T0" + hour + ":00:00Z\",\"finishedAt\":\"2026-01-01T0" + hour + ":59:00Z\"}";
  }

  @Test
  void should_say_when_the_probe_ran_slower_in_one_session_than_its_spread_allows() throws Exception {
    assertThat(MachineWarnings.sessions(resumed(100, 101, 110, 111), 0.01)).singleElement().asString()
        .startsWith("the noise probe ran 10.0% slower in session 2 (110.5 µs per call) than in session 1 (100.5 µs)");
  }

  @Test
  void should_say_nothing_within_the_probes_spread_or_for_a_run_of_one_session() throws Exception {
    assertThat(MachineWarnings.sessions(resumed(100, 101, 102, 101), 0.02)).isEmpty();
    assertThat(MachineWarnings.sessions(JSON.readValue("{\"sessions\":[" + session(1) + "],\"noiseProbe\":"
        + "{\"forks\":[{\"round\":1,\"startedAt\":\"2026-01-01T01:10:00Z\",\"meanMicros\":100}]}}",
        RunRecord.class), 0.02)).isEmpty();
    assertThat(MachineWarnings.sessions(resumed(100, 101, 150, 151), Double.NaN)).isEmpty();
  }

  /** A benchmark whose forks' JVMs warmed up quietly or not, one per round. */
  private static BenchmarkFigures forks(String operation, boolean... quiet) {
    List<RoundRecord> rounds = new java.util.ArrayList<>();
    for (int i = 0; i < quiet.length; i++) {
      rounds.add(new RoundRecord(i + 1, null, null, null, null, 1.0, null,
          new RoundRecord.WarmUp(1, 0.0, false, null, null, 61.0, 40, quiet[i], null), true, null));
    }
    return withRounds(operation, rounds);
  }

  /** A benchmark whose forks compiled for these shares of their measured time, measured again as many times. */
  private static BenchmarkFigures measuredAgain(String operation, double[] compiling, int... remeasured) {
    List<RoundRecord> rounds = new java.util.ArrayList<>();
    for (int i = 0; i < compiling.length; i++) {
      rounds.add(new RoundRecord(i + 1, null, null, null, null, compiling[i], null, new RoundRecord.WarmUp(1, 0.0,
          false, null, null, 61.0, 40, true, remeasured[i] == 0 ? null : remeasured[i]), true, null));
    }
    return withRounds(operation, rounds);
  }

  private static BenchmarkFigures withRounds(String operation, List<RoundRecord> rounds) {
    BenchmarkFigures f = BenchmarkFigures.of("spring-data",
        SyntheticEntries.entry(SyntheticEntries.sample(operation, rounds.size(), 2, 10, fork -> 100, 1)));
    return new BenchmarkFigures(f.adapter(), f.operation(), f.mode(), f.threads(), f.score(), f.mean(), f.unit(),
        f.p99(), f.p99Interval(), f.jmhError(), f.forks(), rounds, f.cpuClient(), f.cpuServer(), f.alloc(),
        f.verification(), f.entry());
  }

  @Test
  void should_name_each_fork_jvm_still_compiling_when_its_warm_up_ran_out_once() {
    assertThat(MachineWarnings.compiling(List.of(forks("readUser", true, false, true),
        forks("writeUser", true, false, true)), 5)).singleElement().asString()
        .startsWith("1 of 3 fork JVMs still compiled when their warm-up ran out of bench.jvmWarmupSeconds")
        .endsWith(": spring-data round 2");
  }

  @Test
  void should_say_nothing_of_fork_jvms_that_warmed_up_until_the_jit_was_quiet() {
    assertThat(MachineWarnings.compiling(List.of(forks("readUser", true, true)), 5)).isEmpty();
  }

  @Test
  void should_count_trials_measured_again_and_name_those_still_compiling() {
    assertThat(MachineWarnings.remeasured(List.of(measuredAgain("readUser", new double[] {1, 2, 3}, 0, 1, 0),
        measuredAgain("readOrder", new double[] {1, 57, 2}, 0, 2, 0)), 5)).singleElement().asString()
        .startsWith("2 of 6 trials were measured again because the JIT compiled for more than 5% of their measured")
        .endsWith("1 still compiled in the last, and are kept as measured: spring-data readOrder round 2 57%");
  }

  @Test
  void should_say_nothing_when_no_trial_was_measured_again() {
    assertThat(MachineWarnings.remeasured(List.of(measuredAgain("readUser", new double[] {1, 2}, 0, 0)), 5))
        .isEmpty();
  }
}
