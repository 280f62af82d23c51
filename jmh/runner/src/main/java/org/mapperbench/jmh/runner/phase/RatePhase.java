package org.mapperbench.jmh.runner.phase;

import org.mapperbench.settings.BenchSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.jmh.runner.fork.BenchmarkJvm;
import org.mapperbench.jmh.runner.fork.ForkRunner;
import org.mapperbench.jmh.runner.fork.ForkStore;
import org.mapperbench.jmh.runner.plan.PlannedBenchmark;
import org.mapperbench.jmh.runner.plan.RatePlan;
import org.mapperbench.jmh.runner.plan.RunPlan;
import org.mapperbench.jmh.runner.server.SuiteServer;

/**
 * Rate mode, after the closed-loop rounds whose throughputs it paces against ({@link RatePlan}): {@code bench.rounds}
 * rounds, each one fork JVM per adapter that runs all the adapter's paced trials, verified against the server's
 * counters as every fork is. The rounds are the forks the capacity's interval and every paced figure's spread come
 * from.
 */
public final class RatePhase {
  private final RunSettings settings;
  private final RunPlan plan;
  private final Map<Backend, SuiteServer> servers;
  private final ForkStore store;
  private final long startNanos;

  public RatePhase(RunSettings settings, RunPlan plan, Map<Backend, SuiteServer> servers, ForkStore store,
      long startNanos) {
    this.settings = settings;
    this.plan = plan;
    this.servers = servers;
    this.store = store;
    this.startNanos = startNanos;
  }

  /** Runs the rate rounds; does nothing unless {@code bench.rates} is set. */
  public void run(ForkRunner forks) {
    if (!RatePlan.on(settings)) {
      return;
    }
    List<String> ids = new ArrayList<>(plan.ids());
    for (int round = 1; round <= settings.get(BenchSettings.ROUNDS); round++) {
      System.out.printf("rate round %d: %d adapters, one fork JVM each%n", round, ids.size());
      for (String id : List.copyOf(ids)) {
        List<String> skipped = new ArrayList<>();
        List<PlannedBenchmark> trials = RatePlan.trials(settings, id, plan.natives().getOrDefault(id, id),
            plan.benchmarks().get(id), store::score, skipped);
        if (round == 1 && !skipped.isEmpty()) {
          System.out.printf("[rate] %-16s not paced: %s%n", id, String.join("; ", skipped));
        }
        if (trials.isEmpty()) {
          ids.remove(id);
          continue;
        }
        SuiteServer server = servers.get(plan.backends().get(id));
        BenchmarkJvm jvm = new BenchmarkJvm(plan.trees().get(id), server.target().processes());
        ForkRunner.Outcome outcome = forks.run(round, id, trials, plan.benchmarks().get(id), server, jvm,
            new ProgressLines("rate r", trials.size(), startNanos));
        if (!outcome.completed()) {
          ids.remove(id);
        }
      }
    }
  }
}
