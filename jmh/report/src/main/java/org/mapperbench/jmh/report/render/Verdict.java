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
 * library's own cost per call, and no ratio, where the figure rests on too few forks for an interval ({@link
 * HierarchicalBootstrap#MIN_FORKS}) or a side's data cannot state the cost ({@link Cost#measured}).
 */
public final class Verdict {
  /** How a ratio reads. */
  public enum Direction { HIGHER, LOWER, SAME, NO_FIGURE }

  /**
   * Why a cell of a run below {@link HierarchicalBootstrap#MIN_FORKS} forks gives no ratio: a point from two forks is
   * not a figure its data can support (docs/results.md, "How to read the verdict"). Said once for the run, not in
   * every cell.
   */
  public static final String TOO_FEW_FORKS = "too few forks";

  /**
   * One cost of one operation of one library, over the native adapter's.
   *
   * @param counters for requests, the server counters on which the two differ per call ("Com_select +1"), or ""
   * @param difference the same cost as what the library's call adds, in {@code unit}
   * @param own where no ratio can be given: the library's own cost per call, if its data can state it
   * @param unmeasured why no ratio can be given (a side's data cannot state the cost, {@link Cost#measured}, or the
   *     run has too few forks for an interval, {@link #TOO_FEW_FORKS}), or ""
   */
  public record Judgement(Interval ratio, String counters, Interval difference, String unit, Interval own,
      String unmeasured) {
    Judgement(Interval ratio) {
      this(ratio, "", Interval.NONE, "", Interval.NONE, "");
    }

    public Direction direction() {
      if (!unmeasured.isEmpty() || !ratio.known()) {
        return Direction.NO_FIGURE;
      }
      return ratio.low() > 1 ? Direction.HIGHER : ratio.high() < 1 ? Direction.LOWER : Direction.SAME;
    }

    /**
     * "same", "+38% [+22%, +57%]", the sign for no figure, or where the data cannot state a ratio, the library's own
     * cost if it can and why: "0.42 µs [0.31, 0.55] a call; no ratio: too few collections in driver4-native's forks",
     * or only "4,210 B a call" in a run of too few forks (which the verdict says once).
     */
    public String words() {
      if (!unmeasured.isEmpty()) {
        String amount = Double.isFinite(own.point()) ? Format.amount(own, unit, false) + " a call" : "";
        return unmeasured.equals(TOO_FEW_FORKS) ? (amount.isEmpty() ? Format.NONE : amount)
            : amount.isEmpty() ? unmeasured : amount + "; no ratio: " + unmeasured;
      }
      return switch (direction()) {
        case NO_FIGURE -> Format.NONE;
        case SAME -> "same";
        // An exact count (requests) has no interval to show.
        default -> ratio.low() == ratio.high() ? change(ratio.point())
            : change(ratio.point()) + " [" + change(ratio.low()) + ", " + change(ratio.high()) + "]";
      };
    }

    /** The difference in the cost's unit, "+5.1 µs [+3.2, +7.0]", or "" where there is none to give. */
    public String differenceWords() {
      return unmeasured.isEmpty() && Double.isFinite(difference.point())
          ? Format.amount(difference, unit, true) : "";
    }
  }

  /**
   * One library against its native adapter for one cost: a judgement per operation, and over all of them the
   * geometric mean of the ratios with how many operations differ.
   */
  public record Row(String adapter, String base, Cost cost, Map<String, Judgement> operations) {
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
     * The row in a few words: "same", "higher in 8 of 11 (+12% to +200%)", or "no ratio: too few collections". The
     * range, not an average: a mapper that costs the same on nine operations and twice as much on two is not 20%
     * dearer everywhere.
     */
    String summary() {
      long measured = operations.size() - count(Direction.NO_FIGURE);
      if (measured == 0) {
        return operations.values().stream().map(Judgement::unmeasured).filter(u -> !u.isEmpty()).findFirst()
            .map(u -> "no ratio: " + (u.startsWith(Cost.TOO_FEW_COLLECTIONS) ? Cost.TOO_FEW_COLLECTIONS : u))
            .orElse(Format.NONE);
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
            .forEach(op -> cells.put(op, judge(figures, adapter, base, op, cost)));
        costRows.add(new Row(adapter, base, cost, cells));
      }
      // Within each family the cheapest library first; families by their native adapter's name.
      costRows.sort(Comparator.comparing(Row::base).thenComparingDouble(r -> nanLast(r.geometricMean())));
      rows.put(cost, costRows);
    }
    return new Verdict(rows);
  }

  private static Judgement judge(RunFigures figures, String adapter, String base, String op, Cost cost) {
    String counters = cost == Cost.REQUESTS
        ? RequestsByCounter.differences(figures.sample(adapter, op), figures.sample(base, op)) : "";
    boolean both = figures.sample(adapter, op).isPresent() && figures.sample(base, op).isPresent();
    boolean own = figures.measures(adapter, op, cost);
    if (both && !(own && figures.measures(base, op, cost))) {
      // A ratio whose data cannot state one side's cost is chance, e.g. a floor whose forks held no collection.
      String why = Cost.TOO_FEW_COLLECTIONS + (own ? " in " + base + "'s forks" : "");
      return new Judgement(Interval.NONE, counters, Interval.NONE, cost.unit,
          own ? figures.costPerCall(adapter, op, cost) : Interval.NONE, why);
    }
    Interval ratio = figures.costPer(adapter, base, op, cost);
    if (Double.isFinite(ratio.point()) && !ratio.known()) {
      if (cost != Cost.REQUESTS) {
        return new Judgement(Interval.NONE, counters, Interval.NONE, cost.unit, figures.costPerCall(adapter, op, cost),
            TOO_FEW_FORKS);
      }
      // The server's own counts: exact in any number of forks.
      ratio = new Interval(ratio.point(), ratio.point(), ratio.point());
    }
    return new Judgement(ratio, counters, figures.costDifference(adapter, base, op, cost), cost.unit, Interval.NONE,
        "");
  }

  public List<Row> rows(Cost cost) {
    return rows.getOrDefault(cost, List.of());
  }

  public boolean isEmpty() {
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
    if (!lines.isEmpty() && tooFewForks()) {
      lines.add("(too few forks for an interval: no ratio of any cost but the exact requests; run without"
          + " -Dbench.quick for a verdict)");
    }
    return lines;
  }

  /** Whether the run had too few forks for any interval: said once, not in every cell or summary. */
  boolean tooFewForks() {
    return rows.values().stream().flatMap(List::stream).flatMap(r -> r.operations().values().stream())
        .anyMatch(j -> j.unmeasured().equals(TOO_FEW_FORKS));
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
      row(cost, adapter).map(Row::summary).filter(summary -> !summary.endsWith(TOO_FEW_FORKS))
          .ifPresent(summary -> parts.add(name.apply(cost) + " " + summary));
    }
    return parts;
  }

  /** A ratio in the verdict's words: "same", "+38% [+22%, +57%]", or no figure without an interval. */
  public static String words(Interval ratio) {
    return new Judgement(ratio).words();
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

  private static double nanLast(double value) {
    return Double.isNaN(value) ? Double.MAX_VALUE : value;
  }
}
