package org.mapperbench.jmh.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mapperbench.jmh.results.model.RoundRecord;

class StartupSectionTest {
  private static RoundRecord fork(int round, double ready, double open) {
    return new RoundRecord(round, null, null, null, null, null, null, null, true,
        new RoundRecord.Startup(ready, open));
  }

  @Test
  void should_count_each_fork_jvm_once_whatever_number_of_trials_it_ran() {
    List<RoundRecord> readUser = List.of(fork(1, 6.5, 2.0), fork(2, 7.5, 2.5), fork(3, 9.0, 3.0));
    List<RoundRecord> writeUser = List.of(fork(1, 6.5, 2.0), fork(2, 7.5, 2.5), fork(3, 9.0, 3.0));
    List<RoundRecord> older = List.of(new RoundRecord(1, null, null, null, null, null, null, null, true, null));

    List<RoundRecord.Startup> jvms = StartupSection.perJvm(List.of(readUser, writeUser, older));

    assertThat(jvms).hasSize(3);
    assertThat(StartupSection.row("spring-boot", jvms)).extracting(Doc.Cell::text)
        .containsExactly("spring-boot", "3", "7.50", "6.50–9.00", "2.50");
  }

  @Test
  void should_have_no_row_for_forks_that_recorded_no_start_up() {
    assertThat(StartupSection.perJvm(List.of(List.of(new RoundRecord(1, null, null, null, null, null, null, null,
        true, null))))).isEmpty();
  }
}
