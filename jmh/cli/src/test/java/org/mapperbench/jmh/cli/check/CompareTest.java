package org.mapperbench.jmh.cli.check;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.cli.MapperBench;
import org.mapperbench.jmh.results.SyntheticEntries;
import org.mapperbench.jmh.results.figures.BenchmarkFigures;

/**
 * run-a is two adapters of a real quick run of one fork, trimmed to four benchmarks each. run-b is the same run
 * after an upgrade, merged into results.json: jdbc-mariadb's readUser 1.5 times slower (client CPU 1.4 times), its
 * writeUser 1% slower, its roundTrip gone, a driver4-native readOrder added, and a newer Connector/J, two forks and
 * fsync at every commit in run.json. One fork says nothing of the spread between forks, so those runs get no
 * verdict; the verdicts are tested on made-up entries of several forks with a known truth ({@link SyntheticEntries}).
 */
class CompareTest {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  @Test
  void should_call_a_slowdown_slower_when_the_interval_of_b_over_a_excludes_1() {
    CompareRow row = row(SyntheticEntries.sample("readUser", 5, 3, 60, f -> 100 * (1 + 0.02 * Math.sin(f)), 1),
        SyntheticEntries.sample("readUser", 5, 3, 60, f -> 115 * (1 + 0.02 * Math.cos(f)), 2), 0);

    assertThat(row.verdictText()).isEqualTo("slower");
    assertThat(row.ratio().point()).isCloseTo(1.15, org.assertj.core.data.Offset.offset(0.02));
    assertThat(row.ratioText()).startsWith("1.1").contains(" [");
  }

  @Test
  void should_call_a_difference_inside_the_interval_within_error() {
    CompareRow row = row(SyntheticEntries.sample("readUser", 5, 3, 60, f -> 100 * (1 + 0.03 * Math.sin(f)), 3),
        SyntheticEntries.sample("readUser", 5, 3, 60, f -> 101 * (1 + 0.03 * Math.cos(f)), 4), 0);

    assertThat(row.verdictText()).isEqualTo("within error");
    assertThat(row.ratio().low()).isLessThan(1);
    assertThat(row.ratio().high()).isGreaterThan(1);
  }

  @Test
  void should_ignore_a_real_difference_smaller_than_the_minimal_effect_asked_for() {
    JsonNode a = SyntheticEntries.sample("readUser", 8, 3, 60, f -> 100 * (1 + 0.01 * Math.sin(f)), 5);
    JsonNode b = SyntheticEntries.sample("readUser", 8, 3, 60, f -> 106 * (1 + 0.01 * Math.cos(f)), 6);

    assertThat(row(a, b, 0).verdictText()).isEqualTo("slower");
    assertThat(row(a, b, 0.10).verdictText()).isEqualTo("within error");
  }

  /**
   * The A/A property: two runs of the same code differ only by chance, and a 95% interval of B/A should exclude 1
   * in about 5% of benchmarks. Made-up runs whose forks spread by 4% (sd) around one truth, 5 forks each.
   */
  @Test
  void should_call_few_benchmarks_different_between_two_runs_of_the_same_code() {
    java.util.Random levels = new java.util.Random(42);
    int different = 0;
    int pairs = 120;
    for (int i = 0; i < pairs; i++) {
      double[] fa = levels.doubles(5).map(u -> 100 * (1 + 0.04 * levels.nextGaussian())).toArray();
      double[] fb = levels.doubles(5).map(u -> 100 * (1 + 0.04 * levels.nextGaussian())).toArray();
      CompareRow row = row(SyntheticEntries.sample("readUser", 5, 3, 30, f -> fa[f], 2L * i),
          SyntheticEntries.sample("readUser", 5, 3, 30, f -> fb[f], 2L * i + 1), 0);
      different += row.verdict() == CompareRow.Verdict.WITHIN_ERROR ? 0 : 1;
    }
    assertThat((double) different / pairs).isLessThanOrEqualTo(0.08);
  }

