package org.mapperbench.jmh.results.figures;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.special.Gamma;

/**
 * What one cost's comparisons in a run share: the variance of a paired cell's log ratio from round to round, fitted
 * over all the run's cells of that cost, so that each cell's interval borrows strength from the others instead of
 * resting on its own 2 to 10 degrees of freedom. The empirical-Bayes prior of Smyth (2004), "Linear models and
 * empirical Bayes methods for assessing differential expression in microarray experiments" (limma's moderated t):
 * each cell's variance s² on d degrees of freedom is shrunk towards the prior's s0², weighed by its d0, and its
 * interval takes Student's t on d0 + d degrees of freedom. d0 is estimated from the spread of the cells' own
 * variances: where they vary alike it is large (the cells borrow much), where they vary unlike each other small.
 * The method: docs/methodology.md, "Intervals that borrow strength".
 *
 * @param s0Squared the prior's variance of a paired log ratio between rounds
 * @param d0 its degrees of freedom, at most the cells' own summed: where their variances scatter no more than chance
 *     alone would make, that sum
 * @param cells how many cells it was fitted from
 */
public record VariancePrior(double s0Squared, double d0, int cells) {
  /** No prior: every cell rests on its own variance, as before borrowing. */
  public static final VariancePrior NONE = new VariancePrior(Double.NaN, 0, 0);
  /**
   * The fewest cells a prior is fitted from: below, the scatter of their variances says little of d0 (four cells of
   * an A/A run, one of them twice as variable as the rest, came out at an unbounded d0).
   */
  public static final int MIN_CELLS = 10;

  /**
   * One cell's own paired variance: of {@code log(a_r / b_r)} over the rounds r both ran, each side's mean over the
   * fork of that round.
   *
   * @param variance s², the sample variance of the rounds' log ratios
   * @param df its degrees of freedom: the rounds less one
   */
  public record Cell(double variance, int df) {
    boolean usable() {
      return df >= 1 && variance > 0 && Double.isFinite(variance);
    }
  }

  public boolean known() {
    return cells >= MIN_CELLS && s0Squared > 0;
  }

  /** Fitted from the cells' variances (limma's fitFDist by moments of log s²); NONE from fewer than MIN_CELLS. */
  public static VariancePrior fit(List<Cell> cells) {
    return fit(cells, Integer.MAX_VALUE);
  }

  /**
   * As {@link #fit(List)}, d0 at most {@code most}: the degrees of freedom the cells' forks hold apart from each
   * other, where cells share forks.
   */
  public static VariancePrior fit(List<Cell> cells, int most) {
    List<Cell> usable = cells.stream().filter(Cell::usable).toList();
    int n = usable.size();
    if (n < MIN_CELLS) {
      return NONE;
    }
    double[] e = new double[n];
    double meanE = 0;
    double meanTrigamma = 0;
    for (int i = 0; i < n; i++) {
      double half = usable.get(i).df() / 2.0;
      e[i] = Math.log(usable.get(i).variance()) - Gamma.digamma(half) + Math.log(half);
      meanE += e[i] / n;
      meanTrigamma += Gamma.trigamma(half) / n;
    }
    double varE = 0;
    for (double x : e) {
      varE += (x - meanE) * (x - meanE) / (n - 1);
    }
    // The prior weighs at most what it was fitted from: the pooled variance of all its cells, on their summed d.
    int pooled = Math.min(most, usable.stream().mapToInt(Cell::df).sum());
    double excess = varE - meanTrigamma;
    double d0 = excess <= 0 ? pooled : Math.min(pooled, 2 * trigammaInverse(excess));
    return new VariancePrior(Math.exp(meanE + Gamma.digamma(d0 / 2) - Math.log(d0 / 2)), d0, n);
  }

  /** The cell's variance shrunk towards the prior's: (d0·s0² + d·s²) / (d0 + d). */
  public double moderated(Cell cell) {
    return (d0 * s0Squared + cell.df() * cell.variance()) / (d0 + cell.df());
  }

  /**
   * The variance a cell's interval rests on: the moderated one, or the cell's own where that is larger. A pool lends
   * degrees of freedom, but does not talk a cell out of the spread its own rounds show: the cells of one pair share
   * its forks, and an A/A run whose twin's three forks drew a factor apart from its base's called 9 of 80 cells
   * different when every cell took the moderated variance, 3 with this floor (docs/methodology.md, "Intervals that
   * borrow strength").
   */
  public double shrunk(Cell cell) {
    return Math.max(cell.variance(), moderated(cell));
  }

  /** The degrees of freedom a moderated cell's t rests on. */
  public double df(Cell cell) {
    return d0 + cell.df();
  }

