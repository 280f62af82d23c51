package org.mapperbench.jmh.bench.fork;

import static org.assertj.core.api.Assertions.assertThat;

import org.mapperbench.settings.RateSettings;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mapperbench.protocol.link.ForkProtocol;
import org.mapperbench.protocol.link.ForkProtocol.PlanLine;
import org.openjdk.jmh.annotations.Mode;

class ForkMainTest {
  private static List<String> warmUpSequence(String... planLines) {
    List<ForkMain.PlannedTrial> plan = java.util.Arrays.stream(planLines).map(ForkMain.PlannedTrial::parse).toList();
    return SteadyJvm.order(plan).stream()
        .map(i -> plan.get(i).method() + " " + plan.get(i).mode().shortLabel() + " " + plan.get(i).threads()).toList();
  }

  @Test
  void should_warm_the_jvm_in_one_order_whatever_order_the_round_shuffled() {
    List<String> one = warmUpSequence("writeUser\tthrpt\t4\t1\t0", "readUser\tsample\t1\t1\t0",
        "writeUser\tsample\t1\t1\t120", "readUser\tthrpt\t16\t1\t0");
    List<String> other = warmUpSequence("readUser\tthrpt\t16\t1\t0", "writeUser\tsample\t1\t1\t0",
        "readUser\tsample\t1\t1\t0", "writeUser\tthrpt\t4\t1\t90");

    assertThat(one).isEqualTo(other).containsExactly("readUser thrpt 16", "readUser sample 1", "writeUser thrpt 4",
        "writeUser sample 1");
  }

  @Test
  void should_be_the_fork_the_runner_launches_and_read_the_plan_it_writes() {
    assertThat(ForkProtocol.FORK_MAIN).isEqualTo(ForkMain.class.getName());
    assertThat(ForkProtocol.DESCRIBE_MAIN).isEqualTo(DescribeAdapter.class.getName());
    PlanLine written = new PlanLine("readUser", Mode.SampleTime.shortLabel(), 4, 2, 1200);
    ForkMain.PlannedTrial read = ForkMain.PlannedTrial.parse(written.format());
    assertThat(read).isEqualTo(new ForkMain.PlannedTrial("readUser", Mode.SampleTime, 4, 2, 1200, 0, false, false));
    PlanLine paced = new PlanLine(RateSettings.MIX_METHOD, ForkProtocol.RATE_MODE, 16, 0, 0, 2500);
    assertThat(ForkMain.PlannedTrial.parse(paced.format())).isEqualTo(
        new ForkMain.PlannedTrial(RateSettings.MIX_METHOD, null, 16, 0, 0, 2500, false, false));
    PlanLine search = new PlanLine(RateSettings.MIX_METHOD, ForkProtocol.CAPACITY_MODE, 16, 0, 0, 9000);
    assertThat(ForkMain.PlannedTrial.parse(search.format()).capacity()).isTrue();
    // A profiled trial is JMH's throughput on its threads, with the profiler around its measured windows.
    PlanLine profiled = new PlanLine("readUser", ForkProtocol.PROFILE_MODE, 1, 2, 1200);
    assertThat(ForkMain.PlannedTrial.parse(profiled.format())).isEqualTo(
        new ForkMain.PlannedTrial("readUser", Mode.Throughput, 1, 2, 1200, 0, false, true));
  }
}