  @Test
  void should_give_no_verdict_on_runs_of_one_fork() {
    assertThat(compare(fixture("run-a"), fixture("run-b"))).isZero();

    assertThat(row("jdbc-mariadb", "readUser", "sample")).contains("93.21", "139.8", "us/op", "1.50", " - ", "+40%");
    assertThat(row("jdbc-mariadb", "readUser", "sample")).doesNotContain("slower");
  }

  @Test
  void should_list_benchmarks_found_in_one_run_only() {
    compare(fixture("run-a"), fixture("run-b"));

    assertThat(row("driver4-native", "readOrder", "sample")).contains("only in B");
    assertThat(row("jdbc-mariadb", "roundTrip", "sample")).contains("only in A");
    assertThat(stdout()).contains("9 benchmarks: 0 worse in B (slower or lower), 0 better in B (faster or higher), "
        + "0 within error, 7 without a verdict: a side rests on fewer than 3 forks, so no error bar, "
        + "1 only in A, 1 only in B");
  }

  @Test
  void should_turn_the_verdict_around_when_run_b_comes_first() {
    JsonNode a = SyntheticEntries.sample("readUser", 5, 3, 60, f -> 100 * (1 + 0.02 * Math.sin(f)), 1);
    JsonNode b = SyntheticEntries.sample("readUser", 5, 3, 60, f -> 115 * (1 + 0.02 * Math.cos(f)), 2);

    assertThat(row(b, a, 0).verdictText()).isEqualTo("faster");
  }

  @Test
  void should_head_the_table_with_what_differs_in_run_json_but_not_times_ports_or_pids() {
    compare(fixture("run-a"), fixture("run-b"));

    assertThat(stdout()).contains("settings.forks", "1 -> 2",
        "adapters.jdbc-mariadb.libraries.org.mariadb.jdbc:mariadb-java-client", "3.5.11 -> 3.5.12",
        "servers.mariadb.variables.innodb_flush_log_at_trx_commit", "2 -> 1",
        "started 2026-11-21T19:51:47Z  passed", "started 2026-11-22T09:00:00Z  passed");
    assertThat(stdout()).doesNotContain("startedAt", "description", "statsSidecar");
  }

  @Test
  void should_write_markdown_tables_when_asked() {
    assertThat(MapperBench.run(
        new String[] {"compare", "--markdown", fixture("run-a").toString(), fixture("run-b").toString()},
        new PrintStream(out), new PrintStream(err))).isZero();

    assertThat(stdout()).contains("## What differs in run.json", "| settings.forks | 1 | 2 |",
        "|---|---|---|---:|---:|---:|---|---:|---|---:|---:|---:|---:|",
        "| jdbc-mariadb | readUser | sample | 1 | 93.21 | 139.8 | us/op | 1.50 | - | - | 0% | +40% | 0% |");
  }

  @Test
  void should_note_an_adapter_whose_json_is_missing(@TempDir Path run) throws IOException {
    Files.copy(fixture("run-a").resolve("run.json"), run.resolve("run.json"));
    Files.copy(fixture("run-a").resolve("jdbc-mariadb.json"), run.resolve("jdbc-mariadb.json"));

    assertThat(compare(fixture("run-a"), run)).isZero();

    assertThat(stdout()).contains("driver4-native.json is missing (adapter status: passed)");
    assertThat(row("driver4-native", "readUser", "sample")).contains("only in A");
  }

  @Test
  void should_judge_throughput_higher_when_it_rises_beyond_its_interval() {
    JsonNode a = SyntheticEntries.throughput("readUser", 4, 5, 3, f -> 1000 * (1 + 0.02 * Math.sin(f)), 7);
    JsonNode b = SyntheticEntries.throughput("readUser", 4, 5, 3, f -> 1200 * (1 + 0.02 * Math.cos(f)), 8);
    JsonNode same = SyntheticEntries.throughput("readUser", 4, 5, 3, f -> 1005 * (1 + 0.02 * Math.cos(f)), 9);

    assertThat(row(a, b, 0).verdictText()).isEqualTo("higher");
    assertThat(row(b, a, 0).verdictText()).isEqualTo("lower");
    assertThat(row(a, same, 0).verdictText()).isEqualTo("within error");
  }

