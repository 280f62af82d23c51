package org.mapperbench.jmh.runner;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.data.DataGenerator;
import org.mapperbench.jmh.bench.ForkProtocol;
import org.mapperbench.jmh.report.SuiteNames;
import org.mapperbench.jmh.report.model.FaultRecord;
import org.mapperbench.jmh.report.model.SettingsRecord;

/**
 * Everything a user can set for a run, from {@code -D} properties. Empty values mean "the default", because the
 * Maven profile passes every property through whether or not the user set it.
 *
 * <p>A run is a sequence of rounds; each round runs one fork of every planned benchmark that still needs one (see
 * {@link RoundPlanner}). A fork measures {@code warmupIterations} and {@code measurementIterations} iterations of
 * {@code iterationMillis}; before any of them, each fork JVM runs {@code jvmWarmupPasses} passes of one iteration over
 * all its benchmarks, and every benchmark goes on warming up while the JIT compiled for more than {@code warmupCompileShare} of its last warm-up
 * iteration, up to {@code maxWarmupIterations} warm-up iterations in all. At least
 * {@code minRounds} rounds run; then rounds are added for the benchmarks whose interval is still wider than
 * {@code precision} until every one meets it, {@code maxRounds} is reached or the next round would overrun
 * {@code budget}. {@code bench.quick=true} makes a smoke run of exactly two short rounds.
 */
