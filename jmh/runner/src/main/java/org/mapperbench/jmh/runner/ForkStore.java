package org.mapperbench.jmh.runner;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mapperbench.entities.schema.Operation;
import org.mapperbench.jmh.report.ForkMerge;
import org.mapperbench.jmh.report.SuiteNames;

/**
 * Every fork measured so far, by adapter and benchmark, and the merged JMH entry each benchmark has after its latest
 * fork: one entry per benchmark, as JMH writes a run of several forks, with the suite's interval, each fork's round,
 * timing, machine load and steal ({@code rounds}), and the verification of every fork JVM it ran in.
 */
final class ForkStore implements RoundPlanner.Progress {
  /** One fork of one benchmark: JMH's single-fork entry and what the runner knows of it. */
  record Fork(JsonNode entry, int round, String startedAt, double seconds, double foreignCpuPercent, double stealPercent,
              java.util.Properties warmUp, ServerVerifier.Verification jvmVerification, Map<Operation, Long> ownCalls) {}

  /** A trial's {@code warmup.properties} (how its warm-up went), empty if it wrote none. */
  static java.util.Properties warmUp(java.nio.file.Path trialDir) {
    java.util.Properties warmUp = new java.util.Properties();
    java.nio.file.Path file = trialDir.resolve(org.mapperbench.jmh.bench.ForkProtocol.WARMUP_FILE);
    if (java.nio.file.Files.isRegularFile(file)) {
      try (var in = java.nio.file.Files.newBufferedReader(file)) {
        warmUp.load(in);
      } catch (java.io.IOException e) {
        // no record of the warm-up: the fork's other figures stand
      }
    }
    return warmUp;
  }

  private final Map<String, Map<PlannedBenchmark, List<Fork>>> forks = new LinkedHashMap<>();
  private final Map<String, Map<PlannedBenchmark, ObjectNode>> merged = new LinkedHashMap<>();

  /** Adds a fork and returns the benchmark's merged entry. */
  ObjectNode add(String adapter, PlannedBenchmark benchmark, Fork fork) {
    List<Fork> list = forks.computeIfAbsent(adapter, a -> new LinkedHashMap<>()).computeIfAbsent(benchmark, b -> new ArrayList<>());
    list.add(fork);
    ObjectNode entry = ForkMerge.merge(list.stream().map(f -> withRound(f)).toList());
    entry.set("verification", verification(list));
    if (benchmark.setting() != null) {
      withParams(entry, benchmark.setting().params());
    }
    merged.computeIfAbsent(adapter, a -> new LinkedHashMap<>()).put(benchmark, entry);
    return entry;
  }

  /** The adapter's merged entries in plan order, for its JSON file. */
  ArrayNode entries(String adapter, List<PlannedBenchmark> plan) {
    ArrayNode all = ResultsFolder.JSON.createArrayNode();
    Map<PlannedBenchmark, ObjectNode> byBenchmark = merged.getOrDefault(adapter, Map.of());
    plan.stream().map(byBenchmark::get).filter(e -> e != null).forEach(all::add);
    return all;
  }

  /** The benchmark's merged entry so far, or null. */
  ObjectNode merged(String adapter, PlannedBenchmark benchmark) {
    return merged.getOrDefault(adapter, Map.of()).get(benchmark);
  }

  int forkCount(String adapter, PlannedBenchmark benchmark) {
    return forks.getOrDefault(adapter, Map.of()).getOrDefault(benchmark, List.of()).size();
  }

  /** Mean wall time of the benchmark's forks inside their JVM (preparation included), for planning the budget. */
  @Override
  public double secondsPerFork(String adapter, PlannedBenchmark benchmark) {
    return forks.getOrDefault(adapter, Map.of()).getOrDefault(benchmark, List.of()).stream()
        .mapToDouble(Fork::seconds).average().orElse(Double.NaN);
  }

  /** The half-width of the mean's interval as a share of the mean; NaN without an interval yet. */
  @Override
  public double halfWidthShare(String adapter, PlannedBenchmark benchmark) {
    ObjectNode entry = merged.getOrDefault(adapter, Map.of()).get(benchmark);
    JsonNode percent = entry == null ? null : entry.path("interval").path("mean").path("halfWidthPercent");
    return percent == null || !percent.isNumber() ? Double.NaN : percent.asDouble() / 100;
  }

