package org.mapperbench.jmh.runner.phase;

import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.ForkSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.jmh.runner.fork.BenchmarkJvm;
import org.mapperbench.jmh.runner.fork.ForkRunner;
import org.mapperbench.jmh.runner.plan.PlannedBenchmark;
import org.mapperbench.jmh.runner.plan.RunPlan;
import org.mapperbench.jmh.runner.server.SuiteServer;
import org.mapperbench.jmh.runner.variant.AdapterModule;
import org.mapperbench.settings.ProfileSettings;

/**
 * The profiling pass ({@code bench.profile}), after the timed rounds: per adapter one fork JVM that runs each of its
 * operations on one thread, warmed up as a measured trial is, with its measured windows under async-profiler once
 * per event. Never timed; verified against the server's counters like every fork. The profiler's jar is on these
 * forks' classpath alone.
 */
public final class ProfilePhase {
  /** Without them, async-profiler loaded after start-up misses inlined frames (its troubleshooting guide). */
  private static final List<String> PROFILER_FLAGS = List.of("-XX:+UnlockDiagnosticVMOptions",
      "-XX:+DebugNonSafepoints");

  private final RunSettings settings;
  private final RunPlan plan;
  private final Map<Backend, SuiteServer> servers;
  private final long startNanos;

  public ProfilePhase(RunSettings settings, RunPlan plan, Map<Backend, SuiteServer> servers, long startNanos) {
    this.settings = settings;
    this.plan = plan;
    this.servers = servers;
    this.startNanos = startNanos;
  }

  public static boolean on(RunSettings settings) {
    return !settings.get(ProfileSettings.PROFILE).isEmpty();
  }

  /** Whether the run is the profiling pass alone ({@code bench.profileOnly}). */
  public static boolean only(RunSettings settings) {
    return on(settings) && settings.get(ProfileSettings.PROFILE_ONLY);
  }

  /**
   * What the pass will take, for the run's budget: per adapter a fork JVM's start and, per operation, its inputs, a
   * warm-up of a few iterations and one measured run per event.
   */
  public static double seconds(RunSettings settings, int adapters) {
    if (!on(settings)) {
      return 0;
    }
    int operations = settings.get(BenchSettings.OPERATIONS).isEmpty() ? SuiteNames.OPERATIONS.size()
        : settings.get(BenchSettings.OPERATIONS).size();
    double iteration = settings.get(BenchSettings.ITERATION_MILLIS) / 1000.0;
    int events = settings.get(ProfileSettings.PROFILE).size();
    double perTrial = 3 + (settings.get(BenchSettings.WARMUP_ITERATIONS) + 4) * iteration
        + events * (settings.get(BenchSettings.MEASUREMENT_ITERATIONS) * iteration + 1);
    return adapters * (15 + operations * perTrial);
  }

  /** Runs the pass; does nothing unless {@code bench.profile} is set. */
  public void run(ForkRunner forks) {
    if (!on(settings)) {
      return;
    }
    String platform = System.getProperty("os.name") + " " + System.getProperty("os.arch");
    if (!supported(platform)) {
      System.out.println("profiling pass: skipped: async-profiler has no library for " + platform);
      return;
    }
    Path recorded = settings.root().resolve("jmh/benchmarks/target/profiler-classpath.txt");
    if (!Files.isRegularFile(recorded)) {
      System.out.println("profiling pass: skipped: the benchmarks module recorded no async-profiler jar");
      return;
    }
    List<String> profiler = AdapterModule.readClasspath(recorded);
    List<String> events = settings.get(ProfileSettings.PROFILE);
    System.out.printf("profiling pass (%s): %d adapters, one fork JVM each, never timed%n", String.join(", ", events),
        plan.ids().size());
    for (String id : plan.ids()) {
      List<PlannedBenchmark> trials = trials(plan.benchmarks().get(id));
      List<String> flags = new ArrayList<>(PROFILER_FLAGS);
      flags.add(ForkSettings.PROFILE_EVENTS.flag(String.join(",", events)));
      SuiteServer server = servers.get(plan.backends().get(id));
      forks.run(1, id, trials, plan.benchmarks().get(id), server,
          new BenchmarkJvm(plan.trees().get(id).plus(profiler, flags), server.target().processes()),
          new ProgressLines("profile r", trials.size(), startNanos));
    }
  }

  /** The platforms whose native library async-profiler's jar carries: Linux on x64 and arm64, and macOS. */
  static boolean supported(String platform) {
    return platform.matches("Linux (amd64|x86_64|aarch64)") || platform.startsWith("Mac OS X");
  }

  /** Each operation the adapter measures on one thread, in its first consistency setting, profiled. */
  static List<PlannedBenchmark> trials(List<PlannedBenchmark> measured) {
    Object first = measured.get(0).setting();
    return measured.stream().filter(b -> !b.paced() && !b.throughput() && b.setting() == first)
        .map(b -> PlannedBenchmark.profiled(b.method(), b.setting())).toList();
  }
}
