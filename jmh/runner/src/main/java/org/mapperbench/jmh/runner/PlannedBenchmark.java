package org.mapperbench.jmh.runner;

import java.util.ArrayList;
import java.util.List;

/** One JMH invocation of the run: a benchmark method, in sample mode on one thread or in the throughput sweep. */
record PlannedBenchmark(String method, boolean throughput, int threads) {
  static final String BENCHMARK_CLASS = "org.mapperbench.jmh.bench.CrudBenchmarks";

  /** Every operation benchmark plus the floor, in the order they run. */
  static final List<String> OPERATIONS =
      List.of(
          "roundTrip", "writeUser", "readUser", "updateUser", "deleteUser",
          "writeOrder", "readOrder", "updateOrder", "updateOrderStatus", "deleteOrder");

  /** The operations the throughput sweep runs at each thread count. */
  static final List<String> SWEPT = List.of("writeUser", "readUser", "updateUser", "deleteUser");

  static List<PlannedBenchmark> plan(RunSettings settings) {
    for (String op : settings.operations()) {
      if (!OPERATIONS.contains(op)) {
        throw new RunSettings.BadInput("unknown operation '" + op + "'; known: " + String.join(", ", OPERATIONS));
      }
    }
    List<String> chosen = settings.operations().isEmpty() ? OPERATIONS : settings.operations();
    List<PlannedBenchmark> plan = new ArrayList<>();
    chosen.forEach(op -> plan.add(new PlannedBenchmark(op, false, 1)));
    for (int threads : settings.threads()) {
      chosen.stream().filter(SWEPT::contains).forEach(op -> plan.add(new PlannedBenchmark(op, true, threads)));
    }
    return plan;
  }

  /** The exact-match include pattern JMH takes. */
  String includePattern() {
    return "^" + BENCHMARK_CLASS.replace(".", "\\.") + "\\." + method + "$";
  }

  String label() {
    return throughput ? method + " x" + threads : method;
  }
}
