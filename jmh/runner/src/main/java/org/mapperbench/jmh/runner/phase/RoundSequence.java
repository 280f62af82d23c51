package org.mapperbench.jmh.runner.phase;

import org.mapperbench.settings.AdapterIds;
import org.mapperbench.settings.BenchSettings;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.jmh.results.GateJudge;
import org.mapperbench.jmh.results.figures.HierarchicalBootstrap;
import org.mapperbench.jmh.results.figures.SuiteInterval;
import org.mapperbench.jmh.results.model.PlannedRoundRecord;
import org.mapperbench.jmh.results.model.PrecisionRecord;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.jmh.runner.core.RunStop;
import org.mapperbench.jmh.runner.fork.BenchmarkJvm;
import org.mapperbench.jmh.runner.fork.ForkMember;
import org.mapperbench.jmh.runner.fork.ForkRunner;
import org.mapperbench.jmh.runner.fork.ForkStore;
import org.mapperbench.jmh.runner.fork.NoiseProbeRunner;
import org.mapperbench.jmh.runner.plan.PlannedBenchmark;
import org.mapperbench.jmh.runner.plan.RatePlan;
import org.mapperbench.jmh.runner.plan.RoundPlanner.Round;
import org.mapperbench.jmh.runner.plan.RoundPlanner;
import org.mapperbench.jmh.runner.plan.RunPlan;
import org.mapperbench.jmh.runner.record.RunMetadata;
import org.mapperbench.jmh.runner.server.SuiteServer;
import org.mapperbench.jmh.runner.variant.ForkTree;

/**
 * The rounds of one run: asks the {@link RoundPlanner} for each next round, runs its fork JVMs one after another,
 * prints one progress line per trial and per fork JVM, and sums up in the end which benchmarks met the precision
 * target.
 */
public final class RoundSequence {
  private final RunSettings settings;
  private final long startNanos;
  private final List<String> ids;
  private final Map<String, List<PlannedBenchmark>> plans;
  private final Map<Backend, SuiteServer> servers;
  private final Map<String, Backend> backends;
  private final Map<String, ForkTree> trees;
  private final ForkStore store;
  private final RoundPlanner planner;
  private final Map<String, String> natives;
  private final Set<String> active;
  private final Set<String> failed = new java.util.HashSet<>();
  private final java.nio.file.Path resultsDir;
  private final boolean interleave;
  private double jvmSeconds = 5;
  private int jvmCount;

  /** @param resultsDir the run's folder, which the gate's judge reads after each round */
  public RoundSequence(RunSettings settings, long startNanos, RunPlan plan, Map<Backend, SuiteServer> servers,
      ForkStore store, java.nio.file.Path resultsDir) {
    this.settings = settings;
    this.resultsDir = resultsDir;
    this.startNanos = startNanos;
    this.ids = plan.ids();
    this.plans = plan.benchmarks();
    this.servers = servers;
    this.backends = plan.backends();
    this.trees = plan.trees();
    this.store = store;
    this.planner = new RoundPlanner(settings, ids, plans, plan.natives());
    this.natives = plan.natives();
    this.active = new LinkedHashSet<>(ids);
    this.interleave = settings.interleave();
  }

  /**
   * Where a resumed run's rounds stand: the last round planned, and when it was cut short its plan, the fork JVMs of it
   * that ran (adapter and trial labels) and whether its noise probe ran.
   */
  public record RoundsDone(int lastRound, PlannedRoundRecord partial, Set<String> jvmsDone, boolean probeDone) {
    public static final RoundsDone NONE = new RoundsDone(0, null, Set.of(), false);

    /** How a fork JVM of a round is named in {@link #jvmsDone}. */
    public static String jvm(String adapter, List<String> trials) {
      return adapter + " " + String.join(",", trials);
    }
  }

