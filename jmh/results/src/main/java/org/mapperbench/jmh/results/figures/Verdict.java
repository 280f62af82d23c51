package org.mapperbench.jmh.results.figures;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The answer a reader came for: what each library costs against the plain driver of its family (the native adapter),
 * cost by cost and operation by operation, on one client thread. Each judgement is a ratio with its 95% interval from
 * forks paired by round: the same where the interval holds 1, higher or lower otherwise, and the library's own cost
 * per call, and no ratio, where the figure rests on too few forks for an interval ({@link
 * HierarchicalBootstrap#MIN_FORKS}) or a side's data cannot state the cost ({@link Cost#measured}). The report says
 * it in words.
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
    /** A ratio alone, judged as the verdict judges one. */
    public Judgement(Interval ratio) {
      this(ratio, "", Interval.NONE, "", Interval.NONE, "");
    }

    public Direction direction() {
      if (!unmeasured.isEmpty() || !ratio.known()) {
        return Direction.NO_FIGURE;
      }
      return ratio.low() > 1 ? Direction.HIGHER : ratio.high() < 1 ? Direction.LOWER : Direction.SAME;
    }
  }

  /**
   * One library against its native adapter for one cost: a judgement per operation, and over all of them the
   * geometric mean of the ratios with how many operations differ.
   *
   * @param library the library's one ratio over all its operations, with its interval with rounds as the unit
   *     ({@link LibraryRatio}): how the library reads in one figure
   */
  public record Row(String adapter, String base, Cost cost, Map<String, Judgement> operations, Interval library) {
    /** How the library's one ratio reads: higher, lower or same by its interval; no figure without one. */
    public Direction libraryDirection() {
      return new Judgement(library).direction();
    }

    public double geometricMean() {
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

    public long count(Direction direction) {
      return operations.values().stream().filter(j -> j.direction() == direction).count();
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
        costRows.add(new Row(adapter, base, cost, cells, figures.libraryRatio(adapter, base, cost)));
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
  public List<String> adapters() {
    return rows(Cost.values()[0]).stream().map(Row::adapter).toList();
  }

  /** Whether the run had too few forks for any interval: said once, not in every cell or summary. */
  public boolean tooFewForks() {
    return rows.values().stream().flatMap(List::stream).flatMap(r -> r.operations().values().stream())
        .anyMatch(j -> j.unmeasured().equals(TOO_FEW_FORKS));
  }

  /** The adapter's row for one cost, if it was judged. */
  public Optional<Row> row(Cost cost, String adapter) {
    return rows(cost).stream().filter(r -> r.adapter().equals(adapter)).findFirst();
  }

  /** The native adapter the library was judged against. */
  public String base(String adapter) {
    return row(Cost.values()[0], adapter).map(Row::base).orElse("");
  }

  private static double nanLast(double value) {
    return Double.isNaN(value) ? Double.MAX_VALUE : value;
  }
}
