package org.mapperbench.jmh.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.IntToDoubleFunction;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.jmh.results.figures.BenchmarkFigures;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.SuiteInterval;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.results.model.AdapterRecord;
import org.mapperbench.jmh.results.model.ForkJvmRecord;
import org.mapperbench.jmh.results.model.MachineRecord;
import org.mapperbench.jmh.results.model.RecordedSettings;
import org.mapperbench.jmh.results.model.RoundRecord;
import org.mapperbench.jmh.results.model.RunRecord;
import org.mapperbench.jmh.results.model.ServerRecord;
import org.mapperbench.jmh.results.model.ResultEntries;
import org.mapperbench.jmh.results.model.ResultEntry;
import org.mapperbench.jmh.results.model.TraitsRecord;
import org.mapperbench.jmh.results.model.VerificationRecord;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.protocol.metrics.CostMetric;
import org.mapperbench.settings.Setting;

/**
 * JMH entries made up to a known truth, as the suite writes them: forks (one per round) of iterations, each fork at
 * its own level, for tests of what the intervals and the verdicts conclude from them.
 */
public final class SyntheticEntries {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private SyntheticEntries() {}

  /**
   * A sample-mode entry: each fork's level from {@code forkLevel}, each iteration 2% (sd) off it, each iteration's
   * calls spread from 0.5 to 1.5 times its level over {@code distinct} values, more of them near the level.
   */
  public static ObjectNode sample(String operation, int forks, int iterations, int distinct,
      IntToDoubleFunction forkLevel, long seed) {
    Random random = new Random(seed);
    ObjectNode entry = head(operation, "sample", 1, forks, "us/op");
    ObjectNode primary = (ObjectNode) entry.get("primaryMetric");
    ArrayNode histograms = primary.putArray("rawDataHistogram");
    double total = 0;
    long calls = 0;
    for (int f = 0; f < forks; f++) {
      ArrayNode fork = histograms.addArray();
      double level = forkLevel.applyAsDouble(f);
      for (int i = 0; i < iterations; i++) {
        double iterationLevel = level * (1 + 0.02 * random.nextGaussian());
        ArrayNode iteration = fork.addArray();
        for (int v = 0; v < distinct; v++) {
          double value = iterationLevel * (0.5 + (double) v / distinct);
          long count = 1 + (long) (10 * Math.exp(-Math.pow((v - distinct / 2.0) / (distinct / 6.0), 2)));
          iteration.addArray().add(value).add(count);
          total += value * count;
          calls += count;
        }
      }
    }
    primary.put("score", total / calls);
    primary.putObject("scorePercentiles").put("99.0", total / calls * 1.4);
    return withInterval(entry);
  }

  /** A throughput entry: each fork's level from {@code forkLevel}, each iteration's score 2% (sd) off it. */
  public static ObjectNode throughput(String operation, int threads, int forks, int iterations,
      IntToDoubleFunction forkLevel, long seed) {
    Random random = new Random(seed);
    ObjectNode entry = head(operation, "thrpt", threads, forks, "ops/s");
    ObjectNode primary = (ObjectNode) entry.get("primaryMetric");
    ArrayNode raw = primary.putArray("rawData");
    double total = 0;
    for (int f = 0; f < forks; f++) {
      ArrayNode fork = raw.addArray();
      for (int i = 0; i < iterations; i++) {
        double score = forkLevel.applyAsDouble(f) * (1 + 0.02 * random.nextGaussian());
        fork.add(score);
        total += score;
      }
    }
    primary.put("score", total / (forks * iterations));
    return withInterval(entry);
  }

  /**
   * Adds a secondary metric as the suite's profiler writes it, one value per iteration: each fork at its level from
   * {@code forkLevel}, each iteration {@code spread} (sd, a share) off it.
   */
  public static ObjectNode withSecondary(ObjectNode entry, String metric, String unit, double spread,
      IntToDoubleFunction forkLevel, long seed) {
    Random random = new Random(seed);
    int forks = entry.path("forks").asInt();
    int iterations = entry.path("primaryMetric").path("rawDataHistogram").path(0).size();
    ObjectNode node = entry.with("secondaryMetrics").putObject(metric);
    node.put("scoreUnit", unit);
    ArrayNode raw = node.putArray("rawData");
    double total = 0;
    for (int f = 0; f < forks; f++) {
      ArrayNode fork = raw.addArray();
      for (int i = 0; i < iterations; i++) {
        double value = forkLevel.applyAsDouble(f) * (1 + spread * random.nextGaussian());
        fork.add(value);
        total += value;
      }
    }
    node.put("score", total / (forks * iterations));
    return entry;
  }

