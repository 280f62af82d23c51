package org.mapperbench.jmh.cli.check;

import java.util.Comparator;
import org.mapperbench.jmh.results.figures.BenchmarkFigures;
import org.mapperbench.jmh.results.figures.SuiteNames;

/** One benchmark of one adapter: what a figure of run A is matched with in run B. */
record CompareKey(String adapter, String operation, String mode, int threads) implements Comparable<CompareKey> {
  private static final Comparator<CompareKey> ORDER = Comparator.comparing(CompareKey::adapter)
      .thenComparing(key -> SuiteNames.SAMPLE.equals(key.mode) ? "" : key.mode)
      .thenComparingInt(CompareKey::threads)
      .thenComparingInt(key -> SuiteNames.OPERATIONS.contains(key.operation)
          ? SuiteNames.OPERATIONS.indexOf(key.operation) : SuiteNames.OPERATIONS.size())
      .thenComparing(CompareKey::operation);

  static CompareKey of(BenchmarkFigures f) {
    return new CompareKey(f.adapter(), f.operation(), f.mode(), f.threads());
  }

  /** Throughput (ops/s): higher is better. Every other JMH mode is time per operation: lower is better. */
  boolean throughput() {
    return SuiteNames.THROUGHPUT.equals(mode);
  }

  @Override
  public int compareTo(CompareKey other) {
    return ORDER.compare(this, other);
  }
}
