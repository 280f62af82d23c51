package org.mapperbench.jmh.cli.check;

import org.mapperbench.jmh.report.render.VerdictWords;
import java.util.Locale;
import org.mapperbench.jmh.report.render.Format;
import org.mapperbench.jmh.results.figures.BenchmarkFigures;
import org.mapperbench.jmh.results.figures.Cost;
import org.mapperbench.jmh.results.figures.HierarchicalBootstrap;
import org.mapperbench.jmh.results.figures.Interval;

/**
 * One benchmark in both runs (or in one): B/A with its 95% interval, from the same hierarchical resamples as the two
 * means (forks of each run resampled independently, then iterations within forks; see {@link HierarchicalBootstrap}),
 * and the verdict. A difference counts only when that interval excludes 1, and, when the user asks for a minimal
 * effect, lies wholly beyond it (B/A above 1 + e or below 1 - e). Overlapping error bars of A and B are not the test.
 */
record CompareRow(CompareKey key, BenchmarkFigures a, BenchmarkFigures b, Interval ratio, double minEffect) {
  enum Verdict {
    WORSE, BETTER, WITHIN_ERROR, NO_ERROR_BAR, UNITS_DIFFER, ONLY_IN_A, ONLY_IN_B
  }

  static CompareRow of(CompareKey key, BenchmarkFigures a, BenchmarkFigures b, double minEffect) {
    Interval ratio = a == null || b == null ? Interval.NONE : Interval.ratio(b, a, false);
    return new CompareRow(key, a, b, ratio, minEffect);
  }

  Verdict verdict() {
    if (b == null) {
      return Verdict.ONLY_IN_A;
    }
    if (a == null) {
      return Verdict.ONLY_IN_B;
    }
    if (!a.unit().equals(b.unit())) {
      return Verdict.UNITS_DIFFER;
    }
    if (!ratio.known()) {
      return Verdict.NO_ERROR_BAR;
    }
    boolean up = ratio.low() > 1 + minEffect;
    boolean down = ratio.high() < 1 - minEffect;
    if (!up && !down) {
      return Verdict.WITHIN_ERROR;
    }
    return up == key.throughput() ? Verdict.BETTER : Verdict.WORSE;
  }

  /** The verdict in the benchmark's own terms, and a warning when a side failed its server-counter check. */
  String verdictText() {
    String text = switch (verdict()) {
      case WORSE -> key.throughput() ? "lower" : "slower";
      case BETTER -> key.throughput() ? "higher" : "faster";
      case WITHIN_ERROR -> "within error";
      case NO_ERROR_BAR -> "-";
      case UNITS_DIFFER -> "units differ";
      case ONLY_IN_A -> "only in A";
      case ONLY_IN_B -> "only in B";
    };
    if (a != null && !a.verified()) {
      text += ", A not verified";
    }
    if (b != null && !b.verified()) {
      text += ", B not verified";
    }
    return text;
  }

  /** B/A of the means, with its interval when there is one. */
  String ratioText() {
    return Double.isFinite(ratio.point()) ? Format.ratio(ratio).replace(Format.NONE, "-") : "-";
  }

  /**
   * B/A of one per-call cost in the verdict's words, with its interval from each run's forks resampled on their own:
   * "same", "+4.1% [+2.0%, +6.3%]", the point alone without an error bar, "-" when either run lacks it.
   */
  String cost(Cost cost) {
    if (a == null || b == null) {
      return "-";
    }
    Interval ratio = cost.between(b, a);
    if (!Double.isFinite(ratio.point())) {
      // No raw data to resample (an older run): the point from the entries' scores, without an error bar.
      ratio = new Interval(cost.score(b) / cost.score(a), Double.NaN, Double.NaN);
    }
    String words = ratio.known() ? VerdictWords.words(ratio)
        : VerdictWords.change(ratio.point());
    return Format.NONE.equals(words) ? "-" : words;
  }

  String unit() {
    return (a != null ? a : b).unit();
  }

  /** The score and the half-width of its interval as a share: "476.9 ± 3.1%". */
  static String scoreText(BenchmarkFigures figure) {
    if (figure == null) {
      return "-";
    }
    String format = decimals(figure.score());
    String score = String.format(Locale.ROOT, format, figure.score());
    return Double.isFinite(figure.errorPercent())
        ? score + String.format(Locale.ROOT, " \u00b1 %.1f%%", figure.errorPercent()) : score;
  }

  /** Enough digits to read a difference of a percent: 23621, 476.9, 62.08. */
  private static String decimals(double value) {
    double magnitude = Math.abs(value);
    return magnitude >= 10_000 ? "%.0f" : magnitude >= 100 ? "%.1f" : "%.2f";
  }
}
