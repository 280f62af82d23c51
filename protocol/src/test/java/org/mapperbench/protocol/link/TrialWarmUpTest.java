package org.mapperbench.protocol.link;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TrialWarmUpTest {
  @Test
  void should_read_back_what_a_fork_wrote(@TempDir Path trial) throws Exception {
    TrialWarmUp written = new TrialWarmUp(3, 0.012, false,
        new ForkProtocol.Settled(140, ForkProtocol.Settled.State.SETTLED), null);
    written.write(trial);
    assertThat(TrialWarmUp.read(trial)).contains(written);
  }

  @Test
  void should_read_back_how_its_fork_jvm_warmed_up(@TempDir Path trial) throws Exception {
    TrialWarmUp written = new TrialWarmUp(1, 0.0, false, ForkProtocol.Settled.OFF, null)
        .withJvm(new TrialWarmUp.Jvm(31.5, 12, false)).remeasuredAfter(ForkProtocol.Settled.OFF)
        .withStartup(new TrialWarmUp.Startup(4.25, 1.5));
    written.write(trial);
    assertThat(TrialWarmUp.read(trial)).contains(written);
  }

  @Test
  void should_read_no_record_where_a_fork_wrote_none(@TempDir Path trial) {
    assertThat(TrialWarmUp.read(trial)).isEmpty();
  }
}
