package org.mapperbench.jmh.results.figures;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.mapperbench.jmh.results.model.PacedRecord;
import org.mapperbench.protocol.metrics.PacedCosts;

class PacedFiguresTest {
  @Test
  void should_tell_a_held_rate_and_its_cost() {
    // 5,000 calls in 5 s; the window: 5 s, 1 s of client CPU, 1.5 s of server CPU, 10 MB allocated.
    PacedCosts costs = new PacedCosts(5000, 5_000_000_000L, 1_000_000_000L, 1_500_000_000L, 10_000_000L, 0, 0, 0);
    PacedRecord r = PacedFigures.of("readUser", "1000/s", 1, PacedHistogramsTest.stalledRun(), costs,
        Duration.ofMillis(10));

    assertThat(r.held()).isTrue();
    // 200 of the 5,000 calls waited out the stall: held, but not within a p99 of 10 ms.
    assertThat(r.withinTarget()).isFalse();
    assertThat(r.achievedPerSecond()).isEqualTo(1000.0);
    assertThat(r.corrected().p999()).isGreaterThanOrEqualTo(190_000.0);
    assertThat(r.service().p50()).isEqualTo(1000.0);
    assertThat(r.clientCores()).isEqualTo(0.2);
    assertThat(r.serverCoresPer1000()).isEqualTo(0.3);
    assertThat(r.allocatedBytesPerCall()).isEqualTo(2000.0);
  }
}
