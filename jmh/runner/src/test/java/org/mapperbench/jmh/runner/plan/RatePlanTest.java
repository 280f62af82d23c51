package org.mapperbench.jmh.runner.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.mapperbench.settings.RateSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.jmh.runner.core.RunSettings;

class RatePlanTest {
  private static RunSettings settings(String... pairs) {
    Properties p = new Properties();
    for (int i = 0; i < pairs.length; i += 2) {
      p.setProperty(pairs[i], pairs[i + 1]);
    }
    return RunSettings.from(p);
  }

  /** Closed-loop calls per second at 16 threads: the native's twice the mapper's. */
  private static double throughput(String adapter, PlannedBenchmark b) {
    double base = switch (b.method()) {
      case "readUser" -> 10_000;
      case "writeOrder", "deleteOrder" -> 2_000;
      case "readOrder", "updateOrderStatus" -> 4_000;
      default -> Double.NaN;
    };
    return adapter.equals("native") ? base : base / 2;
  }

  @Test
  void should_add_a_throughput_benchmark_at_the_workers_count_for_every_paced_operation() {
    RunSettings s = settings("bench.rates", "50%", "bench.operations", "readUser", "bench.threads", "1,4");
    List<String> labels = PlannedBenchmark.plan(s, Backend.MARIADB).stream().map(PlannedBenchmark::label).toList();

    assertThat(labels).contains("readUser x16", "writeOrder x16", "readOrder x16", "updateOrderStatus x16",
        "deleteOrder x16");
    assertThat(PlannedBenchmark.plan(settings("bench.operations", "readUser", "bench.threads", "1,4"),
        Backend.MARIADB).stream().map(PlannedBenchmark::label)).doesNotContain("readUser x16", "writeOrder x16");
  }

  @Test
  void should_pace_shares_of_the_natives_throughput_and_search_the_mix_below_its_own() {
    RunSettings s = settings("bench.rates", "50%,1000", "bench.operations", "readUser");
    List<PlannedBenchmark> plan = PlannedBenchmark.plan(s, Backend.MARIADB);
    List<String> skipped = new ArrayList<>();
    List<PlannedBenchmark> trials = RatePlan.trials(s, "mapper", "native", plan, RatePlanTest::throughput, skipped);

    assertThat(skipped).isEmpty();
    assertThat(trials).extracting(PlannedBenchmark::label).containsExactly("readUser @50%", "readUser @1000/s",
        "hatShopMix @50%", "hatShopMix @1000/s", "hatShopMix capacity");
    assertThat(trials.get(0).pacing().perSecond()).isEqualTo(5_000);
    assertThat(trials.get(1).pacing().perSecond()).isEqualTo(1_000);
    // The mix's weights 20/40/30/10 over 2,000, 4,000, 4,000 and 2,000 calls a second: 1 / (0.3/2000 + 0.7/4000).
    assertThat(trials.get(2).pacing().perSecond()).isCloseTo(0.5 / (0.3 / 2000 + 0.7 / 4000), within(1e-6));
    // The search runs below the mapper's own closed-loop throughput, half the native's.
    assertThat(trials.get(4).pacing().perSecond()).isCloseTo(0.5 / (0.3 / 2000 + 0.7 / 4000), within(1e-6));
    assertThat(trials).allMatch(b -> b.threads() == 16 && b.paced());
    assertThat(trials.get(4).method()).isEqualTo(RateSettings.MIX_METHOD);
  }

  @Test
  void should_leave_out_and_name_a_trial_without_a_throughput() {
    RunSettings s = settings("bench.rates", "50%", "bench.operations", "readUser");
    List<String> skipped = new ArrayList<>();
    List<PlannedBenchmark> trials = RatePlan.trials(s, "mapper", "native", PlannedBenchmark.plan(s, Backend.MARIADB),
        (adapter, b) -> b.method().equals("readUser") ? Double.NaN : 1000.0, skipped);

    assertThat(trials).extracting(PlannedBenchmark::label).containsExactly("hatShopMix @50%", "hatShopMix capacity");
    assertThat(skipped).singleElement().asString().startsWith("readUser @50%");
  }

  @Test
  void should_pace_the_named_operations_the_run_has_and_search_the_mix_whatever_is_paced() {
    RunSettings s = settings("bench.rates", "50%", "bench.operations", "readUser,writeUser,readOrder",
        "bench.rateOperations", "readOrder,deleteUser");
    List<PlannedBenchmark> trials = RatePlan.trials(s, "native", "native", PlannedBenchmark.plan(s, Backend.MARIADB),
        RatePlanTest::throughput, new ArrayList<>());

    assertThat(trials).extracting(PlannedBenchmark::label).containsExactly("readOrder @50%", "hatShopMix capacity");
    assertThatThrownBy(() -> PlannedBenchmark.plan(settings("bench.rates", "50%", "bench.rateOperations", "mix"),
        Backend.MARIADB)).hasMessageContaining("unknown operation 'mix'");
  }

  @Test
  void should_refuse_a_mix_of_an_unknown_operation() {
    assertThatThrownBy(() -> PlannedBenchmark.plan(settings("bench.rates", "50%", "bench.mix", "readOrders:1"),
        Backend.MARIADB)).hasMessageContaining("unknown operation 'readOrders'");
  }

  private static org.assertj.core.data.Offset<Double> within(double offset) {
    return org.assertj.core.data.Offset.offset(offset);
  }
}
