package org.mapperbench.jmh.results.figures;

/**
 * A point estimate and the interval around it, e.g. a benchmark's mean and its 95% bootstrap interval. All NaN when
 * nothing could be estimated.
 */
public record Interval(double point, double low, double high) {
  public static final Interval NONE = new Interval(Double.NaN, Double.NaN, Double.NaN);

  public boolean known() {
    return Double.isFinite(point) && Double.isFinite(low) && Double.isFinite(high);
  }

  public double halfWidth() {
    return (high - low) / 2;
  }

  /** The half-width as a share of the point: 0.05 is ±5%. NaN when unknown or the point is 0. */
  public double halfWidthShare() {
    return known() && point != 0 ? halfWidth() / Math.abs(point) : Double.NaN;
  }

  /** The interval of a.mean / b.mean ({@link HierarchicalBootstrap#ratioOfMeans}). */
  public static Interval ratio(BenchmarkFigures a, BenchmarkFigures b, boolean pairByRound) {
    return ratio(a, a.samples(), b, b.samples(), pairByRound, VariancePrior.NONE);
  }

  /** The same, on samples already read; an entry without raw data still gets the ratio of its scores. */
  public static Interval ratio(BenchmarkFigures a, ForkSamples as, BenchmarkFigures b, ForkSamples bs,
      boolean pairByRound, VariancePrior prior) {
    Interval ratio = HierarchicalBootstrap.ratio(as, bs, pairByRound, HierarchicalBootstrap.Statistic.MEAN, prior);
    if (Double.isFinite(ratio.point()) || b.score() == 0) {
      return ratio;
    }
    return new Interval(a.score() / b.score(), Double.NaN, Double.NaN);
  }

  /** Whether the interval lies wholly on one side of {@code value}, e.g. a ratio's interval excluding 1. */
  public boolean excludes(double value) {
    return known() && (value < low || value > high);
  }
}
