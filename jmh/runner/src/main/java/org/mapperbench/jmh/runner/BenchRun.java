package org.mapperbench.jmh.runner;

import static org.mapperbench.jmh.results.figures.Durations.clock;

import org.mapperbench.settings.BenchSettings;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.mapperbench.entities.adapter.AdapterTraits;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.jmh.results.figures.FamilyNative;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.results.model.AdapterRecord;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.jmh.runner.core.RunStop;
import org.mapperbench.jmh.runner.fork.BenchmarkJvm;
import org.mapperbench.jmh.runner.fork.ForkRunner;
import org.mapperbench.jmh.runner.fork.ForkStore;
import org.mapperbench.jmh.runner.fork.NoiseProbeRunner;
import org.mapperbench.jmh.runner.phase.ProfilePhase;
import org.mapperbench.jmh.runner.phase.RatePhase;
import org.mapperbench.jmh.runner.phase.RoundSequence;
import org.mapperbench.jmh.runner.plan.PlannedBenchmark;
import org.mapperbench.jmh.runner.plan.RunPlan;
import org.mapperbench.jmh.runner.record.CodeDigest;
import org.mapperbench.jmh.runner.record.ResultsFolder;
import org.mapperbench.jmh.runner.record.RunMetadata;
import org.mapperbench.jmh.runner.resume.ResumedRun;
import org.mapperbench.jmh.runner.server.CassandraSuiteServer;
import org.mapperbench.jmh.runner.server.MariaDbSuiteServer;
import org.mapperbench.jmh.runner.server.SuiteServer;
import org.mapperbench.jmh.runner.stats.StatsSidecar;
import org.mapperbench.jmh.runner.variant.AdapterModule;
import org.mapperbench.jmh.runner.variant.ForkTree;
import org.mapperbench.servers.ServerException;

/**
 * {@code ./mvnw verify -Pjmh}: starts (or reaches) the servers the chosen adapters need, applies the suite's schema,
 * runs every planned benchmark of every chosen adapter in that adapter's own JVMs, verifies each against the server's
 * counters, and writes {@code results/<timestamp>/} with its report. Exit code 0 when every adapter passed, 1 when
 * one failed, the server failed or the report could not be written, 2 for bad input.
 */
public final class BenchRun {
  /** What a stopped run kept, said in its last line; set when run.json is written for the last time. */
  private static volatile String kept = "nothing was kept (the run had not begun its rounds)";

  private final RunSettings settings;
  private final ResumedRun resumed;
  private final long startNanos = System.nanoTime();
  private boolean reportFailed;

  private BenchRun(RunSettings settings, ResumedRun resumed) {
    this.settings = settings;
    this.resumed = resumed;
  }

  /** The settings of this run; for a resume ({@code bench.resume}), those of the run it goes on with. */
  private static BenchRun of(Properties commandLine) {
    RunSettings given = RunSettings.from(commandLine);
    if (given.resume() == null) {
      return new BenchRun(given, null);
    }
    ResumedRun resumed = ResumedRun.load(given.resume(), relative(given.root(), given.resume()).toString());
    RunSettings settings = RunSettings.from(resumed.properties(commandLine));
    if (resumed.roundsDone().partial() == null && resumed.lastRound() >= settings.maxRounds()) {
      throw new RunSettings.BadInput("resume: " + relative(given.root(), given.resume()) + " has had its "
          + resumed.lastRound() + " rounds (at most " + settings.maxRounds() + "); give -Dbench.rounds=N for N more");
    }
    return new BenchRun(settings, resumed);
  }

