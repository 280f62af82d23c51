package org.mapperbench.jmh.runner;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.schema.Operation;
import org.mapperbench.entities.schema.Operation.ServerRequest;
import org.mapperbench.jmh.report.SuiteNames;
import org.mapperbench.jmh.report.model.FaultRecord;
import org.mapperbench.jmh.runner.stats.StatsSidecar;
import org.mapperbench.settings.ForkProtocol;
import org.mapperbench.settings.ForkProtocol.PlanLine;

/**
 * Runs one fork JVM of one adapter in a round: its trials in the round's order, then holds the JVM's calls, all
 * trials together, to the server's counters, and files each trial as a fork of its benchmark. Sizes each trial's
 * prepared inputs from what the same benchmark used in its previous fork.
 */
final class ForkRunner {
  /** Prints one progress line per trial and one per fork JVM, once the fork JVM has ended and been verified. */
  interface Progress {
    void trial(int round, String adapter, PlannedBenchmark benchmark, ObjectNode merged, double seconds);

    void fork(int round, String adapter, int trials, ServerVerifier.Verification verification, double seconds);
  }

  record Outcome(boolean completed, double jvmOverheadSeconds) {}

  private final RunSettings settings;
  private final AdapterConfig config;
  private final Path idSpaces;
  private final ResultsFolder results;
  private final RunMetadata metadata;
  private final ForkStore store;
  private final StatsSidecar stats;
  private final Supplier<List<ProcessHandle>> serverProcesses;
  /** Calls per second per thread each benchmark made in its forks so far (its merged score). */
  private final Map<String, Double> callsPerSecond = new HashMap<>();

  ForkRunner(RunSettings settings, AdapterConfig config, Path idSpaces, ResultsFolder results, RunMetadata metadata,
      ForkStore store, StatsSidecar stats, Supplier<List<ProcessHandle>> serverProcesses) {
    this.settings = settings;
    this.config = config;
    this.idSpaces = idSpaces;
    this.results = results;
    this.metadata = metadata;
    this.store = store;
    this.stats = stats;
    this.serverProcesses = serverProcesses;
  }

