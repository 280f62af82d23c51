package org.mapperbench.jmh.runner.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.mapperbench.jmh.results.GateJudge;
import org.mapperbench.jmh.runner.core.RunSettings;

class RoundPlannerTest {
  private static final PlannedBenchmark READ = new PlannedBenchmark("readUser", false, 1);
  private static final PlannedBenchmark WRITE = new PlannedBenchmark("writeUser", false, 1);
  private static final PlannedBenchmark FLOOR = new PlannedBenchmark("roundTrip", false, 1);
  private static final List<PlannedBenchmark> PLAN = List.of(FLOOR, WRITE, READ);
  private static final List<String> ADAPTERS = List.of("a", "b", "c");

  private static RoundPlanner planner(String... keyValues) {
    Properties p = new Properties();
    for (int i = 0; i < keyValues.length; i += 2) {
      p.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return new RoundPlanner(RunSettings.from(p), ADAPTERS, PLAN, Map.of());
  }

  /** Every benchmark at the given share and 10 s per fork, except those named. */
  private static RoundPlanner.Progress progress(double share, Map<String, Double> shares) {
    return new RoundPlanner.Progress() {
      @Override
      public double halfWidthShare(String adapter, PlannedBenchmark benchmark) {
        return shares.getOrDefault(adapter + " " + benchmark.method(), share);
      }

      @Override
      public double secondsPerFork(String adapter, PlannedBenchmark benchmark) {
        return 10;
      }

      @Override
      public double preciseRatioHalfWidthShare(String adapter, String base, PlannedBenchmark benchmark) {
        return shares.getOrDefault(adapter + " " + benchmark.method() + " vs " + base, 0.0);
      }
    };
  }

  @Test
  void should_run_everything_until_the_minimum_in_a_fresh_order_each_round() {
    RoundPlanner planner = planner("bench.rounds", "3");
    RoundPlanner.Round first = planner.next(1, Set.copyOf(ADAPTERS), progress(0.5, Map.of()), 1, 5, null);
    RoundPlanner.Round second = planner.next(2, Set.copyOf(ADAPTERS), progress(0.5, Map.of()), 1, 5, null);
    assertThat(first.size()).isEqualTo(9);
    assertThat(second.size()).isEqualTo(9);
    assertThat(first.forks().keySet()).containsExactlyInAnyOrderElementsOf(ADAPTERS);
    // Three adapters and three benchmarks each: the seed gives round 2 another order somewhere.
    assertThat(List.copyOf(first.forks().entrySet())).isNotEqualTo(List.copyOf(second.forks().entrySet()));
  }

  @Test
  void should_then_add_only_the_widest_benchmarks_that_fit_the_budget() {
    RoundPlanner planner = planner("bench.rounds", "2", "bench.precision", "0.05");
    Map<String, Double> wide = Map.of("b readUser", 0.20, "c writeUser", 0.08, "a roundTrip", 0.06);
    // 10 s per fork and 5 s per JVM: 30 s fits the two widest (15 + 15), not the third.
    RoundPlanner.Round third = planner.next(3, Set.copyOf(ADAPTERS), progress(0.01, wide), 30, 5, null);
    assertThat(third.forks()).containsOnlyKeys("b", "c");
    assertThat(third.forks().get("b")).containsExactly(READ);
  }

  @Test
  void should_first_pair_a_wide_precise_ratio_with_its_native_and_leave_latency_for_later() {
    Properties p = new Properties();
    p.setProperty("bench.rounds", "3");
    // b and c are libraries of a's family: a is their native adapter.
    RoundPlanner planner = new RoundPlanner(RunSettings.from(p), ADAPTERS, PLAN, Map.of("b", "a", "c", "a"));
    Map<String, Double> wide = Map.of("b writeUser vs a", 0.12, "c readUser vs a", 0.03, "c readUser", 0.40);
    RoundPlanner.Round fourth = planner.next(4, Set.copyOf(ADAPTERS), progress(0.5, wide), -1, 5, null);
    // Latency is wide everywhere (0.5), yet the round holds only the wide ratio's two sides.
    assertThat(fourth.forks()).containsOnlyKeys("a", "b");
    assertThat(fourth.forks().get("a")).containsExactly(WRITE);
    assertThat(fourth.forks().get("b")).containsExactly(WRITE);

    RoundPlanner.Round fifth = planner.next(5, Set.copyOf(ADAPTERS), progress(0.5, Map.of()), -1, 5, null);
    assertThat(fifth.size()).as("every ratio within the target: latency's wide benchmarks again").isEqualTo(9);
  }

  @Test
  void should_say_why_it_stopped() {
    RoundPlanner met = planner("bench.rounds", "2");
    assertThat(met.next(3, Set.copyOf(ADAPTERS), progress(0.01, Map.of()), -1, 5, null)).isNull();
    assertThat(met.stop()).isEqualTo(RoundPlanner.Stop.TARGET_MET);

    RoundPlanner spent = planner("bench.rounds", "2");
    assertThat(spent.next(3, Set.copyOf(ADAPTERS), progress(0.5, Map.of()), 12, 5, null)).isNull();
    assertThat(spent.stop()).isEqualTo(RoundPlanner.Stop.BUDGET_SPENT);

    RoundPlanner capped = planner("bench.rounds", "2", "bench.maxRounds", "2");
    assertThat(capped.next(3, Set.copyOf(ADAPTERS), progress(0.5, Map.of()), -1, 5, null)).isNull();
    assertThat(capped.stop()).isEqualTo(RoundPlanner.Stop.MAX_ROUNDS);
  }

  @Test
  void should_leave_out_an_adapter_that_erred() {
    RoundPlanner.Round round = planner().next(1, Set.of("a", "c"), progress(0.5, Map.of()), -1, 5, null);
    assertThat(round.forks()).containsOnlyKeys("a", "c");
  }

  @Test
  void should_place_the_noise_probe_among_the_fork_jvms_by_the_seed() {
    RoundPlanner planner = planner("bench.rounds", "20");
    RoundPlanner again = planner("bench.rounds", "20");
    Set<Integer> slots = new java.util.TreeSet<>();
    for (int number = 1; number <= 20; number++) {
      RoundPlanner.Round round = planner.next(number, Set.copyOf(ADAPTERS), progress(0.5, Map.of()), -1, 5, null);
      RoundPlanner.Round same = again.next(number, Set.copyOf(ADAPTERS), progress(0.5, Map.of()), -1, 5, null);
      assertThat(round.probeSlot()).isBetween(0, round.jvmCount());
      assertThat(same).isEqualTo(round);
      slots.add(round.probeSlot());
    }
    // Three fork JVMs a round: before the first, between them, after the last; not always one of the ends.
    assertThat(slots).contains(1, 2).hasSizeGreaterThanOrEqualTo(3);
  }

  @Test
  void should_run_only_the_open_gated_cells_with_their_base_and_stop_once_none_is_open() {
    RoundPlanner planner = planner("bench.rounds", "2");
    GateJudge.Judged open = new GateJudge.Judged(12, 2, List.of(new GateJudge.Pair("b", "a", "readUser")));
    RoundPlanner.Round third = planner.next(3, Set.copyOf(ADAPTERS), progress(0.5, Map.of()), -1, 5, open);
    assertThat(third.forks()).containsOnlyKeys("a", "b");
    assertThat(third.forks().values()).allSatisfy(benchmarks -> assertThat(benchmarks).containsExactly(READ));

    GateJudge.Judged decided = new GateJudge.Judged(12, 0, List.of());
    assertThat(planner.next(4, Set.copyOf(ADAPTERS), progress(0.5, Map.of()), -1, 5, decided)).isNull();
    assertThat(planner.stop()).isEqualTo(RoundPlanner.Stop.GATE_DECIDED);
  }
}
