package org.mapperbench.jmh.runner;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.data.DataGenerator;

/**
 * Everything a user can set for a run, from {@code -D} properties. Empty values mean "the default", because the
 * Maven profile passes every property through whether or not the user set it.
 *
 * <p>JMH settings left unset fall back to the benchmark class's annotations (2 forks, 3 warm-up and 5 measurement
 * iterations of 2 s); {@code bench.quick=true} makes a smoke run of one fork, one warm-up and two measurement
 * iterations of 1 s, after 15 s instead of 60 s of server warm-up.
 */
record RunSettings(
    Path root,
    Path workDir,
    Path resultsDir,
    List<String> adapters,
    List<String> operations,
    List<Integer> threads,
    boolean quick,
    Integer forks,
    Integer warmupIterations,
    Integer measurementIterations,
    Integer iterationSeconds,
    long seed,
    String consistency,
    String clientHeap,
    int serverWarmupSeconds,
    boolean shuffle,
    int statsIntervalMillis,
    Properties properties) {

  /** The suite's Cassandra keyspace (the MariaDB database is named by the URL or is the embedded default). */
  String keyspace() {
    return properties.getProperty("cassandra.keyspace", AdapterConfig.KEYSPACE);
  }

  static RunSettings from(Properties raw) {
    Properties p = new Properties();
    raw.stringPropertyNames().forEach(k -> {
      String v = raw.getProperty(k).strip();
      if (!v.isEmpty()) {
        p.setProperty(k, v);
      }
    });
    Path root = Path.of(p.getProperty("mapperbench.root", ".")).toAbsolutePath().normalize();
    boolean quick = Boolean.parseBoolean(p.getProperty("bench.quick", "false"));
    return new RunSettings(
        root,
        Path.of(p.getProperty("mapperbench.workDir", root.resolve("jmh/runner/target").toString())),
        Path.of(p.getProperty("bench.resultsDir", root.resolve("results").toString())),
        list(p, "bench.adapters", ""),
        list(p, "bench.operations", ""),
        list(p, "bench.threads", "1,4,16").stream().map(t -> positive("bench.threads", t)).toList(),
        quick,
        integer(p, "bench.forks", quick ? 1 : null),
        integer(p, "bench.warmupIterations", quick ? 1 : null),
        integer(p, "bench.measurementIterations", quick ? 2 : null),
        integer(p, "bench.iterationSeconds", quick ? 1 : null),
        Long.parseLong(p.getProperty("bench.seed", Long.toString(DataGenerator.DEFAULT_SEED))),
        p.getProperty("bench.consistency", AdapterConfig.DEFAULT_CONSISTENCY),
        p.getProperty("bench.clientHeap", "1g"),
        integer(p, "bench.serverWarmupSeconds", quick ? 15 : 60),
        Boolean.parseBoolean(p.getProperty("bench.shuffle", "true")),
        integer(p, "bench.statsIntervalMillis", 1000),
        checkedJmxAddress(p));
  }

  /** The settings as they go into run.json. */
  Map<String, Object> describe() {
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("quick", quick);
    d.put("forks", forks == null ? "class default (2)" : forks);
    d.put("warmupIterations", warmupIterations == null ? "class default (3)" : warmupIterations);
    d.put("measurementIterations", measurementIterations == null ? "class default (5)" : measurementIterations);
    d.put("iterationSeconds", iterationSeconds == null ? "class default (2)" : iterationSeconds);
    // The report tells a benchmark that was never planned from one that went missing.
    d.put("operations", operations.isEmpty() ? PlannedBenchmark.OPERATIONS : operations);
    d.put("sweepThreads", threads);
    d.put("seed", seed);
    d.put("consistencyLevel", consistency);
    d.put("clientHeap", clientHeap);
    d.put("serverWarmupSeconds", serverWarmupSeconds);
    d.put("shuffledAdapterOrder", shuffle);
    d.put("statsIntervalMillis", statsIntervalMillis);
    return d;
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
