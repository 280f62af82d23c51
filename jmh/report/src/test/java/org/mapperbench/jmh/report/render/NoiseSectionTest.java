package org.mapperbench.jmh.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.mapperbench.jmh.results.model.MachineRecord;

class NoiseSectionTest {
  private static MachineRecord machine(String idleDriver, Long haltPollNanos) {
    return new MachineRecord("Linux", 2, null, idleDriver, haltPollNanos);
  }

  @Test
  void haltingWithoutPollingIsNamedWithItsRemedy() {
    assertThat(machine("haltpoll", 0L).haltsWithoutPolling()).isTrue();
    assertThat(NoiseSection.idleText(machine("haltpoll", 0L)))
        .contains("guest_halt_poll_ns 0").contains("sudo scripts/tune-machine")
        .contains("(see docs/methodology.md, Idle CPUs and their wake-ups)");
    // What halting cost on the project's own machines is the docs' to say, not this run's report.
    assertThat(NoiseSection.idleText(machine("haltpoll", 0L))).doesNotContainPattern("\\d+ µs");
  }

  @Test
  void pollingIsStatedInMicroseconds() {
    assertThat(machine("haltpoll", 200_000L).haltsWithoutPolling()).isFalse();
    assertThat(NoiseSection.idleText(machine("haltpoll", 200_000L))).contains("up to 200 µs");
  }

  @Test
  void anotherIdleDriverOrNoneSaysNothing() {
    assertThat(NoiseSection.idleText(machine("intel_idle", null))).isNull();
    assertThat(NoiseSection.idleText(machine(null, null))).isNull();
    assertThat(NoiseSection.idleText(null)).isNull();
    assertThat(machine(null, null).haltsWithoutPolling()).isFalse();
  }
}
