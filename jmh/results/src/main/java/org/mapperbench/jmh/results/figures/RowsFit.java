package org.mapperbench.jmh.results.figures;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A cost against rows per call, fitted as {@code cost(N) = fixed + perRow * N} by least squares over the N a
 * library ran (docs/methodology.md, "Rows per call"), with intervals from {@link HierarchicalBootstrap}'s resamples:
 * each resample draws every point's forks, then their iterations, and fits again. A difference between two libraries'
 * per-row costs resamples both. The points are separate benchmarks, each resampled on its own: what a fork JVM shared
 * between its benchmarks is not paired out, so an interval is if anything wider than it need be.
 *
 * @param points the N and its samples, one per benchmark of the curve
 */
public record RowsFit(List<Point> points) {
  /** One benchmark of the curve: N rows a call and its per-call samples of the cost. */
  public record Point(int rows, ForkSamples samples) {}

  /** What the fit states: the cost of a call without rows and of each row, each with its interval. */
  public record Line(Interval fixed, Interval perRow) {}

  private static final long SEED = 20131021L;

  public RowsFit {
    points = List.copyOf(points);
  }

  /** Whether there are at least two distinct N, each with data: a line needs two. */
  public boolean fits() {
    return points.stream().filter(p -> FlatSamples.of(p.samples()) != null).map(Point::rows).distinct().count() >= 2;
  }

  /** The line through this library's points; NONE intervals where it cannot be fitted. */
  public Line line() {
    if (!fits()) {
      return new Line(Interval.NONE, Interval.NONE);
    }
    List<FlatSamples> flats = flats();
    double[] pointMeans = means(flats, null);
    double[] fitted = fit(pointMeans);
    double[][] stats = resampled(flats, null, null);
    int forks = fewestForks(flats);
    return new Line(HierarchicalBootstrap.interval(fitted[0], stats[0], forks, false),
        HierarchicalBootstrap.interval(fitted[1], stats[1], forks, false));
  }

  /** This library's per-row cost minus {@code base}'s, in the cost's unit; NONE unless both fit at the same N. */
  public Interval perRowOver(RowsFit base) {
    if (!fits() || !base.fits() || !rows().equals(base.rows())) {
      return Interval.NONE;
    }
    List<FlatSamples> own = flats();
    List<FlatSamples> other = base.flats();
    double point = fit(means(own, null))[1] - base.fit(means(other, null))[1];
    double[] stats = resampled(own, base, other)[1];
    return HierarchicalBootstrap.interval(point, stats, Math.min(fewestForks(own), fewestForks(other)), false);
  }

  /** Each point's mean cost per call, in the order of {@link #rows}; no resampling. */
  public double[] means() {
    return means(flats(), null);
  }

  public List<Integer> rows() {
    return points.stream().map(Point::rows).toList();
  }

  private List<FlatSamples> flats() {
    return points.stream().map(p -> FlatSamples.of(p.samples())).toList();
  }

  private static int fewestForks(List<FlatSamples> flats) {
    return flats.stream().mapToInt(FlatSamples::forks).min().orElse(0);
  }

  /** Each point's mean, over the weights drawn (all ones without a random source). */
  private static double[] means(List<FlatSamples> flats, SplittableRandom random) {
    double[] means = new double[flats.size()];
    for (int k = 0; k < flats.size(); k++) {
      FlatSamples flat = flats.get(k);
      int[] weights = new int[flat.n.length];
      if (random == null) {
        java.util.Arrays.fill(weights, 1);
      } else {
        flat.draw(random, weights, null);
      }
      means[k] = flat.mean(weights);
    }
    return means;
  }

  /** {fixed, perRow} of the least-squares line through (rows, means). */
  private double[] fit(double[] means) {
    double meanX = 0;
    double meanY = 0;
    for (int k = 0; k < means.length; k++) {
      meanX += points.get(k).rows() / (double) means.length;
      meanY += means[k] / means.length;
    }
    double sxy = 0;
    double sxx = 0;
    for (int k = 0; k < means.length; k++) {
      double dx = points.get(k).rows() - meanX;
      sxy += dx * (means[k] - meanY);
      sxx += dx * dx;
    }
    double slope = sxy / sxx;
    return new double[] {meanY - slope * meanX, slope};
  }

  /** Resampled {fixed, perRow} of this line, minus {@code base}'s line where one is given. */
  private double[][] resampled(List<FlatSamples> own, RowsFit base, List<FlatSamples> other) {
    SplittableRandom random = new SplittableRandom(SEED);
    double[][] stats = new double[2][HierarchicalBootstrap.RESAMPLES];
    for (int r = 0; r < HierarchicalBootstrap.RESAMPLES; r++) {
      double[] line = fit(means(own, random));
      if (base != null) {
        double[] baseLine = base.fit(means(other, random));
        line = new double[] {line[0] - baseLine[0], line[1] - baseLine[1]};
      }
      stats[0][r] = line[0];
      stats[1][r] = line[1];
    }
    return stats;
  }

  /** The points of a curve from the benchmarks given, in the order of their N. */
  public static RowsFit of(List<Point> points) {
    List<Point> sorted = new ArrayList<>(points);
    sorted.sort(java.util.Comparator.comparingInt(Point::rows));
    return new RowsFit(sorted);
  }
}
