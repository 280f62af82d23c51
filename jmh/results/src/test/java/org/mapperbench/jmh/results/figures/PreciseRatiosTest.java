package org.mapperbench.jmh.results.figures;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mapperbench.jmh.results.SyntheticEntries.entry;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.function.IntToDoubleFunction;
import org.junit.jupiter.api.Test;
import org.mapperbench.jmh.results.SyntheticEntries;
import org.mapperbench.protocol.metrics.CostMetric;

class PreciseRatiosTest {
  /** A writeOrder of made-up latency, bytes per call at each fork's level and one request per call. */
  private static ObjectNode writeOrder(int forks, IntToDoubleFunction bytes, long seed) {
    ObjectNode entry = SyntheticEntries.sample("writeOrder", forks, 2, 40, f -> 300, seed);
    SyntheticEntries.withSecondary(entry, CostMetric.ALLOC_CLIENT.metricName(), "B/op", 0.005, bytes, seed + 1);
    return SyntheticEntries.withSecondary(entry, CostMetric.REQUESTS_SERVER.metricName(), "requests/op", 0, f -> 1.0,
        seed + 2);
  }

  @Test
  void should_be_wide_while_a_mapper_allocates_at_two_levels_across_fork_jvms() {
    // driver4-mapper's writeOrder in the default run of 2026-11-24: 7.7, 9.4 and 7.8 KB per call in three fork JVMs.
    double[] mapper = {7780, 9400, 7815};
    double share = PreciseRatios.widestHalfWidthShare("driver4-mapper", entry(writeOrder(3, f -> mapper[f], 1)),
        "driver4-native", entry(writeOrder(3, f -> 9000, 2)));
    assertThat(share).isGreaterThan(0.10);
  }

  @Test
  void should_be_narrow_where_both_sides_allocate_alike_in_every_fork() {
    double share = PreciseRatios.widestHalfWidthShare("spring-data", entry(writeOrder(3, f -> 12000, 3)),
        "driver4-native", entry(writeOrder(3, f -> 9000, 4)));
    assertThat(share).isLessThan(0.05);
  }

  @Test
  void should_ask_for_forks_below_an_interval_and_for_none_without_a_figure() {
    assertThat(PreciseRatios.widestHalfWidthShare("spring-data", entry(writeOrder(2, f -> 12000, 5)),
        "driver4-native", entry(writeOrder(2, f -> 9000, 6)))).isInfinite();
    assertThat(PreciseRatios.widestHalfWidthShare(
        "spring-data", entry(SyntheticEntries.sample("readUser", 3, 2, 40, f -> 300, 7)),
        "driver4-native", entry(SyntheticEntries.sample("readUser", 3, 2, 40, f -> 200, 8)))).isNaN();
  }
}
