package org.mapperbench.jmh.results.figures;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every entry's figures, found by adapter, operation and mode, and the two ratios the report reads them by, each
 * with its interval: to the same operation on the family's native adapter, and to that native adapter's roundTrip
 * (the floor). A ratio's interval comes from the same resamples as its two means, paired by round, so that what a
 * round shared (the machine's and the server's state at the time) cancels out of it.
 */
public final class RunFigures {
  private final Map<String, BenchmarkFigures> byKey = new LinkedHashMap<>();
  private final Map<String, String> natives = new LinkedHashMap<>();
  private final Map<BenchmarkFigures, ForkSamples> samples = new IdentityHashMap<>();
  private final Map<String, Interval> ratios = new HashMap<>();
  private final Map<String, Interval> costRatios = new HashMap<>();
  private final Map<String, Interval> costDifferences = new HashMap<>();
  private final Map<Cost, VariancePrior> priors = new java.util.EnumMap<>(Cost.class);
  private final Map<Cost, VariancePrior> libraryPriors = new java.util.EnumMap<>(Cost.class);
  private final Map<String, Interval> libraryRatios = new HashMap<>();
  /** Each adapter's bases in the run: its family's native and, for a variant, the adapter it is compared with. */
  private final Map<String, List<String>> bases = new LinkedHashMap<>();

  private RunFigures() {}

  public static RunFigures of(RunResults run) {
    RunFigures figures = new RunFigures();
    for (BenchmarkFigures f : run.figures()) {
      figures.byKey.put(key(f.adapter(), f.operation(), f.mode(), f.threads()), f);
    }
    for (String adapter : run.adapters()) {
      run.floor(adapter).ifPresent(base -> figures.natives.put(adapter, base));
      figures.bases.put(adapter, java.util.stream.Stream.of(run.floor(adapter).orElse(null), run.against(adapter))
          .filter(b -> b != null && !b.equals(adapter)).distinct().toList());
    }
    return figures;
  }

  public Optional<BenchmarkFigures> sample(String adapter, String operation) {
    return Optional.ofNullable(byKey.get(key(adapter, operation, SuiteNames.SAMPLE, 1)));
  }

  public Optional<BenchmarkFigures> throughput(String adapter, String operation, int threads) {
    return Optional.ofNullable(byKey.get(key(adapter, operation, SuiteNames.THROUGHPUT, threads)));
  }

  /**
   * Calls per second at {@code threads} client threads, with its error as a share of the mean: the sweep's own
   * figure, or at one thread, when the sweep did not run one, the one-thread sample's (a closed loop of one thread
   * makes one call per mean latency, so its rate is 1/mean and shares the mean's error).
   *
   * @param fromSample whether it came from the one-thread sample rather than a trial of the sweep
   */
  public record Rate(double perSecond, double errorPercent, boolean verified, boolean fromSample) {}

  /** The thread counts a rate is shown at: one thread (from the sample if need be) and every count of the sweep. */
  public static List<Integer> rateThreads(RunResults run) {
    return java.util.stream.Stream.concat(java.util.stream.Stream.of(1), run.sweepThreads().stream()).distinct()
        .sorted().toList();
  }

  public Optional<Rate> rate(String adapter, String operation, int threads) {
    Optional<Rate> swept = throughput(adapter, operation, threads)
        .map(f -> new Rate(f.score(), f.errorPercent(), f.verified(), false));
    if (swept.isPresent() || threads != 1) {
      return swept;
    }
    return sample(adapter, operation).filter(f -> f.score() > 0)
        .map(f -> new Rate(1e6 / f.score(), f.errorPercent(), f.verified(), true));
  }

  public List<BenchmarkFigures> all() {
    return List.copyOf(byKey.values());
  }

  /** The family's native adapter, if it ran in this run. */
  public Optional<String> familyNative(String adapter) {
    return Optional.ofNullable(natives.get(adapter));
  }

  /** The adapter's mean over its family native's mean for the same operation; NONE without a base. */
  public Interval meanPerNative(String adapter, String operation) {
    return familyNative(adapter).map(base -> ratio(sample(adapter, operation), sample(base, operation),
        prior(Cost.MEAN_LATENCY))).orElse(Interval.NONE);
  }

  /**
   * The prior the cost's paired cells borrow strength from ({@link VariancePrior}): fitted once over every cell of
   * the run that pairs an adapter with a base of its (the family's native, or the adapter a variant is compared
   * with), operation by operation; NONE for a cost that does not borrow.
   */
  public VariancePrior prior(Cost cost) {
    if (!cost.borrows()) {
      return VariancePrior.NONE;
    }
    return priors.computeIfAbsent(cost, c -> {
      List<VariancePrior.Cell> cells = new java.util.ArrayList<>();
      int[] pairs = {0};
      bases.forEach((adapter, list) -> list.forEach(base -> {
        List<VariancePrior.Cell> own = LibraryRatio.operations(this, adapter, base, c).stream()
            .map(op -> VariancePrior.cell(c.samples(sample(adapter, op).orElseThrow()),
                c.samples(sample(base, op).orElseThrow())))
            .filter(java.util.Objects::nonNull).toList();
        cells.addAll(own);
        // A pair's cells share its forks: the prior learns from its rounds once, not once per operation.
        pairs[0] += own.stream().mapToInt(VariancePrior.Cell::df).max().orElse(0);
      }));
      return VariancePrior.fit(cells, pairs[0]);
    });
  }

