package org.mapperbench.jmh.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.jmh.results.figures.Verdict;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.CategoryChart;
import org.mapperbench.jmh.report.Report;
import org.mapperbench.jmh.results.figures.RunFigures;
import org.mapperbench.jmh.results.figures.Verdict.Direction;
import org.mapperbench.jmh.results.SyntheticEntries;
import org.mapperbench.jmh.results.figures.Cost;
import org.mapperbench.jmh.results.figures.RunResults;

/**
 * The verdict on made-up runs with a known truth: spring-data reads users 40% slower than driver4-native and
 * allocates three times as much per read, writes users at the same cost, and sends one request per call as it does.
 */
class VerdictTest {
  @TempDir Path dir;

  @Test
  void should_call_a_real_difference_with_its_interval_and_no_difference_same() {
    Verdict verdict = verdict(run(6, 0.03));
    Verdict.Row mean = row(verdict, Cost.MEAN_LATENCY);
    assertThat(mean.operations().get("readUser").direction()).isEqualTo(Direction.HIGHER);
    assertThat(VerdictWords.words(mean.operations().get("readUser")))
        .matches("\\+(3[5-9]|4[0-5])% \\[\\+\\d+%, \\+\\d+%\\]");
    assertThat(VerdictWords.words(mean.operations().get("writeUser"))).isEqualTo("same");
    assertThat(VerdictWords.summary(mean))
        .matches("overall \\+\\d+% \\[\\+\\d+%, \\+\\d+%\\]; higher in 1 of 2 \\(\\+\\d+%\\)");
    assertThat(VerdictWords.brief(mean)).matches("\\+\\d+% \\[\\+\\d+%, \\+\\d+%\\]");
  }

  @Test
  void should_read_allocation_and_requests_from_the_profilers_metrics() {
    Verdict verdict = verdict(run(6, 0.03));
    Verdict.Row alloc = row(verdict, Cost.ALLOCATION);
    assertThat(alloc.operations().get("readUser").ratio().point())
        .isCloseTo(3.0, org.assertj.core.data.Offset.offset(0.05));
    assertThat(alloc.operations().get("readUser").ratio().halfWidthShare()).isLessThan(0.05);
    assertThat(VerdictWords.summary(row(verdict, Cost.REQUESTS))).isEqualTo("same");
    assertThat(VerdictWords.lines(verdict)).singleElement().asString()
        .startsWith("spring-data vs driver4-native  requests same, alloc +").contains("mean +");
  }

  /** Two forks support no ratio but the server's exact counts: each cell gives the library's own cost instead. */
  @Test
  void should_give_no_ratio_but_requests_from_two_forks() {
    Verdict verdict = verdict(run(2, 0.03));
    Verdict.Judgement read = row(verdict, Cost.MEAN_LATENCY).operations().get("readUser");
    assertThat(read.direction()).isEqualTo(Direction.NO_FIGURE);
    assertThat(VerdictWords.words(read)).matches("2\\d\\d µs a call");
    assertThat(VerdictWords.words(row(verdict, Cost.ALLOCATION).operations().get("readUser")))
        .matches("1[12],\\d{3} B a call");
    assertThat(VerdictWords.summary(row(verdict, Cost.ALLOCATION))).isEqualTo("no ratio: too few forks");
    assertThat(VerdictWords.summary(row(verdict, Cost.REQUESTS))).as("an exact count needs no interval")
        .isEqualTo("same");
    assertThat(VerdictWords.lines(verdict)).first().asString().contains("requests same").doesNotContain("alloc");
    assertThat(VerdictWords.lines(verdict)).last().asString().startsWith("(too few forks for an interval");
    assertThat(String.join("\n", VerdictWords.lines(verdict))).doesNotContain("%,").containsOnlyOnce("too few forks");
  }