  public static void main(String[] args) {
    RunStop.install(BenchmarkJvm::stopCurrent, () -> {
      System.out.println("stopped by " + RunStop.cause() + " (the run did not unwind in " + RunStop.UNWIND_SECONDS
          + " s): " + kept);
      System.exit(RunStop.exitCode());
    });
    int code;
    try {
      code = of(System.getProperties()).run();
    } catch (org.mapperbench.settings.BadSetting e) {
      System.err.println("error: " + e.getMessage());
      code = 2;
    } catch (ServerException e) {
      System.err.println("error: " + e.getMessage());
      if (!e.detail().isBlank()) {
        System.err.print(e.detail());
      }
      System.out.println("the server was lost: " + kept);
      code = 1;
    } catch (RunStop.Stopped e) {
      code = RunStop.exitCode();
    } catch (RuntimeException e) {
      if (RunStop.requested()) {
        code = RunStop.exitCode(); // what the stop broke, such as the fork's pipe, is not an error of its own
      } else {
        System.err.println("error: " + e.getMessage() + " (" + e.getClass().getSimpleName() + ")");
        code = 1;
      }
    }
    if (RunStop.requested()) {
      System.out.println("stopped by " + RunStop.cause() + ": " + kept);
      System.out.flush();
      code = RunStop.exitCode();
    }
    System.exit(code);
  }

  private int run() {
    PlannedBenchmark.plan(settings, Backend.MARIADB); // a typo in an operation stops the run before any JVM starts
    List<String> harness = AdapterModule.harnessClasspath(settings);
    // Recorded as named (run.json, and so the report, lists them so); run in the order of ids.
    List<AdapterModule> adapters = AdapterModule.loadAll(settings.root(), settings.get(BenchSettings.ADAPTERS));
    List<String> ids = new ArrayList<>(adapters.stream().map(AdapterModule::id).toList());
    if (settings.get(BenchSettings.SHUFFLE)) {
      // A fixed order would favour or handicap the same library every run; the seed makes the order repeatable.
      java.util.Collections.shuffle(ids, new java.util.Random(settings.get(BenchSettings.SEED)));
    }
    AdapterModule.checkHarness(adapters, harness, settings);
    Map<String, ForkTree> trees = new LinkedHashMap<>();
    for (AdapterModule adapter : adapters) {
      List<String> classpath = new ArrayList<>(adapter.classpath());
      classpath.addAll(harness);
      trees.put(adapter.id(), new ForkTree(adapter.java(), classpath, List.of()));
    }
    try (JmhLock lock = JmhLock.acquire()) {
      ResultsFolder results = resumed == null ? ResultsFolder.create(settings.resultsDir())
          : ResultsFolder.open(resumed.dir());
      RunMetadata metadata = new RunMetadata(settings, AdapterModule.libraries(harness, settings.mavenRepository()));
      metadata.given(resumed == null ? settings.given() : resumed.earlier().given());
      Map<String, String> digests = new LinkedHashMap<>();
      digests.put("harness", CodeDigest.of(harness));
      Map<String, Backend> backends = new LinkedHashMap<>();
      Map<String, List<PlannedBenchmark>> plan = new LinkedHashMap<>();
      for (AdapterModule adapter : adapters) {
        AdapterTraits traits = BenchmarkJvm.describe(trees.get(adapter.id()), results.log(adapter.id()));
        metadata.adapter(adapter, traits);
        digests.put(adapter.id(), CodeDigest.of(adapter.classpath()));
        List<String> flags = new ArrayList<>(traits.jvmFlags());
        if (settings.slows(adapter.id())) {
          flags.add(org.mapperbench.settings.BenchSettings.SLOWDOWN.flag(settings.slowdown()));
        }
        if (!settings.injectedCpu(adapter.id()).isEmpty()) {
          flags.add(org.mapperbench.settings.BenchSettings.INJECT_CPU.flag(settings.injectedCpu(adapter.id())));
        }
        if (!settings.get(BenchSettings.CHEAT).isEmpty()) {
          flags.add(org.mapperbench.settings.BenchSettings.CHEAT.flag(settings.get(BenchSettings.CHEAT)));
        }
        trees.put(adapter.id(), trees.get(adapter.id()).withFlags(flags));
        backends.put(adapter.id(), traits.backend());
        plan.put(adapter.id(), PlannedBenchmark.plan(settings, backends.get(adapter.id()),
            traits.conditionalUpdate()));
      }
      metadata.code(CodeDigest.of(settings.root(), digests));
      if (resumed != null) {
        resumed.checkBeforeServers(metadata.record());
        metadata.resume(resumed.earlier());
        results.markLatest();
        kept = keptLine(metadata, results);
      }
      announce(adapters.size(), plan, results, metadata);
      if (metadata.record().machine().haltsWithoutPolling()) {
        System.out.println("machine: idle CPUs halt without polling, so every latency carries the hypervisor's wake-ups"
            + " (sudo scripts/tune-machine before a run lets them poll)");
      }
      Map<Backend, SuiteServer> servers = new EnumMap<>(Backend.class);
      try {
        // Only the servers this run's adapters need: a Cassandra-only run never starts mariadbd, and the reverse.
        for (Backend backend : new java.util.TreeSet<>(backends.values())) {
          servers.put(backend, backend == Backend.CASSANDRA
              ? new CassandraSuiteServer(settings) : new MariaDbSuiteServer(settings));
        }
        for (SuiteServer server : servers.values()) {
          metadata.server(server.backend(), server.metadata());
          System.out.println("server: " + server.target().describe());
        }
        if (resumed != null) {
          resumed.checkServers(metadata.record());
        }
        RunPlan runPlan = new RunPlan(ids, plan, natives(ids, metadata), backends, trees);
        int code = runAll(servers, runPlan, harness, results, metadata);
        return reportFailed ? Math.max(code, 1) : code;
      } finally {
        servers.values().forEach(SuiteServer::close);
      }
    }
  }