  /**
   * One cost of the adapter's call over the same cost of its family native's call for the same operation (sample
   * mode, one thread), with its interval from forks paired by round; NONE without a base or without the figure.
   */
  public Interval costPerNative(String adapter, String operation, Cost cost) {
    return familyNative(adapter).map(base -> costPer(adapter, base, operation, cost)).orElse(Interval.NONE);
  }

  /**
   * The library's one ratio over {@code against} for the cost, over every operation both ran ({@link LibraryRatio}),
   * its rounds' variance borrowed across the run's pairs of adapter and base.
   */
  public Interval libraryRatio(String adapter, String against, Cost cost) {
    return libraryRatios.computeIfAbsent(adapter + '\0' + against + '\0' + cost,
        k -> LibraryRatio.of(this, adapter, against, cost, libraryPrior(cost)));
  }

  private VariancePrior libraryPrior(Cost cost) {
    if (!cost.borrows()) {
      return VariancePrior.NONE;
    }
    return libraryPriors.computeIfAbsent(cost, c -> VariancePrior.fit(bases.entrySet().stream()
        .flatMap(e -> e.getValue().stream().map(base -> LibraryRatio.cell(LibraryRatio.rounds(this, e.getKey(), base,
            c)))).filter(java.util.Objects::nonNull).toList()));
  }

  /** As {@link #costPerNative}, over any other adapter of the run: a variant over the one it is compared with. */
  public Interval costPer(String adapter, String against, String operation, Cost cost) {
    Optional<BenchmarkFigures> base = sample(against, operation);
    Optional<BenchmarkFigures> own = sample(adapter, operation);
    if (base.isEmpty() || own.isEmpty()) {
      return Interval.NONE;
    }
    if (cost == Cost.MEAN_LATENCY) {
      return ratio(own, base, prior(cost));
    }
    return costRatios.computeIfAbsent(adapter + '\0' + against + '\0' + operation + '\0' + cost,
        k -> cost.perNative(own.get(), base.get(), prior(cost)));
  }

  /** As {@link #costPer}, as a difference in the cost's own unit: what the adapter's call adds to the other's. */
  public Interval costDifference(String adapter, String against, String operation, Cost cost) {
    Optional<BenchmarkFigures> base = sample(against, operation);
    Optional<BenchmarkFigures> own = sample(adapter, operation);
    if (base.isEmpty() || own.isEmpty()) {
      return Interval.NONE;
    }
    return costDifferences.computeIfAbsent(adapter + '\0' + against + '\0' + operation + '\0' + cost,
        k -> cost.difference(own.get(), base.get(), prior(cost)));
  }

  /** One cost of the adapter's call, with its interval from its forks' own figures. */
  public Interval costPerCall(String adapter, String operation, Cost cost) {
    return sample(adapter, operation).map(cost::perCall).orElse(Interval.NONE);
  }

  /** Whether the adapter's one-thread sample of the operation can state the cost ({@link Cost#measured}). */
  public boolean measures(String adapter, String operation, Cost cost) {
    return sample(adapter, operation).map(cost::measured).orElse(false);
  }

  /** The family native's roundTrip, the cheapest request the server counts, through the plain driver. */
  public Optional<BenchmarkFigures> floor(String adapter) {
    return familyNative(adapter).flatMap(base -> sample(base, SuiteNames.FLOOR));
  }

  /** The adapter's mean over its family native's floor: the call's cost in floor round trips. */
  public Interval meanPerFloor(String adapter, String operation) {
    return ratio(sample(adapter, operation), floor(adapter), VariancePrior.NONE);
  }

  private Interval ratio(Optional<BenchmarkFigures> numerator, Optional<BenchmarkFigures> denominator,
      VariancePrior prior) {
    if (numerator.isEmpty() || denominator.isEmpty()) {
      return Interval.NONE;
    }
    BenchmarkFigures n = numerator.get();
    BenchmarkFigures d = denominator.get();
    if (n == d) {
      return new Interval(1, 1, 1);
    }
    return ratios.computeIfAbsent(n.adapter() + '\0' + n.shortLabel() + '\0' + d.adapter() + '\0' + d.shortLabel(),
        k -> Interval.ratio(n, samples(n), d, samples(d), true, prior));
  }

  private ForkSamples samples(BenchmarkFigures f) {
    return samples.computeIfAbsent(f, BenchmarkFigures::samples);
  }

  private static String key(String adapter, String operation, String mode, int threads) {
    return adapter + '\0' + operation + '\0' + mode + '\0' + threads;
  }
}
