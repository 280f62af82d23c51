package org.mapperbench.jmh.report.render;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.mapperbench.jmh.report.figures.RequestsByCounter;
import org.mapperbench.jmh.report.figures.RunFigures;
import org.mapperbench.jmh.results.figures.Cost;
import org.mapperbench.jmh.results.figures.HierarchicalBootstrap;
import org.mapperbench.jmh.results.figures.Interval;
import org.mapperbench.jmh.results.figures.RunResults;

/**
 * The answer a reader came for: what each library costs against the plain driver of its family (the native adapter),
 * cost by cost and operation by operation, on one client thread. Each judgement is a ratio with its 95% interval from
 * forks paired by round: "same" where the interval holds 1, a signed percentage with its interval otherwise, and the
 * point alone where the figure rests on too few forks for an interval ({@link HierarchicalBootstrap#MIN_FORKS}).
 */
public final class Verdict {
  /** How a ratio reads. */
  enum Direction { HIGHER, LOWER, SAME, NO_ERROR_BAR, NO_FIGURE }

  /**
   * One cost of one operation of one library, over the native adapter's.
   *
   * @param counters for requests, the server counters on which the two differ per call ("Com_select +1"), or ""
   */
  record Judgement(Interval ratio, String counters) {
    Judgement(Interval ratio) {
      this(ratio, "");
    }

    Direction direction() {
      if (!Double.isFinite(ratio.point())) {
        return Direction.NO_FIGURE;
      }
      if (!ratio.known()) {
        return Direction.NO_ERROR_BAR;
      }
      return ratio.low() > 1 ? Direction.HIGHER : ratio.high() < 1 ? Direction.LOWER : Direction.SAME;
    }

    /** "same", "+38% [+22%, +57%]", "+38%" without an interval, or the sign for no figure. */
    String words() {
      return switch (direction()) {
        case NO_FIGURE -> Format.NONE;
        case SAME -> "same";
        case NO_ERROR_BAR -> change(ratio.point());
        default -> change(ratio.point()) + " [" + change(ratio.low()) + ", " + change(ratio.high()) + "]";
      };
    }
  }

  /**
   * One library against its native adapter for one cost: a judgement per operation, and over all of them the
   * geometric mean of the ratios with how many operations differ.
   */
  record Row(String adapter, String base, Cost cost, Map<String, Judgement> operations) {
    double geometricMean() {
      double logs = 0;
      int n = 0;
      for (Judgement j : operations.values()) {
        if (j.direction() != Direction.NO_FIGURE && j.ratio().point() > 0) {
          logs += Math.log(j.ratio().point());
          n++;
        }
      }
      return n == 0 ? Double.NaN : Math.exp(logs / n);
    }

    long count(Direction direction) {
      return operations.values().stream().filter(j -> j.direction() == direction).count();
    }

    /**
     * The row in a few words: "same", "higher in 8 of 11 (+12% to +200%)", or "+0.4% to +200%" without an error bar
     * (which the verdict says once for the run). The range, not an average: a mapper that costs the same on nine
     * operations and twice as much on two is not 20% dearer everywhere.
     */
    String summary() {
      long measured = operations.size() - count(Direction.NO_FIGURE);
      if (measured == 0) {
        return Format.NONE;
      }
      if (count(Direction.NO_ERROR_BAR) == measured) {
        return range(Direction.NO_ERROR_BAR);
      }
      List<String> differ = new ArrayList<>();
      for (Direction direction : List.of(Direction.HIGHER, Direction.LOWER)) {
        long n = count(direction);
        if (n > 0) {
          differ.add(direction.name().toLowerCase(Locale.ROOT) + " in " + n + " of " + measured + " ("
              + range(direction) + ")");
        }
      }
      return differ.isEmpty() ? "same" : String.join(", ", differ);
    }

    private String range(Direction direction) {
      double[] points = operations.values().stream().filter(j -> j.direction() == direction)
          .mapToDouble(j -> j.ratio().point()).sorted().toArray();
      String low = change(points[0]);
      String high = change(points[points.length - 1]);
      return low.equals(high) ? low : low + " to " + high;
    }
  }

  private final Map<Cost, List<Row>> rows;

  private Verdict(Map<Cost, List<Row>> rows) {
    this.rows = rows;
  }

  /**
   * Every adapter of the run that has a native adapter of its family in the run, other than that native itself and
   * its variants (those are in {@link #versions}).
   */
  public static Verdict of(RunResults run, RunFigures figures) {
    return judge(run, adapter -> figures.familyNative(adapter).orElse(null), figures);
  }

