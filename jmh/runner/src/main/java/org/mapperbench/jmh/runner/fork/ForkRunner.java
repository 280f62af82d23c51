package org.mapperbench.jmh.runner.fork;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.schema.Operation.ServerRequest;
import org.mapperbench.entities.schema.Operation;
import org.mapperbench.jmh.results.figures.BenchmarkKey;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.results.model.FaultRecord;
import org.mapperbench.jmh.results.model.ResultEntry;
import org.mapperbench.jmh.runner.core.ConsistencySetting;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.jmh.runner.core.RunStop;
import org.mapperbench.jmh.runner.plan.PlannedBenchmark;
import org.mapperbench.jmh.runner.record.Figures;
import org.mapperbench.jmh.runner.record.ResultsFolder;
import org.mapperbench.jmh.runner.record.RunMetadata;
import org.mapperbench.jmh.runner.server.NodeDownFault;
import org.mapperbench.jmh.runner.server.ServerVerifier;
import org.mapperbench.jmh.runner.server.SuiteServer;
import org.mapperbench.jmh.runner.stats.StatsSidecar;
import org.mapperbench.protocol.link.ForkMessage;
import org.mapperbench.protocol.link.ForkProtocol;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.RateSettings;
import org.mapperbench.protocol.link.TrialWarmUp;

/**
 * Runs one fork JVM of one adapter in a round, or several together ({@link Interleave}): its trials in the round's
 * order, then holds the JVMs' calls, all trials together, to the server's counters, and files each trial as a fork of
 * its benchmark. Sizes each trial's prepared inputs from what the same benchmark used in its previous fork.
 */
public final class ForkRunner {
  /** Prints one progress line per trial and one per fork JVM, once the fork JVM has ended and been verified. */
  public interface Progress {
    void trial(int round, String adapter, PlannedBenchmark benchmark, String summary, double seconds);

    void fork(int round, String adapter, int trials, ServerVerifier.Verification verification, double seconds);
  }

  public record Outcome(boolean completed, double jvmOverheadSeconds) {}

  private final RunSettings settings;
  private final AdapterConfig config;
  private final Path idSpaces;
  private final ResultsFolder results;
  private final RunMetadata metadata;
  private final ForkStore store;
  private final StatsSidecar stats;
  private final Supplier<List<ProcessHandle>> serverProcesses;
  private final PacedResults paced;
  private final ProfileResults profiles;
  private final InputSizing sizing;
  private final TrialsFile trialsFile;

  public ForkRunner(RunSettings settings, AdapterConfig config, ResultsFolder results, RunMetadata metadata,
      ForkStore store, StatsSidecar stats, Supplier<List<ProcessHandle>> serverProcesses) {
    this.settings = settings;
    this.config = config;
    // Every fork JVM of the run claims its own id space here, so no two write the same ids.
    this.idSpaces = settings.freshWorkDir("id-spaces");
    this.results = results;
    this.metadata = metadata;
    this.store = store;
    this.stats = stats;
    this.serverProcesses = serverProcesses;
    this.sizing = new InputSizing(settings);
    this.trialsFile = new TrialsFile(settings, sizing);
    this.paced = new PacedResults(results, settings.get(RateSettings.P99_TARGET),
        settings.get(RateSettings.RATE_WORKERS));
    this.profiles = new ProfileResults(results);
  }

  /** One fork JVM's work: its round, adapter and trials, the server and setting they run at, its scratch folder. */
  private record ForkJob(int round, String adapter, List<PlannedBenchmark> trials, SuiteServer server,
      ConsistencySetting setting, Path scratch) {
    /** A fork of the profiling pass: its trials are all profiled, and none of them is timed. */
    boolean profiling() {
      return trials.get(0).profiled();
    }
  }

  /** The fork's calls held to the server's counters, and each trial's calls. */
  private record Verified(ServerVerifier.Verification verification, Map<Integer, Map<Operation, Long>> callsByTrial) {}

  /** The first trial that left no result (null if none), and the measured trials' time. */
  private record Filed(PlannedBenchmark failed, double trialSeconds) {}

  public Outcome run(int round, String adapter, List<PlannedBenchmark> trials, List<PlannedBenchmark> plan,
      SuiteServer server, BenchmarkJvm jvm, Progress progress) {
    return run(round, List.of(new ForkMember(adapter, trials, plan, jvm)), server, progress).get(0);
  }

