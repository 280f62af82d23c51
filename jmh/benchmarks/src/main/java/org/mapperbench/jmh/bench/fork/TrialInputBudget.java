package org.mapperbench.jmh.bench.fork;

import org.mapperbench.settings.ForkSettings;
import java.util.List;
import org.mapperbench.protocol.link.ForkProtocol;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;

/**
 * How many inputs each thread of the fork's current trial prepares before each of its JMH runs: first the runner's
 * estimate (the benchmark's pace in its previous fork), then the trial's own pace in its warm-up. Counted per
 * measured iteration; a shorter warm-up iteration ({@code bench.warmupIterationMillis}) needs fewer.
 */
public final class TrialInputBudget {
  /** Inputs one thread uses in one measured iteration, with head-room; 0 while unknown. */
  private static long perMeasuredIteration;

  private TrialInputBudget() {}

  /** Before the trial's first iteration: the runner's estimate for all of its planned iterations. */
  static void sizeFromPlan(ForkMain.PlannedTrial trial, int measured) {
    double iterations = measured + trial.warmupIterations()
        * (double) ForkMain.warmupMillis(trial) / ForkMain.iterationMillis(trial);
    perMeasuredIteration = (long) Math.ceil(trial.inputsPerThread() / iterations);
  }

  /**
   * After each warm-up run: its own pace, so that no measured iteration runs its pool dry (a dry pool is topped up
   * one write at a time inside the window, and those writes' CPU, allocation and requests are not the timed call's).
   */
  static void sizeFromPace(ForkMain.PlannedTrial trial, RunResult result) {
    // The last iteration's pace, not the run's mean: the first ones ran before the JIT had compiled the call, and a
    // measured iteration sized from them ran dry (its requests then cannot be told from the top-ups', see
    // ResourceCostProfiler). A single iteration (a quick run's warm-up) is all cold start: twice the margin.
    List<? extends IterationResult> iterations = result.getBenchmarkResults().stream()
        .flatMap(b -> b.getIterationResults().stream()).toList();
    double score = iterations.isEmpty() ? result.getPrimaryResult().getScore()
        : iterations.get(iterations.size() - 1).getPrimaryResult().getScore();
    double margin = ForkProtocol.INPUT_MARGIN * (iterations.size() > 1 ? 1 : 2);
    double callsPerSecond = trial.mode() == Mode.SampleTime ? 1e6 / score : score / trial.threads();
    if (callsPerSecond > 0 && Double.isFinite(callsPerSecond)) {
      double seconds = ForkMain.iterationMillis(trial) / 1000.0;
      perMeasuredIteration = (long) Math.ceil(callsPerSecond * seconds * margin) + ForkProtocol.INPUT_HEADROOM;
    }
  }

  /** Tells the trial's inputs how many to prepare, per thread, for {@code iterations} iterations of {@code millis}. */
  static void prepareFor(ForkMain.PlannedTrial trial, int iterations, int millis) {
    if (perMeasuredIteration > 0) {
      long inputs = (long) Math.ceil(perMeasuredIteration * iterations * (double) millis
          / ForkMain.iterationMillis(trial));
      System.setProperty(ForkSettings.INPUTS_PER_THREAD.name(), Long.toString(inputs));
    } else {
      System.clearProperty(ForkSettings.INPUTS_PER_THREAD.name());
    }
  }
}
