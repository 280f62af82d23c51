package org.mapperbench.jmh.runner.plan;

import java.util.ArrayList;
import java.util.List;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.jmh.report.figures.SuiteNames;
import org.mapperbench.jmh.runner.RunSettings;

/**
 * One benchmark of the run: a benchmark method, in sample mode on one thread or in the throughput sweep, and on
 * Cassandra the consistency setting it runs in (null on MariaDB, which has none).
 */
public record PlannedBenchmark(String method, boolean throughput, int threads, ConsistencySetting setting) {
  PlannedBenchmark(String method, boolean throughput, int threads) {
    this(method, throughput, threads, null);
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
    for (String op : settings.operations()) {
      if (!SuiteNames.OPERATIONS.contains(op)) {
        throw new RunSettings.BadInput(
            "unknown operation '" + op + "'; known: " + String.join(", ", SuiteNames.OPERATIONS));
      }
    }
    List<String> chosen = (settings.operations().isEmpty() ? SuiteNames.OPERATIONS : settings.operations()).stream()
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
      for (int threads : settings.threads()) {
        chosen.stream().filter(SuiteNames.SWEPT::contains)
            .forEach(op -> plan.add(new PlannedBenchmark(op, true, threads, setting)));
      }
    }
    return plan;
  }

  public String label() {
    String label = throughput ? method + " x" + threads : method;
    return setting != null && setting.swept() ? label + " [" + setting.label() + "]" : label;
  }
}
