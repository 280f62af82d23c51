package org.mapperbench.jmh.results.figures;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.junit.jupiter.api.Test;

class RowsFitTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** A cost's samples: one list of iteration values per fork. */
  private static ForkSamples samples(double[][] forks) {
    ObjectNode entry = JSON.createObjectNode();
    ArrayNode raw = entry.putObject("secondaryMetrics").putObject("m").putArray("rawData");
    for (double[] fork : forks) {
      ArrayNode iterations = raw.addArray();
      for (double value : fork) {
        iterations.add(value);
      }
    }
    return ForkSamples.ofSecondary(org.mapperbench.jmh.results.SyntheticEntries.entry(entry), "m");
  }

  private static RowsFit curve(double fixed, double perRow, int forks) {
    double[][] one = new double[forks][];
    double[][] hundred = new double[forks][];
    for (int f = 0; f < forks; f++) {
      double wobble = 1 + 0.02 * (f - 1);
      one[f] = new double[] {(fixed + perRow) * wobble, (fixed + perRow) * wobble * 1.01};
      hundred[f] = new double[] {(fixed + 100 * perRow) * wobble, (fixed + 100 * perRow) * wobble * 0.99};
    }
    return RowsFit.of(List.of(new RowsFit.Point(100, samples(hundred)), new RowsFit.Point(1, samples(one))));
  }

  @Test
  void should_fit_the_cost_of_a_row_and_of_a_call_without_rows() {
    RowsFit.Line line = curve(100, 10, 3).line();

    assertThat(line.perRow().point()).isCloseTo(10, org.assertj.core.data.Offset.offset(0.2));
    assertThat(line.perRow().low()).isLessThan(10).isGreaterThan(0);
    assertThat(line.perRow().high()).isGreaterThan(10);
    assertThat(line.fixed().point()).isCloseTo(100, org.assertj.core.data.Offset.offset(5.0));
  }

  @Test
  void should_state_a_difference_of_per_row_costs_that_holds_zero_between_equals() {
    Interval same = curve(100, 10, 3).perRowOver(curve(100, 10, 3));
    Interval more = curve(100, 14, 3).perRowOver(curve(100, 10, 3));

    assertThat(same.point()).isZero();
    assertThat(same.low()).isNegative();
    assertThat(same.high()).isPositive();
    assertThat(more.point()).isCloseTo(4, org.assertj.core.data.Offset.offset(0.2));
    assertThat(more.low()).isPositive();
  }

  @Test
  void should_give_no_interval_below_three_forks_and_no_line_from_one_point() {
    assertThat(curve(100, 10, 2).line().perRow().known()).isFalse();
    RowsFit onePoint = RowsFit.of(List.of(new RowsFit.Point(1, samples(new double[][] {{1}, {2}, {3}}))));
    assertThat(onePoint.fits()).isFalse();
    assertThat(onePoint.line().perRow().known()).isFalse();
  }
}
