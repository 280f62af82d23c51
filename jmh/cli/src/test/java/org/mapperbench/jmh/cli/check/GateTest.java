package org.mapperbench.jmh.cli.check;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.results.GateJudge;
import org.mapperbench.jmh.results.SyntheticEntries;
import org.mapperbench.jmh.results.figures.Cost;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.SuiteNames;

/**
 * The gate on made-up runs with a known truth: a variant that reads users 40% slower, with three times the bytes, and
 * writes them at the same cost as the first of its module.
 */
class GateTest {
  @TempDir Path dir;
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();

  @Test
  void should_fail_each_cell_whose_whole_interval_lies_above_its_threshold() throws IOException {
    variantRun(6);

    assertThat(gate(Map.of())).isEqualTo(1);
    String lines = out.toString(StandardCharsets.UTF_8);
    assertThat(lines).contains("gate: spring-data vs driver4-native readUser alloc +",
        "gate: spring-data vs driver4-native readUser client CPU +",
        "µs [", "over the +5.0% allowed", "gate: failed: ").doesNotContain("writeUser");
  }

  @Test
  void should_pass_a_difference_its_threshold_allows_and_say_what_it_held_the_run_to() throws IOException {
    variantRun(6);
    Map<Cost, Double> generous = new EnumMap<>(Cost.class);
    Arrays.stream(Cost.values()).forEach(cost -> generous.put(cost, 3.0));

    assertThat(gate(generous)).isEqualTo(0);
    assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("gate: passed: ").contains("alloc +300%");
  }

  @Test
  void should_refuse_to_gate_a_run_without_intervals_or_without_a_variant() throws IOException {
    variantRun(2);
    assertThat(gate(Map.of())).isEqualTo(2);
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("has a 95% interval: an interval needs 3 forks");

    SyntheticEntries.judgedRun(dir, 6);
    assertThat(gate(Map.of())).isEqualTo(2);
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("has no variant to gate");
  }

  @Test
  void should_tell_the_runner_which_cells_are_still_open() throws IOException {
    variantRun(2);
    var early = GateJudge.judge(dir).orElseThrow();
    assertThat(early.open()).isEqualTo(early.cells()).isPositive();
    assertThat(early.undecided()).extracting(p -> p.operation()).contains("readUser", "writeUser");

    // Six forks decide the slower reads' CPU and bytes; the writes at the same cost hold every threshold.
    variantRun(6);
    var later = GateJudge.judge(dir).orElseThrow();
    assertThat(later.open()).isLessThan(later.cells());
    assertThat(later.undecided()).extracting(p -> p.variant() + " vs " + p.base() + " " + p.operation())
        .contains("spring-data vs driver4-native writeUser");

    SyntheticEntries.judgedRun(dir, 6);
    assertThat(GateJudge.judge(dir)).isEmpty();
  }

  private int gate(Map<Cost, Double> thresholds) {
    out.reset();
    return Gate.run(dir, thresholds, new PrintStream(out, true, StandardCharsets.UTF_8));
  }

  /** The judged run, with spring-data recorded as a variant of driver4-native's module. */
  private void variantRun(int forks) throws IOException {
    SyntheticEntries.judgedRun(dir, forks);
    Path runFile = dir.resolve(SuiteNames.RUN_FILE);
    ObjectNode record = (ObjectNode) RunResults.JSON.readTree(runFile.toFile());
    ((ObjectNode) record.path("adapters").path("spring-data")).putObject("variant").put("module", "driver4-native")
        .put("against", "driver4-native");
    RunResults.JSON.writeValue(runFile.toFile(), record);
  }
}
