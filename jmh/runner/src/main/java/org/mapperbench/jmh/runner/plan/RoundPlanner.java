package org.mapperbench.jmh.runner.plan;

import org.mapperbench.settings.BenchSettings;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.mapperbench.jmh.results.GateJudge;
import org.mapperbench.jmh.runner.core.ConsistencySetting;
import org.mapperbench.jmh.runner.core.RunSettings;

/**
 * Decides what each round runs and in which order. Rounds 1 to minRounds run every benchmark of every adapter still
 * in the run. After that, while some library's ratio of a precise cost (requests or bytes per call) to its family
 * native's is wider than the precision target, a round runs only those benchmarks, each with the native's same
 * benchmark so that the new forks pair by round: a few forks more pin those ratios down, and the verdict leads with
 * them. Once they all meet it, a round runs the benchmarks whose latency interval is still wider than the target.
 * Either way widest first, as many as the time left allows. Each round gets a fresh order from the seed: adapters
 * shuffled, and each adapter's benchmarks shuffled within its fork JVM, so that what the machine and server do
 * meanwhile lands on a different adapter every round (randomised multiple interleaved trials, Abedi and Brecht,
 * ICPE 2017).
 */
public final class RoundPlanner {
  /** Why the run stopped adding rounds. */
  public enum Stop {
    TARGET_MET("target met"), BUDGET_SPENT("budget spent"), MAX_ROUNDS("max rounds"),
    GATE_DECIDED("every gated cell decided");

    public final String text;

    Stop(String text) {
      this.text = text;
    }
  }

  /**
   * A round: per adapter (in running order) its benchmarks (in running order). A Cassandra adapter runs one fork JVM
   * per consistency setting among them, in the order the setting first appears ({@link #jvms}).
   *
   * @param probeSlot where the round's noise probe runs: before the fork JVM of that index (0 = before the first), or
   *     after the last when it equals {@link #jvmCount()}; drawn from the seed so it is not always first or last
   */
  public record Round(int number, Map<String, List<PlannedBenchmark>> forks, int probeSlot) {
    public int size() {
      return forks.values().stream().mapToInt(List::size).sum();
    }

    /** The adapter's benchmarks split into fork JVMs: one per consistency setting, since it is set at open. */
    public static List<List<PlannedBenchmark>> jvms(List<PlannedBenchmark> benchmarks) {
      Map<ConsistencySetting, List<PlannedBenchmark>> bySetting = new LinkedHashMap<>();
      benchmarks.forEach(b -> bySetting.computeIfAbsent(b.setting(), s -> new ArrayList<>()).add(b));
      return List.copyOf(bySetting.values());
    }

    public int jvmCount() {
      return forks.values().stream().mapToInt(list -> jvms(list).size()).sum();
    }
  }

  /** What the planner needs to know of the benchmarks measured so far. */
  public interface Progress {
    double halfWidthShare(String adapter, PlannedBenchmark benchmark);

    double secondsPerFork(String adapter, PlannedBenchmark benchmark);

    /**
     * The widest half-width share of the benchmark's precise-cost ratios to {@code base}'s; NaN without one (a
     * throughput benchmark, which the verdict does not judge, or one either adapter has not measured).
     */
    double preciseRatioHalfWidthShare(String adapter, String base, PlannedBenchmark benchmark);
  }

  private final RunSettings settings;
  private final List<String> adapters;
  private final Map<String, List<PlannedBenchmark>> plans;
  private final Map<String, String> natives;
  private Stop stop;

  /**
   * @param plans each adapter's benchmarks (a Cassandra adapter's include every consistency setting)
   * @param natives each library's family native in this run, for the adapters that have one other than themselves
   */
  public RoundPlanner(RunSettings settings, List<String> adapters, Map<String, List<PlannedBenchmark>> plans,
      Map<String, String> natives) {
    this.settings = settings;
    this.adapters = adapters;
    this.plans = plans;
    this.natives = natives;
  }

  /** Every adapter with the same benchmarks. */
  RoundPlanner(RunSettings settings, List<String> adapters, List<PlannedBenchmark> plan, Map<String, String> natives) {
    this(settings, adapters, adapters.stream().collect(java.util.stream.Collectors.toMap(a -> a, a -> plan)), natives);
  }

