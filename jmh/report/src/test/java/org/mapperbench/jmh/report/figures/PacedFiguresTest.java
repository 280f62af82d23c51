package org.mapperbench.jmh.report.figures;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.mapperbench.jmh.report.model.PacedRecord;
import org.mapperbench.settings.PacedCosts;

class PacedFiguresTest {
  @Test
  void should_tell_a_held_rate_and_its_cost() {
    // 3,000 calls in 3 s; the window: 3 s, 0.6 s of client CPU, 0.9 s of server CPU, 6 MB allocated.
    PacedCosts costs = new PacedCosts(3000, 3_000_000_000L, 600_000_000L, 900_000_000L, 6_000_000L, 0, 0);
    PacedRecord r = PacedFigures.of("readUser", 1, PacedHistogramsTest.stalledRun(), costs);

    assertThat(r.held()).isTrue();
    assertThat(r.achievedPerSecond()).isEqualTo(1000.0);
    assertThat(r.corrected().p999()).isGreaterThanOrEqualTo(190_000.0);
    assertThat(r.service().p50()).isEqualTo(1000.0);
    assertThat(r.clientCores()).isEqualTo(0.2);
    assertThat(r.serverCoresPer1000()).isEqualTo(0.3);
    assertThat(r.allocatedBytesPerCall()).isEqualTo(2000.0);
  }
}
