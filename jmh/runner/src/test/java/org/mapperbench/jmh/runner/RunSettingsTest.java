package org.mapperbench.jmh.runner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class RunSettingsTest {

  private static RunSettings settings(String... keyValues) {
    Properties p = new Properties();
    for (int i = 0; i < keyValues.length; i += 2) {
      p.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return RunSettings.from(p);
  }

  @Test
  void should_treat_empty_properties_as_defaults() {
    RunSettings s = settings("bench.threads", "", "bench.consistency", " ", "bench.rounds", "");
    assertThat(s.threads()).containsExactly(1, 4, 16);
    assertThat(s.consistency()).isEqualTo("LOCAL_QUORUM");
    assertThat(s.minRounds()).isEqualTo(RunSettings.DEFAULT_MIN_ROUNDS);
    assertThat(s.precision()).isEqualTo(0.05);
    assertThat(s.budget()).isEqualTo(RunSettings.DEFAULT_BUDGET);
  }

  @Test
  void should_make_quick_runs_two_short_rounds_without_a_budget() {
    RunSettings s = settings("bench.quick", "true");
    assertThat(List.of(s.minRounds(), s.maxRounds(), s.warmupIterations(), s.measurementIterations(), s.iterationMillis()))
        .containsExactly(2, 2, 1, 2, RunSettings.QUICK_ITERATION_MILLIS);
    assertThat(s.budget()).isNull();
  }

  @Test
  void should_read_precision_and_budget_as_people_write_them() {
    assertThat(settings("bench.precision", "2%").precision()).isEqualTo(0.02);
    assertThat(settings("bench.precision", "0.1").precision()).isEqualTo(0.1);
    assertThat(settings("bench.budget", "45m").budget()).hasMinutes(45);
    assertThat(settings("bench.budget", "1h30m").budget()).hasMinutes(90);
    assertThat(settings("bench.budget", "900").budget()).hasSeconds(900);
    assertThatThrownBy(() -> settings("bench.precision", "5")).isInstanceOf(RunSettings.BadInput.class).hasMessageContaining("5%");
    assertThatThrownBy(() -> settings("bench.budget", "soon")).isInstanceOf(RunSettings.BadInput.class).hasMessageContaining("45m");
  }

  @Test
  void should_never_run_fewer_rounds_than_the_minimum() {
    assertThat(settings("bench.rounds", "5", "bench.maxRounds", "2").maxRounds()).isEqualTo(5);
  }

  @Test
  void should_say_that_forks_became_rounds() {
    assertThatThrownBy(() -> settings("bench.forks", "2")).isInstanceOf(RunSettings.BadInput.class).hasMessageContaining("bench.rounds");
  }

  @Test
  void should_still_take_iteration_seconds() {
    assertThat(settings("bench.iterationSeconds", "2").iterationMillis()).isEqualTo(2000);
  }

  @Test
  void should_reject_a_thread_count_that_is_not_a_positive_number() {
    assertThatThrownBy(() -> settings("bench.threads", "1,x")).isInstanceOf(RunSettings.BadInput.class).hasMessageContaining("'x'");
    assertThatThrownBy(() -> settings("bench.rounds", "0")).isInstanceOf(RunSettings.BadInput.class);
  }

  @Test
  void should_sample_stats_every_second_unless_told_otherwise() {
    assertThat(settings().statsIntervalMillis()).isEqualTo(1000);
    assertThat(settings("bench.statsIntervalMillis", "250").statsIntervalMillis()).isEqualTo(250);
    assertThat(settings().describe()).containsEntry("statsIntervalMillis", 1000);
  }

  @Test
  void should_record_the_planned_operations_every_one_by_default() {
    assertThat(settings().describe().get("operations")).isEqualTo(org.mapperbench.jmh.report.SuiteNames.OPERATIONS);
    assertThat(settings("bench.operations", "readUser,roundTrip").describe().get("operations")).isEqualTo(List.of("readUser", "roundTrip"));
  }

  @Test
  void should_reject_a_jmx_address_with_a_port_that_is_not_a_port() {
    assertThat(settings("bench.stats.jmx", "db1").properties().getProperty("bench.stats.jmx")).isEqualTo("db1");
    settings("bench.stats.jmx", "db1:7199");
    assertThatThrownBy(() -> settings("bench.stats.jmx", "db1:jmx")).isInstanceOf(RunSettings.BadInput.class).hasMessageContaining("host:port");
    assertThatThrownBy(() -> settings("bench.stats.jmx", ":7199")).isInstanceOf(RunSettings.BadInput.class);
  }

  @Test
  void should_plan_every_operation_then_the_user_sweep() {
    List<PlannedBenchmark> plan = PlannedBenchmark.plan(settings("bench.threads", "1,4"));
    assertThat(plan).hasSize(10 + 2 * 4);
    assertThat(plan.get(0).method()).isEqualTo("roundTrip");
    assertThat(plan.stream().filter(PlannedBenchmark::throughput).map(PlannedBenchmark::method).distinct())
        .containsExactly("writeUser", "readUser", "updateUser", "deleteUser");
  }

  @Test
  void should_reject_an_unknown_operation() {
    assertThatThrownBy(() -> PlannedBenchmark.plan(settings("bench.operations", "readUser,fly")))
        .isInstanceOf(RunSettings.BadInput.class)
        .hasMessageContaining("unknown operation 'fly'");
  }
}