  /**
   * Runs rounds until the planner stops; an adapter whose fork JVM did not complete gets no further round. Each round
   * runs the noise probe once, at the round's {@link RoundPlanner.Round#probeSlot} among its fork JVMs. A resumed run
   * first finishes the round it was stopped in, from its recorded plan, then goes on from the next.
   */
  public void run(ForkRunner forks, NoiseProbeRunner probe, RunMetadata metadata, RoundsDone done) {
    if (done.partial() != null) {
      Round rest = rebuilt(done.partial());
      System.out.printf("round %d, resumed: %d benchmarks in %d fork JVMs, %d of them already measured%n",
          rest.number(), rest.size(), rest.jvmCount(), done.jvmsDone().size());
      runRound(rest, forks, probe, done);
    }
    boolean gated = gated(metadata);
    for (int number = done.lastRound() + 1; ; number++) {
      GateJudge.Judged gate = !gated || number == 1 ? null : GateJudge.judge(resultsDir).orElse(null);
      if (gate != null) {
        System.out.printf("[r%d] gate: %d of %d cells open%n", number - 1, gate.open(), gate.cells());
      }
      Round round = planner.next(number, active, store, secondsLeft(), jvmSeconds, gate);
      if (round == null) {
        return;
      }
      Map<String, List<String>> labels = new java.util.LinkedHashMap<>();
      round.forks().forEach((id, list) -> labels.put(id, list.stream().map(PlannedBenchmark::label).toList()));
      metadata.round(new PlannedRoundRecord(number, labels, round.probeSlot()));
      System.out.printf("round %d: %d benchmarks in %d fork JVMs%n", number, round.size(), round.jvmCount());
      runRound(round, forks, probe, RoundsDone.NONE);
    }
  }

  /**
   * Whether the run has variants for the gate to judge: then rounds past the first go to the gated cells still open
   * (docs/variants.md, "A run that stops when it knows").
   */
  private static boolean gated(RunMetadata metadata) {
    return metadata.record().adapters().values().stream()
        .anyMatch(a -> a.variant() != null && a.variant().against() != null);
  }

  /** A round cut short, from its recorded plan: the benchmarks of adapters still active, in the recorded order. */
  private Round rebuilt(PlannedRoundRecord plan) {
    Map<String, List<PlannedBenchmark>> byAdapter = new java.util.LinkedHashMap<>();
    plan.forks().forEach((id, labels) -> {
      if (active.contains(id)) {
        List<PlannedBenchmark> benchmarks = labels.stream().flatMap(label -> plans.get(id).stream()
            .filter(b -> b.label().equals(label))).toList();
        byAdapter.put(id, benchmarks);
      }
    });
    return new Round(plan.number(), byAdapter, plan.probeSlot());
  }

  /** The round's fork JVMs and its probe, leaving out those {@code done} says already ran. */
  private void runRound(Round round, ForkRunner forks, NoiseProbeRunner probe, RoundsDone done) {
    int number = round.number();
    int ran = round.forks().entrySet().stream().flatMap(e -> Round.jvms(e.getValue()).stream()
        .filter(trials -> done.jvmsDone().contains(
            RoundsDone.jvm(e.getKey(), trials.stream().map(PlannedBenchmark::label).toList()))))
        .mapToInt(List::size).sum();
    ProgressLines progress = new ProgressLines("r", round.size(), startNanos, ran);
    int slot = 0;
    for (List<ForkMember> group : groups(round)) {
      RunStop.checkpoint();
      if (slot <= round.probeSlot() && round.probeSlot() < slot + group.size() && !done.probeDone()) {
        probe.run(number);
      }
      slot += group.size();
      List<ForkMember> members = group.stream().filter(m -> !failed.contains(key(m))
          && !done.jvmsDone().contains(RoundsDone.jvm(m.adapter(),
              m.trials().stream().map(PlannedBenchmark::label).toList()))).toList();
      if (members.isEmpty()) {
        continue;
      }
      SuiteServer server = servers.get(backends.get(members.get(0).adapter()));
      List<ForkRunner.Outcome> outcomes = forks.run(number, inOneOrder(members), server, progress);
      for (int m = 0; m < members.size(); m++) {
        String id = members.get(m).adapter();
        if (!outcomes.get(m).completed()) {
          // Only this consistency setting stops: at ALL a node-down fault fails, and QUORUM goes on.
          failed.add(key(members.get(m)));
          if (plans.get(id).stream().allMatch(b -> failed.contains(id + " " + b.setting()))) {
            active.remove(id);
          }
        }
        jvmSeconds = (jvmSeconds * jvmCount + outcomes.get(m).jvmOverheadSeconds()) / ++jvmCount;
      }
    }
    if (round.probeSlot() == round.jvmCount() && !done.probeDone()) {
      RunStop.checkpoint();
      probe.run(number);
    }
  }

