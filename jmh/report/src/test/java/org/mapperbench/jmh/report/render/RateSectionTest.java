package org.mapperbench.jmh.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.jmh.results.SyntheticEntries;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.model.PacedRecord.Percentiles;
import org.mapperbench.jmh.results.model.PacedRecord;
import org.mapperbench.jmh.results.model.RateRecord;
import org.mapperbench.protocol.link.ForkProtocol;

/** A rate-mode run of one adapter: two rounds of one paced trial, and the pacer's floor in each round's fork. */
class RateSectionTest {

  @Test
  void should_give_the_median_over_rounds_and_the_pacer_floor_beside_the_costs(@TempDir Path dir) throws Exception {
    RunResults run = SyntheticEntries.run(dir, Map.of("driver4-native",
        List.of(SyntheticEntries.sample("readUser", 2, 4, 20, f -> 1000, 1))));
    RunResults.JSON.writeValue(dir.resolve(RateRecord.file("driver4-native")).toFile(), new RateRecord(
        "driver4-native", 10_000.0, 16,
        List.of(paced("readUser", "50%", 1, 2_000, 900), paced("readUser", "50%", 2, 2_000, 1_100)), List.of(),
        List.of(paced(ForkProtocol.PACER_FLOOR, "4000/s", 1, 4_000, 80),
            paced(ForkProtocol.PACER_FLOOR, "4000/s", 2, 4_000, 120))));

    List<Doc.Block> blocks = RateSection.of(RunModel.of(run), dir.resolve("charts"));

    assertThat(blocks.get(0)).isEqualTo(new Doc.Heading(2, "Latency at a fixed rate"));
    List<Doc.Table> tables = blocks.stream().filter(Doc.Table.class::isInstance).map(Doc.Table.class::cast).toList();
    assertThat(tables).hasSize(2);
    List<Doc.Cell> cost = tables.get(0).rows().get(0);
    assertThat(cost.get(1).text()).isEqualTo("readUser");
    // p99: the median of 0.9 and 1.1 ms, and the range of the two rounds
    assertThat(cost.get(6).text()).isEqualTo("1.00 (0.90 – 1.10)");
    assertThat(blocks).contains(new Doc.Heading(3, "The pacer's own floor"));
    Doc.Table floor = tables.get(1);
    assertThat(floor.header()).containsExactly("fork of", "asked /s", "achieved /s", "p50 µs", "p99 µs", "p99.9 µs",
        "client cores");
    assertThat(floor.rows()).singleElement().satisfies(row -> {
      assertThat(row.get(0).text()).isEqualTo("driver4-native");
      assertThat(row.get(1).text()).isEqualTo("4,000");
      assertThat(row.get(4).text()).isEqualTo("100");
      assertThat(row.get(6).text()).isEqualTo("0.050");
    });
  }

  @Test
  void should_leave_the_floor_out_of_a_run_that_did_not_measure_it(@TempDir Path dir) throws Exception {
    RunResults run = SyntheticEntries.run(dir, Map.of("driver4-native",
        List.of(SyntheticEntries.sample("readUser", 2, 4, 20, f -> 1000, 1))));
    RunResults.JSON.writeValue(dir.resolve(RateRecord.file("driver4-native")).toFile(), new RateRecord(
        "driver4-native", 10_000.0, 16, List.of(paced("readUser", "50%", 1, 2_000, 900)), List.of(), null));

    assertThat(RateSection.of(RunModel.of(run), dir.resolve("charts")))
        .doesNotContain(new Doc.Heading(3, "The pacer's own floor"));
  }

  private static PacedRecord paced(String operation, String asked, int round, double rate, double p99Micros) {
    Percentiles corrected = new Percentiles(p99Micros / 4, p99Micros, p99Micros * 2, p99Micros * 3);
    return new PacedRecord(operation, asked, round, rate, rate, true, true, 16, (long) rate * 10, 0L, 0L, corrected,
        corrected, 0.05, 0.5, 0.05 / (rate / 1000), 0.5 / (rate / 1000), 100.0, null);
  }
}
