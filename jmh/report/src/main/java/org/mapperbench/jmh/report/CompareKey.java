package org.mapperbench.jmh.report;

import java.util.Comparator;
import java.util.List;

/** One benchmark of one adapter: what a figure of run A is matched with in run B. */
record CompareKey(String adapter, String operation, String mode, int threads) implements Comparable<CompareKey> {
  /** The order the runner plans them in; an operation it does not know sorts after these, by name. */
  private static final List<String> OPERATIONS = List.of("roundTrip", "writeUser", "readUser", "updateUser",
      "deleteUser", "writeOrder", "readOrder", "updateOrder", "updateOrderStatus", "deleteOrder");

  private static final Comparator<CompareKey> ORDER = Comparator.comparing(CompareKey::adapter)
      .thenComparing(key -> "sample".equals(key.mode) ? "" : key.mode)
      .thenComparingInt(CompareKey::threads)
      .thenComparingInt(key -> OPERATIONS.contains(key.operation) ? OPERATIONS.indexOf(key.operation) : OPERATIONS.size())
      .thenComparing(CompareKey::operation);

  /** Throughput (ops/s): higher is better. Every other JMH mode is time per operation: lower is better. */
  boolean throughput() {
    return "thrpt".equals(mode);
  }

  @Override
  public int compareTo(CompareKey other) {
    return ORDER.compare(this, other);
  }
}
