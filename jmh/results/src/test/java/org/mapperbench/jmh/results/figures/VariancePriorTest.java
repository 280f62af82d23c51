package org.mapperbench.jmh.results.figures;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.special.Gamma;
import org.junit.jupiter.api.Test;

/** The prior fitted from made-up cells of known variance, and what borrowing does to an interval's width and truth. */
class VariancePriorTest {
  private static final int ROUNDS = 3;

  @Test
  void should_find_the_common_variance_of_cells_that_vary_alike_and_borrow_much() {
    Random random = new Random(1);
    List<VariancePrior.Cell> cells = new ArrayList<>();
    for (int i = 0; i < 300; i++) {
      cells.add(cell(logRatios(random, 0.15)));
    }
    VariancePrior prior = VariancePrior.fit(cells);
    assertThat(prior.known()).isTrue();
    assertThat(Math.sqrt(prior.s0Squared())).isCloseTo(0.15, offset(0.015));
    assertThat(prior.d0()).isGreaterThan(20);
  }

  @Test
  void should_borrow_little_where_cells_vary_unlike_each_other() {
    Random random = new Random(2);
    List<VariancePrior.Cell> cells = new ArrayList<>();
    for (int i = 0; i < 300; i++) {
      // Each cell's own spread, from 2% to about 100%: a run whose cells share nothing.
      cells.add(cell(logRatios(random, 0.02 * Math.exp(4 * random.nextDouble()))));
    }
    assertThat(VariancePrior.fit(cells).d0()).isLessThan(4);
  }

  @Test
  void should_fit_nothing_from_too_few_cells() {
    Random random = new Random(3);
    List<VariancePrior.Cell> cells = new ArrayList<>();
    for (int i = 0; i < VariancePrior.MIN_CELLS - 1; i++) {
      cells.add(cell(logRatios(random, 0.1)));
    }
    assertThat(VariancePrior.fit(cells)).isEqualTo(VariancePrior.NONE);
    assertThat(VariancePrior.NONE.logHalfWidth(cells.get(0), 0.95)).isNaN();
  }

  /**
   * A/A cells of three rounds: the moderated interval holds the truth about as often as it claims (95%), as the
   * cell's own t(2) interval does, and is much narrower.
   */
  @Test
  void should_keep_coverage_and_narrow_intervals_of_three_rounds() {
    Random random = new Random(4);
    List<double[]> runs = new ArrayList<>();
    List<VariancePrior.Cell> cells = new ArrayList<>();
    for (int i = 0; i < 2000; i++) {
      double[] logs = logRatios(random, 0.2);
      runs.add(logs);
      cells.add(cell(logs));
    }
    VariancePrior prior = VariancePrior.fit(cells);
    double t2 = new TDistribution(null, ROUNDS - 1).inverseCumulativeProbability(0.975);
    int missed = 0;
    int ownMissed = 0;
    double[] widths = new double[cells.size()];
    double[] ownWidths = new double[cells.size()];
    for (int i = 0; i < cells.size(); i++) {
      double mean = Arrays.stream(runs.get(i)).average().orElseThrow();
      double half = prior.logHalfWidth(cells.get(i), 0.95);
      double own = t2 * Math.sqrt(cells.get(i).variance() / ROUNDS);
      missed += Math.abs(mean) > half ? 1 : 0;
      ownMissed += Math.abs(mean) > own ? 1 : 0;
      widths[i] = half;
      ownWidths[i] = own;
    }
    assertThat(missed / (double) cells.size()).isBetween(0.03, 0.07);
    assertThat(ownMissed / (double) cells.size()).isBetween(0.03, 0.07);
    // t(2) = 4.30 against z = 1.96, less the own variances' scatter: about 0.55 of the width.
    assertThat(median(widths)).isLessThan(median(ownWidths) * 0.6);
  }

  @Test
  void should_invert_trigamma() {
    for (double y : new double[] {0.05, 0.5, 1, 3, 40, 5000}) {
      assertThat(VariancePrior.trigammaInverse(Gamma.trigamma(y))).isCloseTo(y, offset(y * 1e-6));
    }
  }

  @Test
  void should_shrink_a_cell_towards_the_prior_by_their_degrees_of_freedom() {
    VariancePrior prior = new VariancePrior(0.04, 6, VariancePrior.MIN_CELLS);
    VariancePrior.Cell cell = new VariancePrior.Cell(0.01, 2);
    assertThat(prior.moderated(cell)).isCloseTo((6 * 0.04 + 2 * 0.01) / 8, offset(1e-12));
    assertThat(prior.df(cell)).isEqualTo(8);
  }

  private static double[] logRatios(Random random, double sd) {
    double[] logs = new double[ROUNDS];
    for (int r = 0; r < ROUNDS; r++) {
      logs[r] = sd * random.nextGaussian();
    }
    return logs;
  }

  private static VariancePrior.Cell cell(double[] logs) {
    double mean = Arrays.stream(logs).average().orElseThrow();
    double ss = Arrays.stream(logs).map(x -> (x - mean) * (x - mean)).sum();
    return new VariancePrior.Cell(ss / (logs.length - 1), logs.length - 1);
  }

  private static double median(double[] xs) {
    double[] sorted = xs.clone();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }
}
