package org.mapperbench.jmh.results.figures;

import org.mapperbench.jmh.results.model.ResultEntry;

/**
 * The verdict's precise costs ({@link Cost#PRECISE}: requests and bytes per call) as the runner sees them while it
 * plans rounds: how wide a library's ratio to its family native still is for one benchmark.
 */
public final class PreciseRatios {
  private PreciseRatios() {}

  /**
   * The widest half-width, as a share of the ratio, among the precise costs of {@code own} over {@code base} (the
   * same benchmark of the family's native adapter, merged entries of every fork so far), with forks paired by round as
   * the verdict pairs them. Infinite while either side has too few forks for an interval, so that they get more; NaN
   * when neither cost has a figure, since more forks would not give one.
   */
  public static double widestHalfWidthShare(String adapter, ResultEntry own, String baseAdapter,
      ResultEntry base) {
    BenchmarkFigures ownFigures = BenchmarkFigures.of(adapter, own);
    BenchmarkFigures baseFigures = BenchmarkFigures.of(baseAdapter, base);
    double widest = Double.NaN;
    for (Cost cost : Cost.PRECISE) {
      int forks = Math.min(cost.samples(ownFigures).forks(), cost.samples(baseFigures).forks());
      if (forks == 0) {
        continue;
      }
      Interval ratio = cost.perNative(ownFigures, baseFigures);
      double share = forks < HierarchicalBootstrap.MIN_FORKS ? Double.POSITIVE_INFINITY : ratio.halfWidthShare();
      if (!Double.isNaN(share)) {
        widest = Double.isNaN(widest) ? share : Math.max(widest, share);
      }
    }
    return widest;
  }
}
