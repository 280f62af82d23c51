package org.mapperbench.jmh.runner.fork;

import org.mapperbench.settings.BenchSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.mapperbench.jmh.results.ReportWriter;
import org.mapperbench.jmh.results.figures.ForkMerge;
import org.mapperbench.jmh.results.figures.NoiseFloor;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.results.model.ResultEntries;
import org.mapperbench.jmh.results.model.ResultEntry;
import org.mapperbench.jmh.results.figures.Durations;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.jmh.runner.core.RunStop;
import org.mapperbench.jmh.runner.record.ResultsFolder;
import org.mapperbench.jmh.runner.record.RunMetadata;
import org.mapperbench.jmh.runner.stats.StatsSidecar;
import org.mapperbench.jmh.runner.variant.ForkTree;
import org.mapperbench.protocol.link.ForkProtocol.PlanLine;
import org.mapperbench.protocol.link.ForkMessage;
import org.mapperbench.protocol.link.ForkProtocol;
import org.mapperbench.protocol.link.TrialWarmUp;

/**
 * Runs the noise probe once per round: the harness's {@code NoiseProbe}, a fixed CPU-bound loop with no library and no
 * server, in a fork JVM of its own on the harness's classpath alone, as long as a benchmark's first trial in a fork
 * JVM. Its forks, merged as a benchmark's are, go to {@value SuiteNames#NOISE_PROBE_FILE} and run.json's
 * {@code noiseProbe} after every round; their spread is what the machine alone moves a fork's mean by (the report's
 * Machine noise). A probe fork that fails is one console line and a note in run.json, never a failed run: it measures
 * the machine, not a library.
 */
public final class NoiseProbeRunner {
  /** Its name in logs ({@code logs/noise-probe.log}), the stats timelines and the console. */
  static final String LABEL = "noise-probe";
  /** The plan line's method as ForkMain reads it, a benchmark of the harness's package. */
  static final String METHOD = ForkProtocol.NOISE_PROBE_METHOD;

  private final RunSettings settings;
  private final BenchmarkJvm jvm;
  private final ResultsFolder results;
  private final RunMetadata metadata;
  private final StatsSidecar stats;
  private final Supplier<List<ProcessHandle>> serverProcesses;
  private final List<ResultEntry> forks = new ArrayList<>();

  /** @param serverProcesses the suite's servers: idle or not, their CPU is ours, not foreign load */
  public NoiseProbeRunner(RunSettings settings, List<String> harnessClasspath, ResultsFolder results,
      RunMetadata metadata, StatsSidecar stats, Supplier<List<ProcessHandle>> serverProcesses) {
    this.settings = settings;
    this.jvm = new BenchmarkJvm(new ForkTree(ForkTree.RUNNER_JAVA, harnessClasspath, List.of()), List.of());
    this.results = results;
    this.metadata = metadata;
    this.stats = stats;
    this.serverProcesses = serverProcesses;
  }

  /** One probe fork for the round; whatever happens to it, the run goes on. */
  public void run(int round) {
    String problem;
    try {
      problem = measure(round);
    } catch (RuntimeException e) {
      if (Thread.currentThread().isInterrupted() || RunStop.requested()) {
        throw e;
      }
      problem = ReportWriter.firstLine(e);
    }
    if (problem != null) {
      metadata.noiseProbeProblem("round " + round + ": " + problem);
      System.out.printf("[r%d] %-16s %-20s failed: %s; see %s (the run goes on)%n", round, LABEL, "", problem,
          results.log(LABEL));
    }
    results.writeRun(metadata.record());
  }

  /** Takes back the probe forks a run kept, of the rounds {@code kept} names, when this session resumes it. */
  public void reload(java.util.function.IntPredicate kept) {
    results.forks(LABEL).stream().map(ResultEntries::of).filter(f -> f.rounds().stream()
        .allMatch(r -> r.round() != null && kept.test(r.round()))).forEach(forks::add);
  }

