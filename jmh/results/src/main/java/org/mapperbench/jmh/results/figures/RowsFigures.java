package org.mapperbench.jmh.results.figures;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mapperbench.entities.model.ProductColumn;
import org.mapperbench.entities.schema.Operation;

/**
 * Each library's cost against rows per call (docs/methodology.md, "Rows per call"): per curve and cost, the line
 * fitted through the N it ran, and its per-row cost over its family native's. Also a column's cost: the wide
 * product's one-row read or write against the narrow user's, over the columns the product has beyond the user's.
 */
public final class RowsFigures {
  /** The costs a row is read by, the precise first; p99 and GC CPU say little per row. */
  public static final List<Cost> COSTS =
      List.of(Cost.REQUESTS, Cost.ALLOCATION, Cost.CLIENT_CPU, Cost.SERVER_CPU, Cost.MEAN_LATENCY);

  /** Columns a product has beyond a user's 4 (id, three texts): its key's sku and {@link ProductColumn}'s. */
  public static final int EXTRA_COLUMNS = 2 + ProductColumn.values().length - 4;

  private final RunFigures figures;
  private final Map<String, RowsFit> fits = new HashMap<>();
  private final Map<String, Interval> overNative = new HashMap<>();

  public RowsFigures(RunFigures figures) {
    this.figures = figures;
  }

  /** The curves, by their first point: products read, products written, an order's line items read and written. */
  public static List<Operation> curves() {
    return List.of(Operation.READ_PRODUCTS_1, Operation.WRITE_PRODUCTS_1, Operation.READ_ORDER, Operation.WRITE_ORDER);
  }

  /** The curve's points the adapter ran, with this cost's samples. */
  public RowsFit fit(String adapter, Operation curve, Cost cost) {
    return fits.computeIfAbsent(adapter + '\0' + curve + '\0' + cost, k -> {
      List<RowsFit.Point> points = new ArrayList<>();
      for (Operation op : Operation.values()) {
        if (op.curve() == curve) {
          figures.sample(adapter, op.method()).filter(cost::measured)
              .ifPresent(f -> points.add(new RowsFit.Point(op.rows(), cost.samples(f))));
        }
      }
      return RowsFit.of(points);
    });
  }

  /** The adapter's per-row cost minus its family native's; NONE without a native or a fit at the same N. */
  public Interval perRowOverNative(String adapter, Operation curve, Cost cost) {
    Optional<String> base = figures.familyNative(adapter).filter(b -> !b.equals(adapter));
    return base.map(b -> overNative.computeIfAbsent(adapter + '\0' + curve + '\0' + cost,
        k -> fit(adapter, curve, cost).perRowOver(fit(b, curve, cost)))).orElse(Interval.NONE);
  }

  /**
   * What a column adds to a one-row call: the product's {@code products} call minus the user's {@code user} call, over
   * {@link #EXTRA_COLUMNS}, forks paired by round; NONE where either is missing.
   */
  public Interval perColumn(String adapter, Operation products, Operation user, Cost cost) {
    Optional<org.mapperbench.jmh.results.figures.BenchmarkFigures> wide = figures.sample(adapter, products.method());
    Optional<org.mapperbench.jmh.results.figures.BenchmarkFigures> narrow = figures.sample(adapter, user.method());
    if (wide.isEmpty() || narrow.isEmpty()) {
      return Interval.NONE;
    }
    Interval d = HierarchicalBootstrap.difference(cost.samples(wide.get()), cost.samples(narrow.get()), true,
        HierarchicalBootstrap.Statistic.MEAN);
    return new Interval(d.point() / EXTRA_COLUMNS, d.low() / EXTRA_COLUMNS, d.high() / EXTRA_COLUMNS);
  }

  public RunFigures figures() {
    return figures;
  }
}