  private static ObjectNode head(String operation, String mode, int threads, int forks, String unit) {
    ObjectNode entry = NODES.objectNode();
    entry.put("benchmark", "org.mapperbench.jmh.bench.CrudBenchmarks." + operation);
    entry.put("mode", mode);
    entry.put("threads", threads);
    entry.put("forks", forks);
    entry.putObject("primaryMetric").put("scoreUnit", unit);
    List<RoundRecord> rounds = new ArrayList<>();
    for (int f = 0; f < forks; f++) {
      rounds.add(new RoundRecord(f + 1, null, null, 1.0, null, null, null, null, true, null));
    }
    entry.set("rounds", RunResults.JSON.valueToTree(rounds));
    entry.set("verification", RunResults.JSON.valueToTree(verification(true)));
    return entry;
  }

  /** A made-up entry read as every reader reads one from a file. */
  public static ResultEntry entry(JsonNode tree) {
    return ResultEntries.of(tree);
  }

  /** A verification as the runner writes it, with nothing counted. */
  public static VerificationRecord verification(boolean passed) {
    return new VerificationRecord(passed, VerificationRecord.FORK_JVM_SCOPE, Map.of(), Map.of(), List.of());
  }

  private static ObjectNode withInterval(ObjectNode entry) {
    entry.set("interval", RunResults.JSON.valueToTree(SuiteInterval.of(entry(entry))));
    return entry;
  }

  /**
   * A results folder of made-up entries: run.json naming each adapter as passed, of backend CASSANDRA and family
   * "driver4" (so driver4-native is every adapter's native), with a precision target of 5% and a sweep at 4 threads.
   */
  public static RunResults run(Path dir, Map<String, List<JsonNode>> entries) {
    return write(dir, runRecord(entries.keySet(), settings(List.of(), List.of(), List.of(), List.of(4)), Map.of()),
        entries);
  }

  /** The settings of a made-up run: a precision target of 5%, and what is given; every other setting absent. */
  public static RecordedSettings settings(List<String> levels, List<Integer> factors, List<String> operations,
      List<Integer> sweepThreads) {
    Map<String, RecordedSettings.Value> values = new LinkedHashMap<>();
    values.put(BenchSettings.PRECISION.name(), new RecordedSettings.Value("0.05", false));
    Map.of(BenchSettings.CONSISTENCY, levels, BenchSettings.REPLICATION_FACTOR, factors, BenchSettings.OPERATIONS,
        operations, BenchSettings.THREADS, sweepThreads).forEach((setting, list) -> {
          if (!list.isEmpty()) {
            values.put(setting.name(), new RecordedSettings.Value(Setting.format(list), true));
          }
        });
    return RecordedSettings.of(values);
  }

  /** run.json of a made-up run that passed: each adapter passed, as {@link #run} describes them, with its forks. */
  public static RunRecord runRecord(Collection<String> adapters, RecordedSettings settings,
      Map<String, List<ForkJvmRecord>> forks) {
    TraitsRecord traits = new TraitsRecord(null, "driver4", Backend.CASSANDRA, null, null, null, null, null, null, null,
        null, null, null, null, null);
    Map<String, AdapterRecord> records = new LinkedHashMap<>();
    adapters.forEach(a -> records.put(a,
        new AdapterRecord(SuiteNames.PASSED, traits, null, null, forks.get(a), null, null)));
    return new RunRecord(null, null, SuiteNames.PASSED, null, null, null, settings, null, records, null, null, null,
        null, null, null, null);
  }