  /**
   * Runs fork JVMs of one round on one server and setting; more than one are alive together and take their measured
   * windows in turns ({@link Interleave}, their trials in one order). Their calls are held to the server's counters
   * together, since the server counts them together.
   */
  public List<Outcome> run(int round, List<ForkMember> members, SuiteServer server, Progress progress) {
    // Every trial of a fork JVM shares one consistency setting: the adapter applies it when it opens.
    ConsistencySetting setting = members.get(0).trials().get(0).setting();
    List<ForkJob> jobs = new ArrayList<>();
    for (ForkMember m : members) {
      jobs.add(new ForkJob(round, m.adapter(), m.trials(), server, setting,
          settings.freshWorkDir(jobs.isEmpty() ? "fork" : "fork-" + (jobs.size() + 1))));
    }
    server.whileAlive(() -> {
      server.reset();
      return null;
    });
    ServerVerifier verifier = new ServerVerifier(server, setting);
    Map<ServerRequest, Long> before = server.whileAlive(verifier::snapshot);
    NodeDownFault fault = members.size() == 1 ? server.fault().orElse(null) : null;
    List<TrialEdges> edges = jobs.stream().map(job -> edges(job, members, verifier, fault)).toList();
    Interleave together = members.size() == 1 ? null : new Interleave(
        members.stream().map(m -> m.trials().stream().map(PlannedBenchmark::label).toList()).toList(),
        settings.get(BenchSettings.MEASUREMENT_ITERATIONS), settings.get(BenchSettings.SEED) + round);
    long began = System.nanoTime();
    List<Integer> exits = launchAll(jobs, members, verifier, edges, together);
    exits.forEach(RunStop::checkpointAfter); // a fork the user stopped is neither filed nor an error: the run ends
    double jvmSeconds = (System.nanoTime() - began) / 1e9;
    stats.benchmark(StatsSidecar.BETWEEN);
    FaultRecord faultRecord = fault == null ? null : recover(jobs.get(0), fault);
    if (exits.stream().anyMatch(exit -> exit != 0)) {
      // A fork that failed because its server is gone (even one that said so in its own end mark) ends the run.
      server.target().checkAlive();
    }
    List<Verified> verified = verify(jobs, verifier, before);
    List<Outcome> outcomes = new ArrayList<>();
    for (int m = 0; m < members.size(); m++) {
      ForkJob job = jobs.get(m);
      metadata.fork(job.adapter(), round, job.trials().stream().map(PlannedBenchmark::label).toList(),
          verified.get(m).verification(), jvmSeconds, faultRecord);
      Filed filed = file(job, edges.get(m), verified.get(m), progress);
      progress.fork(round, job.adapter(), job.trials().size(), verified.get(m).verification(), jvmSeconds);
      if (faultRecord != null) {
        System.out.printf("[r%d] %-16s %s%n", round, job.adapter(), NodeDownFault.describe(faultRecord));
      }
      int exit = exits.get(m);
      boolean completed = exit == 0 && filed.failed() == null;
      if (!completed) {
        int failedTrial = filed.failed() == null ? -1 : job.trials().indexOf(filed.failed());
        reportError(job, exit, filed.failed(), edges.get(m).failure(failedTrial));
      }
      results.write(job.adapter() + ".json", store.entries(job.adapter(), members.get(m).plan()));
      outcomes.add(new Outcome(completed, Math.max(0, jvmSeconds - filed.trialSeconds()) / members.size()));
    }
    results.writeRun(metadata.record());
    return outcomes;
  }

  /** Starts every member's fork JVM, each followed on a thread of its own; their exit codes, in order. */
  private List<Integer> launchAll(List<ForkJob> jobs, List<ForkMember> members, ServerVerifier verifier,
      List<TrialEdges> edges, Interleave together) {
    List<java.util.concurrent.Callable<Integer>> forks = new ArrayList<>();
    for (int m = 0; m < members.size(); m++) {
      int member = m;
      forks.add(() -> launch(jobs.get(member), members.get(member).jvm(), verifier, edges.get(member),
          together == null ? Interleave.Turns.ALONE : together.member(member)));
    }
    return Together.all(forks);
  }

  /** Files again the forks a run kept, when this session resumes it (see {@link ForkStore#reload}). */
  public void reload(String adapter, List<PlannedBenchmark> plan,
      java.util.function.BiPredicate<Integer, String> kept) {
    store.reload(adapter, plan, results.forks(adapter), kept);
    plan.forEach(b -> {
      if (store.forkCount(adapter, b) > 0) {
        sizing.remember(adapter, b, store.score(adapter, b));
      }
    });
  }