  @Test
  void should_put_the_verdict_first_and_say_once_that_two_forks_carry_no_error_bar() throws IOException {
    Path html = Report.write(run(2, 0.03).dir());
    String markdown = Files.readString(html.resolveSibling("report.md"));
    assertThat(markdown.indexOf("## Verdict")).isPositive().isLessThan(markdown.indexOf("## How to read"));
    assertThat(markdown).containsOnlyOnce("2 forks: no error bar").doesNotContainPattern("±\\s*\\d")
        .doesNotContainPattern("\\[\\d");
    assertThat(Files.readString(html)).contains("<h2>Verdict</h2>").doesNotContain("class=\"num worse\"");
    assertThat(html.resolveSibling("charts/verdict.png")).isRegularFile();
  }

  @Test
  void should_say_how_much_each_cost_varied_between_forks_in_this_run() {
    // Made-up forks: bytes 1% off their level, CPU 5% and latency 2% within a fork, and 8% between rounds.
    String precise = VerdictSection.precision(run(6, 0.08));
    String tells = " \\(smallest difference it tells: \\+\\d+(\\.\\d)?%\\)";
    assertThat(precise).matches(".*bytes allocated (\\d\\.\\d)%" + tells + ", client CPU (\\d+\\.\\d)%" + tells
        + ", server CPU \\d+\\.\\d%" + tells + ", mean latency \\d+\\.\\d%" + tells + ", so .*");
    double bytes = Double.parseDouble(precise.replaceAll(".*bytes allocated (\\d+\\.\\d)%.*", "$1"));
    double latency = Double.parseDouble(precise.replaceAll(".*mean latency (\\d+\\.\\d)%.*", "$1"));
    assertThat(bytes).isLessThan(2);
    assertThat(latency).isGreaterThan(3 * bytes);
    assertThat(VerdictSection.precision(run(2, 0.08))).contains("it takes 3 forks to say how much");
  }

  @Test
  void should_colour_the_cells_whose_interval_excludes_one() throws IOException {
    String html = Files.readString(Report.write(run(6, 0.03).dir()));
    assertThat(html).contains("<td class=\"worse\">+", "<td class=\"same\">same</td>");
  }

  @Test
  void should_set_the_latency_axis_by_the_means_and_cut_wider_intervals_at_its_edge() {
    // Forks 1 and 2 a hundred times apart: the interval of the mean spans orders of magnitude.
    Map<String, List<JsonNode>> entries = new LinkedHashMap<>();
    entries.put("driver4-native", List.of(
        SyntheticEntries.sample("readUser", 3, 2, 40, f -> f == 0 ? 100 : 10_000, 1)));
    RunResults run = SyntheticEntries.run(dir, entries);
    RunFigures figures = RunFigures.of(run);
    double mean = figures.sample("driver4-native", "readUser").orElseThrow().score();
    List<String> cut = new java.util.ArrayList<>();
    CategoryChart chart = Charts.latencyChart(run, figures, "t", List.of("readUser"), cut);
    assertThat(chart.getStyler().getYAxisMax()).isLessThanOrEqualTo(10 * mean);
    assertThat(cut).containsExactly("driver4-native readUser");
  }

  /**
   * The same known truth read as two variants of one module: the Versions part judges the second against the first,
   * in the verdict's cells, and the main verdict leaves a native's variant out.
   */
  @Test
  void should_read_a_variant_against_the_first_of_its_module_in_the_versions_part() throws IOException {
    run(6, 0.03);
    Path runFile = dir.resolve("run.json");
    com.fasterxml.jackson.databind.node.ObjectNode record =
        (com.fasterxml.jackson.databind.node.ObjectNode) RunResults.JSON.readTree(runFile.toFile());
    ((com.fasterxml.jackson.databind.node.ObjectNode) record.path("adapters").path("spring-data"))
        .putObject("variant").put("module", "driver4-native").put("against", "driver4-native");
    RunResults.JSON.writeValue(runFile.toFile(), record);
    RunResults variants = RunResults.load(dir);
    Verdict versions = Verdict.versions(variants, RunFigures.of(variants));
    Verdict.Row mean = row(versions, Cost.MEAN_LATENCY);
    assertThat(mean.base()).isEqualTo("driver4-native");
    assertThat(mean.operations().get("readUser").direction()).isEqualTo(Direction.HIGHER);
    assertThat(VerdictWords.words(mean.operations().get("writeUser"))).isEqualTo("same");
    assertThat(verdict(variants).isEmpty()).as("a native's variant is judged in Versions only").isTrue();
    assertThat(VerdictSection.versions(RunModel.of(variants))).first()
        .isEqualTo(new Doc.Heading(2, VerdictSection.VERSIONS_TITLE));
  }