  Outcome run(int round, String adapter, List<PlannedBenchmark> trials, List<PlannedBenchmark> plan, SuiteServer server,
      BenchmarkJvm jvm, Progress progress) {
    Path scratch = BenchRun.freshDir(settings.workDir().resolve("fork"));
    Path trialsFile = writeTrials(adapter, trials, scratch.resolve("trials.tsv"));
    // Every trial of a fork JVM shares one consistency setting: the adapter applies it when it opens.
    ConsistencySetting setting = trials.get(0).setting();
    AdapterConfig forkConfig = setting == null ? config
        : new AdapterConfig(config.contactPoints(), config.localDatacenter(), setting.keyspace(), setting.consistency(),
            config.jdbc());
    BenchRun.whileAlive(server.target(), () -> {
      server.empty();
      return null;
    });
    ServerVerifier verifier = new ServerVerifier(server, setting);
    MachineLoad load = new MachineLoad(() -> {
      List<ProcessHandle> own = new ArrayList<>(serverProcesses.get());
      BenchmarkJvm.running().ifPresent(own::add);
      return own;
    });
    Map<Integer, MachineLoad.Reading> starts = new HashMap<>();
    Map<Integer, MachineLoad.Reading> ends = new HashMap<>();
    Map<Integer, String> startedAt = new HashMap<>();
    Map<ServerRequest, Long> before = BenchRun.whileAlive(server.target(), verifier::snapshot);
    long began = System.nanoTime();
    // The client's stats rows name the fork JVM also while it starts, opens its adapter and goes between benchmarks.
    String between = adapter + " fork";
    stats.benchmark(between);
    NodeDownFault fault = server.fault().orElse(null);
    // The node goes down while the fork's first benchmark warms up or measures, not while it prepares its inputs.
    long faultDelayMillis = (long) settings.warmupIterations() * settings.iterationMillis();
    // The fork asks for the server's request count at the edges of each one-thread window, and waits for it.
    java.util.function.LongSupplier requests = () -> BenchRun.whileAlive(server.target(),
        () -> verifier.snapshot().values().stream().mapToLong(Long::longValue).sum());
    int exit = jvm.runFork(settings, forkConfig, trialsFile, scratch, idSpaces, results.log(adapter), timeoutSeconds(trials),
        requests, (mark, index) -> {
          if (mark.equals("start")) {
            if (fault != null && index == 0) {
              fault.arm(faultDelayMillis);
            }
            stats.benchmark(adapter + " " + trials.get(index).label());
            startedAt.put(index, Instant.now().toString());
            starts.put(index, load.read());
          } else {
            ends.put(index, load.read());
            stats.benchmark(between);
          }
        });
    double jvmSeconds = (System.nanoTime() - began) / 1e9;
    stats.benchmark(StatsSidecar.BETWEEN);
    FaultRecord faultRecord = null;
    if (fault != null) {
      faultRecord = fault.recover(scratch, setting.keyspace());
      if (faultRecord.rowsLost() > 0) {
        metadata.adapterStatus(adapter, SuiteNames.FAILED, "round " + round + where(setting) + ": "
            + faultRecord.rowsLost() + " rows written before or during the node-down fault were lost");
      }
    }
    if (exit < 0 || exit != 0 && ends.isEmpty()) {
      server.target().checkAlive();
    }
    Map<Integer, Map<Operation, Long>> callsByTrial = new LinkedHashMap<>();
    Map<Operation, Long> allCalls = new EnumMap<>(Operation.class);
    for (int i = 0; i < trials.size(); i++) {
      Map<Operation, Long> calls = ServerVerifier.readLedgers(scratch.resolve(i + "/ledger"));
      callsByTrial.put(i, calls);
      calls.forEach((op, n) -> allCalls.merge(op, n, Long::sum));
    }
    ServerVerifier.Verification verification = BenchRun.whileAlive(server.target(), () -> verifier.verify(before, allCalls));
    if (!verification.passed()) {
      metadata.adapterStatus(adapter, SuiteNames.FAILED, "round " + round + where(setting) + ": "
          + String.join("; ", verification.shortfalls()));
    }
    metadata.fork(adapter, round, trials.stream().map(PlannedBenchmark::label).toList(), verification, jvmSeconds, faultRecord);
    PlannedBenchmark failed = null;
    double trialSeconds = 0;
    for (int i = 0; i < trials.size(); i++) {
      PlannedBenchmark benchmark = trials.get(i);
      JsonNode entry = firstEntry(scratch.resolve(i + "/jmh.json"));
      if (entry == null || !ends.containsKey(i) || !starts.containsKey(i)) {
        failed = failed == null ? benchmark : failed;
        continue;
      }
      double seconds = (ends.get(i).wallNanos() - starts.get(i).wallNanos()) / 1e9;
      trialSeconds += seconds;
      ForkStore.Fork fork = new ForkStore.Fork(entry, round, startedAt.get(i), seconds,
          MachineLoad.foreignCpuPercent(starts.get(i), ends.get(i)), MachineLoad.stealPercent(starts.get(i), ends.get(i)),
          ForkStore.warmUp(scratch.resolve(Integer.toString(i))), verification, callsByTrial.get(i));
      // Merged (and bootstrapped) only now that the fork JVM has ended: never on a core its next trial measures on.
      ObjectNode merged = store.add(adapter, benchmark, fork);
      rememberPace(adapter, benchmark, merged);
      progress.trial(round, adapter, benchmark, merged, seconds);
      if (verification.passed()) {
        metadata.adapterStatus(adapter, SuiteNames.PASSED, null);
      }
    }
    progress.fork(round, adapter, trials.size(), verification, jvmSeconds);
    if (faultRecord != null) {
      System.out.printf("[r%d] %-16s %s%n", round, adapter, NodeDownFault.describe(faultRecord));
    }
    boolean completed = exit == 0 && failed == null;
    if (!completed) {
      String cause = BenchmarkJvm.lastError(results.log(adapter));
      String what = failed == null ? "the fork" : failed.label();
      String problem = what + " (round " + round + ") "
          + (exit < 0 ? "overran its time limit" : "failed (fork exit " + exit + ")") + (cause.isEmpty() ? "" : ": " + cause);
      metadata.adapterStatus(adapter, SuiteNames.ERROR, problem);
      System.out.printf("[r%d] %-16s %-20s ERROR: %s; see %s%n", round, adapter, failed == null ? "" : failed.label(), problem,
          results.log(adapter));
    }
    results.write(adapter + ".json", store.entries(adapter, plan));
    results.writeRun(metadata.record());
    return new Outcome(completed, Math.max(0, jvmSeconds - trialSeconds));
  }