  @Test
  void should_flag_a_side_that_failed_its_server_counter_check() {
    JsonNode a = SyntheticEntries.sample("readUser", 5, 3, 60, f -> 100 * (1 + 0.02 * Math.sin(f)), 1);
    com.fasterxml.jackson.databind.node.ObjectNode b =
        SyntheticEntries.sample("readUser", 5, 3, 60, f -> 100 * (1 + 0.02 * Math.cos(f)), 2);
    b.putObject("verification").put("passed", false);

    assertThat(row(a, b, 0).verdictText()).isEqualTo("within error, B not verified");
  }

  @Test
  void should_read_the_minimal_effect_from_the_command_line() {
    assertThat(MapperBench.run(
        new String[] {"compare", "--min-effect", "5%", fixture("run-a").toString(), fixture("run-b").toString()},
        new PrintStream(out), new PrintStream(err))).isZero();
    assertThat(stdout()).contains("lies beyond 1 \u00b1 5.0% (--min-effect)");

    assertThat(MapperBench.run(new String[] {"compare", "--min-effect", "lots", "a", "b"},
        new PrintStream(out), new PrintStream(err))).isEqualTo(2);
    assertThat(stderr()).startsWith("compare: Invalid value for option '--min-effect': wants a share").hasLineCount(1);
  }

  @Test
  void should_exit_2_with_one_line_on_a_folder_that_does_not_exist() {
    assertThat(compare(fixture("run-a"), Path.of("no-such-run"))).isEqualTo(2);

    assertThat(stdout()).isEmpty();
    assertThat(stderr()).isEqualTo("compare: no-such-run is not a results folder (no such directory)\n");
  }

  @Test
  void should_exit_2_with_one_line_on_a_folder_without_results(@TempDir Path empty) {
    assertThat(compare(empty, fixture("run-b"))).isEqualTo(2);

    assertThat(stderr())
        .isEqualTo("compare: " + empty + " is not a results folder (neither run.json nor results.json)\n");
  }

  @Test
  void should_exit_2_with_one_line_on_broken_json(@TempDir Path run) throws IOException {
    Files.writeString(run.resolve("run.json"), "{\"adapters\": {\"x\": {}}}");
    Files.writeString(run.resolve("x.json"), "[{\"benchmark\":\n");

    assertThat(compare(fixture("run-a"), run)).isEqualTo(2);

    assertThat(stderr()).startsWith("compare: x: " + run.resolve("x.json") + " is not valid JSON (line ")
        .hasLineCount(1);
  }

  @Test
  void should_exit_2_with_the_usage_on_one_folder() {
    assertThat(MapperBench.run(new String[] {"compare", "results/latest"}, new PrintStream(out), new PrintStream(err)))
        .isEqualTo(2);

    assertThat(stderr()).isEqualTo("compare: Missing required parameter: '<B>' (scripts/mapper-bench help compare)\n");
  }

  private int compare(Path a, Path b) {
    return MapperBench.run(new String[] {"compare", a.toString(), b.toString()},
        new PrintStream(out), new PrintStream(err));
  }

  /** The table line of one benchmark (threads 1 for sample, 4 for thrpt, as in the fixtures). */
  private String row(String adapter, String operation, String mode) {
    return Arrays.stream(stdout().split("\n"))
        .filter(line -> line.matches(adapter + " +" + operation + " +" + mode + " .*"))
        .findFirst().orElseThrow(() -> new AssertionError("no row for " + adapter + " " + operation + " " + mode
            + " in:\n" + stdout()));
  }

  private static CompareRow row(JsonNode a, JsonNode b, double minEffect) {
    BenchmarkFigures fa = BenchmarkFigures.of("x", SyntheticEntries.entry(a));
    BenchmarkFigures fb = BenchmarkFigures.of("x", SyntheticEntries.entry(b));
    return CompareRow.of(CompareKey.of(fa), fa, fb, minEffect);
  }

  private String stdout() {
    return out.toString(StandardCharsets.UTF_8);
  }

  private String stderr() {
    return err.toString(StandardCharsets.UTF_8);
  }

  /** The report's fixture runs, one copy for both modules (surefire runs in the module's folder). */
  private static Path fixture(String name) {
    return Path.of("../report/src/test/resources/compare", name).toAbsolutePath().normalize();
  }
}
