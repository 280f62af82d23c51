package org.mapperbench.jmh.runner.plan;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.runner.core.ConsistencySetting;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.ArrivalRate;
import org.mapperbench.settings.RateSettings;

/**
 * What rate mode paces, and at what rates: the operations of {@code bench.rateOperations} that the run has, and the
 * hat-shop mix if named, at each of {@code bench.rates}, on {@code bench.rateWorkers} workers; and the mix's capacity
 * search. A share ({@code 50%}) is
 * of the closed-loop throughput the family's native adapter measured at as many threads as there are workers, so one
 * setting asks the same load of every library of a family; the mix's throughput is its operations' combined by
 * weight. The capacity search is the mix's alone: the workload a team sizes a service for.
 */
public final class RatePlan {
  private RatePlan() {}

  public static int workers(RunSettings settings) {
    return settings.get(RateSettings.RATE_WORKERS);
  }

  public static boolean on(RunSettings settings) {
    return !settings.get(RateSettings.RATES).isEmpty();
  }

  /** What rate mode paces of the run's operations ({@code bench.rateOperations}), and the mix if it is named. */
  static List<String> paced(RunSettings settings, List<String> chosen) {
    List<String> named = settings.get(RateSettings.OPERATIONS);
    List<String> known = new ArrayList<>(SuiteNames.OPERATIONS);
    known.add(RateSettings.MIX_METHOD);
    PlannedBenchmark.requireKnown(named, known);
    return named.stream().filter(op -> op.equals(RateSettings.MIX_METHOD) || chosen.contains(op)).toList();
  }

  /** The operations whose closed-loop throughput at the workers' count rate mode needs: every paced one. */
  static List<String> closedLoopOperations(RunSettings settings, List<String> chosen) {
    if (!on(settings)) {
      return List.of();
    }
    Set<String> ops = new LinkedHashSet<>(paced(settings, chosen));
    ops.remove(RateSettings.MIX_METHOD);
    List<String> mix = List.copyOf(settings.get(RateSettings.MIX).keySet());
    PlannedBenchmark.requireKnown(mix, SuiteNames.OPERATIONS);
    ops.addAll(mix);
    return List.copyOf(ops);
  }

  /**
   * An adapter's paced trials: each operation it runs and the mix at each rate, then the mix's capacity search. A
   * trial whose throughput is unknown (its closed-loop benchmark failed) is left out and named in {@code skipped}.
   *
   * @param throughput an adapter's closed-loop calls per second of an operation at the workers' count, NaN if unknown
   * @param base the adapter whose throughput the shares are of: the family's native, or the adapter itself
   */
  public static List<PlannedBenchmark> trials(RunSettings settings, String adapter, String base,
      List<PlannedBenchmark> plan, BiFunction<String, PlannedBenchmark, Double> throughput, List<String> skipped) {
    int workers = workers(settings);
    ConsistencySetting setting = plan.get(0).setting();
    List<String> subjects = paced(settings, plan.stream().filter(b -> !b.throughput() && !b.paced())
        .map(PlannedBenchmark::method).distinct().toList());
    List<PlannedBenchmark> trials = new ArrayList<>();
    for (String subject : subjects) {
      double baseRate = rate(subject, base, settings, setting, throughput);
      for (ArrivalRate rate : settings.get(RateSettings.RATES)) {
        double perSecond = rate.perSecond(baseRate);
        if (Double.isFinite(perSecond) && perSecond > 0) {
          trials.add(PlannedBenchmark.paced(subject, workers, setting,
              new PlannedBenchmark.Pacing(rate.toString(), perSecond, false)));
        } else {
          skipped.add(subject + " @" + rate + " (no throughput of " + base + " at " + workers + " threads)");
        }
      }
    }
    double own = rate(RateSettings.MIX_METHOD, adapter, settings, setting, throughput);
    if (Double.isFinite(own) && own > 0) {
      trials.add(PlannedBenchmark.paced(RateSettings.MIX_METHOD, workers, setting,
          new PlannedBenchmark.Pacing(PlannedBenchmark.CAPACITY, own, true)));
    } else {
      skipped.add(RateSettings.MIX_METHOD + " " + PlannedBenchmark.CAPACITY + " (no throughput at " + workers
          + " threads)");
    }
    return trials;
  }

  /**
   * What the rate phase will take, for the run's budget: per adapter and round a fork JVM's start, the pacer's floor
   * and, per paced run, its warm-up, its measured run and the preparation of its inputs.
   */
  public static double seconds(RunSettings settings, int adapters) {
    if (!on(settings)) {
      return 0;
    }
    int seconds = settings.get(RateSettings.RATE_SECONDS);
    List<String> chosen = settings.get(BenchSettings.OPERATIONS).isEmpty() ? SuiteNames.OPERATIONS
        : settings.get(BenchSettings.OPERATIONS);
    int runs = paced(settings, chosen).size() * settings.get(RateSettings.RATES).size()
        + settings.get(RateSettings.CAPACITY_STEPS);
    // The pacer's floor: a warm-up and a measured run of half bench.rateSeconds each, once per fork.
    double perFork = 20 + (seconds + 1) + runs * (1.5 * seconds + 8);
    return perFork * adapters * settings.get(BenchSettings.ROUNDS);
  }

  /** A subject's closed-loop calls per second: an operation's measured, the mix's combined by weight. */
  private static double rate(String subject, String adapter, RunSettings settings, ConsistencySetting setting,
      BiFunction<String, PlannedBenchmark, Double> throughput) {
    int workers = workers(settings);
    if (!subject.equals(RateSettings.MIX_METHOD)) {
      return throughput.apply(adapter, new PlannedBenchmark(subject, true, workers, setting));
    }
    // A saturated server spends 1/throughput per call of each kind: the mix's time per call is their weighted mean.
    Map<String, Integer> mix = settings.get(RateSettings.MIX);
    double total = mix.values().stream().mapToInt(Integer::intValue).sum();
    double secondsPerCall = 0;
    for (var kind : mix.entrySet()) {
      secondsPerCall += kind.getValue() / total
          / throughput.apply(adapter, new PlannedBenchmark(kind.getKey(), true, workers, setting));
    }
    return 1 / secondsPerCall;
  }
}