  /**
   * The half-width, on the log scale, of the cell's 95% interval of the mean log ratio over its rounds: t(d0 + d)
   * times the {@link #shrunk} standard deviation over the square root of the rounds; NaN without a prior or a cell.
   */
  public double logHalfWidth(Cell cell, double confidence) {
    if (!known() || cell.df() < 1 || !Double.isFinite(cell.variance())) {
      return Double.NaN;
    }
    double p = 1 - (1 - confidence) / 2;
    double df = df(cell);
    double t = tQuantile(df, p);
    return t * Math.sqrt(shrunk(cell) / (cell.df() + 1));
  }

  /** As {@link #logHalfWidth}, from the cell's own variance alone: Student's t on its own d. */
  public static double ownLogHalfWidth(Cell cell, double confidence) {
    if (cell.df() < 1 || !(cell.variance() > 0) || !Double.isFinite(cell.variance())) {
      return Double.NaN;
    }
    return tQuantile(cell.df(), 1 - (1 - confidence) / 2) * Math.sqrt(cell.variance() / (cell.df() + 1));
  }

  private static final Map<Long, Double> T_QUANTILES = new HashMap<>();

  private static synchronized double tQuantile(double df, double p) {
    long key = Double.doubleToLongBits(df) ^ Double.doubleToLongBits(p) * 31;
    return T_QUANTILES.computeIfAbsent(key, k -> new TDistribution(null, df).inverseCumulativeProbability(p));
  }

  /**
   * Two benchmarks' forks matched by round: each round's log ratio and difference of the two fork means; null where
   * a round of either is missing, a round repeats or a mean is not positive.
   */
  record Paired(int[] rounds, double[] logRatios, double[] differences, double[] bases) {
    Cell cell() {
      return new Cell(variance(logRatios), logRatios.length - 1);
    }

    /**
     * The variance of the rounds' differences, scaled as the cell's log ratio's is by borrowing: the difference's
     * spread moderated by the same factor as the ratio's.
     */
    double moderatedDifferenceVariance(VariancePrior prior) {
      Cell cell = cell();
      double own = variance(differences);
      // Rounds whose ratio never moved: near 1, a difference is the base times the log ratio.
      return cell.variance() > 0 ? own * prior.shrunk(cell) / cell.variance() : prior.shrunk(cell)
          * Math.pow(mean(bases), 2);
    }

  }

  /** The paired cell of two benchmarks; null where {@link #paired} gives none. */
  public static Cell cell(ForkSamples a, ForkSamples b) {
    Paired paired = paired(a, b);
    return paired == null ? null : paired.cell();
  }

  static Paired paired(ForkSamples a, ForkSamples b) {
    Map<Integer, Double> bByRound = new HashMap<>();
    for (int f = 0; f < b.forks(); f++) {
      if (bByRound.put(b.rounds().get(f), forkMean(b.byFork().get(f))) != null) {
        return null;
      }
    }
    if (a.forks() < 2 || a.forks() != b.forks()) {
      return null;
    }
    double[] logs = new double[a.forks()];
    double[] differences = new double[a.forks()];
    double[] bases = new double[a.forks()];
    int[] rounds = new int[a.forks()];
    for (int f = 0; f < a.forks(); f++) {
      Double other = bByRound.remove(a.rounds().get(f));
      double own = forkMean(a.byFork().get(f));
      if (other == null || !(own > 0) || !(other > 0)) {
        return null;
      }
      logs[f] = Math.log(own / other);
      differences[f] = own - other;
      bases[f] = other;
      rounds[f] = a.rounds().get(f);
    }
    return new Paired(rounds, logs, differences, bases);
  }

  static double mean(double[] xs) {
    double sum = 0;
    for (double x : xs) {
      sum += x;
    }
    return sum / xs.length;
  }

  static double variance(double[] xs) {
    double mean = mean(xs);
    double ss = 0;
    for (double x : xs) {
      ss += (x - mean) * (x - mean);
    }
    return ss / (xs.length - 1);
  }

  private static double forkMean(List<ForkSamples.Iteration> fork) {
    double sum = 0;
    long n = 0;
    for (ForkSamples.Iteration it : fork) {
      sum += it.sum();
      n += it.n();
    }
    return n == 0 ? Double.NaN : sum / n;
  }

  /** The y with trigamma(y) = x, by bisection on log y: trigamma falls from infinity at 0 to 0 at infinity. */
  static double trigammaInverse(double x) {
    double lo = Math.log(1e-8);
    double hi = Math.log(1e8);
    for (int i = 0; i < 200; i++) {
      double mid = (lo + hi) / 2;
      if (Gamma.trigamma(Math.exp(mid)) > x) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    return Math.exp((lo + hi) / 2);
  }
}
