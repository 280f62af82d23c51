package org.mapperbench.jmh.runner.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.jmh.results.model.RecordedSettings;
import org.mapperbench.jmh.runner.plan.PlannedBenchmark;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.BadSetting;
import org.mapperbench.settings.Setting;
import org.mapperbench.settings.Suite;

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
    assertThat(s.get(BenchSettings.THREADS)).containsExactly(16);
    assertThat(s.get(BenchSettings.CONSISTENCY)).containsExactly("LOCAL_QUORUM");
    assertThat(s.replicationFactors()).containsExactly(1);
    assertThat(s.get(BenchSettings.ROUNDS)).isEqualTo(3);
    assertThat(s.get(BenchSettings.PRECISION)).isEqualTo(0.05);
    assertThat(s.get(BenchSettings.BUDGET)).isEqualTo(java.time.Duration.ofMinutes(45));
  }

  @Test
  void should_make_quick_runs_two_short_rounds_without_a_budget() {
    RunSettings s = settings("bench.quick", "true");
    assertThat(List.of(s.get(BenchSettings.ROUNDS), s.maxRounds(), s.get(BenchSettings.WARMUP_ITERATIONS), s
        .get(BenchSettings.MEASUREMENT_ITERATIONS),
            s.get(BenchSettings.ITERATION_MILLIS), s.get(BenchSettings.MAX_WARMUP_ITERATIONS), s
                .get(BenchSettings.JVM_WARMUP_PASSES)))
        .containsExactly(2, 2, 1, 2, 100, 1, 0);
    assertThat(s.get(BenchSettings.THREADS)).containsExactly(4);
    assertThat(s.get(BenchSettings.BUDGET)).isNull();
  }

  @Test
  void should_read_precision_and_budget_as_people_write_them() {
    assertThat(settings("bench.precision", "2%").get(BenchSettings.PRECISION)).isEqualTo(0.02);
    assertThat(settings("bench.precision", "0.1").get(BenchSettings.PRECISION)).isEqualTo(0.1);
    assertThat(settings("bench.budget", "45m").get(BenchSettings.BUDGET)).hasMinutes(45);
    assertThat(settings("bench.budget", "1h30m").get(BenchSettings.BUDGET)).hasMinutes(90);
    assertThat(settings("bench.budget", "900").get(BenchSettings.BUDGET)).hasSeconds(900);
    assertThatThrownBy(() -> settings("bench.precision", "5")).isInstanceOf(BadSetting.class)
        .hasMessageContaining("5%");
    assertThatThrownBy(() -> settings("bench.budget", "soon")).isInstanceOf(BadSetting.class)
        .hasMessageContaining("45m");
  }

  @Test
  void should_never_run_fewer_rounds_than_the_minimum() {
    assertThat(settings("bench.rounds", "5", "bench.maxRounds", "2").maxRounds()).isEqualTo(5);
  }

  @Test
  void should_say_that_forks_became_rounds() {
    assertThatThrownBy(() -> settings("bench.forks", "2")).isInstanceOf(BadSetting.class)
        .hasMessageContaining("bench.rounds");
  }

  @Test
  void should_still_take_iteration_seconds() {
    assertThat(settings("bench.iterationSeconds", "2").get(BenchSettings.ITERATION_MILLIS)).isEqualTo(2000);
  }

  @Test
  void should_reject_a_thread_count_that_is_not_a_positive_number() {
    assertThatThrownBy(() -> settings("bench.threads", "1,x")).isInstanceOf(BadSetting.class)
        .hasMessageContaining("'x'");
    assertThatThrownBy(() -> settings("bench.rounds", "0")).isInstanceOf(BadSetting.class);
  }

  @Test
  void should_sample_stats_every_second_unless_told_otherwise() {
    assertThat(settings().get(BenchSettings.STATS_INTERVAL_MILLIS)).isEqualTo(1000);
    assertThat(settings("bench.statsIntervalMillis", "250").get(BenchSettings.STATS_INTERVAL_MILLIS)).isEqualTo(250);
  }

  @Test
  void should_record_every_runner_setting_so_that_the_registry_reads_back_what_the_run_had() throws Exception {
    for (RunSettings run : List.of(settings(), settings("bench.quick", "true"), settings("bench.rounds", "4",
        "bench.rates", "50%,2000", "bench.pause", "200ms", "bench.mix", "readOrder:3,writeOrder:1",
        "bench.consistency", "QUORUM,ALL", "bench.operations", "readUser,roundTrip", "bench.slowdown", "0.1"))) {
      com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
      RecordedSettings read = json.readValue(json.writeValueAsString(run.recorded()), RecordedSettings.class);

      for (Setting<?> setting : Suite.ALL.stream().filter(RunSettings::inRunRecord).toList()) {
        assertThat(read.get(setting)).as(setting.name())
            .isEqualTo(java.util.Optional.ofNullable(setting.get(run.properties())));
        assertThat(read.given(setting)).as(setting.name()).isEqualTo(setting.isSet(run.properties()));
      }
    }
    assertThat(settings().recorded().values()).doesNotContainKeys("bench.root", "bench.resume", "mariadb.password");
  }

  @Test
  void should_reject_a_jmx_address_with_a_port_that_is_not_a_port() {
    assertThat(settings("bench.stats.jmx", "db1").properties().getProperty("bench.stats.jmx")).isEqualTo("db1");
    settings("bench.stats.jmx", "db1:7199");
    assertThatThrownBy(() -> settings("bench.stats.jmx", "db1:jmx")).isInstanceOf(BadSetting.class)
        .hasMessageContaining("host:port");
    assertThatThrownBy(() -> settings("bench.stats.jmx", ":7199")).isInstanceOf(BadSetting.class);
  }

  @Test
  void should_plan_every_operation_then_the_user_sweep() {
    RunSettings swept = settings("bench.threads", "1,4", "bench.sweepOperations", "readUser");
    List<PlannedBenchmark> plan = PlannedBenchmark.plan(swept, Backend.CASSANDRA);
    // The contract's 11, then at 1 and 100 rows a call 4 product points; the order's and the paging only if named.
    assertThat(plan).hasSize(11 + 4 + 2);
    assertThat(PlannedBenchmark.plan(swept, Backend.CASSANDRA, false)).hasSize(10 + 4 + 2);
    assertThat(plan.get(0).method()).isEqualTo("roundTrip");
    assertThat(plan.stream().map(PlannedBenchmark::method))
        .doesNotContain("readOrder100", "writeOrder100", "pageProducts");
    assertThat(PlannedBenchmark.plan(settings("bench.threads", "1,4"), Backend.CASSANDRA))
        .as("a default run sweeps nothing").noneMatch(PlannedBenchmark::throughput);
    assertThat(plan.stream().filter(PlannedBenchmark::throughput).map(PlannedBenchmark::method).distinct())
        .containsExactly("readUser");
    assertThat(PlannedBenchmark.plan(settings("bench.operations", "readOrder,readOrder100"), Backend.CASSANDRA)
        .stream().map(PlannedBenchmark::method)).containsExactly("readOrder", "readOrder100");
  }

  @Test
  void should_plan_the_rows_per_call_points_at_the_rows_asked() {
    List<String> methods = PlannedBenchmark.plan(settings("bench.rows", "10,1000"), Backend.CASSANDRA).stream()
        .filter(b -> !b.throughput()).map(PlannedBenchmark::method).toList();
    assertThat(methods).contains("readOrder", "writeOrder", "writeProducts10", "readProducts10", "readProducts1000")
        .doesNotContain("readProducts1", "writeProducts100", "readOrder100", "pageProducts");
    assertThatThrownBy(() -> PlannedBenchmark.plan(settings("bench.rows", "5"), Backend.CASSANDRA))
        .hasMessageContaining("bench.rows");
  }

  @Test
  void should_sweep_the_operations_asked_of_those_planned() {
    Properties p = new Properties();
    p.setProperty("bench.threads", "4");
    p.setProperty("bench.operations", "readUser,deleteUser,readOrder");
    p.setProperty("bench.sweepOperations", "deleteUser,readOrder,writeUser");
    List<PlannedBenchmark> plan = PlannedBenchmark.plan(RunSettings.from(p), Backend.MARIADB);
    assertThat(plan.stream().filter(PlannedBenchmark::throughput).map(PlannedBenchmark::label))
        .containsExactly("deleteUser x4", "readOrder x4");
    assertThat(RunSettings.from(p).sweptOperations()).containsExactly("deleteUser", "readOrder");
    p.setProperty("bench.sweepOperations", "fly");
    assertThatThrownBy(() -> PlannedBenchmark.plan(RunSettings.from(p), Backend.MARIADB))
        .hasMessageContaining("unknown operation 'fly'");
  }

  @Test
  void should_reject_an_unknown_operation() {
    assertThatThrownBy(() -> PlannedBenchmark.plan(settings("bench.operations", "readUser,fly"), Backend.CASSANDRA))
        .isInstanceOf(BadSetting.class)
        .hasMessageContaining("unknown operation 'fly'");
  }

  @Test
  void should_sweep_every_replication_factor_and_level_on_cassandra_only() {
    Properties p = new Properties();
    p.setProperty("bench.threads", "4");
    p.setProperty("bench.sweepOperations", "readUser");
    p.setProperty("bench.operations", "readUser,updateOrderStatus");
    p.setProperty("bench.consistency", "one,QUORUM,ALL");
    p.setProperty("bench.replicationFactor", "1,3");
    RunSettings s = RunSettings.from(p);
    List<PlannedBenchmark> cassandra = PlannedBenchmark.plan(s, Backend.CASSANDRA);
    assertThat(cassandra).hasSize(2 * 3 * 3);
    assertThat(cassandra.stream().map(b -> b.setting().label()).distinct())
        .containsExactly("RF1 ONE", "RF1 QUORUM", "RF1 ALL", "RF3 ONE", "RF3 QUORUM", "RF3 ALL");
    assertThat(cassandra.stream().map(b -> b.setting().keyspace()).distinct())
        .containsExactly("mapper_bench_rf1", "mapper_bench_rf3");
    assertThat(cassandra.get(cassandra.size() - 1).label()).isEqualTo("readUser x4 [RF3 ALL]");
    assertThat(PlannedBenchmark.plan(s, Backend.MARIADB)).hasSize(3).allMatch(b -> b.setting() == null);
  }

  @Test
  void should_take_a_cluster_size_replication_and_refuse_two_replications() {
    Properties p = new Properties();
    p.setProperty("cassandra.nodes", "5");
    assertThat(RunSettings.from(p).replicationFactors()).containsExactly(3);
    PlannedBenchmark single = PlannedBenchmark.plan(RunSettings.from(p), Backend.CASSANDRA).get(0);
    assertThat(single.setting().keyspace()).isEqualTo("mapper_bench");
    assertThat(single.label()).isEqualTo("roundTrip");
    p.setProperty("bench.replicationFactor", "2");
    p.setProperty("cassandra.replication", "{'class': 'NetworkTopologyStrategy', 'dc1': 3}");
    assertThatThrownBy(() -> RunSettings.from(p)).isInstanceOf(BadSetting.class)
        .hasMessageContaining("both set the replication");
    assertThatThrownBy(() -> settings("bench.consistency", "SERIAL")).isInstanceOf(BadSetting.class)
        .hasMessageContaining("not 'SERIAL'");
  }

  @Test
  void should_take_a_node_down_fault_only_on_the_suites_own_cluster() {
    assertThat(settings("bench.quick", "true").fault()).isNull();
    assertThatThrownBy(() -> settings("bench.fault", "node-down")).isInstanceOf(BadSetting.class)
        .hasMessage("-Dbench.fault=node-down stops a node of the suite's own embedded cluster: "
            + "add -Dcassandra.nodes=3");
    assertThatThrownBy(() -> settings("bench.fault", "disk-full")).hasMessageContaining("knows only node-down");
    Properties p = new Properties();
    p.setProperty("bench.fault", "node-down");
    p.setProperty("cassandra.nodes", "3");
    assertThat(RunSettings.from(p).fault()).isEqualTo("node-down");
    assertThat(RunSettings.from(p).recorded().get(org.mapperbench.settings.BenchSettings.FAULT)).contains("node-down");
  }
}