  /** A results folder of the run and the adapters' entries, loaded. */
  public static RunResults write(Path dir, RunRecord run, Map<String, List<JsonNode>> entries) {
    try {
      for (Map.Entry<String, List<JsonNode>> adapter : entries.entrySet()) {
        ArrayNode list = NODES.arrayNode();
        adapter.getValue().forEach(list::add);
        RunResults.JSON.writeValue(dir.resolve(adapter.getKey() + ".json").toFile(), list);
      }
      RunResults.JSON.writeValue(dir.resolve(SuiteNames.RUN_FILE).toFile(), run);
      return RunResults.load(dir);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * A run of a mapper and its native adapter with a known truth: spring-data reads users 40% slower than
   * driver4-native and allocates three times as much per read, writes users at the same cost, and sends one request
   * per call as it does. Fork levels vary by {@code spread} (sd) around the truth, the same in both adapters' forks of
   * a round, as the machine's state does.
   */
  public static RunResults judgedRun(Path dir, int forks, double spread) {
    return judgedRun(dir, forks, spread, 12000);
  }

  /** The same, spring-data allocating {@code mapperReadBytes} a read. */
  public static RunResults judgedRun(Path dir, int forks, double spread, double mapperReadBytes) {
    Random round = new Random(7);
    double[] shared = new double[forks];
    for (int f = 0; f < forks; f++) {
      shared[f] = 1 + spread * round.nextGaussian();
    }
    Map<String, List<JsonNode>> entries = new java.util.LinkedHashMap<>();
    entries.put("driver4-native", List.of(judged("readUser", forks, shared, 200, 4000, 11),
        judged("writeUser", forks, shared, 300, 3000, 12)));
    entries.put("spring-data", List.of(judged("readUser", forks, shared, 280, mapperReadBytes, 13),
        judged("writeUser", forks, shared, 300, 3000, 14)));
    return run(dir, entries);
  }

  public static RunResults judgedRun(Path dir, int forks) {
    return judgedRun(dir, forks, 0.03);
  }

  private static ObjectNode judged(String op, int forks, double[] shared, double micros, double bytes, long seed) {
    ObjectNode entry = sample(op, forks, 3, 40, f -> micros * shared[f], seed);
    withSecondary(entry, CostMetric.ALLOC_CLIENT.metricName(), "B/op", 0.01, f -> bytes, seed + 100);
    withSecondary(entry, CostMetric.REQUESTS_SERVER.metricName(), "requests/op", 0, f -> 1.0, seed + 200);
    withSecondary(entry, CostMetric.CPU_CLIENT.metricName(), "us/op", 0.05, f -> micros * 0.6 * shared[f], seed + 300);
    withSecondary(entry, CostMetric.CPU_SERVER.metricName(), "us/op", 0.05, f -> 150 * shared[f], seed + 400);
    return withInterval(entry);
  }

  /** Figures of a made-up entry, as every reader gets them. */
  static BenchmarkFigures figures(String adapter, JsonNode entry) {
    return BenchmarkFigures.of(adapter, entry(entry));
  }

  /**
   * The probe's entry as the runner writes it: one fork per round, each fork's calls all at its mean (so the fork
   * means are exact), each fork's steal in its round record.
   */
  public static ObjectNode noiseProbe(double[] forkMeans, double[] steal) {
    ObjectNode entry = NODES.objectNode();
    entry.put("benchmark", "org.mapperbench.jmh.bench.NoiseProbe.cpuLoop");
    entry.put("mode", "sample");
    entry.put("threads", 1);
    entry.put("forks", forkMeans.length);
    ObjectNode primary = entry.putObject("primaryMetric");
    primary.put("scoreUnit", "us/op");
    ArrayNode histograms = primary.putArray("rawDataHistogram");
    List<RoundRecord> rounds = new ArrayList<>();
    for (int f = 0; f < forkMeans.length; f++) {
      ArrayNode fork = histograms.addArray();
      for (int i = 0; i < 2; i++) {
        fork.addArray().addArray().add(forkMeans[f]).add(1000);
      }
      rounds.add(new RoundRecord(f + 1, null, null, 0.5, steal[f], null, null, null, null, null));
    }
    entry.set("rounds", RunResults.JSON.valueToTree(rounds));
    return entry;
  }

  /** A run that swept three consistency levels on an embedded three-node cluster, RF 3: readUser at 1, 1.5, 2 ms. */
  public static RunResults consistencySweep(Path dir) {
    Map<String, Double> levels = Map.of("ONE", 1000.0, "QUORUM", 1500.0, "ALL", 2000.0);
    List<JsonNode> entries = new java.util.ArrayList<>();
    long seed = 1;
    for (String level : List.of("ONE", "QUORUM", "ALL")) {
      ObjectNode entry = sample("readUser", 4, 4, 20, f -> levels.get(level), seed++);
      entry.putObject("params").put("replicationFactor", "3").put("consistency", level);
      entries.add(entry);
    }
    RunRecord run = runRecord(List.of("driver4-native"),
        settings(List.of("ONE", "QUORUM", "ALL"), List.of(3), List.of("readUser"), List.of()),
        Map.of());
    ServerRecord cluster = ServerRecord.cassandra("Apache Cassandra", "5.0.6", "embedded", null, "three nodes")
        .withCluster(null, List.of(), 3, null, Map.of());
    run = new RunRecord(run.startedAt(), run.finishedAt(), run.status(), Map.of("cassandra", cluster), run.client(),
        new MachineRecord(null, 2, null, null, null), run.settings(), run.harness(), run.adapters(), null, null, null,
        null, null, null, null);
    return write(dir, run, Map.of("driver4-native", entries));
  }
}
