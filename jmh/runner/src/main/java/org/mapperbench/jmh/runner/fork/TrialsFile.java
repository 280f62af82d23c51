package org.mapperbench.jmh.runner.fork;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.jmh.runner.plan.PlannedBenchmark;
import org.mapperbench.protocol.link.ForkProtocol.PlanLine;
import org.mapperbench.protocol.link.ForkProtocol;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.RateSettings;

/**
 * A fork JVM's trials as the fork reads them ({@link PlanLine}, one per line), and how long the runner lets the fork
 * take over them before it calls it overrun.
 */
final class TrialsFile {
  private final RunSettings settings;
  private final InputSizing sizing;

  TrialsFile(RunSettings settings, InputSizing sizing) {
    this.settings = settings;
    this.sizing = sizing;
  }

  /** Writes {@code trials} of {@code adapter} to {@code file}, each with its inputs sized from its previous fork. */
  Path write(String adapter, List<PlannedBenchmark> trials, Path file) {
    StringBuilder lines = new StringBuilder();
    int warmup = settings.get(BenchSettings.WARMUP_ITERATIONS);
    for (PlannedBenchmark b : trials) {
      String mode = b.profiled() ? ForkProtocol.PROFILE_MODE
          : b.throughput() ? SuiteNames.THROUGHPUT : SuiteNames.SAMPLE;
      PlanLine line = b.paced()
          ? new PlanLine(b.method(), b.pacing().capacity() ? ForkProtocol.CAPACITY_MODE : ForkProtocol.RATE_MODE,
              b.threads(), 0, 0, b.pacing().perSecond())
          : new PlanLine(b.method(), mode, b.threads(), warmup, sizing.inputsPerThread(adapter, b, warmup));
      lines.append(line.format()).append('\n');
    }
    try {
      return Files.writeString(file, lines);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Three times the iterations' planned time, plus room for the JVM's start and each trial's set-up. */
  long timeoutSeconds(List<PlannedBenchmark> trials) {
    long warmUp = settings.get(BenchSettings.JVM_WARMUP_PASSES)
        + Math.max(settings.get(BenchSettings.WARMUP_ITERATIONS), settings.get(BenchSettings.MAX_WARMUP_ITERATIONS));
    // A profiled trial measures once per event: at most twice; another is measured again while the JIT compiles.
    long measured = trials.stream().mapToLong(b -> b.profiled() ? 2 : 1 + settings.get(BenchSettings.REMEASURES)).sum()
        * settings.get(BenchSettings.MEASUREMENT_ITERATIONS);
    long iterations = (long) trials.size() * warmUp + measured;
    // A paced run and its warm-up last 1.5 times bench.rateSeconds, and may drain a backlog for 30 s more.
    long pacedRuns = trials.stream().filter(PlannedBenchmark::paced)
        .mapToLong(b -> b.pacing().capacity() ? settings.get(RateSettings.CAPACITY_STEPS) : 1).sum();
    long pacedSeconds = pacedRuns * (2L * settings.get(RateSettings.RATE_SECONDS) + 30);
    return 300 + trials.size() * 60L + 2L * settings.get(BenchSettings.JVM_WARMUP_SECONDS)
        + 3 * iterations * settings.get(BenchSettings.ITERATION_MILLIS)
        / 1000 + 2 * pacedSeconds;
  }
}
