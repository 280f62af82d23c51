package org.mapperbench.jmh.results.figures;

import java.util.List;

/**
 * How much of a benchmark's spread comes from forks and how much from iterations within a fork, estimated from the
 * iteration means as in Kalibera and Jones ("Rigorous Benchmarking in Reasonable Time", ISMM 2013, section 3): with
 * n forks of r iterations, S1² is the variance of fork means and S2² the mean variance within a fork; the
 * iterations' own component is T2² = S2², the forks' is T1² = S1² - S2²/r. The grand mean's variance is
 * T1²/n + T2²/(n·r), so where T1 dominates, more forks help and longer forks do not.
 *
 * @param forks forks with at least two iterations
 * @param mean the grand mean of iteration means
 * @param forkShare T1 as a share of the mean (the spread between forks)
 * @param iterationShare T2 as a share of the mean (the spread between iterations of one fork)
 * @param drift the mean of each fork's first iteration over its last, less 1: above 0, the first measured iteration
 *     is still slower (warm-up too short for this benchmark)
 */
public record VarianceComponents(int forks, int iterations, double mean, double forkShare, double iterationShare,
    double drift) {

  /** Null with fewer than two forks of at least two iterations each. */
  public static VarianceComponents of(ForkSamples samples) {
    List<double[]> forks = samples.byFork().stream()
        .filter(f -> f.size() >= 2)
        .map(f -> f.stream().mapToDouble(it -> it.sum() / it.n()).toArray())
        .toList();
    if (forks.size() < 2) {
      return null;
    }
    int r = (int) Math.round(forks.stream().mapToInt(f -> f.length).average().orElse(0));
    double[] forkMeans = forks.stream().mapToDouble(f -> java.util.Arrays.stream(f).average().orElse(Double.NaN))
        .toArray();
    double grand = java.util.Arrays.stream(forkMeans).average().orElse(Double.NaN);
    double within = 0;
    int withinDf = 0;
    double drift = 0;
    for (int i = 0; i < forks.size(); i++) {
      double[] f = forks.get(i);
      for (double y : f) {
        within += (y - forkMeans[i]) * (y - forkMeans[i]);
      }
      withinDf += f.length - 1;
      drift += f[0] / f[f.length - 1] - 1;
    }
    double s2 = within / withinDf;
    double s1 = 0;
    for (double m : forkMeans) {
      s1 += (m - grand) * (m - grand);
    }
    s1 /= forkMeans.length - 1;
    double t1 = Math.max(0, s1 - s2 / r);
    return new VarianceComponents(forks.size(), r, grand, Math.sqrt(t1) / grand, Math.sqrt(s2) / grand,
        drift / forks.size());
  }

  /**
   * The iterations per fork that give the narrowest interval for the time spent (Kalibera and Jones, eq. 4):
   * sqrt(c1·T2² / (c2·T1²)), where c1 is what a fork costs besides its measured iterations (warm-up, preparation,
   * its share of the JVM) and c2 one measured iteration. Infinite when forks do not vary at all.
   */
  public double optimalIterations(double forkOverheadSeconds, double iterationSeconds) {
    return Math.sqrt(forkOverheadSeconds * iterationShare * iterationShare
        / (iterationSeconds * forkShare * forkShare));
  }

  /** Forks needed for a half-width of {@code precision} (a share of the mean) at about 95%, with r iterations each. */
  public double forksFor(double precision, int r) {
    double variance = forkShare * forkShare + iterationShare * iterationShare / r;
    return 1.96 * 1.96 * variance / (precision * precision);
  }

  /** The median, the mean of the middle two for an even count; NaN for none. */
  public static double median(List<Double> values) {
    if (values.isEmpty()) {
      return Double.NaN;
    }
    double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }
}