  /**
   * A floor whose forks held too few collections for a GC CPU rate: no ratio, the library's own GC CPU per call in
   * its place, with its interval; and where neither side can state it, the reason alone.
   */
  @Test
  void should_give_no_gc_ratio_against_a_floor_of_too_few_collections() {
    Map<String, List<JsonNode>> entries = new LinkedHashMap<>();
    String gc = org.mapperbench.protocol.metrics.CostMetric.CPU_CLIENT_GC.metricName();
    String collections = org.mapperbench.protocol.metrics.CostMetric.GC_COLLECTIONS_CLIENT.metricName();
    for (var adapter : Map.of("driver4-native", 2.0, "spring-data", 40.0).entrySet()) {
      var read = SyntheticEntries.sample("readUser", 6, 3, 40, f -> 200, 21);
      SyntheticEntries.withSecondary(read, gc, "us/op", 0.05, f -> adapter.getValue() / 10, 22);
      SyntheticEntries.withSecondary(read, collections, "collections", 0, f -> adapter.getValue(), 23);
      var write = SyntheticEntries.sample("writeUser", 6, 3, 40, f -> 200, 24);
      SyntheticEntries.withSecondary(write, gc, "us/op", 0.05, f -> 0.01, 25);
      SyntheticEntries.withSecondary(write, collections, "collections", 0, f -> 3, 26);
      entries.put(adapter.getKey(), List.of(read, write));
    }
    Verdict.Row row = row(verdict(SyntheticEntries.run(dir, entries)), Cost.CLIENT_GC);

    assertThat(VerdictWords.words(row.operations().get("readUser")))
        .matches("\\d\\.\\d\\d µs \\[\\d\\.\\d\\d, \\d\\.\\d\\d\\] a call; no ratio: too few collections in"
            + " driver4-native's forks");
    assertThat(VerdictWords.words(row.operations().get("writeUser"))).isEqualTo("too few collections");
    assertThat(VerdictWords.summary(row)).isEqualTo("no ratio: too few collections");
  }

  /** The verdict chart's log axis ends at a tick on each side, so that every point has a labelled tick beyond it. */
  @Test
  void should_end_the_verdict_axis_at_a_tick_beyond_every_point() {
    org.assertj.core.data.Offset<Double> close = org.assertj.core.data.Offset.offset(1e-9);
    assertThat(Charts.tick(1.4, false, true)).isCloseTo(2, close);
    assertThat(Charts.tick(0.72, false, false)).isCloseTo(0.7, close);
    assertThat(Charts.tick(2000, true, true)).isCloseTo(10_000, close);
    assertThat(Charts.tick(0.72, true, false)).isCloseTo(0.1, close);
  }

  private Verdict verdict(RunResults run) {
    return Verdict.of(run, RunFigures.of(run));
  }

  private static Verdict.Row row(Verdict verdict, Cost cost) {
    return verdict.rows(cost).stream().filter(r -> r.adapter().equals("spring-data")).findFirst().orElseThrow();
  }

  private RunResults run(int forks, double spread) {
    return SyntheticEntries.judgedRun(dir, forks, spread);
  }
}
