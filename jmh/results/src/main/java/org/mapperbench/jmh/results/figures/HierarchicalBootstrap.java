package org.mapperbench.jmh.results.figures;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.function.DoubleBinaryOperator;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * Intervals from the units that vary independently: forks, then iterations within a fork. Each resample draws the
 * forks with replacement and, within each drawn fork, its iterations with replacement; the statistic is computed
 * over every call of the drawn iterations. Single calls are never resampled: calls of one iteration share its JIT
 * state, GC phase and server state, so treating them as independent (as JMH's own error does) makes an interval
 * shrink with the call count. See Kalibera and Jones, "Rigorous Benchmarking in Reasonable Time", ISMM 2013.
 *
 * <p>A run has few forks (3 to 12 rounds), and a percentile bootstrap over n units is too narrow for small n: it sees
 * the spread of n values as if it were the population's, and with z where Student's t belongs. Each interval is
 * therefore widened about its point (on the log scale, for the positive figures the suite measures) by
 * {@code sqrt(n/(n-1)) * t(n-1) / z}, the correction of Hesterberg's expanded
 * percentile interval ("What Teachers Should Know About the Bootstrap", The American Statistician, 2015), where n is
 * the number of forks (for a ratio, the fewer of the two sides'). Below {@value #MIN_FORKS} forks only the point is
 * given, without an interval: one fork says nothing of the spread between forks, and two give t(1) = 12.7, a factor of
 * 9.2 that turns a 10% spread into an interval spanning orders of magnitude, which informs no one.
 */
public final class HierarchicalBootstrap {
  public static final double CONFIDENCE = 0.95;
  public static final int RESAMPLES = 2000;
  /** The fewest forks an interval rests on; a figure with fewer carries no error bar anywhere. */
  public static final int MIN_FORKS = 3;
  public static final String METHOD = "hierarchical bootstrap (Kalibera & Jones 2013): forks resampled, then "
      + "iterations within each fork, " + RESAMPLES + " resamples, 95% percentile interval widened for few forks "
      + "(Hesterberg 2015: sqrt(n/(n-1)) t(n-1)/z, on the log scale); none below " + MIN_FORKS + " forks";
  /** A fixed seed: the same results folder always gives the same intervals. */
  private static final long SEED = 20131020L;

  private HierarchicalBootstrap() {}

  /** The mean over all calls (sample mode) or iterations (other modes). */
  public static Interval mean(ForkSamples samples) {
    FlatSamples flat = FlatSamples.of(samples);
    if (flat == null) {
      return Interval.NONE;
    }
    SplittableRandom random = new SplittableRandom(SEED);
    double[] stats = new double[RESAMPLES];
    int[] weights = new int[flat.n.length];
    for (int r = 0; r < RESAMPLES; r++) {
      Arrays.fill(weights, 0);
      flat.draw(random, weights, null);
      stats[r] = flat.mean(weights);
    }
    Arrays.fill(weights, 1);
    return interval(flat.mean(weights), stats, flat.forks());
  }

  /** The 99th percentile of all calls; NONE outside sample mode. */
  public static Interval p99(ForkSamples samples) {
    FlatSamples flat = samples.histogram() ? FlatSamples.of(samples) : null;
    if (flat == null) {
      return Interval.NONE;
    }
    flat.buildGrid();
    SplittableRandom random = new SplittableRandom(SEED + 99);
    double[] stats = new double[RESAMPLES];
    int[] weights = new int[flat.n.length];
    for (int r = 0; r < RESAMPLES; r++) {
      Arrays.fill(weights, 0);
      flat.draw(random, weights, null);
      stats[r] = flat.quantile(weights, 0.99);
    }
    Arrays.fill(weights, 1);
    return interval(flat.quantile(weights, 0.99), stats, flat.forks());
  }

  /**
   * The ratio of two means, e.g. a mapper over its native driver. Paired by round when asked and both have the same
   * rounds: each resample draws rounds, and takes both sides' fork of each drawn round, so that what a round shared
   * (the machine's and the server's state at that time) cancels out of the ratio.
   */
  public static Interval ratioOfMeans(ForkSamples numerator, ForkSamples denominator, boolean pairByRound) {
    return ratio(numerator, denominator, pairByRound, Statistic.MEAN);
  }

  /** What a ratio compares: the means of all calls, or (sample mode only) their 99th percentiles. */
  public enum Statistic { MEAN, P99 }

  /** The ratio of one statistic of two benchmarks, resampled as {@link #ratioOfMeans} does. */
  public static Interval ratio(ForkSamples numerator, ForkSamples denominator, boolean pairByRound,
      Statistic statistic) {
    return ratio(numerator, denominator, pairByRound, statistic, VariancePrior.NONE);
  }

  /**
   * As {@link #ratio(ForkSamples, ForkSamples, boolean, Statistic)}; where the forks pair by round, the mean is the
   * statistic and {@code prior} is known, the interval is the moderated t's of the rounds' log ratios instead
   * ({@link VariancePrior}), about the same point.
   */
  public static Interval ratio(ForkSamples numerator, ForkSamples denominator, boolean pairByRound,
      Statistic statistic, VariancePrior prior) {
    return compare(numerator, denominator, pairByRound, statistic, (a, b) -> a / b, true, prior);
  }

  /**
   * The difference of one statistic of two benchmarks, {@code minuend - subtrahend} in their own unit (µs per call,
   * bytes per call), resampled as {@link #ratioOfMeans} does and widened on the linear scale: what a variant adds to
   * a call, which a gate or an injected cost is stated in.
   */
  public static Interval difference(ForkSamples minuend, ForkSamples subtrahend, boolean pairByRound,
      Statistic statistic) {
    return difference(minuend, subtrahend, pairByRound, statistic, VariancePrior.NONE);
  }

  /** As {@link #difference(ForkSamples, ForkSamples, boolean, Statistic)}, borrowing as {@link #ratio} does. */
  public static Interval difference(ForkSamples minuend, ForkSamples subtrahend, boolean pairByRound,
      Statistic statistic, VariancePrior prior) {
    return compare(minuend, subtrahend, pairByRound, statistic, (a, b) -> a - b, false, prior);
  }

  private static Interval compare(ForkSamples numerator, ForkSamples denominator, boolean pairByRound,
      Statistic statistic, DoubleBinaryOperator combine, boolean logScale, VariancePrior prior) {
    boolean quantile = statistic == Statistic.P99;
    FlatSamples num = quantile && !numerator.histogram() ? null : FlatSamples.of(numerator);
    FlatSamples den = quantile && !denominator.histogram() ? null : FlatSamples.of(denominator);
    if (num == null || den == null) {
      return Interval.NONE;
    }
    if (quantile) {
      num.buildGrid();
      den.buildGrid();
    }
    boolean paired = pairByRound && num.everyFork && den.everyFork
        && new TreeSet<>(numerator.rounds()).equals(new TreeSet<>(denominator.rounds()))
        && numerator.rounds().size() == new TreeSet<>(numerator.rounds()).size()
        && denominator.rounds().size() == new TreeSet<>(denominator.rounds()).size();
    if (paired && prior.known() && !quantile && Math.min(num.forks(), den.forks()) >= MIN_FORKS) {
      Interval borrowed = borrowed(numerator, denominator, num, den, combine, logScale, prior);
      if (borrowed != null) {
        return borrowed;
      }
    }
    SplittableRandom random = new SplittableRandom(SEED + 1);
    double[] stats = new double[RESAMPLES];
    int[] wn = new int[num.n.length];
    int[] wd = new int[den.n.length];
    int[] drawn = new int[num.forkStart.length - 1];
    Map<Integer, Integer> denForkOfRound = new HashMap<>();
    for (int f = 0; f < denominator.rounds().size(); f++) {
      denForkOfRound.put(denominator.rounds().get(f), f);
    }
    boolean resample = smallSampleFactor(Math.min(num.forks(), den.forks())) > 0;
    for (int r = 0; resample && r < RESAMPLES; r++) {
      Arrays.fill(wn, 0);
      Arrays.fill(wd, 0);
      num.draw(random, wn, drawn);
      if (paired) {
        for (int fork : drawn) {
          den.drawIterations(random, wd, denForkOfRound.get(numerator.rounds().get(fork)));
        }
      } else {
        den.draw(random, wd, null);
      }
      stats[r] = combine.applyAsDouble(num.statistic(wn, statistic), den.statistic(wd, statistic));
    }
    Arrays.fill(wn, 1);
    Arrays.fill(wd, 1);
    return interval(combine.applyAsDouble(num.statistic(wn, statistic), den.statistic(wd, statistic)), stats,
        Math.min(num.forks(), den.forks()), logScale);
  }

  /** The moderated t interval of a paired comparison about its point; null where the rounds do not pair. */
  private static Interval borrowed(ForkSamples numerator, ForkSamples denominator, FlatSamples num,
      FlatSamples den, DoubleBinaryOperator combine, boolean logScale, VariancePrior prior) {
    VariancePrior.Paired pairs = VariancePrior.paired(numerator, denominator);
    if (pairs == null) {
      return null;
    }
    int[] all = new int[num.n.length];
    Arrays.fill(all, 1);
    int[] allDen = new int[den.n.length];
    Arrays.fill(allDen, 1);
    double point = combine.applyAsDouble(num.mean(all), den.mean(allDen));
    VariancePrior.Cell cell = pairs.cell();
    double logHalf = prior.logHalfWidth(cell, CONFIDENCE);
    if (!Double.isFinite(point) || !Double.isFinite(logHalf)) {
      return null;
    }
    if (logScale) {
      return point > 0 ? new Interval(point, point * Math.exp(-logHalf), point * Math.exp(logHalf)) : null;
    }
    double half = logHalf * Math.sqrt(pairs.moderatedDifferenceVariance(prior) / prior.shrunk(cell));
    return new Interval(point, point - half, point + half);
  }

  private static Interval interval(double point, double[] stats, int forks) {
    return interval(point, stats, forks, true);
  }

  static Interval interval(double point, double[] stats, int forks, boolean logScale) {
    double widen = smallSampleFactor(forks);
    if (!Double.isFinite(widen) || !Double.isFinite(point)) {
      return new Interval(point, Double.NaN, Double.NaN);
    }
    Arrays.sort(stats);
    double alpha = (1 - CONFIDENCE) / 2;
    double low = stats[(int) Math.floor(alpha * (stats.length - 1))];
    double high = stats[(int) Math.ceil((1 - alpha) * (stats.length - 1))];
    if (logScale && point > 0 && low > 0) {
      // Times, rates and their ratios are positive and spread by factors: widened on the log scale, they stay so.
      return new Interval(point, point * Math.pow(low / point, widen), point * Math.pow(high / point, widen));
    }
    return new Interval(point, point - widen * (point - low), point + widen * (high - point));
  }

  /** sqrt(n/(n-1)) * t(n-1) / z at the interval's confidence; NaN below {@link #MIN_FORKS} forks. */
  static double smallSampleFactor(int forks) {
    if (forks < MIN_FORKS) {
      return Double.NaN;
    }
    double p = 1 - (1 - CONFIDENCE) / 2;
    double t = new TDistribution(null, forks - 1).inverseCumulativeProbability(p);
    double z = new NormalDistribution(null, 0, 1).inverseCumulativeProbability(p);
    return Math.sqrt(forks / (forks - 1.0)) * t / z;
  }
}
