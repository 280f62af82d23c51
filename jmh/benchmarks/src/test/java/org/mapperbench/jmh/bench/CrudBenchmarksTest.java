package org.mapperbench.jmh.bench;

import static org.assertj.core.api.Assertions.assertThat;

import org.mapperbench.jmh.bench.fork.BenchmarkMethods;
import org.mapperbench.jmh.bench.measure.PreparedCall;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.mapperbench.entities.schema.Operation;
import org.openjdk.jmh.annotations.Benchmark;

class CrudBenchmarksTest {
  /** Each benchmark method, with the operation its inputs record the calls of. */
  private static Map<String, Operation> benchmarks() {
    return java.util.stream.Stream.of(CrudBenchmarks.class, RowsPerCallBenchmarks.class)
        .flatMap(c -> Arrays.stream(c.getDeclaredMethods())).filter(m -> m.isAnnotationPresent(Benchmark.class))
        .collect(Collectors.toMap(Method::getName, CrudBenchmarksTest::timedOperation));
  }

  private static Operation timedOperation(Method benchmark) {
    assertThat(benchmark.getParameterTypes()).as(benchmark.getName()).hasSize(1);
    try {
      return ((PreparedCall<?>) benchmark.getParameterTypes()[0].getConstructor().newInstance()).timedOperation();
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(benchmark.getName() + ": its inputs cannot be made", e);
    }
  }

  @Test
  void should_benchmark_every_operation_once_under_its_own_name_with_its_own_inputs() {
    Map<String, Operation> benchmarks = benchmarks();

    assertThat(benchmarks.keySet()).containsExactlyInAnyOrderElementsOf(Operation.benchmarkMethods());
    benchmarks.forEach((method, operation) -> assertThat(operation.method()).as(method).isEqualTo(method));
    benchmarks.keySet().forEach(method -> assertThat(BenchmarkMethods.include(method)).as(method)
        .contains(BenchmarkMethods.benchmarkClass(method).getSimpleName()));
  }
}
