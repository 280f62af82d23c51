package org.mapperbench.jmh.runner.fork;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mapperbench.entities.schema.Operation;
import org.mapperbench.jmh.results.figures.ForkMerge;
import org.mapperbench.jmh.results.figures.SuiteInterval;
import org.mapperbench.jmh.results.model.RoundRecord;
import org.mapperbench.jmh.results.model.ResultEntries;
import org.mapperbench.jmh.results.model.ResultEntry;
import org.mapperbench.jmh.results.model.VerificationRecord;
import org.mapperbench.jmh.runner.plan.PlannedBenchmark;
import org.mapperbench.jmh.runner.plan.RoundPlanner;
import org.mapperbench.jmh.runner.record.ResultsFolder;
import org.mapperbench.protocol.metrics.CostMetric;
import org.mapperbench.protocol.link.ForkProtocol;
import org.mapperbench.protocol.link.TrialWarmUp;

/**
 * Every fork measured so far, by adapter and benchmark, and the merged JMH entry each benchmark has after its latest
 * fork: one entry per benchmark, as JMH writes a run of several forks, with the suite's interval, each fork's round,
 * timing, machine load and steal ({@code rounds}), and the verification of every fork JVM it ran in.
 */
public final class ForkStore implements RoundPlanner.Progress {
  /**
   * One fork of one benchmark, as filed and as {@code forks/<adapter>.jsonl} keeps it for a resume.
   *
   * @param benchmark the benchmark's label in the plan
   * @param seconds the trial's wall time inside its JVM
   * @param passed whether the fork JVM it ran in passed verification, as its other fields are that JVM's
   * @param serverRequests what the server counted during the fork JVM, by request
   * @param ownCalls this trial's own calls, by operation
   * @param entry JMH's single-fork entry with the suite's record of the fork ({@code rounds})
   */
  public record Fork(String benchmark, int round, double seconds, boolean passed, Map<String, Long> serverRequests,
                     List<String> shortfalls, Map<Operation, Long> ownCalls, ResultEntry entry) {}

  private final Map<String, Map<PlannedBenchmark, List<Fork>>> forks = new LinkedHashMap<>();
  private final Map<String, Map<PlannedBenchmark, ResultEntry>> merged = new LinkedHashMap<>();

  /** Adds a fork and returns the benchmark's merged entry. */
  ResultEntry add(String adapter, PlannedBenchmark benchmark, Fork fork) {
    List<Fork> list = forks.computeIfAbsent(adapter, a -> new LinkedHashMap<>())
        .computeIfAbsent(benchmark, b -> new ArrayList<>());
    list.add(fork);
    ResultEntry entry = fileParams(ForkMerge.merge(list.stream().map(Fork::entry).toList()), benchmark)
        .withVerification(verification(list));
    merged.computeIfAbsent(adapter, a -> new LinkedHashMap<>()).put(benchmark, entry);
    return entry;
  }

  /** The adapter's merged entries in plan order, for its JSON file. */
  List<ResultEntry> entries(String adapter, List<PlannedBenchmark> plan) {
    Map<PlannedBenchmark, ResultEntry> byBenchmark = merged.getOrDefault(adapter, Map.of());
    return plan.stream().map(byBenchmark::get).filter(e -> e != null).toList();
  }

  /** The benchmark's merged entry so far, or null. */
  ResultEntry merged(String adapter, PlannedBenchmark benchmark) {
    return merged.getOrDefault(adapter, Map.of()).get(benchmark);
  }

  /** The benchmark's merged score so far (calls per second in throughput mode), NaN if it has none. */
  public double score(String adapter, PlannedBenchmark benchmark) {
    ResultEntry entry = merged(adapter, benchmark);
    return entry == null ? Double.NaN : entry.primaryMetric().score();
  }

  public int forkCount(String adapter, PlannedBenchmark benchmark) {
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
    ResultEntry entry = merged(adapter, benchmark);
    return entry == null ? Double.NaN : SuiteInterval.storedHalfWidthShare(entry);
  }

  /**
   * The widest half-width share of the benchmark's precise-cost ratios to its family native's; NaN without one: the
   * verdict judges only single-thread benchmarks, and only those both adapters have measured.
   */
  @Override
  public double preciseRatioHalfWidthShare(String adapter, String base, PlannedBenchmark benchmark) {
    ResultEntry own = merged(adapter, benchmark);
    ResultEntry baseEntry = merged(base, benchmark);
    return benchmark.throughput() || own == null || baseEntry == null ? Double.NaN
        : org.mapperbench.jmh.results.figures.PreciseRatios.widestHalfWidthShare(adapter, own, base, baseEntry);
  }

  /**
   * Adds what the report sorts and finds a benchmark by to JMH's params: its consistency setting, threads and mode
   * ({@code BenchmarkKey.of} reads them back; ForkContractTest holds the two to the same key).
   */
  static ResultEntry fileParams(ResultEntry entry, PlannedBenchmark benchmark) {
    Map<String, String> params = new LinkedHashMap<>();
    if (benchmark.setting() != null) {
      params.putAll(benchmark.setting().params());
    }
    params.put(ResultEntry.THREADS_PARAM, Integer.toString(benchmark.threads()));
    params.put(ResultEntry.MODE_PARAM, entry.modeName());
    return entry.withParams(params);
  }

