package org.mapperbench.jmh.runner.phase;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mapperbench.jmh.runner.plan.PlannedBenchmark;

/** What the profiling pass profiles of an adapter's plan, and where it can. */
class ProfilePhaseTest {

  @Test
  void should_profile_each_one_thread_operation_once() {
    List<PlannedBenchmark> plan = List.of(new PlannedBenchmark("readUser", false, 1),
        new PlannedBenchmark("readUser", true, 4), new PlannedBenchmark("writeUser", false, 1));

    assertThat(ProfilePhase.trials(plan)).extracting(PlannedBenchmark::label)
        .containsExactly("readUser profile", "writeUser profile");
    assertThat(ProfilePhase.trials(plan)).allSatisfy(b -> assertThat(b.profiled()).isTrue());
  }

  @Test
  void should_know_the_platforms_the_profiler_jar_carries_a_library_for() {
    assertThat(ProfilePhase.supported("Linux amd64")).isTrue();
    assertThat(ProfilePhase.supported("Linux aarch64")).isTrue();
    assertThat(ProfilePhase.supported("Mac OS X aarch64")).isTrue();
    assertThat(ProfilePhase.supported("Windows 11 amd64")).isFalse();
    assertThat(ProfilePhase.supported("Linux s390x")).isFalse();
  }
}