  /** Puts the consistency setting where JMH puts a benchmark's params (before primaryMetric), keeping any it has. */
  private static void withParams(ObjectNode entry, Map<String, String> setting) {
    ObjectNode params = entry.path("params").isObject() ? (ObjectNode) entry.get("params") : ResultsFolder.JSON.createObjectNode();
    setting.forEach(params::put);
    ObjectNode copy = entry.deepCopy();
    entry.removeAll();
    copy.fields().forEachRemaining(field -> {
      if (field.getKey().equals("primaryMetric")) {
        entry.set("params", params);
      }
      if (!field.getKey().equals("params")) {
        entry.set(field.getKey(), field.getValue());
      }
    });
  }

  /** JMH's entry with the suite's record of the fork, which ForkMerge keeps in fork order. */
  private static JsonNode withRound(Fork fork) {
    ObjectNode entry = fork.entry().deepCopy();
    roundRecord(entry, fork.round(), fork.startedAt(), fork.seconds(), fork.foreignCpuPercent(), fork.stealPercent(), fork.warmUp())
        .put("verified", fork.jvmVerification().passed());
    return entry;
  }

  /**
   * Puts the suite's record of a single fork on its JMH entry as {@code rounds}, the same for a benchmark and for the
   * noise probe; returns the record. Machine figures in percent of one core; an unknown one is left out.
   */
  static ObjectNode roundRecord(ObjectNode entry, int round, String startedAt, double seconds, double foreignCpuPercent,
      double stealPercent, java.util.Properties warmUp) {
    JsonNode secondary = entry.path("secondaryMetrics");
    ObjectNode r = entry.putArray("rounds").addObject();
    r.put("round", round);
    r.put("startedAt", startedAt);
    r.put("seconds", Math.round(seconds * 100) / 100.0);
    if (Double.isFinite(foreignCpuPercent)) {
      r.put("foreignCpuPercent", Math.round(foreignCpuPercent * 10) / 10.0);
    }
    if (Double.isFinite(stealPercent)) {
      r.put(SuiteNames.STEAL_PERCENT, Math.round(stealPercent * 10) / 10.0);
    }
    // The fork's own figures, averaged over its measured iterations: a benchmark measured while compiling is flagged.
    for (String[] metric : new String[][] {{SuiteNames.JIT_CLIENT, SuiteNames.COMPILE_PERCENT}, {SuiteNames.GC_CLIENT, SuiteNames.GC_PERCENT}}) {
      JsonNode score = secondary.path(metric[0]).path("score");
      if (score.isNumber()) {
        r.put(metric[1], Math.round(score.asDouble() * 10) / 10.0);
      }
    }
    if (!warmUp.isEmpty()) {
      ObjectNode w = r.putObject(SuiteNames.WARMUP);
      w.put("iterations", Integer.parseInt(warmUp.getProperty("iterations", "0")));
      double share = Double.parseDouble(warmUp.getProperty("compileShare", "NaN"));
      if (Double.isFinite(share)) {
        w.put("lastCompilePercent", Math.round(share * 1000) / 10.0);
      }
      w.put("capped", Boolean.parseBoolean(warmUp.getProperty("capped")));
    }
    return r;
  }

  /**
   * Passed when every fork JVM the benchmark ran in passed: each is held, as a whole, to the server's counters for
   * all the calls of all its trials (the server counts per table, not per trial). adapterCalls are this benchmark's
   * own calls over all its forks; forkServerRequests what the server counted during those fork JVMs.
   */
  private static ObjectNode verification(List<Fork> forks) {
    ObjectNode v = ResultsFolder.JSON.createObjectNode();
    v.put("passed", forks.stream().allMatch(f -> f.jvmVerification().passed()));
    v.put("scope", "fork JVM");
    ObjectNode calls = v.putObject("adapterCalls");
    Map<Operation, Long> own = new java.util.EnumMap<>(Operation.class);
    forks.forEach(f -> f.ownCalls().forEach((op, n) -> own.merge(op, n, Long::sum)));
    own.forEach((op, n) -> calls.put(op.name(), n));
    ObjectNode server = v.putObject("forkServerRequests");
    Map<String, Long> requests = new LinkedHashMap<>();
    forks.forEach(f -> f.jvmVerification().serverRequests().forEach((r, n) -> requests.merge(r.toString(), n, Long::sum)));
    requests.forEach(server::put);
    ArrayNode shortfalls = v.putArray("shortfalls");
    forks.forEach(f -> f.jvmVerification().shortfalls().forEach(s -> shortfalls.add("round " + f.round() + ": " + s)));
    return v;
  }
}
