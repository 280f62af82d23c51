package org.mapperbench.jmh.report.summary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.report.Fixtures;
import org.mapperbench.jmh.report.Report;

class ReferencePageTest {
  @TempDir Path tmp;

  @Test
  void should_write_a_summary_with_every_report_that_reads_back_the_same() throws IOException {
    Path dir = Fixtures.copy("two-natives", tmp);
    Report.write(dir);
    RunSummary written = RunSummary.read(RunSummary.in(dir));
    assertThat(written.run()).isEqualTo(dir.getFileName().toString());
    assertThat(written.adapters()).isNotEmpty();
    assertThat(written.benchmarks()).isPositive();
    assertThat(written).isEqualTo(RunSummary.of(org.mapperbench.jmh.results.figures.RunResults.load(dir)));
  }

  @Test
  void should_give_a_runs_length_as_the_runner_does_and_in_whole_minutes() {
    assertThat(run(2859.4, false).length()).isEqualTo("47:39");
    assertThat(run(2859.4, false).minutes()).isEqualTo(48);
    assertThat(run(3725, false).length()).isEqualTo("62:05");
  }

  @Test
  void should_sum_each_cost_up_over_the_operations_that_differ() {
    String table = ChoosingPage.costsTable(run(600, false));
    assertThat(table).contains("| spring-data | driver4-native | same in 2 | +20% to +50% in 2 of 2 |");
  }

  @Test
  void should_write_the_costs_table_between_its_markers_only() {
    String page = "intro\n" + ChoosingPage.TABLE_BEGIN + "\nold table\n" + ChoosingPage.TABLE_END + "\nafter\n";
    String written = ChoosingPage.withTables(page, run(600, false), null);
    assertThat(written).startsWith("intro\n" + ChoosingPage.TABLE_BEGIN + "\n| library |")
        .endsWith(ChoosingPage.TABLE_END + "\nafter\n").doesNotContain("old table");
    assertThat(ChoosingPage.withTables(written, run(600, false), null)).isEqualTo(written);
  }

  @Test
  void should_give_each_rows_cost_over_the_native_with_its_interval() {
    String page = ChoosingPage.ROWS_BEGIN + "\nold\n" + ChoosingPage.ROWS_END + "\n";
    String written = ChoosingPage.withTables(page, run(600, false), null);
    assertThat(written).contains("Each row of `readProducts`:").doesNotContain("writeProducts")
        .contains("| library | against | requests | bytes allocated | client CPU | server CPU | mean latency |")
        .contains("| spring-data | driver4-native | — | +241 B [+200, +280] | +1.20 µs [+0.400, +2.10] | — | — |");
  }

  @Test
  void should_give_each_adapters_start_in_the_guide_to_choosing() {
    String page = ChoosingPage.STARTUP_BEGIN + "\nold\n" + ChoosingPage.STARTUP_END + "\n";
    assertThat(ChoosingPage.withTables(page, run(600, false), null)).doesNotContain("old")
        .contains("| driver4-native | 3 | 2.45 s | 1.90 s |").contains("| spring-data | 3 | 2.90 s | — |");
  }

  @Test
  void should_render_the_page_with_both_runs_lengths() {
    String page = ReferencePage.render(run(2859.4, false), run(453, true), null);
    assertThat(page).contains("| length (Maven's start not counted) | 47:39 | 7:33 |")
        .contains("| operation | spring-data vs driver4-native |").contains("| readUser | same |")
        .contains("| writeUser | +50% |");
  }

  @Test
  void should_refuse_a_run_whose_benchmarks_were_not_all_verified() {
    Path dir = Fixtures.copy("problems", tmp);
    assertThatThrownBy(() -> ReferencePage.adopt(dir, tmp.resolve("repo")))
        .hasMessageContaining("did not pass with every benchmark verified");
    assertThat(Files.exists(tmp.resolve("repo").resolve(ReferencePage.SUMMARIES))).isFalse();
  }

