package org.mapperbench.jmh.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * run-a is two adapters of a real quick run, trimmed to four benchmarks each. run-b is the same run after an upgrade,
 * merged into results.json: jdbc-mariadb's readUser 1.5 times slower (client CPU 1.4 times), its writeUser 1% slower
 * (within error), its roundTrip gone, a driver4-native readOrder added, and a newer Connector/J, two forks and
 * fsync at every commit in run.json.
 */
class CompareTest {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  @Test
  void should_call_a_regression_beyond_both_errors_slower() {
    assertThat(compare(fixture("run-a"), fixture("run-b"))).isZero();

    assertThat(row("jdbc-mariadb", "readUser", "sample")).contains("93.21 \u00b1 1.59", "139.8 \u00b1 1.6", "us/op",
        "1.50", "slower", "1.40");
  }

  @Test
  void should_call_a_difference_smaller_than_the_errors_within_error() {
    compare(fixture("run-a"), fixture("run-b"));

    assertThat(row("jdbc-mariadb", "writeUser", "sample")).contains("94.70 \u00b1 4.80", "95.65 \u00b1 4.80", "1.01",
        "within error");
  }

  @Test
  void should_list_benchmarks_found_in_one_run_only() {
    compare(fixture("run-a"), fixture("run-b"));

    assertThat(row("driver4-native", "readOrder", "sample")).contains("only in B");
    assertThat(row("jdbc-mariadb", "roundTrip", "sample")).contains("only in A");
    assertThat(stdout()).contains("9 benchmarks: 1 worse in B (slower or lower), 0 better in B (faster or higher), "
        + "4 within error, 2 without an error bar, 1 only in A, 1 only in B");
  }

  @Test
  void should_turn_the_verdict_around_when_run_b_comes_first() {
    compare(fixture("run-b"), fixture("run-a"));

    assertThat(row("jdbc-mariadb", "readUser", "sample")).contains("0.67", "faster", "0.71");
    assertThat(row("driver4-native", "readOrder", "sample")).contains("only in A");
  }

  @Test
  void should_say_a_throughput_sweep_without_error_bars_cannot_be_judged() {
    compare(fixture("run-a"), fixture("run-b"));

    assertThat(row("jdbc-mariadb", "readUser", "thrpt")).contains("32677", "ops/s", "1.00", "no error bar");
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
    assertThat(Compare.run(new String[] {"--markdown", fixture("run-a").toString(), fixture("run-b").toString()},
        new PrintStream(out), new PrintStream(err))).isZero();

    assertThat(stdout()).contains("## What differs in run.json", "| settings.forks | 1 | 2 |",
        "|---|---|---|---:|---:|---:|---|---:|---|---:|---:|---:|",
        "| jdbc-mariadb | readUser | sample | 1 | 93.21 \u00b1 1.59 | 139.8 \u00b1 1.6 | us/op | 1.50 | slower | 1.40 | 1.00 | 1.00 |");
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
  void should_judge_throughput_higher_when_it_rises_beyond_both_errors() {
    CompareKey key = new CompareKey("a", "readUser", "thrpt", 4);
    CompareRow row = new CompareRow(key, figure(1000, 50), figure(1200, 50));

    assertThat(row.verdictText()).isEqualTo("higher");
    assertThat(new CompareRow(key, figure(1200, 50), figure(1000, 50)).verdictText()).isEqualTo("lower");
    assertThat(new CompareRow(key, figure(1000, 50), figure(1090, 50)).verdictText()).isEqualTo("within error");
  }

  @Test
  void should_flag_a_side_that_failed_its_server_counter_check() {
    CompareFigure unverified = new CompareFigure(100, 1, "ops/s", Double.NaN, Double.NaN, Double.NaN, false);
    CompareRow row = new CompareRow(new CompareKey("a", "readUser", "thrpt", 4), figure(100, 1), unverified);

    assertThat(row.verdictText()).isEqualTo("within error, B not verified");
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

    assertThat(stderr()).isEqualTo("compare: " + empty + " is not a results folder (neither run.json nor results.json)\n");
  }

  @Test
  void should_exit_2_with_one_line_on_broken_json(@TempDir Path run) throws IOException {
    Files.writeString(run.resolve("run.json"), "{\"adapters\": {\"x\": {}}}");
    Files.writeString(run.resolve("x.json"), "[{\"benchmark\":\n");

    assertThat(compare(fixture("run-a"), run)).isEqualTo(2);

    assertThat(stderr()).startsWith("compare: " + run.resolve("x.json") + " is not valid JSON (line ")
        .hasLineCount(1);
  }

  @Test
  void should_exit_2_with_the_usage_on_one_folder() {
    assertThat(Compare.run(new String[] {"results/latest"}, new PrintStream(out), new PrintStream(err))).isEqualTo(2);

    assertThat(stderr()).isEqualTo("usage: scripts/compare [--markdown] <results/A> <results/B>\n");
  }

  private int compare(Path a, Path b) {
    return Compare.run(new String[] {a.toString(), b.toString()}, new PrintStream(out), new PrintStream(err));
  }

  /** The table line of one benchmark (threads 1 for sample, 4 for thrpt, as in the fixtures). */
  private String row(String adapter, String operation, String mode) {
    return Arrays.stream(stdout().split("\n"))
        .filter(line -> line.matches(adapter + " +" + operation + " +" + mode + " .*"))
        .findFirst().orElseThrow(() -> new AssertionError("no row for " + adapter + " " + operation + " " + mode
            + " in:\n" + stdout()));
  }

  private static CompareFigure figure(double score, double error) {
    return new CompareFigure(score, error, "ops/s", Double.NaN, Double.NaN, Double.NaN, true);
  }

  private String stdout() {
    return out.toString(StandardCharsets.UTF_8);
  }

  private String stderr() {
    return err.toString(StandardCharsets.UTF_8);
  }

  private static Path fixture(String name) {
    try {
      return Path.of(CompareTest.class.getResource("/compare/" + name).toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
