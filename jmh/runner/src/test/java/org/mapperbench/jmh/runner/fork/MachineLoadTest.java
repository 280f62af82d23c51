package org.mapperbench.jmh.runner.fork;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class MachineLoadTest {

  @Test
  void should_charge_only_what_our_own_processes_did_not_use() {
    MachineLoad.Reading from = new MachineLoad.Reading(0, 1_000_000_000L, 200_000_000L, 0);
    // One second: 1.5 s of CPU busy on the machine, 1.2 s of it ours, so 0.3 s foreign: 30% of one core.
    MachineLoad.Reading to = new MachineLoad.Reading(1_000_000_000L, 2_500_000_000L, 1_400_000_000L, 0);
    assertThat(MachineLoad.foreignCpuPercent(from, to)).isCloseTo(30.0, org.assertj.core.data.Offset.offset(1e-9));
    assertThat(MachineLoad.foreignCpuPercent(from, new MachineLoad.Reading(1, -1, 0, -1))).isNaN();
  }

  @Test
  void should_give_steal_in_percent_of_one_core_over_the_wall_time_between_readings() {
    MachineLoad.Reading from = new MachineLoad.Reading(0, 0, 0, 5_000_000_000L);
    // Two seconds, 80 ms stolen (8 ticks over both cores): 4% of one core.
    MachineLoad.Reading to = new MachineLoad.Reading(2_000_000_000L, 0, 0, 5_080_000_000L);
    assertThat(MachineLoad.stealPercent(from, to)).isCloseTo(4.0, org.assertj.core.data.Offset.offset(1e-9));
    assertThat(MachineLoad.stealPercent(from, new MachineLoad.Reading(1, -1, 0, -1))).isNaN();
  }

  @Test
  void should_read_busy_and_steal_time_from_this_machine() {
    MachineLoad.Reading reading = new MachineLoad(List::of).read();
    assertThat(reading.stealNanos()).isGreaterThanOrEqualTo(0);
    assertThat(reading.busyNanos()).isPositive();
  }

  @Test
  void should_see_a_process_that_spins_as_foreign_unless_it_is_ours() throws Exception {
    Process spinner = new ProcessBuilder("sh", "-c", "while :; do :; done").start();
    try {
      Thread.sleep(500);
      MachineLoad foreign = new MachineLoad(List::of);
      MachineLoad ours = new MachineLoad(() -> List.of(spinner.toHandle()));
      MachineLoad.Reading f0 = foreign.read();
      MachineLoad.Reading o0 = ours.read();
      Thread.sleep(1500);
      double seenForeign = MachineLoad.foreignCpuPercent(f0, foreign.read());
      double seenOurs = MachineLoad.foreignCpuPercent(o0, ours.read());
      assertThat(seenForeign).isGreaterThan(50);
      assertThat(seenOurs).isLessThan(seenForeign - 40);
    } finally {
      spinner.destroyForcibly();
    }
  }
}
