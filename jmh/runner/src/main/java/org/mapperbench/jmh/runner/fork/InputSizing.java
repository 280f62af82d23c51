package org.mapperbench.jmh.runner.fork;

import org.mapperbench.settings.BenchSettings;
import java.util.HashMap;
import java.util.Map;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.jmh.runner.plan.PlannedBenchmark;
import org.mapperbench.protocol.link.ForkProtocol;

/** Sizes each trial's prepared inputs from the pace the same benchmark kept in its previous forks. */
final class InputSizing {
  private final RunSettings settings;
  /** Calls per second per thread each benchmark made in its forks so far (its merged score). */
  private final Map<String, Double> callsPerSecond = new HashMap<>();

  InputSizing(RunSettings settings) {
    this.settings = settings;
  }

  /**
   * The pace from JMH's own merged score ({@link ForkStore#score}), not from the inputs a fork took: those include
   * calls made while threads wait for each other, and sizing from them would grow every round.
   */
  void remember(String adapter, PlannedBenchmark benchmark, double score) {
    if (score > 0) {
      callsPerSecond.put(adapter + ' ' + benchmark.label(),
          benchmark.throughput() ? score / benchmark.threads() : 1e6 / score);
    }
  }

  /** Inputs one thread of this trial needs: its pace times every iteration it runs, with head-room; 0 = unknown. */
  long inputsPerThread(String adapter, PlannedBenchmark benchmark, int warmupIterations) {
    Double pace = callsPerSecond.get(adapter + ' ' + benchmark.label());
    if (pace == null) {
      return 0;
    }
    double seconds = (warmupIterations * settings.warmupIterationMillis()
        + settings.get(BenchSettings.MEASUREMENT_ITERATIONS) * settings.get(BenchSettings.ITERATION_MILLIS)) / 1000.0;
    return (long) Math.ceil(pace * seconds * ForkProtocol.INPUT_MARGIN) + ForkProtocol.INPUT_HEADROOM;
  }
}