  /** Null when the fork gave its entry, else what went wrong. */
  private String measure(int round) {
    Path scratch = settings.freshWorkDir("probe");
    MachineLoad load = new MachineLoad(() -> {
      List<ProcessHandle> own = new ArrayList<>(serverProcesses.get());
      own.addAll(BenchmarkJvm.running());
      return own;
    });
    MachineLoad.Reading[] edges = new MachineLoad.Reading[2];
    String[] startedAt = new String[1];
    ForkMessage.Failure[] failure = new ForkMessage.Failure[1];
    String between = LABEL + " fork";
    stats.benchmark(between);
    int exit;
    try {
      exit = jvm.runProbe(settings, new BenchmarkJvm.Launch(plan(scratch.resolve(ForkProtocol.TRIALS_FILE)), scratch,
          results.log(LABEL), timeoutSeconds(), message -> {
            if (message instanceof ForkMessage.TrialStarted) {
              stats.benchmark(LABEL + " " + METHOD);
              startedAt[0] = Instant.now().toString();
              edges[0] = load.read();
            } else if (message instanceof ForkMessage.TrialEnded ended) {
              edges[1] = load.read();
              failure[0] = ended.failure();
              stats.benchmark(between);
            } else if (message instanceof ForkMessage.ForkFailed failed) {
              failure[0] = failed.failure();
            }
          }));
    } finally {
      stats.benchmark(StatsSidecar.BETWEEN);
    }
    RunStop.checkpointAfter(exit); // a probe the user's stop ended is no problem of the machine's
    ResultEntry entry = ForkStore.firstEntry(scratch.resolve("0").resolve(ForkProtocol.RESULT_FILE));
    if (exit != 0 || entry == null || edges[0] == null || edges[1] == null) {
      String cause = failure[0] == null ? "" : failure[0].line();
      return (exit < 0 ? "overran its time limit" : "gave no result (fork exit " + exit + ")")
          + (cause.isEmpty() ? "" : ": " + cause);
    }
    double seconds = (edges[1].wallNanos() - edges[0].wallNanos()) / 1e9;
    double foreign = MachineLoad.foreignCpuPercent(edges[0], edges[1]);
    double steal = MachineLoad.stealPercent(edges[0], edges[1]);
    ResultEntry fork = entry.withRounds(List.of(ForkStore.roundRecord(entry, round, startedAt[0], seconds, foreign,
        steal, TrialWarmUp.read(scratch.resolve("0")).orElse(null))));
    results.appendFork(LABEL, fork);
    forks.add(fork);
    results.write(SuiteNames.NOISE_PROBE_FILE, List.of(ForkMerge.merge(forks)));
    double mean = NoiseFloor.forkMeans(fork).stream().findFirst().orElse(Double.NaN);
    metadata.noiseProbeFork(round, startedAt[0], seconds, mean, steal, foreign);
    System.out.printf(java.util.Locale.ROOT, "[r%d] %-16s %-20s mean %.1f us/call  steal %.1f%% of a core  (%s)%n",
        round, LABEL, METHOD, mean, steal, Durations.clock((long) (seconds * 1e9)));
    return null;
  }

  /** One trial, warmed up as a benchmark is: the JVM's warm-up pass over it, then its own warm-up iterations. */
  private Path plan(Path file) {
    int warmup = settings.get(BenchSettings.WARMUP_ITERATIONS);
    try {
      return Files.writeString(file, new PlanLine(METHOD, SuiteNames.SAMPLE, 1, warmup, 0).format() + "\n");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** As generous as a benchmark fork's: only a hung JVM reaches it. */
  private long timeoutSeconds() {
    long iterations = settings.get(BenchSettings.JVM_WARMUP_PASSES)
        + settings.get(BenchSettings.WARMUP_ITERATIONS) + settings.get(BenchSettings.MEASUREMENT_ITERATIONS);
    return 300 + 60 + 2L * settings.get(BenchSettings.JVM_WARMUP_SECONDS)
        + 3 * iterations * settings.get(BenchSettings.ITERATION_MILLIS) / 1000;
  }
}