  /** What the fork will tell, read against the machine's load and, for a profile fork, the server's counts. */
  private TrialEdges edges(ForkJob job, List<ForkMember> members, ServerVerifier verifier, NodeDownFault fault) {
    MachineLoad load = new MachineLoad(() -> {
      List<ProcessHandle> own = new ArrayList<>(serverProcesses.get());
      own.addAll(BenchmarkJvm.running());
      return own;
    });
    // The node goes down while the fork's first benchmark warms up or measures, not while it prepares its inputs.
    long faultDelayMillis = (long) settings.get(BenchSettings.WARMUP_ITERATIONS)
        * settings.get(BenchSettings.ITERATION_MILLIS);
    return new TrialEdges(ForkMember.label(members), job.trials(), load, stats,
        job.profiling() ? new ProfileResults.WindowRequests(verifier) : null, ForkMember.sharing(members), () -> {
          if (fault != null) {
            fault.arm(faultDelayMillis);
          }
        });
  }

  /** Starts the fork JVM and follows its link; returns its exit code, or -1 if it overran its time limit. */
  private int launch(ForkJob job, BenchmarkJvm jvm, ServerVerifier verifier, TrialEdges edges,
      Interleave.Turns turns) {
    ConsistencySetting setting = job.setting();
    AdapterConfig forkConfig = setting == null ? config
        : config.with(setting.keyspace(), setting.consistency());
    stats.benchmark(edges.between());
    // The fork asks for the server's request count at the edges of each one-thread window, and waits for it.
    Supplier<ForkProtocol.RequestCounts> requests = edges.windows != null
        ? () -> job.server().whileAlive(edges.windows)
        : () -> job.server().whileAlive(
            () -> ServerVerifier.counts(verifier.snapshot(), job.server().cacheCounts()));
    Path planFile = trialsFile.write(job.adapter(), job.trials(), job.scratch().resolve(ForkProtocol.TRIALS_FILE));
    BenchmarkJvm.Launch launch = new BenchmarkJvm.Launch(planFile, job.scratch(), results.log(job.adapter()),
        trialsFile.timeoutSeconds(job.trials()), edges);
    ServerSettle settle = new ServerSettle(settings, job.server(), "[r" + job.round() + "] " + job.adapter(),
        edges::runningTrial);
    return jvm.runFork(settings, forkConfig, idSpaces, launch, new BenchmarkJvm.Answers(requests, settle::settle,
        turns));
  }

  /** Brings the stopped node back and reads every row written before or during the fault back at ALL. */
  private FaultRecord recover(ForkJob job, NodeDownFault fault) {
    FaultRecord record = fault.recover(job.scratch(), job.setting().keyspace());
    if (record.rowsLost() > 0) {
      metadata.adapterStatus(job.adapter(), SuiteNames.FAILED, "round " + job.round() + where(job.setting()) + ": "
          + record.rowsLost() + " rows written before or during the node-down fault were lost");
    }
    return record;
  }

  /** Each job's calls by trial, and all jobs' calls held together to what the server counted since {@code before}. */
  private List<Verified> verify(List<ForkJob> jobs, ServerVerifier verifier, Map<ServerRequest, Long> before) {
    List<Map<Integer, Map<Operation, Long>>> byJob = new ArrayList<>();
    for (ForkJob job : jobs) {
      Map<Integer, Map<Operation, Long>> callsByTrial = new LinkedHashMap<>();
      for (int i = 0; i < job.trials().size(); i++) {
        callsByTrial.put(i, ServerVerifier.readLedgers(job.scratch().resolve(i + "/ledger")));
      }
      byJob.add(callsByTrial);
    }
    List<ServerVerifier.Verification> verifications = jobs.get(0).server().whileAlive(() -> verifier.verifyTogether(
        before, byJob.stream().map(trials -> ServerVerifier.sum(trials.values())).toList()));
    List<Verified> verified = new ArrayList<>();
    for (int j = 0; j < jobs.size(); j++) {
      ForkJob job = jobs.get(j);
      if (!verifications.get(j).passed()) {
        metadata.adapterStatus(job.adapter(), SuiteNames.FAILED, "round " + job.round() + where(job.setting())
            + ": " + String.join("; ", verifications.get(j).shortfalls()));
      }
      verified.add(new Verified(verifications.get(j), byJob.get(j)));
    }
    return verified;
  }

