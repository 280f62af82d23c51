package org.mapperbench.jmh.runner.fork;

import org.mapperbench.settings.ForkSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.adapter.AdapterTraits;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.jmh.runner.server.CpuPinning;
import org.mapperbench.jmh.runner.variant.ForkTree;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.DatasetSettings;
import org.mapperbench.protocol.link.ForkMessage;
import org.mapperbench.protocol.link.ForkProtocol;
import org.mapperbench.protocol.metrics.GcLog;
import org.mapperbench.settings.RateSettings;

/**
 * Launches JVMs on one adapter's classpath plus the harness: the forks that measure (each runs several JMH trials
 * itself, see the harness's ForkMain) and the adapter describer; and the noise probe's forks on the harness alone.
 * Nothing of the runner's classpath leaks in.
 */
public final class BenchmarkJvm {
  /** The fork JVMs running at the moment: one, or a round's interleaved forks. */
  private static final java.util.Set<Process> RUNNING = java.util.concurrent.ConcurrentHashMap.newKeySet();

  /**
   * The runner holds JMH's lock for the whole run ({@link org.mapperbench.jmh.runner.JmhLock}); its forks must not
   * wait for it.
   */
  private static final String IGNORE_LOCK = "-Djmh.ignoreLock=true";

  private static final ScheduledExecutorService WATCHDOG =
      Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "fork-watchdog");
        t.setDaemon(true);
        return t;
      });

  private final ForkTree tree;
  private final List<ProcessHandle> serverProcesses;

  /**
   * @param tree the adapter's JDK, classpath and the flags its library needs in every JVM that runs it
   * @param serverProcesses the adapter's server processes on this machine (one per node of a cluster), else empty:
   *     their CPU is read per call
   */
  public BenchmarkJvm(ForkTree tree, List<ProcessHandle> serverProcesses) {
    this.tree = tree;
    this.serverProcesses = serverProcesses;
  }

  static {
    Runtime.getRuntime().addShutdownHook(new Thread(BenchmarkJvm::stopCurrent, "benchmark-jvm-stop"));
  }

  /** The adapter's traits, written by a JVM on its classpath; proves the classpath holds one working adapter. */
  public static AdapterTraits describe(ForkTree tree, Path log) {
    List<String> command = java(tree, "64m");
    command.add(ForkProtocol.DESCRIBE_MAIN);
    try {
      Path written = Files.createTempFile("traits", ".properties");
      command.add(written.toString());
      try {
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
        if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
          process.destroyForcibly();
          throw new IllegalStateException("the adapter could not be loaded; see " + log);
        }
        Properties traits = new Properties();
        try (var in = Files.newBufferedReader(written, StandardCharsets.UTF_8)) {
          traits.load(in);
        }
        return AdapterTraits.fromProperties(traits);
      } finally {
        Files.deleteIfExists(written);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted");
    }
  }

  /**
   * One fork JVM to start: {@code ForkMain} with the trials of {@code planFile} in order, writing them under
   * {@code outDir}. Every line it prints goes to {@code log}; what it tells the runner over its link (each trial's
   * start and end, what failed) goes to {@code messages} as it comes, so the caller can read the machine at each
   * trial's edges.
   */
  record Launch(Path planFile, Path outDir, Path log, long timeoutSeconds, Consumer<ForkMessage> messages) {}

  /**
   * Runs one fork on the adapter's classpath. Returns the JVM's exit code, or -1 if it overran its time limit.
   *
   * @param answers answers the fork's questions over its link: the fork waits for them
   */
  int runFork(RunSettings settings, AdapterConfig config, Path idSpaceDir, Launch launch, Answers answers) {
    ForkTree run = settings.get(BenchSettings.CLASS_ARCHIVE)
        ? ClassArchive.archived(tree, settings.root().resolve("target/class-archives")) : tree;
    List<String> command = forkJava(settings, run);
    int insert = 1;
    for (String flag : run.jvmFlags()) {
      command.add(insert++, flag);
    }
    for (var property : config.toProperties().entrySet()) {
      command.add(insert++, "-D" + property.getKey() + "=" + property.getValue());
    }
    command.add(insert++, BenchSettings.SEED.flag(settings.get(BenchSettings.SEED)));
    command.add(insert++, ForkSettings.ID_SPACE_DIR.flag(idSpaceDir));
    for (String flag : iterationFlags(settings)) {
      command.add(insert++, flag);
    }
    if (!serverProcesses.isEmpty()) {
      command.add(insert++, ForkSettings.SERVER_PID.flag(
          String.join(",", serverProcesses.stream().map(p -> Long.toString(p.pid())).toList())));
    }
    command.add(insert++, BenchSettings.PREPARE_THREADS.flag(settings.get(BenchSettings.PREPARE_THREADS)));
    for (String flag : datasetFlags(settings)) {
      command.add(insert++, flag);
    }
    if (settings.fault() != null) {
      command.add(insert++, ForkSettings.RECORD_WRITES.flag(true));
    }
    for (var rate : RateSettings.IN_FORK) {
      String raw = rate.raw(settings.properties());
      if (raw != null) {
        command.add(insert++, "-D" + rate.name() + "=" + raw);
      }
    }
    // Resolved here: its default depends on bench.quick, which the fork is not told.
    command.add(insert++, RateSettings.RATE_SECONDS.flag(settings.get(RateSettings.RATE_SECONDS)));
    command.add(insert, IGNORE_LOCK);
    return runForkMain(command, config.secretEnvironment(), launch, answers, settings.get(BenchSettings.CLIENT_CPUS));
  }

  /**
   * Runs the noise probe's fork: {@code ForkMain} on this JVM's classpath (the harness's alone: no adapter), told only
   * what every fork is told of its iterations, so its trial lasts as long as a benchmark's. Returns as
   * {@link #runFork}.
   */
  int runProbe(RunSettings settings, Launch launch) {
    List<String> command = forkJava(settings, tree);
    List<String> flags = new ArrayList<>(tree.jvmFlags());
    flags.addAll(iterationFlags(settings));
    flags.add(IGNORE_LOCK);
    command.addAll(1, flags);
    return runForkMain(command, Map.of(), launch, Answers.NONE, settings.get(BenchSettings.CLIENT_CPUS));
  }

  /** With a loaded dataset: its size, and how a fork draws its rows (docs/methodology.md, "A loaded dataset"). */
  private static List<String> datasetFlags(RunSettings settings) {
    long users = settings.get(DatasetSettings.USERS);
    return users == 0 ? List.of() : List.of(DatasetSettings.USERS.flag(users),
        DatasetSettings.KEYS.flag(settings.get(DatasetSettings.KEYS)),
        DatasetSettings.ZIPFIAN_CONSTANT.flag(settings.get(DatasetSettings.ZIPFIAN_CONSTANT)));
  }

  /** What every fork is told: how many iterations it measures, how long each lasts, and how long it warms up. */
  private static List<String> iterationFlags(RunSettings settings) {
    return List.of(BenchSettings.MEASUREMENT_ITERATIONS.flag(settings.get(BenchSettings.MEASUREMENT_ITERATIONS)),
        BenchSettings.JVM_WARMUP_PASSES.flag(settings.get(BenchSettings.JVM_WARMUP_PASSES)),
        BenchSettings.JVM_WARMUP_SECONDS.flag(settings.get(BenchSettings.JVM_WARMUP_SECONDS)),
        BenchSettings.ITERATION_MILLIS.flag(settings.get(BenchSettings.ITERATION_MILLIS)),
        BenchSettings.WARMUP_ITERATION_MILLIS.flag(settings.warmupIterationMillis()),
        BenchSettings.WARMUP_COMPILE_SHARE.flag(settings.get(BenchSettings.WARMUP_COMPILE_SHARE)),
        BenchSettings.MAX_WARMUP_ITERATIONS.flag(settings.get(BenchSettings.MAX_WARMUP_ITERATIONS)),
        BenchSettings.REMEASURES.flag(settings.get(BenchSettings.REMEASURES)),
        BenchSettings.GC_BETWEEN_ITERATIONS.flag(settings.get(BenchSettings.GC_BETWEEN_ITERATIONS)));
  }

  /**
   * A fork JVM's command up to its classpath: the client heap, the suite's own options
   * ({@link BenchSettings#FORK_JVM_OPTIONS}), then the user's, which win.
   */
  static List<String> forkJava(RunSettings settings, ForkTree tree) {
    List<String> command = java(tree, settings.get(BenchSettings.CLIENT_HEAP));
    List<String> options = new ArrayList<>(BenchSettings.FORK_JVM_OPTIONS);
    options.addAll(settings.get(BenchSettings.CLIENT_JVM_OPTIONS));
    command.addAll(3, options);
    return command;
  }

  /**
   * What a fork asks the runner in its untimed set-up, and waits for ({@link ForkMessage}).
   *
   * @param requests the server's request counters so far ({@link ForkMessage.RequestCountsAsked}), or null
   * @param settle the tables emptied and the server waited for ({@link ForkMessage.SettleAsked})
   * @param turns when the fork may start a trial and measure a window: at once, or in turns with other forks
   */
  public record Answers(Supplier<ForkProtocol.RequestCounts> requests, Supplier<ForkProtocol.Settled> settle,
      Interleave.Turns turns) {
    static final Answers NONE = new Answers(() -> null, () -> ForkProtocol.Settled.OFF);

    /** A fork alone. */
    public Answers(Supplier<ForkProtocol.RequestCounts> requests, Supplier<ForkProtocol.Settled> settle) {
      this(requests, settle, Interleave.Turns.ALONE);
    }
  }

  /** @param cpus where it runs ({@code bench.clientCpus}); empty: anywhere */
  private int runForkMain(List<String> command, Map<String, String> environment, Launch launch, Answers answers,
      String cpus) {
    command.add(1, GcLog.option(gcLog(launch.log())));
    command.add(ForkProtocol.FORK_MAIN);
    command.add(launch.planFile().toString());
    command.add(launch.outDir().toString());
    Process process = null;
    try (ForkListener listener = new ForkListener()) {
      command.add(1, ForkSettings.LINK_PORT.flag(listener.port()));
      // JMH's console and the library's go straight to the log, where a user looks while a long fork runs.
      ProcessBuilder builder = new ProcessBuilder(CpuPinning.on(cpus, command)).redirectErrorStream(true)
          .redirectOutput(ProcessBuilder.Redirect.appendTo(launch.log().toFile()));
      builder.environment().putAll(environment);
      process = builder.start();
      RUNNING.add(process);
      answers.turns().started(process.toHandle());
      Process started = process;
      ScheduledFuture<?> watchdog = WATCHDOG.schedule(() -> kill(started), launch.timeoutSeconds(),
          TimeUnit.SECONDS);
      listener.follow(process, launch.messages(), answers);
      process.waitFor();
      boolean overran = !watchdog.cancel(false);
      return overran ? -1 : process.exitValue();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      kill(process);
      throw new IllegalStateException("interrupted");
    } finally {
      if (process != null) {
        RUNNING.remove(process);
      }
    }
  }

  /** A new fork JVM's pause log beside its console log: {@code <adapter>-<n>.gc.log}, n counting from 1. */
  static Path gcLog(Path log) {
    String stem = log.getFileName().toString().replaceFirst("\\.log$", "");
    for (int n = 1; ; n++) {
      Path file = log.resolveSibling(stem + "-" + n + GcLog.SUFFIX);
      if (!Files.exists(file)) {
        return file;
      }
    }
  }

  /** The fork JVMs running at the moment, for the stats sidecar and the machine-load readings. */
  public static List<ProcessHandle> running() {
    return RUNNING.stream().map(Process::toHandle).toList();
  }

  private static List<String> java(ForkTree tree, String heap) {
    List<String> command = new ArrayList<>();
    command.add(tree.java());
    command.add("-Xms" + heap);
    command.add("-Xmx" + heap);
    command.add("-cp");
    command.add(String.join(java.io.File.pathSeparator, tree.classpath()));
    return command;
  }

  /** Stops the fork JVMs that are running, if any, and their children: the user stopped the run. */
  public static void stopCurrent() {
    RUNNING.forEach(BenchmarkJvm::kill);
  }

  private static void kill(Process process) {
    if (process != null) {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
    }
  }
}
