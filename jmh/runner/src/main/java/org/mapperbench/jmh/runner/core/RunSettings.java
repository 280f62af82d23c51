package org.mapperbench.jmh.runner.core;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.mapperbench.jmh.results.model.RecordedSettings;
import org.mapperbench.servers.Folders;
import org.mapperbench.settings.BadSetting;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.Reach;
import org.mapperbench.settings.ServerSettings;
import org.mapperbench.settings.Setting;
import org.mapperbench.settings.Suite;

/**
 * Everything a user can set for a run, read through the settings registry ({@link Suite}), which defines each
 * setting's name, default and parser once.
 *
 * <p>A run is a sequence of rounds; each round runs one fork of every planned benchmark that still needs one (see
 * {@code plan.RoundPlanner}). A fork measures {@code warmupIterations} and
 * {@code measurementIterations} iterations of {@code iterationMillis}; before any of them, each fork JVM runs
 * passes of one iteration over all its benchmarks (at least {@code jvmWarmupPasses}) until the JIT is quiet or
 * {@code jvmWarmupSeconds} have gone, and every benchmark goes on warming up while
 * the JIT compiled for more than {@code warmupCompileShare} of its last warm-up iteration, up to
 * {@code maxWarmupIterations} warm-up iterations in all. At least {@code minRounds} rounds run; then rounds are added
 * for the benchmarks whose interval is still wider than {@code precision} until every one meets it, {@code maxRounds}
 * is reached or the next round would overrun {@code budget}. {@code bench.quick=true} makes a smoke run of exactly two
 * short rounds.
 */
public final class RunSettings {
  private final Path root;
  private final Properties properties;

  private RunSettings(Properties raw) {
    root = Path.of(BenchSettings.ROOT.get(raw)).toAbsolutePath().normalize();
    properties = withRoot(raw, root);
  }

  public static RunSettings from(Properties raw) {
    Suite.check(raw); // a typo stops the run before any server starts
    RunSettings settings = new RunSettings(raw);
    // Each accessor parses its own setting when called; parsing every runner setting here, and the two that check
    // one setting against another, stops a bad value before any server starts, not when a later phase reads it.
    Suite.ALL.stream().filter(s -> s.reaches(Reach.RUNNER)).forEach(s -> s.get(settings.properties));
    List<Supplier<?>> crossChecks = List.of(settings::replicationFactors, settings::fault);
    crossChecks.forEach(Supplier::get);
    return settings;
  }

  /**
   * A setting's value for this run, as the setting's own parser reads it: the way the runner reads every setting
   * that needs no more than its value (the accessors below derive a value from several, or convert one).
   */
  public <T> T get(Setting<T> setting) {
    return setting.get(properties);
  }

  /** Whether the user gave {@code setting} for this run, not only its default. */
  public boolean isSet(Setting<?> setting) {
    return setting.isSet(properties);
  }

  public Path root() {
    return root;
  }

  public Path workDir() {
    return Path.of(BenchSettings.WORK_DIR.get(properties));
  }

  public Path resultsDir() {
    return Path.of(BenchSettings.RESULTS_DIR.get(properties));
  }

  public int maxRounds() {
    return Math.max(BenchSettings.ROUNDS.get(properties), BenchSettings.MAX_ROUNDS.get(properties));
  }

  public int warmupIterationMillis() {
    return BenchSettings.warmupIterationMillis(properties, BenchSettings.ITERATION_MILLIS.get(properties));
  }

  public Properties properties() {
    return properties;
  }

  /** The properties with the root made absolute, so that the folders that default to places under it are too. */
  private static Properties withRoot(Properties raw, Path root) {
    Properties p = new Properties();
    raw.stringPropertyNames().forEach(k -> p.setProperty(k, raw.getProperty(k)));
    p.setProperty(BenchSettings.ROOT.name(), root.toString());
    return p;
  }

  /** run.json's settings: every setting it records ({@link #inRunRecord}) by name, with its value. */
  public RecordedSettings recorded() {
    Map<String, RecordedSettings.Value> values = new TreeMap<>();
    Suite.ALL.stream().filter(RunSettings::inRunRecord)
        .forEach(s -> values.put(s.name(), new RecordedSettings.Value(s.text(properties), s.isSet(properties))));
    return RecordedSettings.of(values);
  }

  /**
   * The runner settings the user gave, for run.json's {@code given}: what a resume of the run reuses. Where the run's
   * folders are and the resume itself are left out: they say where, not what, it measured.
   */
  public java.util.Map<String, String> given() {
    java.util.Map<String, String> given = new java.util.TreeMap<>();
    Suite.ALL.stream().filter(s -> inRunRecord(s) && s.isSet(properties))
        .forEach(s -> given.put(s.name(), s.raw(properties)));
    return given;
  }