  /**
   * Files again the forks a run kept ({@code forks/<adapter>.jsonl}), in the order they were filed, so that the merged
   * entries come out as the run wrote them; {@code kept} says which a run.json names (others are left out).
   */
  void reload(String adapter, List<PlannedBenchmark> plan, List<JsonNode> lines,
      java.util.function.BiPredicate<Integer, String> kept) {
    Map<String, PlannedBenchmark> byLabel = new LinkedHashMap<>();
    plan.forEach(b -> byLabel.put(b.label(), b));
    for (JsonNode line : lines) {
      Fork fork = ResultsFolder.JSON.convertValue(line, Fork.class);
      PlannedBenchmark benchmark = byLabel.get(fork.benchmark());
      if (benchmark != null && kept.test(fork.round(), fork.benchmark())) {
        add(adapter, benchmark, fork);
      }
    }
  }

  /**
   * The suite's record of a single fork, the same for a benchmark and for the noise probe, from its single-fork JMH
   * entry and what the runner saw of it. Machine figures in percent of one core; an unknown one is left out.
   */
  static RoundRecord roundRecord(ResultEntry entry, int round, String startedAt, double seconds,
      double foreignCpuPercent, double stealPercent, TrialWarmUp warmUp) {
    // The fork's own figures, averaged over its measured iterations: a benchmark measured while compiling is flagged.
    Double compile = tenths(entry.secondary(CostMetric.JIT_CLIENT.metricName()).score());
    Double gc = tenths(entry.secondary(CostMetric.GC_CLIENT.metricName()).score());
    RoundRecord.WarmUp warm = null;
    if (warmUp != null) {
      double share = warmUp.compileShare();
      ForkProtocol.Settled.State settle = warmUp.settled().state();
      boolean waited = settle != ForkProtocol.Settled.State.OFF;
      warm = new RoundRecord.WarmUp(warmUp.iterations(),
          Double.isFinite(share) ? Math.round(share * 1000) / 10.0 : null, warmUp.capped(),
          waited ? Long.valueOf(warmUp.settled().millis()) : null,
          settle == ForkProtocol.Settled.State.SETTLED ? Boolean.TRUE
              : settle == ForkProtocol.Settled.State.UNSETTLED ? Boolean.FALSE : null,
          warmUp.jvm() == null ? null : warmUp.jvm().seconds(), warmUp.jvm() == null ? null : warmUp.jvm().passes(),
          warmUp.jvm() == null ? null : warmUp.jvm().quiet(), warmUp.remeasured() == 0 ? null : warmUp.remeasured());
    }
    RoundRecord.Startup startup = warmUp == null || warmUp.startup() == null ? null : new RoundRecord.Startup(
        hundredths(warmUp.startup().readySeconds()), hundredths(warmUp.startup().openSeconds()));
    return new RoundRecord(round, startedAt, hundredths(seconds), tenths(foreignCpuPercent),
        tenths(stealPercent), compile, gc, warm, null, startup);
  }

  private static double hundredths(double seconds) {
    return Math.round(seconds * 100) / 100.0;
  }

  /** A figure rounded to a tenth; null (left out) when unknown. */
  private static Double tenths(double value) {
    return Double.isFinite(value) ? Math.round(value * 10) / 10.0 : null;
  }

  /**
   * Passed when every fork JVM the benchmark ran in passed: each is held, as a whole, to the server's counters for
   * all the calls of all its trials (the server counts per table, not per trial). adapterCalls are this benchmark's
   * own calls over all its forks; forkServerRequests what the server counted during those fork JVMs.
   */
  private static VerificationRecord verification(List<Fork> forks) {
    Map<Operation, Long> own = new java.util.EnumMap<>(Operation.class);
    forks.forEach(f -> f.ownCalls().forEach((op, n) -> own.merge(op, n, Long::sum)));
    Map<String, Long> calls = new LinkedHashMap<>();
    own.forEach((op, n) -> calls.put(op.name(), n));
    Map<String, Long> requests = new LinkedHashMap<>();
    forks.forEach(f -> f.serverRequests().forEach((r, n) -> requests.merge(r, n, Long::sum)));
    List<String> shortfalls = new ArrayList<>();
    forks.forEach(f -> f.shortfalls().forEach(s -> shortfalls.add("round " + f.round() + ": " + s)));
    return new VerificationRecord(forks.stream().allMatch(Fork::passed),
        VerificationRecord.FORK_JVM_SCOPE, calls, requests, shortfalls);
  }

  /** The one entry of a trial's JMH JSON, or null if the trial wrote none. */
  static ResultEntry firstEntry(Path jmhJson) {
    try {
      if (!Files.isRegularFile(jmhJson)) {
        return null;
      }
      List<ResultEntry> list = ResultEntries.read(jmhJson);
      return list.isEmpty() ? null : list.get(0);
    } catch (IOException | IllegalArgumentException e) {
      return null;
    }
  }
}