record RunSettings(
    Path root,
    Path workDir,
    Path resultsDir,
    List<String> adapters,
    List<String> operations,
    List<Integer> threads,
    boolean quick,
    int minRounds,
    int maxRounds,
    double precision,
    Duration budget,
    int warmupIterations,
    int jvmWarmupPasses,
    double warmupCompileShare,
    int maxWarmupIterations,
    int measurementIterations,
    int iterationMillis,
    long seed,
    List<String> consistencyLevels,
    List<Integer> replicationFactors,
    String clientHeap,
    int serverWarmupSeconds,
    boolean shuffle,
    int statsIntervalMillis,
    Properties properties) {
  // Chosen from measured variance components; docs/methodology.md, "What the defaults rest on", shows the measurement.
  static final int DEFAULT_MIN_ROUNDS = 3;
  static final int DEFAULT_MAX_ROUNDS = 12;
  static final double DEFAULT_PRECISION = 0.05;
  // Three rounds of all nine adapters take about 70 minutes on 2 cores; the rest is for the precise costs' rounds.
  static final Duration DEFAULT_BUDGET = Duration.ofMinutes(90);
  static final int DEFAULT_WARMUP_ITERATIONS = 1;
  static final int DEFAULT_JVM_WARMUP_PASSES = 1;
  // A trial warms up past its planned iterations while the JIT still compiles for more than this share of one.
  static final double DEFAULT_WARMUP_COMPILE_SHARE = 0.05;
  static final int DEFAULT_MAX_WARMUP_ITERATIONS = 16;
  static final int QUICK_MAX_WARMUP_ITERATIONS = 8;
  static final int DEFAULT_MEASUREMENT_ITERATIONS = 2;
  static final int DEFAULT_ITERATION_MILLIS = 500;
  // A smoke run: long enough for a few thousand calls per iteration, short enough for nine adapters in 15 minutes.
  static final int QUICK_ITERATION_MILLIS = 250;

  /** The suite's Cassandra keyspace (the MariaDB database is named by the URL or is the embedded default). */
  String keyspace() {
    return properties.getProperty("cassandra.keyspace", AdapterConfig.KEYSPACE);
  }

  static RunSettings from(Properties raw) {
    RunSettings settings = parse(raw);
    settings.slowdown(); // a typo stops the run before any server starts
    settings.fault();
    return settings;
  }

  private static RunSettings parse(Properties raw) {
    Properties p = new Properties();
    raw.stringPropertyNames().forEach(k -> {
      String v = raw.getProperty(k).strip();
      if (!v.isEmpty()) {
        p.setProperty(k, v);
      }
    });
    Path root = Path.of(p.getProperty("mapperbench.root", ".")).toAbsolutePath().normalize();
    boolean quick = Boolean.parseBoolean(p.getProperty("bench.quick", "false"));
    if (p.containsKey("bench.forks")) {
      throw new BadInput("-Dbench.forks is gone: every fork is a round now; set -Dbench.rounds (and -Dbench.maxRounds)");
    }
    int minRounds = integer(p, "bench.rounds", quick ? 2 : DEFAULT_MIN_ROUNDS);
    return new RunSettings(
        root,
        Path.of(p.getProperty("mapperbench.workDir", root.resolve("jmh/runner/target").toString())),
        Path.of(p.getProperty("bench.resultsDir", root.resolve("results").toString())),
        list(p, "bench.adapters", ""),
        list(p, "bench.operations", ""),
        list(p, "bench.threads", "1,4,16").stream().map(t -> positive("bench.threads", t)).toList(),
        quick,
        minRounds,
        Math.max(minRounds, integer(p, "bench.maxRounds", quick ? minRounds : DEFAULT_MAX_ROUNDS)),
        share(p, "bench.precision", DEFAULT_PRECISION),
        p.containsKey("bench.budget") ? duration("bench.budget", p.getProperty("bench.budget"))
            : quick ? null : DEFAULT_BUDGET,
        integer(p, "bench.warmupIterations", quick ? 1 : DEFAULT_WARMUP_ITERATIONS),
        integer(p, ForkProtocol.JVM_WARMUP_PASSES_PROPERTY, DEFAULT_JVM_WARMUP_PASSES),
        share(p, "bench.warmupCompileShare", DEFAULT_WARMUP_COMPILE_SHARE),
        integer(p, "bench.maxWarmupIterations", quick ? QUICK_MAX_WARMUP_ITERATIONS : DEFAULT_MAX_WARMUP_ITERATIONS),
        integer(p, "bench.measurementIterations", quick ? 2 : DEFAULT_MEASUREMENT_ITERATIONS),
        iterationMillis(p, quick),
        Long.parseLong(p.getProperty("bench.seed", Long.toString(DataGenerator.DEFAULT_SEED))),
        consistencyLevels(p),
        replicationFactors(p),
        p.getProperty("bench.clientHeap", "1g"),
        // Each node of an embedded cluster compiles its own hot paths from its share of the warm-up's requests.
        integer(p, "bench.serverWarmupSeconds", (quick ? 15 : 60) * integer(p, "cassandra.nodes", 1)),
        Boolean.parseBoolean(p.getProperty("bench.shuffle", "true")),
        integer(p, "bench.statsIntervalMillis", 1000),
        checkedJmxAddress(p));
  }

  /** The settings as they go into run.json. */
  SettingsRecord describe() {
    return new SettingsRecord(quick, minRounds, maxRounds, precision, budget == null ? null : budget.toSeconds(),
        warmupIterations, jvmWarmupPasses, null, warmupCompileShare, maxWarmupIterations, measurementIterations,
        iterationMillis,
        // The report tells a benchmark that was never planned from one that went missing.
        operations.isEmpty() ? SuiteNames.OPERATIONS : operations,
        threads, seed,
        // The first setting of the sweep is the run's reference: the report's main tables show it.
        consistencyLevels.get(0), consistencyLevels, replicationFactors, clientHeap, serverWarmupSeconds, shuffle,
        statsIntervalMillis, slowdown() > 0 ? slowdown() : null, fault());
  }

  /**
   * {@code bench.slowdown}: every adapter call made this share slower on purpose (0.10 = 10%), by a test-only wrapper,
   * so that compare can be shown to call a known slowdown slower; 0 in every real run.
   */
  double slowdown() {
    String v = properties.getProperty("bench.slowdown");
    return v == null ? 0 : share(properties, "bench.slowdown", 0);
  }

  /** Levels a request can be sent at; SERIAL and LOCAL_SERIAL are for a conditional update's Paxos phase only. */
  static final List<String> CONSISTENCY_LEVELS =
      List.of("ANY", "ONE", "TWO", "THREE", "QUORUM", "ALL", "LOCAL_QUORUM", "EACH_QUORUM", "LOCAL_ONE");

  /** {@code bench.consistency}: one level, or several to sweep (ONE,QUORUM,ALL). */
  private static List<String> consistencyLevels(Properties p) {
    List<String> levels = list(p, "bench.consistency", AdapterConfig.DEFAULT_CONSISTENCY).stream()
        .map(level -> level.toUpperCase(java.util.Locale.ROOT)).distinct().toList();
    for (String level : levels) {
      if (!CONSISTENCY_LEVELS.contains(level)) {
        throw new BadInput("-Dbench.consistency wants levels such as ONE,QUORUM,ALL, not '" + level + "'; known: "
            + String.join(", ", CONSISTENCY_LEVELS));
      }
    }
    return levels;
  }

  /**
   * {@code bench.replicationFactor}: one factor, or several to sweep (1,3), each in a keyspace of its own. Without
   * it, and without a replication map ({@code cassandra.replication}), an embedded cluster of N nodes gets
   * min(N, 3) and a single node 1. Empty when the user gave the replication map itself.
   */
  private static List<Integer> replicationFactors(Properties p) {
    if (p.containsKey("bench.replicationFactor") && p.containsKey("cassandra.replication")) {
      throw new BadInput("-Dbench.replicationFactor and -Dcassandra.replication both set the replication: give one");
    }
    if (p.containsKey("cassandra.replication")) {
      return List.of(); // the user's own map: no factor of the suite's
    }
    int nodes = p.containsKey("cassandra.nodes") ? positive("cassandra.nodes", p.getProperty("cassandra.nodes")) : 1;
    return list(p, "bench.replicationFactor", Integer.toString(Math.min(nodes, 3))).stream()
        .map(f -> positive("bench.replicationFactor", f)).distinct().toList();
  }

  /**
   * {@code bench.fault}: null, or {@code node-down} (see NodeDownFault), which needs an embedded cluster of two nodes
   * or more: the suite stops only nodes it started.
   */
  String fault() {
    String fault = properties.getProperty("bench.fault");
    if (fault == null) {
      return null;
    }
    if (!fault.equals(FaultRecord.NODE_DOWN)) {
      throw new BadInput("-Dbench.fault knows only node-down, not '" + fault + "'");
    }
    if (properties.containsKey("cassandra.contactPoints") || "container".equals(properties.getProperty("bench.server"))
        || !(Integer.parseInt(properties.getProperty("cassandra.nodes", "1")) >= 2)) {
      throw new BadInput("-Dbench.fault=node-down stops a node of the suite's own embedded cluster: add -Dcassandra.nodes=3");
    }
    return fault;
  }

  /** bench.iterationMillis, or the older bench.iterationSeconds. */
  private static int iterationMillis(Properties p, boolean quick) {
    if (p.containsKey("bench.iterationMillis")) {
      return integer(p, "bench.iterationMillis", null);
    }
    Integer seconds = integer(p, "bench.iterationSeconds", null);
    return seconds != null ? seconds * 1000 : quick ? QUICK_ITERATION_MILLIS : DEFAULT_ITERATION_MILLIS;
  }

  /** A wall time such as 45m, 1h30m, 90s, or a number of seconds. */
  static Duration duration(String name, String value) {
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?:(\\d+)h)?(?:(\\d+)m)?(?:(\\d+)s?)?").matcher(value);
    if (m.matches() && !value.isEmpty()) {
      long seconds = 0;
      for (int group = 1; group <= 3; group++) {
        String part = m.group(group);
        seconds += part == null ? 0 : Long.parseLong(part) * (group == 1 ? 3600 : group == 2 ? 60 : 1);
      }
      if (seconds > 0) {
        return Duration.ofSeconds(seconds);
      }
    }
    throw new BadInput("-D" + name + " wants a wall time such as 45m, 1h30m or 900s, not '" + value + "'");
  }

  /** A share such as 0.05, also written as 5%. */
  private static double share(Properties p, String name, double fallback) {
    String v = p.getProperty(name);
    if (v == null) {
      return fallback;
    }
    try {
      double share = v.endsWith("%") ? Double.parseDouble(v.substring(0, v.length() - 1)) / 100 : Double.parseDouble(v);
      if (share > 0 && share < 1) {
        return share;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new BadInput("-D" + name + " wants a share such as 0.05 or 5%, not '" + v + "'");
  }

  /** {@code bench.stats.jmx} is host[:port]; a typo should stop the run before any server starts, not leave a gap. */
  private static Properties checkedJmxAddress(Properties p) {
    String jmx = p.getProperty("bench.stats.jmx");
    int colon = jmx == null ? -1 : jmx.lastIndexOf(':');
    if (colon == 0 || colon > 0 && !jmx.substring(colon + 1).matches("[1-9][0-9]{0,4}")) {
      throw new BadInput("-Dbench.stats.jmx wants host or host:port (Cassandra's JMX port is 7199), not '" + jmx + "'");
    }
    return p;
  }

  private static List<String> list(Properties p, String name, String fallback) {
    return Arrays.stream(p.getProperty(name, fallback).split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
  }

  private static Integer integer(Properties p, String name, Integer fallback) {
    String v = p.getProperty(name);
    return v == null ? fallback : Integer.valueOf(positive(name, v));
  }

  private static int positive(String name, String value) {
    try {
      int n = Integer.parseInt(value);
      if (n > 0) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new BadInput("-D" + name + " wants positive whole numbers, not '" + value + "'");
  }

  /** A mistake in what the user asked for: reported as one line, exit code 2. */
  static final class BadInput extends RuntimeException {
    BadInput(String message) {
      super(message);
    }
  }
}