  /**
   * Whether run.json records the setting, in its settings and, if the user gave it, in {@link #given()}: a runner
   * setting that is not a secret and not a location.
   */
  public static boolean inRunRecord(org.mapperbench.settings.Setting<?> setting) {
    return setting.reaches(org.mapperbench.settings.Reach.RUNNER) && !setting.secret()
        && !java.util.Set.of(BenchSettings.ROOT, BenchSettings.WORK_DIR, BenchSettings.RESULTS_DIR,
            BenchSettings.RESUME, BenchSettings.MAVEN_HOME, BenchSettings.MAVEN_OFFLINE,
            BenchSettings.MAVEN_REPOSITORY).contains(setting);
  }

  /**
   * The local repository the suite's Maven resolved every tree into, as the jmh profile passes it; null when the
   * runner was started without it.
   */
  public Path mavenRepository() {
    String repository = BenchSettings.MAVEN_REPOSITORY.get(properties);
    return repository.isBlank() ? null : Path.of(repository);
  }

  /** {@code bench.resume}: the run folder to go on with, or null for a new run. */
  public Path resume() {
    String folder = BenchSettings.RESUME.get(properties);
    return folder.isBlank() ? null : root.resolve(folder).normalize();
  }

  /** An empty folder {@code name} in the work folder, emptied if an earlier fork left it behind. */
  public Path freshWorkDir(String name) {
    try {
      return Folders.fresh(workDir().resolve(name));
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }


  /** The operations of the throughput sweep ({@code bench.sweepOperations}), of those the run plans. */
  public List<String> sweptOperations() {
    List<String> swept = BenchSettings.SWEEP_OPERATIONS.get(properties);
    return BenchSettings.OPERATIONS.get(properties).isEmpty() ? swept : swept.stream()
        .filter(BenchSettings.OPERATIONS.get(properties)::contains).toList();
  }

  /** {@code bench.slowdown}: see {@link BenchSettings#SLOWDOWN}; 0 in every real run. */
  public double slowdown() {
    return java.util.Objects.requireNonNullElse(BenchSettings.SLOWDOWN.get(properties), 0.0);
  }

  /** {@code bench.injectCpu}: the CPU spun on purpose after the adapter's calls, by operation; none in a real run. */
  public List<org.mapperbench.settings.InjectedCpu> injectedCpu(String adapter) {
    return BenchSettings.INJECT_CPU.get(properties).stream().filter(i -> i.adapter().equals(adapter)).toList();
  }

  /** Whether any fork runs the harness's test-only wrapper that slows calls on purpose (a self-test). */
  public boolean slowsOnPurpose() {
    return slowdown() > 0 || !BenchSettings.INJECT_CPU.get(properties).isEmpty();
  }

  /** {@code bench.slowdownAdapters}: the adapters the slowdown applies to; empty for all. */
  public List<String> slowedAdapters() {
    return org.mapperbench.settings.AdapterIds.canonical(BenchSettings.SLOWDOWN_ADAPTERS.get(properties));
  }

  /** Whether the adapter's forks are slowed on purpose (compare's and the Versions part's self-tests). */
  public boolean slows(String adapter) {
    return slowdown() > 0 && (slowedAdapters().isEmpty() || slowedAdapters().contains(adapter));
  }

  /**
   * {@code bench.replicationFactor}: one factor, or several to sweep (1,3), each in a keyspace of its own. Without
   * it, and without a replication map ({@code cassandra.replication}), an embedded cluster of N nodes gets
   * min(N, 3) and a single node 1. Empty when the user gave the replication map itself.
   */
  public List<Integer> replicationFactors() {
    if (BenchSettings.REPLICATION_FACTOR.isSet(properties) && ServerSettings.REPLICATION.isSet(properties)) {
      throw new BadInput("-Dbench.replicationFactor and -Dcassandra.replication both set the replication: give one");
    }
    return ServerSettings.REPLICATION.isSet(properties) ? List.of() // the user's own map: no factor of the suite's
        : BenchSettings.REPLICATION_FACTOR.get(properties);
  }

  /**
   * {@code bench.fault}: null, or {@code node-down} (see NodeDownFault), which needs an embedded cluster of two nodes
   * or more: the suite stops only nodes it started.
   */
  public String fault() {
    String fault = BenchSettings.FAULT.get(properties);
    if (fault != null && (ServerSettings.CONTACT_POINTS.isSet(properties) || ServerSettings.containers(properties)
        || ServerSettings.CASSANDRA_NODES.get(properties) < 2)) {
      throw new BadInput(
          "-Dbench.fault=node-down stops a node of the suite's own embedded cluster: add -Dcassandra.nodes=3");
    }
    return fault;
  }

  /**
   * {@code bench.interleave}: whether a round's fork JVMs of one family run together, windows in turns. Never with
   * the node-down fault: it stops a node under one fork.
   */
  public boolean interleave() {
    if (!BenchSettings.INTERLEAVE.get(properties)) {
      return false;
    }
    if (fault() != null) {
      throw new BadInput("-Dbench.interleave and -Dbench.fault cannot run together: give one");
    }
    return true;
  }

  /** A mistake in what the user asked for: reported as one line, exit code 2. */
  public static final class BadInput extends BadSetting {
    public BadInput(String message) {
      super(message);
    }
  }
}