  /** The run's first line: what it measures, how long at most, and where its results go. */
  private void announce(int adapterCount, Map<String, List<PlannedBenchmark>> plan, ResultsFolder results,
      RunMetadata metadata) {
    if (resumed != null) {
      System.out.printf("mapper-bench: resuming %s %s round %d (kept %s), rounds to %d, precision %.0f%%%s%n",
          relative(results.dir()), resumed.roundsDone().partial() == null ? "after" : "in", resumed.lastRound(),
          metadata.keptSummary(), settings.maxRounds(),
          settings.get(BenchSettings.PRECISION) * 100, settings.get(BenchSettings.BUDGET) == null ? ""
              : ", budget left " + clock((long) ((settings.get(BenchSettings.BUDGET).toSeconds() - resumed
                  .spentSeconds()) * 1e9)));
    } else if (ProfilePhase.only(settings)) {
      System.out.printf("mapper-bench: %d adapters, the profiling pass alone (no timed round) -> %s%n",
          adapterCount, relative(results.dir()));
    } else {
      System.out.printf("mapper-bench: %d adapters, %d benchmarks, rounds %d to %d, precision %.0f%%%s -> %s%n",
          adapterCount, plan.values().stream().mapToInt(List::size).sum(), settings.get(BenchSettings.ROUNDS),
          settings.maxRounds(), settings.get(BenchSettings.PRECISION) * 100,
          settings.get(BenchSettings.BUDGET) == null ? "" : ", budget " + clock(settings.get(BenchSettings.BUDGET)
              .toNanos()), relative(results.dir()));
    }
  }

  /**
   * Each library's family native in this run, as the verdict reads it (a native adapter has none), recorded in
   * run.json: the rounds pair their forks, and the report reads it back.
   */
  private static Map<String, String> natives(List<String> ids, RunMetadata metadata) {
    Map<String, AdapterRecord> records = metadata.record().adapters();
    Map<String, String> natives = new LinkedHashMap<>();
    ids.forEach(id -> FamilyNative.of(id, ids, records::get).filter(base -> !base.equals(id)).ifPresent(base -> {
      natives.put(id, base);
      metadata.floor(id, base);
    }));
    return natives;
  }