  /** Files each trial that left a result as a fork of its benchmark, and prints its progress line. */
  private Filed file(ForkJob job, TrialEdges edges, Verified verified, Progress progress) {
    PlannedBenchmark failed = null;
    double trialSeconds = 0;
    for (int i = 0; i < job.trials().size(); i++) {
      PlannedBenchmark benchmark = job.trials().get(i);
      double seconds = edges.seconds(i);
      String summary = Double.isNaN(seconds) ? null : benchmark.paced() ? filePaced(job, benchmark, i)
          : benchmark.profiled() ? fileProfiled(job, edges, benchmark, i) : fileJmh(job, edges, verified, benchmark, i);
      if (summary == null) {
        failed = failed == null ? benchmark : failed;
        continue;
      }
      trialSeconds += seconds;
      progress.trial(job.round(), job.adapter(), benchmark, summary, seconds);
      if (verified.verification().passed()) {
        metadata.adapterStatus(job.adapter(), SuiteNames.PASSED, null);
      }
    }
    try {
      paced.fileFloor(job.adapter(), job.round(), job.scratch());
    } catch (IOException e) {
      // the floor measures the tool, not the library: without it the report says nothing of the pacer
    }
    return new Filed(failed, trialSeconds);
  }

  /** Files a JMH trial as a fork of its benchmark; null if it wrote no result. */
  private String fileJmh(ForkJob job, TrialEdges edges, Verified verified, PlannedBenchmark benchmark, int i) {
    Path trial = job.scratch().resolve(Integer.toString(i));
    ResultEntry entry = ForkStore.firstEntry(trial.resolve(ForkProtocol.RESULT_FILE));
    if (entry == null) {
      return null;
    }
    MachineLoad.Reading start = edges.starts.get(i);
    MachineLoad.Reading end = edges.ends.get(i);
    double seconds = edges.seconds(i);
    ServerVerifier.Verification jvm = verified.verification();
    ResultEntry withRound = entry.withRounds(List.of(ForkStore.roundRecord(entry, job.round(),
        edges.startedAt.get(i), seconds, MachineLoad.foreignCpuPercent(start, end),
        MachineLoad.stealPercent(start, end), TrialWarmUp.read(trial).orElse(null)).withVerified(jvm.passed())));
    Map<String, Long> requests = new LinkedHashMap<>();
    jvm.serverRequests().forEach((r, n) -> requests.put(r.toString(), n));
    ForkStore.Fork fork = new ForkStore.Fork(benchmark.label(), job.round(), edges.plannedSeconds(i), jvm.passed(),
        requests, jvm.shortfalls(), verified.callsByTrial().get(i), withRound);
    // Kept on disk before run.json names its fork JVM: a resume reloads exactly the forks run.json names.
    results.appendFork(job.adapter(), fork);
    // Merged (and bootstrapped) only now that the fork JVM has ended: never on a core its next trial measures on.
    ResultEntry merged = store.add(job.adapter(), benchmark, fork);
    sizing.remember(job.adapter(), benchmark, store.score(job.adapter(), benchmark));
    return Figures.summary(merged);
  }

  /** Files a paced trial's runs; null if it left none. */
  private String filePaced(ForkJob job, PlannedBenchmark benchmark, int i) {
    try {
      return paced.file(job.adapter(), job.round(), benchmark, job.scratch().resolve(Integer.toString(i)));
    } catch (IOException e) {
      return null;
    }
  }

  /** Files a profiled trial's flame graphs and record; null if it left none. */
  private String fileProfiled(ForkJob job, TrialEdges edges, PlannedBenchmark benchmark, int i) {
    try {
      return profiles.file(job.adapter(), benchmark.method(), job.scratch().resolve(Integer.toString(i)),
          edges.windows == null ? null : edges.windows.byTrial(i));
    } catch (IOException e) {
      return null;
    }
  }

  /** @param failure what the fork said failed, or null if it said nothing (its JVM ended or overran) */
  private void reportError(ForkJob job, int exit, PlannedBenchmark failed, ForkMessage.Failure failure) {
    String cause = failure == null ? "" : failure.line();
    if (job.profiling()) {
      // The profiling pass is never timed: its failure is said in one line and leaves the adapter's status as it was.
      System.out.printf("[profile] %-16s %s: no profile (%s)%n", job.adapter(), failed == null ? "the fork"
          : failed.label(), cause.isEmpty() ? "fork exit " + exit : cause);
      return;
    }
    String what = failed == null ? "the fork" : failed.label();
    String problem = what + " (round " + job.round() + ") "
        + (exit < 0 ? "overran its time limit" : "failed (fork exit " + exit + ")")
        + (cause.isEmpty() ? "" : ": " + cause);
    metadata.adapterStatus(job.adapter(), SuiteNames.ERROR, problem);
    System.out.printf("[r%d] %-16s %-20s ERROR: %s; see %s%n", job.round(), job.adapter(),
        failed == null ? "" : failed.label(), problem, results.log(job.adapter()));
  }

  /** " [RF3 QUORUM]" in a sweep, else nothing: where a problem happened. */
  private static String where(ConsistencySetting setting) {
    return BenchmarkKey.withSetting("", setting != null && setting.swept() ? setting.label() : "");
  }
}
