package org.mapperbench.jmh.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.mapperbench.jmh.results.model.RunRecord;

/** What a resumed run says when its sessions ran on a machine that changed between them. */
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
}
