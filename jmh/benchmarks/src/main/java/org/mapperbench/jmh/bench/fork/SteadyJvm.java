package org.mapperbench.jmh.bench.fork;

import org.mapperbench.settings.ForkSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.stream.IntStream;
import org.mapperbench.jmh.bench.fork.ForkMain.PlannedTrial;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.protocol.link.TrialWarmUp;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;

/**
 * A fork JVM's own warm-up, before any of its trials measures: passes over the benchmarks of the plan, one iteration
 * of half a warm-up iteration's length each, sorted rather than in the round's shuffled order, each benchmark until
 * two of its iterations in a row were quiet, at least {@code bench.jvmWarmupPasses} passes over all of them and for
 * at most {@code bench.jvmWarmupSeconds}.
 * The JIT compiles a method once it has been called often enough, so a slower machine needs more time, not more
 * passes: the bound is time and the JIT's quiet ends the warm-up before it. Sorted, because the JIT otherwise compiled
 * a library's shared paths with the profile of whichever benchmark came first, and a trial's allocation per call could
 * differ by 15% between two forks as their orders differed. Each benchmark's calls go to its own trial's ledger, so
 * the server's counters still account for every call. A pass that fails is left to the trial itself to report. See
 * docs/methodology.md, "Measuring a compiled JVM".
 */
public final class SteadyJvm {
  private static final Properties SETTINGS = System.getProperties();

  private final Map<Integer, Double> passShares;
  private final TrialWarmUp.Jvm outcome;

  private SteadyJvm(Map<Integer, Double> passShares, TrialWarmUp.Jvm outcome) {
    this.passShares = passShares;
    this.outcome = outcome;
  }

  /** The compile share of trial {@code index}'s iteration in the last pass; NaN without one. */
  double passShare(int index) {
    return passShares.getOrDefault(index, Double.NaN);
  }

  /** How the passes went; null when the fork ran none. */
  TrialWarmUp.Jvm outcome() {
    return outcome;
  }

  static SteadyJvm warm(List<PlannedTrial> plan, Path out) throws IOException {
    int fewest = BenchSettings.JVM_WARMUP_PASSES.get(SETTINGS);
    long boundNanos = BenchSettings.JVM_WARMUP_SECONDS.get(SETTINGS) * 1_000_000_000L;
    double target = BenchSettings.WARMUP_COMPILE_SHARE.get(SETTINGS);
    int measured = BenchSettings.MEASUREMENT_ITERATIONS.get(SETTINGS);
    List<Integer> order = order(plan);
    Map<Integer, Double> shares = new HashMap<>();
    if (order.isEmpty() || fewest == 0 && boundNanos == 0) {
      return new SteadyJvm(shares, null);
    }
    long start = System.nanoTime();
    int passes = 0;
    // A benchmark leaves the passes once two of its pass iterations in a row compiled for at most the target share.
    // Waiting for a whole pass of quiet iterations instead ran every fork JVM of a default run (14 or 15 benchmarks)
    // to the 120-s bound: some iteration of a pass always compiled something.
    List<Integer> active = order;
    Set<Integer> quietOnce = new HashSet<>();
    do {
      List<Integer> compiling = new ArrayList<>();
      for (int i : active) {
        Path dir = Files.createDirectories(out.resolve(Integer.toString(i)));
        System.setProperty(ForkSettings.LEDGER_DIR.name(), dir.resolve("ledger").toString());
        TrialInputBudget.sizeFromPlan(plan.get(i), measured);
        int millis = Math.max(1, ForkMain.warmupMillis(plan.get(i)) / 2);
        TrialInputBudget.prepareFor(plan.get(i), 1, millis);
        double share;
        try {
          share = ForkMain.compileShares(new Runner(ForkMain.options(plan.get(i), 1, millis).build()).run(), 1)[0];
        } catch (RunnerException | RuntimeException e) {
          return new SteadyJvm(shares, null);
        }
        shares.put(i, share);
        boolean quiet = share <= target;
        if (!quiet || !quietOnce.contains(i)) {
          compiling.add(i);
        }
        if (quiet) {
          quietOnce.add(i);
        } else {
          quietOnce.remove(i);
        }
      }
      passes++;
      active = passes < fewest ? order : compiling;
    } while (passes < fewest || !active.isEmpty() && System.nanoTime() - start < boundNanos);
    boolean quiet = active.isEmpty();
    return new SteadyJvm(shares, new TrialWarmUp.Jvm(Math.round((System.nanoTime() - start) / 1e7) / 100.0, passes,
        quiet));
  }

  /**
   * The plan's JMH trials' indices sorted by method, mode and threads: the same order whatever order the round
   * shuffled. A paced trial warms up at its own rate.
   */
  static List<Integer> order(List<PlannedTrial> plan) {
    return IntStream.range(0, plan.size()).boxed().filter(i -> !plan.get(i).paced())
        .sorted(Comparator.comparing((Integer i) -> plan.get(i).method())
            .thenComparing(i -> plan.get(i).mode()).thenComparingInt(i -> plan.get(i).threads())).toList();
  }
}
