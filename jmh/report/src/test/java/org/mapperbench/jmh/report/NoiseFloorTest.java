package org.mapperbench.jmh.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.mapperbench.jmh.results.SyntheticEntries.noiseProbe;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.jmh.report.render.Doc;
import org.mapperbench.jmh.report.render.NoiseSection;
import org.mapperbench.jmh.results.SyntheticEntries;
import org.mapperbench.jmh.results.figures.NoiseFloor;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.SuiteNames;

class NoiseFloorTest {
  @TempDir Path dir;

  private RunResults runWithProbe(JsonNode probe) throws Exception {
    RunResults run = SyntheticEntries.run(dir, Map.of("driver4-native", List.of(
        // Forks at 70, 100 and 130: a spread of 30%, three times the probe's 10%.
        SyntheticEntries.sample("readUser", 3, 3, 20, f -> 100 + 30 * (f - 1), 1),
        // Every fork at 100: only the iterations' 2% noise, well under the probe's.
        SyntheticEntries.sample("roundTrip", 3, 3, 20, f -> 100, 2),
        SyntheticEntries.sample("writeUser", 2, 3, 20, f -> 100 + 50 * f, 3))));
    RunResults.JSON.writeValue(dir.resolve(SuiteNames.NOISE_PROBE_FILE).toFile(),
        JsonNodeFactory.instance.arrayNode().add(probe));
    return RunResults.load(dir);
  }

  @Test
  void should_give_the_coefficient_of_variation_of_the_probes_fork_means_and_its_median_steal() throws Exception {
    RunResults run = runWithProbe(noiseProbe(new double[] {90, 100, 110}, new double[] {3.0, 9.0, 4.0}));

    NoiseFloor floor = NoiseFloor.of(run);

    assertThat(floor.probeForkMeans()).containsExactly(90.0, 100.0, 110.0);
    assertThat(floor.forks()).isEqualTo(3);
    // sd (n - 1) of 90, 100, 110 is 10; over their mean of 100: 10%.
    assertThat(floor.spread()).isCloseTo(0.10, within(1e-12));
    assertThat(floor.medianStealPercent()).isEqualTo(4.0);
  }

  @Test
  void should_resolve_a_ratio_of_1_plus_t_times_the_spread_times_root_two_over_forks() throws Exception {
    NoiseFloor floor = NoiseFloor.of(runWithProbe(noiseProbe(new double[] {90, 100, 110}, new double[] {3, 3, 3})));

    // t(0.975, 4) = 2.776445; 1 + 2.776445 * 0.10 * sqrt(2/5)
    assertThat(floor.smallestResolvableRatio(5)).isCloseTo(1.175598, within(1e-5));
    // t(0.975, 2) = 4.302653; 1 + 4.302653 * 0.10 * sqrt(2/3)
    assertThat(floor.smallestResolvableRatio(3)).isCloseTo(1.351311, within(1e-5));
    assertThat(floor.smallestResolvableRatio(2)).isNaN();
  }

  @Test
  void should_flag_the_benchmarks_that_vary_more_than_twice_as_much_as_the_probe() throws Exception {
    NoiseFloor floor = NoiseFloor.of(runWithProbe(noiseProbe(new double[] {90, 100, 110}, new double[] {3, 3, 3})));

    // writeUser has two forks: no spread is given for it, as for the probe.
    assertThat(floor.benchmarks()).extracting(s -> s.figures().operation())
        .containsExactlyInAnyOrder("readUser", "roundTrip");
    assertThat(floor.flagged()).singleElement().satisfies(s -> {
      assertThat(s.figures().operation()).isEqualTo("readUser");
      assertThat(s.spread()).isCloseTo(0.30, within(0.02));
    });
  }

  @Test
  void should_give_no_floor_from_two_forks_but_still_their_means() throws Exception {
    RunResults run = runWithProbe(noiseProbe(new double[] {90, 110}, new double[] {3, 3}));

    NoiseFloor floor = NoiseFloor.of(run);

    assertThat(floor.probeForkMeans()).containsExactly(90.0, 110.0);
    assertThat(floor.spread()).isNaN();
    assertThat(floor.smallestResolvableRatio(5)).isNaN();
    assertThat(floor.flagged()).isEmpty();
    assertThat(NoiseSection.build(RunModel.of(run)))
        .anySatisfy(b -> assertThat(b).isInstanceOfSatisfying(Doc.Paragraph.class,
            p -> assertThat(p.text()).startsWith("2 probe forks (90.0, 110.0 µs per call): no noise floor")));
  }

  @Test
  void should_say_the_floor_the_resolvable_ratio_and_the_flagged_benchmarks_in_its_section() throws Exception {
    RunResults withProbe = runWithProbe(noiseProbe(new double[] {90, 100, 110}, new double[] {3, 3, 3}));
    List<Doc.Block> blocks = NoiseSection.build(RunModel.of(withProbe));

    assertThat(blocks.get(0)).isEqualTo(new Doc.Heading(2, "Machine noise"));
    // Two of the three benchmarks have 3 forks: the typical benchmark's count.
    assertThat(blocks).anySatisfy(b -> assertThat(b).isInstanceOfSatisfying(Doc.Paragraph.class,
        p -> assertThat(p.text())
        .contains("Noise floor: 10.0% between the probe's 3 forks (90.0, 100.0, 110.0 µs per call), median steal 3.0%")
        .contains("With 3 forks each").contains("from a ratio of 1.35")));
    Doc.Table table = (Doc.Table) blocks.get(blocks.size() - 1);
    assertThat(table.header()).containsExactly("adapter", "benchmark", "forks", "spread", "÷ probe's");
    assertThat(table.rows()).singleElement().satisfies(row -> {
      assertThat(row.get(0).text()).isEqualTo("driver4-native");
      assertThat(row.get(1).text()).isEqualTo("readUser (sample, 1 thread)");
      assertThat(Double.parseDouble(row.get(4).text())).isCloseTo(3.0, within(0.2));
    });
  }

  @Test
  void should_be_absent_for_a_run_without_a_probe_and_never_read_the_probe_as_an_adapter() throws Exception {
    RunResults without = SyntheticEntries.run(dir, Map.of("driver4-native",
        List.of(SyntheticEntries.sample("readUser", 3, 3, 20, f -> 100, 1))));
    assertThat(NoiseFloor.of(without)).isNull();
    assertThat(NoiseSection.build(RunModel.of(without))).isEmpty();

    RunResults with = runWithProbe(noiseProbe(new double[] {90, 100, 110}, new double[] {3, 3, 3}));
    assertThat(with.adapters()).containsExactly("driver4-native");
    assertThat(with.notes()).isEmpty();
  }
}
