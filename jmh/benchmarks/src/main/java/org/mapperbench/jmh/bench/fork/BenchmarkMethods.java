package org.mapperbench.jmh.bench.fork;

import org.mapperbench.jmh.bench.CrudBenchmarks;
import org.mapperbench.jmh.bench.RowsPerCallBenchmarks;
import org.mapperbench.jmh.bench.measure.StoredInTurn;

/** Where a plan line's benchmark method is declared, and JMH's pattern that runs it alone. */
public final class BenchmarkMethods {
  private BenchmarkMethods() {}

  /**
   * JMH's include pattern for a plan line's method: {@code readUser}, or {@code NoiseProbe.cpuLoop}, a class of the
   * benchmarks' package.
   */
  public static String include(String method) {
    String benchmark = method.contains(".") ? CrudBenchmarks.class.getPackageName() + "." + method
        : benchmarkClass(method).getName() + "." + method;
    return "^" + benchmark.replace(".", "\\.") + "$";
  }

  /**
   * Whether the method's calls take rows stored once and used in turn ({@link StoredInTurn}): reads and updates, whose
   * measured run writes those rows again whenever the tables were emptied just before it.
   */
  static boolean storedInTurn(String method) {
    return !method.contains(".") && java.util.Arrays.stream(benchmarkClass(method).getDeclaredMethods())
        .filter(m -> m.getName().equals(method))
        .flatMap(m -> java.util.Arrays.stream(m.getParameterTypes()))
        .anyMatch(StoredInTurn.class::isAssignableFrom);
  }

  /** The class that declares an operation's benchmark method: rows per call have a class of their own. */
  public static Class<?> benchmarkClass(String method) {
    return java.util.Arrays.stream(RowsPerCallBenchmarks.class.getDeclaredMethods())
        .anyMatch(m -> m.getName().equals(method)) ? RowsPerCallBenchmarks.class : CrudBenchmarks.class;
  }
}