  /**
   * The round's fork JVMs in the order they run, each alone, or with {@code bench.interleave} together with the
   * others of its family on the same server and setting.
   */
  private List<List<ForkMember>> groups(Round round) {
    Map<String, List<ForkMember>> groups = new java.util.LinkedHashMap<>();
    for (var fork : round.forks().entrySet()) {
      String id = fork.getKey();
      for (List<PlannedBenchmark> trials : Round.jvms(fork.getValue())) {
        ForkMember member = new ForkMember(id, trials, plans.get(id),
            new BenchmarkJvm(trees.get(id), servers.get(backends.get(id)).target().processes()));
        String group = interleave ? family(id) + " " + backends.get(id) + " " + trials.get(0).setting()
            : Integer.toString(groups.size());
        groups.computeIfAbsent(group, g -> new ArrayList<>()).add(member);
      }
    }
    return List.copyOf(groups.values());
  }

  /** The family an adapter, a variant or a twin of it is measured in: its native's id. */
  private String family(String id) {
    String module = AdapterIds.module(id);
    return natives.getOrDefault(module, module);
  }

  private static String key(ForkMember member) {
    return member.adapter() + " " + member.trials().get(0).setting();
  }

  /** The members' trials in one order, the first member's drawn order first: interleaved forks run them in step. */
  private static List<ForkMember> inOneOrder(List<ForkMember> members) {
    List<String> order = members.stream().flatMap(m -> m.trials().stream().map(PlannedBenchmark::label))
        .distinct().toList();
    return members.stream().map(m -> new ForkMember(m.adapter(), m.trials().stream()
        .sorted(java.util.Comparator.comparingInt(b -> order.indexOf(b.label()))).toList(), m.plan(), m.jvm()))
        .toList();
  }

  /** Leaves out of every round an adapter whose status is error: as after a failed fork JVM in this session. */
  public void withdraw(String adapter) {
    active.remove(adapter);
  }

  /**
   * Seconds of budget left for adding rounds (a minute is kept for the report, and rate mode's estimate), or -1
   * without a budget.
   */
  private double secondsLeft() {
    if (settings.get(BenchSettings.BUDGET) == null) {
      return -1;
    }
    // Rate mode and the profiling pass run after these rounds, inside the same budget.
    return Math.max(0, settings.get(BenchSettings.BUDGET).toSeconds() - 60 - RatePlan.seconds(settings, ids.size())
        - ProfilePhase.seconds(settings, ids.size())
        - (System.nanoTime() - startNanos) / 1e9);
  }

  /** run.json's precision: the target, how many benchmarks met it, which did not, and why rounds stopped. */
  public PrecisionRecord precisionSummary() {
    RoundPlanner.Stop stop = planner.stop();
    List<String> missed = new ArrayList<>();
    int of = 0;
    int fewestForks = Integer.MAX_VALUE;
    for (String id : ids) {
      for (PlannedBenchmark b : plans.get(id)) {
        if (store.forkCount(id, b) > 0) {
          of++;
          fewestForks = Math.min(fewestForks, store.forkCount(id, b));
          if (!(store.halfWidthShare(id, b) <= settings.get(BenchSettings.PRECISION))) {
            missed.add(id + " " + b.label());
          }
        }
      }
    }
    PrecisionRecord summary = new PrecisionRecord(settings.get(BenchSettings.PRECISION), of - missed.size(), of, missed,
        stop == null ? "error" : stop.text);
    String fewForks = fewestForks < HierarchicalBootstrap.MIN_FORKS ? "; " + SuiteInterval.noErrorBar(fewestForks)
        + " (an interval needs " + HierarchicalBootstrap.MIN_FORKS + ")" : "";
    System.out.printf("precision: %d of %d benchmarks within %.0f%% (%s)%s%n", of - missed.size(), of,
        settings.get(BenchSettings.PRECISION) * 100, stop == null ? "error" : stop.text, fewForks);
    preciseRatiosLine();
    return summary;
  }

  /** How many of the verdict's precise-cost ratios (single-thread benchmarks against their native) met the target. */
  private void preciseRatiosLine() {
    int met = 0;
    int of = 0;
    for (var library : natives.entrySet()) {
      for (PlannedBenchmark b : plans.get(library.getKey())) {
        double share = store.preciseRatioHalfWidthShare(library.getKey(), library.getValue(), b);
        if (!Double.isNaN(share)) {
          of++;
          met += share <= settings.get(BenchSettings.PRECISION) ? 1 : 0;
        }
      }
    }
    if (of > 0) {
      System.out.printf("precise costs: %d of %d ratios of requests and bytes per call to the native adapter"
          + " within %.0f%%%n", met, of, settings.get(BenchSettings.PRECISION) * 100);
    }
  }
}
