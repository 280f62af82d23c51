package org.mapperbench.jmh.runner.fork;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mapperbench.jmh.runner.plan.PlannedBenchmark;

/** What a group of forks run together tells the stats timeline and the budget's planner. */
class ForkMemberTest {
  private static final PlannedBenchmark READ = new PlannedBenchmark("readUser", false, 1);
  private static final PlannedBenchmark WRITE = new PlannedBenchmark("writeUser", false, 1);

  @Test
  void aTrialRunByThreeForksIsAThirdOfEachOnesTime() {
    List<ForkMember> members = List.of(new ForkMember("spring-data~2", List.of(READ, WRITE), List.of(), null),
        new ForkMember("driver4-native", List.of(READ), List.of(), null),
        new ForkMember("spring-data", List.of(WRITE, READ), List.of(), null));

    assertThat(ForkMember.sharing(members)).containsEntry(READ.label(), 3L).containsEntry(WRITE.label(), 2L);
    assertThat(ForkMember.label(members)).isEqualTo("driver4-native,spring-data,spring-data~2");
  }
}
