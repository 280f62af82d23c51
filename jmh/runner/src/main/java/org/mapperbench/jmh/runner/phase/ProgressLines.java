package org.mapperbench.jmh.runner.phase;

import org.mapperbench.jmh.results.figures.Durations;
import org.mapperbench.jmh.runner.fork.ForkRunner;
import org.mapperbench.jmh.runner.plan.PlannedBenchmark;
import org.mapperbench.jmh.runner.server.ServerVerifier;

/**
 * The console's progress: one line per trial as it ends, counted within its round, and one per fork JVM once the
 * server's counters have been checked. {@code [r2 3/8]} in the closed-loop rounds, {@code [rate r2 3/8]} in rate mode.
 */
final class ProgressLines implements ForkRunner.Progress {
  private final String tag;
  private final String counter;
  private final int trials;
  private final long startNanos;
  private int done;

  /**
   * @param tag what precedes the round's number: {@code r} or {@code rate r}
   * @param trials the trials in the round
   * @param startNanos the run's start, for the total time
   */
  ProgressLines(String tag, int trials, long startNanos) {
    this(tag, trials, startNanos, 0);
  }

  /** @param done the round's trials an earlier session already ran, when a resume finishes the round */
  ProgressLines(String tag, int trials, long startNanos, int done) {
    this.done = done;
    this.tag = tag;
    this.trials = trials;
    this.startNanos = startNanos;
    this.counter = "[" + tag + "%d %" + String.valueOf(trials).length() + "d/%d] %-16s %-20s %s  (%s, total %s)%n";
  }

  @Override
  public void trial(int round, String adapter, PlannedBenchmark benchmark, String summary, double seconds) {
    System.out.printf(counter, round, ++done, trials, adapter, benchmark.label(), summary, clock(seconds), total());
  }

  @Override
  public void fork(int round, String adapter, int count, ServerVerifier.Verification verification, double seconds) {
    System.out.printf("[%s%d] %-16s %d trials in one JVM: %s  (%s, total %s)%n", tag, round, adapter, count,
        verification.passed() ? "verified" : "FAILED verification: " + String.join("; ", verification.shortfalls()),
        clock(seconds), total());
  }

  private static String clock(double seconds) {
    return Durations.clock((long) (seconds * 1e9));
  }

  private String total() {
    return Durations.clock(System.nanoTime() - startNanos);
  }
}