  /** " [RF3 QUORUM]" in a sweep, else nothing: where a problem happened. */
  private static String where(ConsistencySetting setting) {
    return setting != null && setting.swept() ? " [" + setting.label() + "]" : "";
  }

  private Path writeTrials(String adapter, List<PlannedBenchmark> trials, Path file) {
    StringBuilder lines = new StringBuilder();
    for (int i = 0; i < trials.size(); i++) {
      PlannedBenchmark b = trials.get(i);
      int warmup = settings.warmupIterations();
      lines.append(new PlanLine(b.method(), b.throughput() ? SuiteNames.THROUGHPUT : SuiteNames.SAMPLE, b.threads(),
          warmup, inputsPerThread(adapter, b, warmup)).format()).append('\n');
    }
    try {
      return Files.writeString(file, lines);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The pace from JMH's own score, not from the inputs a fork took: those include calls made while threads wait for
   * each other, and sizing from them would grow every round.
   */
  private void rememberPace(String adapter, PlannedBenchmark benchmark, JsonNode merged) {
    double score = merged == null ? Double.NaN : merged.path("primaryMetric").path("score").asDouble(Double.NaN);
    if (score > 0) {
      callsPerSecond.put(adapter + ' ' + benchmark.label(), benchmark.throughput() ? score / benchmark.threads() : 1e6 / score);
    }
  }

  /** Inputs one thread of this trial needs: its pace times every iteration it runs, with head-room; 0 = unknown. */
  private long inputsPerThread(String adapter, PlannedBenchmark benchmark, int warmupIterations) {
    Double pace = callsPerSecond.get(adapter + ' ' + benchmark.label());
    if (pace == null) {
      return 0;
    }
    double seconds = (warmupIterations + settings.measurementIterations()) * settings.iterationMillis() / 1000.0;
    return (long) Math.ceil(pace * seconds * ForkProtocol.INPUT_MARGIN) + ForkProtocol.INPUT_HEADROOM;
  }

  private long timeoutSeconds(List<PlannedBenchmark> trials) {
    long warmUp = settings.jvmWarmupPasses() + Math.max(settings.warmupIterations(), settings.maxWarmupIterations());
    long iterations = (long) trials.size() * (warmUp + settings.measurementIterations());
    return 300 + trials.size() * 60L + 3 * iterations * settings.iterationMillis() / 1000;
  }

  /** The one entry of a trial's JMH JSON, or null if the trial wrote none. */
  static JsonNode firstEntry(Path jmhJson) {
    try {
      if (!Files.isRegularFile(jmhJson)) {
        return null;
      }
      JsonNode list = ResultsFolder.JSON.readTree(jmhJson.toFile());
      return list != null && list.isArray() && !list.isEmpty() ? list.get(0) : null;
    } catch (IOException e) {
      return null;
    }
  }
}
