package org.mapperbench.jmh.runner.plan;

import java.util.ArrayList;
import java.util.List;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.entities.schema.Operation;
import org.mapperbench.jmh.results.figures.BenchmarkKey;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.runner.core.ConsistencySetting;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.settings.BenchSettings;

/**
 * One benchmark of the run: a benchmark method, in sample mode on one thread or in the throughput sweep, and on
 * Cassandra the consistency setting it runs in (null on MariaDB, which has none); or, with a {@link Pacing}, a paced
 * trial of rate mode on {@code threads} workers, of an operation or of the hat-shop mix; or ({@code profiled}) an
 * operation on one thread under async-profiler in the profiling pass, never timed.
 */
public record PlannedBenchmark(String method, boolean throughput, int threads, ConsistencySetting setting,
    Pacing pacing, boolean profiled) {
  /**
   * A paced trial's load.
   *
   * @param asked the rate as the user asked it ({@code 50%}, {@code 2000/s}), or {@code capacity}
   * @param perSecond the calls due per second; for a capacity search, the top of the range it searches
   * @param capacity whether this is the capacity search
   */
  public record Pacing(String asked, double perSecond, boolean capacity) {}

  public static final String CAPACITY = "capacity";

  public PlannedBenchmark(String method, boolean throughput, int threads, ConsistencySetting setting,
      Pacing pacing) {
    this(method, throughput, threads, setting, pacing, false);
  }

  public PlannedBenchmark(String method, boolean throughput, int threads, ConsistencySetting setting) {
    this(method, throughput, threads, setting, null);
  }

  public PlannedBenchmark(String method, boolean throughput, int threads) {
    this(method, throughput, threads, null);
  }

  /** A paced trial of rate mode. */
  public static PlannedBenchmark paced(String method, int workers, ConsistencySetting setting, Pacing pacing) {
    return new PlannedBenchmark(method, false, workers, setting, pacing);
  }

  /** An operation of the profiling pass. */
  public static PlannedBenchmark profiled(String method, ConsistencySetting setting) {
    return new PlannedBenchmark(method, true, 1, setting, null, true);
  }

  public boolean paced() {
    return pacing != null;
  }

  /** The benchmarks of an adapter that can send a conditional update. */
  public static List<PlannedBenchmark> plan(RunSettings settings, Backend backend) {
    return plan(settings, backend, true);
  }

  /**
   * An adapter's benchmarks: on Cassandra every benchmark in every consistency setting; the conditional update only
   * if its library can send one.
   */
  public static List<PlannedBenchmark> plan(RunSettings settings, Backend backend, boolean conditionalUpdate) {
    requireKnown(settings.get(BenchSettings.OPERATIONS), SuiteNames.OPERATIONS);
    requireKnown(settings.get(BenchSettings.SWEEP_OPERATIONS), SuiteNames.OPERATIONS);
    List<String> chosen = (settings.get(BenchSettings.OPERATIONS).isEmpty()
        ? atRows(settings.get(BenchSettings.ROWS)) : settings.get(BenchSettings.OPERATIONS)).stream()
        .filter(op -> conditionalUpdate || !op.equals(SuiteNames.CONDITIONAL)).toList();
    List<PlannedBenchmark> plan = new ArrayList<>();
    List<ConsistencySetting> sweep = new ArrayList<>();
    if (backend == Backend.CASSANDRA) {
      sweep.addAll(ConsistencySetting.all(settings));
    } else {
      sweep.add(null);
    }
    for (ConsistencySetting setting : sweep) {
      chosen.forEach(op -> plan.add(new PlannedBenchmark(op, false, 1, setting)));
      for (int threads : settings.get(BenchSettings.THREADS)) {
        chosen.stream().filter(settings.sweptOperations()::contains)
            .forEach(op -> plan.add(new PlannedBenchmark(op, true, threads, setting)));
      }
      if (setting == sweep.get(0)) {
        // Rate mode paces each operation against a throughput at its workers; the sweep gives the user operations'.
        RatePlan.closedLoopOperations(settings, chosen).stream()
            .map(op -> new PlannedBenchmark(op, true, RatePlan.workers(settings), setting))
            .filter(b -> !plan.contains(b)).forEach(plan::add);
      }
    }
    return plan;
  }

  /** Every operation, the rows-per-call points only at these rows ({@code bench.rows}). */
  static List<String> atRows(List<Integer> rows) {
    List<Integer> known = java.util.Arrays.stream(Operation.values()).filter(Operation::rowsPerCallPoint)
        .map(Operation::rows).distinct().sorted().toList();
    if (!known.containsAll(rows)) {
      throw new RunSettings.BadInput("bench.rows: " + rows + " is not among " + known);
    }
    return Operation.benchmarkMethods(rows);
  }

  /** Stops the run before any JVM starts if a setting names an operation that {@code known} does not hold. */
  static void requireKnown(List<String> named, List<String> known) {
    for (String op : named) {
      if (!known.contains(op)) {
        throw new RunSettings.BadInput("unknown operation '" + op + "'; known: " + String.join(", ", known));
      }
    }
  }

  /** A closed-loop trial's key, with its setting (the JMH entry's key: ForkContractTest holds them equal). */
  public BenchmarkKey key() {
    return new BenchmarkKey(method, throughput, threads, setting == null ? "" : setting.label());
  }

  /** The trial's label: the key's, with the setting only in a sweep; a paced or profiled trial says so. */
  public String label() {
    String label = paced() ? method + (pacing.capacity() ? " " + CAPACITY : " @" + pacing.asked())
        : profiled ? method + " profile" : key().shortLabel();
    return BenchmarkKey.withSetting(label, setting != null && setting.swept() ? setting.label() : "");
  }
}
