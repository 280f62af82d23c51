package org.mapperbench.jmh.runner;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.jmh.report.Report;
import org.mapperbench.jmh.report.figures.FamilyNative;
import org.mapperbench.jmh.report.figures.SuiteNames;
import org.mapperbench.jmh.report.model.AdapterRecord;
import org.mapperbench.jmh.runner.fork.BenchmarkJvm;
import org.mapperbench.jmh.runner.fork.ForkRunner;
import org.mapperbench.jmh.runner.fork.ForkStore;
import org.mapperbench.jmh.runner.fork.ForkTree;
import org.mapperbench.jmh.runner.fork.NoiseProbeRunner;
import org.mapperbench.jmh.runner.plan.PlannedBenchmark;
import org.mapperbench.jmh.runner.plan.ProfilePhase;
import org.mapperbench.jmh.runner.plan.RatePhase;
import org.mapperbench.jmh.runner.plan.RoundSequence;
import org.mapperbench.jmh.runner.plan.RunPlan;
import org.mapperbench.jmh.runner.record.ResultsFolder;
import org.mapperbench.jmh.runner.record.RunMetadata;
import org.mapperbench.jmh.runner.server.CassandraSuiteServer;
import org.mapperbench.jmh.runner.server.MariaDbSuiteServer;
import org.mapperbench.jmh.runner.server.SuiteServer;
import org.mapperbench.jmh.runner.stats.StatsSidecar;
import org.mapperbench.jmh.runner.stats.StatsSources;
import org.mapperbench.servers.ServerException;
import org.mapperbench.servers.ServerTarget;

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
  private final long startNanos = System.nanoTime();
  private boolean reportFailed;

  private BenchRun(RunSettings settings) {
    this.settings = settings;
  }

  public static void main(String[] args) {
    RunStop.install(BenchmarkJvm::stopCurrent);
    int code;
    try {
      code = new BenchRun(RunSettings.from(System.getProperties())).run();
    } catch (org.mapperbench.settings.BadSetting e) {
      System.err.println("error: " + e.getMessage());
      code = 2;
    } catch (ServerException e) {
      System.err.println("error: " + e.getMessage());
      if (!e.detail().isBlank()) {
        System.err.print(e.detail());
      }
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
      code = RunStop.exitCode();
    }
    System.exit(code);
  }

  private int run() {
    PlannedBenchmark.plan(settings, Backend.MARIADB); // a typo in an operation stops the run before any JVM starts
    List<String> harness = harnessClasspath();
    List<AdapterModule> adapters = new ArrayList<>(
        AdapterModule.loadAll(settings.root(), settings.adapters()));
    if (settings.shuffle()) {
      // A fixed order would favour or handicap the same library every run; the seed makes the order repeatable.
      java.util.Collections.shuffle(adapters, new java.util.Random(settings.seed()));
    }
    List<String> ids = adapters.stream().map(AdapterModule::id).toList();
    Map<String, ForkTree> trees = new LinkedHashMap<>();
    for (AdapterModule adapter : adapters) {
      List<String> classpath = new ArrayList<>(adapter.classpath());
      classpath.addAll(harness);
      trees.put(adapter.id(), new ForkTree(adapter.java(), classpath, List.of()));
    }
    try (JmhLock lock = JmhLock.acquire()) {
      ResultsFolder results = ResultsFolder.create(settings.resultsDir());
      RunMetadata metadata = new RunMetadata(settings, AdapterModule.libraries(harness));
      Map<String, Backend> backends = new LinkedHashMap<>();
      Map<String, List<PlannedBenchmark>> plan = new LinkedHashMap<>();
      for (AdapterModule adapter : adapters) {
        Properties traits = BenchmarkJvm.describe(trees.get(adapter.id()), results.log(adapter.id()));
        metadata.adapter(adapter, traits);
        List<String> flags = new ArrayList<>(RunMetadata.lines(traits, "jvmFlags"));
        if (settings.slows(adapter.id())) {
          flags.add(org.mapperbench.settings.BenchSettings.SLOWDOWN.flag(settings.slowdown()));
        }
        if (!settings.cheat().isEmpty()) {
          flags.add(org.mapperbench.settings.BenchSettings.CHEAT.flag(settings.cheat()));
        }
        trees.put(adapter.id(), trees.get(adapter.id()).withFlags(flags));
        backends.put(adapter.id(), Backend.valueOf(traits.getProperty("backend")));
        plan.put(adapter.id(), PlannedBenchmark.plan(settings, backends.get(adapter.id()),
            Boolean.parseBoolean(traits.getProperty("conditionalUpdate"))));
      }
      if (ProfilePhase.only(settings)) {
        System.out.printf("mapper-bench: %d adapters, the profiling pass alone (no timed round) -> %s%n",
            adapters.size(), relative(results.dir()));
      } else {
        System.out.printf("mapper-bench: %d adapters, %d benchmarks, rounds %d to %d, precision %.0f%%%s -> %s%n",
            adapters.size(), plan.values().stream().mapToInt(List::size).sum(), settings.minRounds(),
            settings.maxRounds(), settings.precision() * 100,
            settings.budget() == null ? "" : ", budget " + clock(settings.budget().toNanos()), relative(results.dir()));
      }
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
        RunPlan runPlan = new RunPlan(ids, plan, natives(ids, metadata), backends, trees);
        int code = runAll(servers, runPlan, harness, results, metadata);
        return reportFailed ? Math.max(code, 1) : code;
      } finally {
        servers.values().forEach(SuiteServer::close);
      }
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
    RoundSequence rounds = new RoundSequence(settings, startNanos, plan, servers, store);
    try {
      for (SuiteServer server : servers.values()) {
        metadata.server(server.backend(), server.metadata());
        System.out.println("server: " + server.target().describe());
      }
      stats = startStats(servers, results);
      for (SuiteServer server : servers.values()) {
        server.prepare(settings);
      }
      RunStop.checkpoint();
      ForkRunner forks = new ForkRunner(settings, adapterConfig(servers), results, metadata, store, stats,
          () -> serverProcesses(servers));
      if (!ProfilePhase.only(settings)) {
        rounds.run(forks,
            new NoiseProbeRunner(settings, harness, results, metadata, stats, () -> serverProcesses(servers)));
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
      metadata.finish(outcome);
      results.writeRun(metadata.record());
      kept = "kept " + metadata.keptSummary() + " in " + relative(results.dir());
      results.keepServerLogs(servers.values().stream().flatMap(s -> s.target().logFolders().stream()).toList());
      System.out.printf("results: %s (%s, %s)%n", relative(results.dir()), outcome,
          clock(System.nanoTime() - startNanos));
      if (RunStop.requested()) {
        System.out.println("report: not written for a stopped run; scripts/mapper-bench report "
            + relative(results.dir()) + " writes it from what was kept");
      } else {
        report(results);
      }
    }
  }

  /**
   * Made from the files just written, so it says what run.json says; if it fails, run.json is already safe. The
   * verdict's lines end the console's output: the answer a reader came for, where the eye lands.
   */
  private void report(ResultsFolder results) {
    try {
      Report.Written report = Report.writeAll(results.dir());
      if (!report.verdict().isEmpty()) {
        System.out.println("verdict, each library against its family's native adapter (see the report):");
        report.verdict().forEach(line -> System.out.println("  " + line));
      }
      if (!report.versions().isEmpty()) {
        System.out.println("versions, each variant against the first of its adapter named (see the report):");
        report.versions().forEach(line -> System.out.println("  " + line));
      }
      System.out.println("report: " + relative(report.html()));
    } catch (IOException | RuntimeException | LinkageError e) {
      System.out.println("report: failed: " + Report.message(e));
      reportFailed = true;
    }
  }

  /** Samples the benchmark JVMs, every server on this machine or in a container, and any Docker or JMX source named. */
  private StatsSidecar startStats(Map<Backend, SuiteServer> servers, ResultsFolder results) {
    Map<String, ServerTarget> targets = new LinkedHashMap<>();
    servers.forEach((backend, server) -> targets.put(backend.name().toLowerCase(), server.target()));
    return StatsSidecar.start(results.stats(), Duration.ofMillis(settings.statsIntervalMillis()),
        StatsSources.forRun(BenchmarkJvm::running, targets, settings.properties()));
  }

  /** Every suite server's process, for foreign load: an idle Cassandra is ours also while a MariaDB fork runs. */
  private static List<ProcessHandle> serverProcesses(Map<Backend, SuiteServer> servers) {
    List<ProcessHandle> processes = new ArrayList<>();
    servers.values().forEach(server -> processes.addAll(server.target().processes()));
    return processes;
  }

  /** What every adapter JVM is told: the Cassandra and the MariaDB of this run, whichever it has. */
  private AdapterConfig adapterConfig(Map<Backend, SuiteServer> servers) {
    List<String> contactPoints = List.of();
    String localDc = org.mapperbench.settings.ServerSettings.DEFAULT_DATACENTER;
    if (servers.get(Backend.CASSANDRA) instanceof CassandraSuiteServer cassandra) {
      contactPoints = cassandra.target().contactPoints();
      localDc = cassandra.target().localDatacenter();
    }
    AdapterConfig.Jdbc jdbc = null;
    if (servers.get(Backend.MARIADB) instanceof MariaDbSuiteServer mariadb) {
      jdbc = new AdapterConfig.Jdbc(mariadb.target().jdbcUrl(), mariadb.target().user(), mariadb.target().password());
    }
    // Each fork JVM of a Cassandra adapter gets its consistency setting's keyspace and level (ForkRunner).
    return new AdapterConfig(contactPoints, localDc, settings.keyspace(), settings.consistencyLevels().get(0), jdbc);
  }

  /** Runs a server call; if it fails because the server is gone, says that instead of the driver's complaint. */
  public static <T> T whileAlive(ServerTarget target, java.util.function.Supplier<T> call) {
    try {
      return call.get();
    } catch (RuntimeException e) {
      target.checkAlive();
      throw e;
    }
  }

  private List<String> harnessClasspath() {
    Path benchmarks = settings.root().resolve("jmh/benchmarks/target");
    Path recorded = benchmarks.resolve("harness-classpath.txt");
    if (!Files.isRegularFile(recorded)) {
      throw new RunSettings.BadInput(
          "the benchmarks module is not built; run ./mvnw verify -Pjmh from the project root");
    }
    List<String> classpath = new ArrayList<>();
    classpath.add(benchmarks.resolve("classes").toString());
    if (settings.slowdown() > 0) {
      // Only compare's self-test reaches the harness's test classes: the slowed adapter lives there.
      classpath.add(benchmarks.resolve("test-classes").toString());
    }
    if (!settings.cheat().isEmpty()) {
      // Only verification's self-test reaches the conformance kit's test classes: its cheats live there.
      classpath.add(settings.root().resolve("entities/target/test-classes").toString());
    }
    classpath.addAll(AdapterModule.readClasspath(recorded));
    return classpath;
  }

  public static Path freshDir(Path dir) {
    try {
      if (Files.exists(dir)) {
        try (var paths = Files.walk(dir)) {
          for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
            Files.delete(p);
          }
        }
      }
      return Files.createDirectories(dir);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private Path relative(Path path) {
    Path absolute = path.toAbsolutePath();
    return absolute.startsWith(settings.root()) ? settings.root().relativize(absolute) : absolute;
  }

  public static String clock(long nanos) {
    Duration d = Duration.ofNanos(nanos);
    return String.format("%d:%02d", d.toMinutes(), d.toSecondsPart());
  }
}