  /**
   * The Versions part: each variant of an adapter module against the first adapter of that module the run named
   * (docs/variants.md), cost by cost, forks paired by round as in the verdict.
   */
  public static Verdict versions(RunResults run, RunFigures figures) {
    return judge(run, run::against, figures);
  }

  private static Verdict judge(RunResults run, Function<String, String> baseOf, RunFigures figures) {
    List<String> operations = run.plannedOperations();
    Map<Cost, List<Row>> rows = new EnumMap<>(Cost.class);
    for (Cost cost : Cost.values()) {
      List<Row> costRows = new ArrayList<>();
      for (String adapter : run.adapters()) {
        String base = baseOf.apply(adapter);
        if (base == null || base.equals(adapter)) {
          continue;
        }
        Map<String, Judgement> cells = new LinkedHashMap<>();
        operations.stream().filter(op -> run.plans(adapter, op))
            .forEach(op -> cells.put(op, new Judgement(figures.costPer(adapter, base, op, cost),
                cost == Cost.REQUESTS ? RequestsByCounter.differences(figures.sample(adapter, op),
                    figures.sample(base, op)) : "")));
        costRows.add(new Row(adapter, base, cost, cells));
      }
      // Within each family the cheapest library first; families by their native adapter's name.
      costRows.sort(Comparator.comparing(Row::base).thenComparingDouble(r -> nanLast(r.geometricMean())));
      rows.put(cost, costRows);
    }
    return new Verdict(rows);
  }

  List<Row> rows(Cost cost) {
    return rows.getOrDefault(cost, List.of());
  }

  boolean isEmpty() {
    return rows.values().stream().allMatch(List::isEmpty);
  }

  /** The libraries judged, in the order of the first cost's ranking. */
  List<String> adapters() {
    return rows(Cost.values()[0]).stream().map(Row::adapter).toList();
  }

  /** One line per library for the console's last lines: every cost's summary. */
  public List<String> lines() {
    // Columns as wide as the longest name, so that every line's costs start under each other (hibernate-mariadb is 17).
    int library = adapters().stream().mapToInt(String::length).max().orElse(1);
    int base = adapters().stream().mapToInt(adapter -> base(adapter).length()).max().orElse(1);
    String format = "%-" + library + "s vs %-" + base + "s  %s";
    List<String> lines = new ArrayList<>(adapters().stream().map(adapter -> String.format(Locale.ROOT, format,
        adapter, base(adapter), String.join(", ", summaries(adapter, cost -> cost.label)))).toList());
    if (!lines.isEmpty() && pointsOnly()) {
      lines.add("(no error bar: too few forks for an interval, so these are point estimates)");
    }
    return lines;
  }

  /** Whether no figure of the verdict has an error bar: a run of too few forks, said once, not in every cell. */
  private boolean pointsOnly() {
    return rows.values().stream().flatMap(List::stream).flatMap(r -> r.operations().values().stream())
        .allMatch(j -> j.direction() == Direction.NO_ERROR_BAR || j.direction() == Direction.NO_FIGURE);
  }

  /** The adapter's row for one cost, if it was judged. */
  Optional<Row> row(Cost cost, String adapter) {
    return rows(cost).stream().filter(r -> r.adapter().equals(adapter)).findFirst();
  }

  /** The native adapter the library was judged against. */
  String base(String adapter) {
    return row(Cost.values()[0], adapter).map(Row::base).orElse("");
  }

  /** Every cost of the library in a few words, each named by {@code name}: "alloc higher in 3 of 3 (+28% to +176%)". */
  List<String> summaries(String adapter, Function<Cost, String> name) {
    List<String> parts = new ArrayList<>();
    for (Cost cost : Cost.values()) {
      row(cost, adapter).ifPresent(r -> parts.add(name.apply(cost) + " " + r.summary()));
    }
    return parts;
  }

  /** A ratio in the verdict's words: "same", "+38% [+22%, +57%]", "+38%" without an interval, or no figure. */
  public static String words(Interval ratio) {
    return new Judgement(ratio).words();
  }

  /** A ratio as a signed change: 1.38 is "+38%", 0.955 "-4.5%"; one decimal below 10%. */
  static String change(double ratio) {
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

  private static double nanLast(double value) {
    return Double.isNaN(value) ? Double.MAX_VALUE : value;
  }
}
