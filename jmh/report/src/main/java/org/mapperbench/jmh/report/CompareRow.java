package org.mapperbench.jmh.report;

import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * One benchmark in both runs (or in one): the ratio B/A and the verdict. A difference counts only when
 * {@code |B - A| > errA + errB}, JMH's two 99.9% confidence half-widths added: the two intervals do not overlap. That
 * is the conservative choice (the root of the sum of squares would call more differences); with the few forks of a
 * benchmark run, a difference it calls is one worth a second run, not noise.
 */
record CompareRow(CompareKey key, CompareFigure a, CompareFigure b) {
  enum Verdict {
    WORSE, BETTER, WITHIN_ERROR, NO_ERROR_BAR, UNITS_DIFFER, ONLY_IN_A, ONLY_IN_B
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
    if (Double.isNaN(a.error()) || Double.isNaN(b.error())) {
      return Verdict.NO_ERROR_BAR;
    }
    double difference = b.score() - a.score();
    if (Math.abs(difference) <= a.error() + b.error()) {
      return Verdict.WITHIN_ERROR;
    }
    return (difference > 0) == key.throughput() ? Verdict.BETTER : Verdict.WORSE;
  }

  /** The verdict in the benchmark's own terms, and a warning when a side failed its server-counter check. */
  String verdictText() {
    String text = switch (verdict()) {
      case WORSE -> key.throughput() ? "lower" : "slower";
      case BETTER -> key.throughput() ? "higher" : "faster";
      case WITHIN_ERROR -> "within error";
      case NO_ERROR_BAR -> "no error bar";
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

  String ratio() {
    return ratio(CompareFigure::score);
  }

  /** B/A of one figure, or "-" when either run lacks it. */
  String ratio(ToDoubleFunction<CompareFigure> figure) {
    if (a == null || b == null) {
      return "-";
    }
    double x = figure.applyAsDouble(a);
    double y = figure.applyAsDouble(b);
    if (Double.isNaN(x) || Double.isNaN(y) || x == 0) {
      return "-";
    }
    return String.format(Locale.ROOT, "%.2f", y / x);
  }

  String unit() {
    return (a != null ? a : b).unit();
  }

  static String scoreText(CompareFigure figure) {
    if (figure == null) {
      return "-";
    }
    String format = decimals(figure.score());
    String score = String.format(Locale.ROOT, format, figure.score());
    return Double.isNaN(figure.error()) ? score : score + " \u00b1 " + String.format(Locale.ROOT, format, figure.error());
  }

  /** Enough digits to read a difference of a percent: 23621, 476.9, 62.08. */
  private static String decimals(double value) {
    double magnitude = Math.abs(value);
    return magnitude >= 10_000 ? "%.0f" : magnitude >= 100 ? "%.1f" : "%.2f";
  }
}
