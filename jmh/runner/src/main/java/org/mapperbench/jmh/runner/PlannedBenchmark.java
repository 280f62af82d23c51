package org.mapperbench.jmh.runner;

import java.util.ArrayList;
import java.util.List;
import org.mapperbench.jmh.report.SuiteNames;

/** One benchmark of the run: a benchmark method, in sample mode on one thread or in the throughput sweep. */
record PlannedBenchmark(String method, boolean throughput, int threads) {
  static List<PlannedBenchmark> plan(RunSettings settings) {
    for (String op : settings.operations()) {
      if (!SuiteNames.OPERATIONS.contains(op)) {
        throw new RunSettings.BadInput("unknown operation '" + op + "'; known: " + String.join(", ", SuiteNames.OPERATIONS));
      }
    }
    List<String> chosen = settings.operations().isEmpty() ? SuiteNames.OPERATIONS : settings.operations();
    List<PlannedBenchmark> plan = new ArrayList<>();
    chosen.forEach(op -> plan.add(new PlannedBenchmark(op, false, 1)));
    for (int threads : settings.threads()) {
      chosen.stream().filter(SuiteNames.SWEPT::contains).forEach(op -> plan.add(new PlannedBenchmark(op, true, threads)));
    }
    return plan;
  }

  String label() {
    return throughput ? method + " x" + threads : method;
  }
}
