package org.mapperbench.jmh.results.figures;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mapperbench.jmh.results.model.RoundRecord;

class StartupFiguresTest {
  private static RoundRecord fork(int round, double ready, double open) {
    return new RoundRecord(round, null, null, null, null, null, null, null, true,
        new RoundRecord.Startup(ready, open));
  }

  @Test
  void should_count_each_fork_jvm_once_whatever_number_of_trials_it_ran() {
    List<RoundRecord> readUser = List.of(fork(1, 6.5, 2.0), fork(2, 7.5, 2.5), fork(3, 9.0, 3.0));
    List<RoundRecord> writeUser = List.of(fork(1, 6.5, 2.0), fork(2, 7.5, 2.5), fork(3, 9.0, 3.0));
    List<RoundRecord> older = List.of(new RoundRecord(1, null, null, null, null, null, null, null, true, null));

    List<RoundRecord.Startup> jvms = StartupFigures.perJvm(List.of(readUser, writeUser, older));

    assertThat(jvms).hasSize(3);
    assertThat(StartupFigures.of("spring-boot", jvms))
        .isEqualTo(new StartupFigures("spring-boot", 3, 7.5, 6.5, 9.0, 2.5));
  }

  @Test
  void should_have_no_start_up_for_forks_that_recorded_none() {
    assertThat(StartupFigures.perJvm(List.of(List.of(new RoundRecord(1, null, null, null, null, null, null, null,
        true, null))))).isEmpty();
  }
}