  private int runAll(Map<Backend, SuiteServer> servers, RunPlan plan, List<String> harness, ResultsFolder results,
      RunMetadata metadata) {
    String outcome = SuiteNames.ERROR;
    StatsSidecar stats = null;
    ForkStore store = new ForkStore();
    List<String> ids = plan.ids();
    // A resumed run's rounds fit in what is left of its budget: its clock goes on from the earlier sessions'.
    long runStartNanos = startNanos - (resumed == null ? 0 : (long) (resumed.spentSeconds() * 1e9));
    RoundSequence rounds = new RoundSequence(settings, runStartNanos, plan, servers, store, results.dir());
    try {
      RunServers.pin(servers, settings);
      stats = RunServers.startStats(servers, results, settings);
      RunServers.prepare(servers, settings);
      // What preparing found out (the dataset it loaded) joins each server's record.
      servers.values().forEach(server -> metadata.server(server.backend(), server.metadata()));
      RunStop.checkpoint();
      ForkRunner forks = new ForkRunner(settings, RunServers.adapterConfig(servers, settings), results, metadata,
          store, stats,
          () -> RunServers.processes(servers));
      NoiseProbeRunner probe =
          new NoiseProbeRunner(settings, harness, results, metadata, stats, () -> RunServers.processes(servers));
      if (resumed != null) {
        ids.forEach(id -> forks.reload(id, plan.benchmarks().get(id), resumed.kept(id)));
        ids.stream().filter(resumed::stopped).forEach(rounds::withdraw);
        probe.reload(resumed.probeKept());
      }
      if (!ProfilePhase.only(settings)) {
        rounds.run(forks, probe, metadata, resumed == null ? RoundSequence.RoundsDone.NONE : resumed.roundsDone());
        metadata.precision(rounds.precisionSummary());
        new RatePhase(settings, plan, servers, store, startNanos).run(forks);
      }
      new ProfilePhase(settings, plan, servers, startNanos).run(forks);
      boolean allPassed = ids.stream().allMatch(id -> SuiteNames.PASSED.equals(metadata.adapterStatusOf(id)));
      outcome = allPassed ? SuiteNames.PASSED : SuiteNames.FAILED;
      return allPassed ? 0 : 1;
    } finally {
      if (stats != null) {
        stats.close();
        metadata.statsSidecar(stats.describe());
        stats.summary().forEach(System.out::println);
      }
      if (RunStop.requested()) {
        outcome = SuiteNames.INTERRUPTED;
      }
      metadata.finish(outcome, RunStop.cause());
      results.writeRun(metadata.record());
      kept = keptLine(metadata, results);
      results.keepServerLogs(servers.values().stream().flatMap(s -> s.target().logFolders().stream()).toList(),
          metadata.session());
      System.out.printf("results: %s (%s, %s)%n", relative(results.dir()), outcome,
          clock(System.nanoTime() - startNanos));
      if (RunStop.requested()) {
        System.out.println("report: not written for a stopped run; scripts/mapper-bench report "
            + relative(results.dir()) + " writes it from what was kept");
      } else {
        FinalReport.Outcome report = FinalReport.write(results.dir(), this::relative);
        reportFailed = report == FinalReport.Outcome.FAILED;
        if (report == FinalReport.Outcome.ABANDONED) {
          metadata.finish(outcome, RunStop.cause()); // the rounds were done: the status stands, the stop is said
          results.writeRun(metadata.record());
          kept = keptIn(metadata, results) + ", all the run had, but not its report: scripts/mapper-bench report "
              + relative(results.dir()) + " writes it (and -Dbench.resume="
              + relative(results.dir()) + " -Dbench.rounds=N adds N rounds)";
        }
      }
    }
  }

  /** What the folder keeps and the command that goes on with it, for the line a stopped run ends with. */
  private String keptLine(RunMetadata metadata, ResultsFolder results) {
    return keptIn(metadata, results) + "; resume with: ./mvnw verify -Pjmh -Dbench.resume=" + relative(results.dir());
  }

  /** "kept 27 fork JVMs of rounds 1-3 in results/X". */
  private String keptIn(RunMetadata metadata, ResultsFolder results) {
    return "kept " + metadata.keptSummary() + " in " + relative(results.dir());
  }

  private Path relative(Path path) {
    return relative(settings.root(), path);
  }

  private static Path relative(Path root, Path path) {
    Path absolute = path.toAbsolutePath();
    return absolute.startsWith(root) ? root.relativize(absolute) : absolute;
  }
}