  /**
   * The next round, or null when the run is done (then {@link #stop()} says why).
   *
   * @param active adapters that may run more forks (an adapter that erred is out)
   * @param secondsLeft the budget left, or a negative number without a budget
   * @param jvmSeconds the measured cost of starting one fork JVM and opening its adapter
   * @param gate where the gate stands on a run with variants, or null: then rounds past {@code minRounds} run only the
   *     open cells' operations, each with its base's, and stop once none is open
   */
  public Round next(int number, Set<String> active, Progress progress, double secondsLeft, double jvmSeconds,
      GateJudge.Judged gate) {
    List<String> order = new ArrayList<>(adapters.stream().filter(active::contains).toList());
    Random random = new Random(settings.get(BenchSettings.SEED) * 31 + number);
    if (settings.get(BenchSettings.SHUFFLE)) {
      Collections.shuffle(order, random);
    }
    List<Candidate> chosen = new ArrayList<>();
    if (number <= settings.get(BenchSettings.ROUNDS)) {
      order.forEach(a -> plans.get(a).forEach(b -> chosen.add(new Candidate(a, b, 0, 0))));
    } else if (number > settings.maxRounds()) {
      return done(Stop.MAX_ROUNDS);
    } else {
      List<List<Candidate>> wide = gate != null ? gatePairs(order, active, gate, progress)
          : precisePairs(order, active, progress);
      if (wide.isEmpty() && gate != null) {
        return done(Stop.GATE_DECIDED);
      }
      if (wide.isEmpty()) {
        wide = latencyWide(order, progress);
      }
      if (wide.isEmpty()) {
        return done(Stop.TARGET_MET);
      }
      wide.sort(Comparator.comparingDouble((List<Candidate> group) -> group.get(0).share()).reversed());
      double spent = 0;
      Set<String> jvms = new java.util.HashSet<>();
      Set<String> taken = new java.util.HashSet<>();
      for (List<Candidate> group : wide) {
        List<Candidate> fresh = group.stream().filter(c -> !taken.contains(c.adapter() + " " + c.benchmark())).toList();
        Set<String> groupJvms = new java.util.HashSet<>();
        double cost = 0;
        for (Candidate c : fresh) {
          String jvm = c.adapter() + " " + c.benchmark().setting();
          cost += c.seconds() + (jvms.contains(jvm) || !groupJvms.add(jvm) ? 0 : jvmSeconds);
        }
        if (!fresh.isEmpty() && (secondsLeft < 0 || spent + cost <= secondsLeft)) {
          fresh.forEach(c -> taken.add(c.adapter() + " " + c.benchmark()));
          chosen.addAll(fresh);
          jvms.addAll(groupJvms);
          spent += cost;
        }
      }
      if (chosen.isEmpty()) {
        return done(Stop.BUDGET_SPENT);
      }
    }
    Map<String, List<PlannedBenchmark>> forks = new LinkedHashMap<>();
    for (String adapter : order) {
      List<PlannedBenchmark> benchmarks = new ArrayList<>(chosen.stream().filter(c -> c.adapter().equals(adapter))
          .map(Candidate::benchmark).toList());
      if (!benchmarks.isEmpty()) {
        if (settings.get(BenchSettings.SHUFFLE)) {
          Collections.shuffle(benchmarks, random);
        }
        forks.put(adapter, benchmarks);
      }
    }
    int jvmCount = forks.values().stream().mapToInt(list -> Round.jvms(list).size()).sum();
    // Drawn after the shuffles: the probe's place leaves every other choice of the seed as it was.
    return new Round(number, forks, random.nextInt(jvmCount + 1));
  }

  /** Why the run stopped adding rounds; null while it goes on. */
  public Stop stop() {
    return stop;
  }

  private Round done(Stop why) {
    stop = why;
    return null;
  }

  /**
   * Each single-thread benchmark whose precise-cost ratio to its family native is still wider than the target, with
   * that native's same benchmark. A ratio without a figure (NaN) is skipped: more forks would not give it one.
   */
  private List<List<Candidate>> precisePairs(List<String> order, Set<String> active, Progress progress) {
    List<List<Candidate>> pairs = new ArrayList<>();
    for (String adapter : order) {
      String base = natives.get(adapter);
      if (base == null || !active.contains(base)) {
        continue;
      }
      for (PlannedBenchmark b : plans.get(adapter)) {
        double share = progress.preciseRatioHalfWidthShare(adapter, base, b);
        if (share > settings.get(BenchSettings.PRECISION)) {
          pairs.add(List.of(candidate(adapter, b, share, progress), candidate(base, b, share, progress)));
        }
      }
    }
    return pairs;
  }

  /**
   * Each open gated cell's operation, the variant's benchmarks of it with its base's same ones, so that the new forks
   * pair by round. An adapter out of the run leaves its cells open, and unmeasured.
   */
  private List<List<Candidate>> gatePairs(List<String> order, Set<String> active, GateJudge.Judged gate,
      Progress progress) {
    List<List<Candidate>> pairs = new ArrayList<>();
    for (GateJudge.Pair open : gate.undecided()) {
      if (!order.contains(open.variant()) || !active.contains(open.base())) {
        continue;
      }
      for (PlannedBenchmark b : plans.get(open.variant())) {
        if (b.method().equals(open.operation())) {
          plans.get(open.base()).stream().filter(same -> same.label().equals(b.label())).findFirst()
              .ifPresent(same -> pairs.add(List.of(candidate(open.variant(), b, 1, progress),
                  candidate(open.base(), same, 1, progress))));
        }
      }
    }
    return pairs;
  }

  /** Each benchmark whose own latency interval is still wider than the target (none yet counts as widest). */
  private List<List<Candidate>> latencyWide(List<String> order, Progress progress) {
    List<List<Candidate>> wide = new ArrayList<>();
    for (String adapter : order) {
      for (PlannedBenchmark b : plans.get(adapter)) {
        double share = progress.halfWidthShare(adapter, b);
        if (!(share <= settings.get(BenchSettings.PRECISION))) {
          wide.add(List.of(candidate(adapter, b, Double.isNaN(share) ? Double.MAX_VALUE : share, progress)));
        }
      }
    }
    return wide;
  }

  private static Candidate candidate(String adapter, PlannedBenchmark b, double share, Progress progress) {
    double seconds = progress.secondsPerFork(adapter, b);
    return new Candidate(adapter, b, share, Double.isNaN(seconds) ? 10 : seconds);
  }

  private record Candidate(String adapter, PlannedBenchmark benchmark, double share, double seconds) {}
}