  @Test
  void should_say_which_ratios_moved_between_the_memtable_and_the_dataset() {
    RunSummary memtable = run(600, false);
    memtable.libraries().get(0).costs().put("mean latency", Map.of(
        "readUser", new RunSummary.Ratio(1.5, 1.4, 1.6, null), "writeUser", new RunSummary.Ratio(1.5, 1.4, 1.6, null)));
    String tables = ChoosingPage.diskTables(memtable, onDataset(Map.of(
        "readUser", new RunSummary.Ratio(1.1, 1.05, 1.15, null))));
    assertThat(tables).contains("memtable → 1,000,000 users").contains("| spring-data | driver4-native | +50% → +10%"
        + " (moved) |").contains("1 of 1 ratios moved").doesNotContain("writeUser").doesNotContain("Server CPU");
    String page = ChoosingPage.DISK_BEGIN + "\nold\n" + ChoosingPage.DISK_END + "\n";
    assertThat(ChoosingPage.withTables(page, memtable, null)).contains("No run on a loaded dataset is adopted yet");
  }

  @Test
  void should_give_the_dataset_runs_command_from_its_settings() {
    RunSummary dataset = onDataset(Map.of());
    assertThat(ReferencePage.fileFor(dataset)).isEqualTo(ReferencePage.DATASET_RUN);
    assertThat(ReferencePage.render(run(2859.4, false), run(453, true), dataset))
        .contains("| | default run | quick run | dataset run |")
        .contains("`./mvnw verify -Pjmh -DskipTests -Dbench.dataset=1M -Dbench.operations=readUser` |");
  }

  private static RunSummary run(double seconds, boolean quick) {
    Map<String, Map<String, RunSummary.Ratio>> costs = new LinkedHashMap<>();
    costs.put("requests per call", Map.of("readUser", new RunSummary.Ratio(1.0, 1.0, 1.0, null),
        "writeUser", new RunSummary.Ratio(1.0, 1.0, 1.0, null)));
    Map<String, RunSummary.Ratio> cpu = new LinkedHashMap<>();
    cpu.put("readUser", new RunSummary.Ratio(1.2, 1.1, 1.3, null));
    cpu.put("writeUser", new RunSummary.Ratio(1.5, 1.4, 1.6, null));
    costs.put("client CPU per call", cpu);
    Map<String, RunSummary.Amount> row = new LinkedHashMap<>();
    row.put("bytes allocated per call", new RunSummary.Amount(241, 200, 280));
    row.put("client CPU per call", new RunSummary.Amount(1.2, 0.4, 2.1));
    RunSummary.Library library = new RunSummary.Library("spring-data", "driver4-native", "Spring Data Cassandra",
        List.of(), costs, Map.of("readProducts", row));
    return new RunSummary("2026-11-27T20-32-53", "2026-11-27T21:15:00Z", "d863bb3abc", quick,
        new RunSummary.Machine("Linux", 2, 25L << 30, "17.0.15"), Map.of("cassandra", "Apache Cassandra 5.0.9"),
        List.of("driver4-native", "spring-data"), 34, 3, 102, seconds, true,
        new RunSummary.Spreads(0.6, 5.6, 5.6, 5.5, 2.7), 10, List.of(library),
        List.of(new RunSummary.Startup("driver4-native", 3, 2.45, 1.9), new RunSummary.Startup("spring-data", 3, 2.9,
            null)), null, null);
  }

  /** A run on a dataset of a million users whose mean latency ratios are {@code latency}, its other costs none. */
  private static RunSummary onDataset(Map<String, RunSummary.Ratio> latency) {
    RunSummary.Library library = new RunSummary.Library("spring-data", "driver4-native", "Spring Data Cassandra",
        List.of(), Map.of("mean latency", latency), null);
    RunSummary run = run(1200, false);
    return new RunSummary("2026-11-29T23-03-16", run.finishedAt(), run.commit(), false, run.machine(), run.servers(),
        run.adapters(), 8, 3, 24, 1200, true, run.spreads(), 0, List.of(library), run.startup(),
        new java.util.TreeMap<>(Map.of("bench.dataset", "1M", "bench.operations", "readUser")), 1_000_000L);
  }
}
