package org.mapperbench.jmh.bench.fork;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.protocol.metrics.CallTimes;
import org.mapperbench.protocol.metrics.PacedCosts;
import org.mapperbench.settings.RateSettings;

/**
 * The pacer's floor files a paced run's times and costs, of calls that reach nothing. Its speed is a benchmark's
 * figure, not this test's: only that every call was issued and returned is checked.
 */
class PacerFloorTest {

  @AfterEach
  void clear() {
    System.clearProperty(RateSettings.RATE_SECONDS.name());
  }

  @Test
  void should_file_every_due_call_and_no_library_call(@TempDir Path dir) throws Exception {
    System.setProperty(RateSettings.RATE_SECONDS.name(), "2");

    RateTrial.measurePacerFloor(dir, 500, 4);

    CallTimes times = CallTimes.read(dir.resolve(CallTimes.FILE));
    assertThat(times.calls()).isEqualTo(500);
    assertThat(times.completed()).isEqualTo(500);
    assertThat(times.failures()).isZero();
    assertThat(times.workers()).isEqualTo(4);
    PacedCosts costs = PacedCosts.read(dir.resolve(PacedCosts.FILE));
    assertThat(costs.calls()).isZero();
    assertThat(costs.windowNanos()).isGreaterThanOrEqualTo(1_000_000_000L);
  }
}
