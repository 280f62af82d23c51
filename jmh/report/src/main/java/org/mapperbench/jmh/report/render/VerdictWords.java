package org.mapperbench.jmh.report.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.mapperbench.jmh.results.figures.Cost;
import org.mapperbench.jmh.results.figures.Interval;
import org.mapperbench.jmh.results.figures.Verdict;
import org.mapperbench.jmh.results.figures.Verdict.Direction;
import org.mapperbench.jmh.results.figures.Verdict.Judgement;
import org.mapperbench.jmh.results.figures.Verdict.Row;

/** The verdict ({@link Verdict}) in words: a judgement, a library's row, the console's last lines. */
public final class VerdictWords {
  private VerdictWords() {}

  /**
   * "same", "+38% [+22%, +57%]", the sign for no figure, or where the data cannot state a ratio, the library's own
   * cost if it can and why: "0.42 µs [0.31, 0.55] a call; no ratio: too few collections in driver4-native's forks",
   * or only "4,210 B a call" in a run of too few forks (which the verdict says once).
   */
  public static String words(Judgement j) {
    if (!j.unmeasured().isEmpty()) {
      String amount = Double.isFinite(j.own().point()) ? Format.amount(j.own(), j.unit(), false) + " a call" : "";
      return j.unmeasured().equals(Verdict.TOO_FEW_FORKS) ? (amount.isEmpty() ? Format.NONE : amount)
          : amount.isEmpty() ? j.unmeasured() : amount + "; no ratio: " + j.unmeasured();
    }
    Interval ratio = j.ratio();
    return switch (j.direction()) {
      case NO_FIGURE -> Format.NONE;
      case SAME -> "same";
      // An exact count (requests) has no interval to show.
      default -> ratio.low() == ratio.high() ? change(ratio.point())
          : change(ratio.point()) + " [" + change(ratio.low()) + ", " + change(ratio.high()) + "]";
    };
  }

  /** The difference in the cost's unit, "+5.1 µs [+3.2, +7.0]", or "" where there is none to give. */
  public static String differenceWords(Judgement j) {
    return j.unmeasured().isEmpty() && Double.isFinite(j.difference().point())
        ? Format.amount(j.difference(), j.unit(), true) : "";
  }

  /** A ratio in the verdict's words: "same", "+38% [+22%, +57%]", or no figure without an interval. */
  public static String words(Interval ratio) {
    return words(new Judgement(ratio));
  }

  /**
   * The row in a few words: "same", "higher in 8 of 11 (+12% to +200%)", or "no ratio: too few collections". The
   * range, not an average: a mapper that costs the same on nine operations and twice as much on two is not 20%
   * dearer everywhere.
   */
  static String summary(Row row) {
    String overall = row.cost() == Cost.REQUESTS ? "" : overall(row.library());
    String cells = cellsSummary(row);
    return overall.isEmpty() ? cells : overall + "; " + (cells.equals("same") ? "no operation differs" : cells);
  }

  /**
   * The row as the console's last lines give it: the library's one ratio alone where it has one, "+12% [+5.1%,
   * +19%]" or "same (-2.0% [-8.1%, +4.5%])" (the report has the operations'), else as {@link #summary} words it.
   * Requests, exact per operation, by their operations.
   */
  static String brief(Row row) {
    String overall = row.cost() == Cost.REQUESTS ? "" : overall(row.library());
    return overall.isEmpty() ? cellsSummary(row) : overall.substring("overall ".length());
  }

  /**
   * A library's one ratio over all its operations ({@link Row#library}): "overall +12% [+5.1%, +19%]", "overall
   * same (-2.0% [-8.1%, +4.5%])", with the interval always shown, or "" without one.
   */
  public static String overall(Interval library) {
    if (library == null || !library.known()) {
      return "";
    }
    String interval = library.low() == library.high() ? change(library.point())
        : change(library.point()) + " [" + change(library.low()) + ", " + change(library.high()) + "]";
    return new Judgement(library).direction() == Direction.SAME ? "overall same (" + interval + ")"
        : "overall " + interval;
  }

  private static String cellsSummary(Row row) {
    long measured = row.operations().size() - row.count(Direction.NO_FIGURE);
    if (measured == 0) {
      return row.operations().values().stream().map(Judgement::unmeasured).filter(u -> !u.isEmpty()).findFirst()
          .map(u -> "no ratio: " + (u.startsWith(Cost.TOO_FEW_COLLECTIONS) ? Cost.TOO_FEW_COLLECTIONS : u))
          .orElse(Format.NONE);
    }
    List<String> differ = new ArrayList<>();
    for (Direction direction : List.of(Direction.HIGHER, Direction.LOWER)) {
      long n = row.count(direction);
      if (n > 0) {
        differ.add(direction.name().toLowerCase(Locale.ROOT) + " in " + n + " of " + measured + " ("
            + range(row, direction) + ")");
      }
    }
    return differ.isEmpty() ? "same" : String.join(", ", differ);
  }

  private static String range(Row row, Direction direction) {
    double[] points = row.operations().values().stream().filter(j -> j.direction() == direction)
        .mapToDouble(j -> j.ratio().point()).sorted().toArray();
    String low = change(points[0]);
    String high = change(points[points.length - 1]);
    return low.equals(high) ? low : low + " to " + high;
  }

  /** One line per library for the console's last lines: every cost in brief ({@link #brief}). */
  public static List<String> lines(Verdict verdict) {
    // Columns as wide as the longest name, so that every line's costs start under each other (hibernate-mariadb is 17).
    int library = verdict.adapters().stream().mapToInt(String::length).max().orElse(1);
    int base = verdict.adapters().stream().mapToInt(adapter -> verdict.base(adapter).length()).max().orElse(1);
    String format = "%-" + library + "s vs %-" + base + "s  %s";
    List<String> lines = new ArrayList<>(verdict.adapters().stream().map(adapter -> String.format(Locale.ROOT, format,
        adapter, verdict.base(adapter), String.join(", ", summaries(verdict, adapter, cost -> cost.label,
            VerdictWords::brief)))).toList());
    if (!lines.isEmpty() && verdict.tooFewForks()) {
      lines.add("(too few forks for an interval: no ratio of any cost but the exact requests; run without"
          + " -Dbench.quick for a verdict)");
    }
    return lines;
  }

  /** Every cost of the library in a few words, each named by {@code name}: "alloc higher in 3 of 3 (+28% to +176%)". */
  static List<String> summaries(Verdict verdict, String adapter, Function<Cost, String> name) {
    return summaries(verdict, adapter, name, VerdictWords::summary);
  }

  private static List<String> summaries(Verdict verdict, String adapter, Function<Cost, String> name,
      Function<Row, String> words) {
    List<String> parts = new ArrayList<>();
    for (Cost cost : Cost.values()) {
      verdict.row(cost, adapter).map(words).filter(summary -> !summary.endsWith(Verdict.TOO_FEW_FORKS))
          .ifPresent(summary -> parts.add(name.apply(cost) + " " + summary));
    }
    return parts;
  }

  /** A ratio as a signed change: 1.38 is "+38%", 0.955 "-4.5%"; one decimal below 10%. */
  public static String change(double ratio) {
    if (!Double.isFinite(ratio)) {
      return Format.NONE;
    }
    double percent = (ratio - 1) * 100;
    if (Math.abs(percent) < 0.05) {
      return "0%";
    }
    String digits = Math.abs(percent) < 9.95 ? "%+.1f%%" : "%+,.0f%%";
    return String.format(Locale.ROOT, digits, percent);
  }
}
