package org.mapperbench.jmh.bench;

import static org.assertj.core.api.Assertions.assertThat;

import org.mapperbench.jmh.bench.fork.BenchmarkMethods;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.mapperbench.protocol.link.ForkProtocol;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

class NoiseProbeTest {

  @Test
  void should_compute_the_same_result_every_call() {
    NoiseProbe probe = new NoiseProbe();
    assertThat(probe.cpuLoop()).isEqualTo(new NoiseProbe().cpuLoop()).isNotZero();
  }

  @Test
  void should_find_crud_methods_by_name_and_other_benchmarks_by_class_and_method() {
    assertThat("org.mapperbench.jmh.bench.CrudBenchmarks.readUser").matches(BenchmarkMethods.include("readUser"));
    assertThat("org.mapperbench.jmh.bench.CrudBenchmarks.readUserX").doesNotMatch(BenchmarkMethods.include("readUser"));
    assertThat("org.mapperbench.jmh.bench.NoiseProbe.cpuLoop")
        .matches(BenchmarkMethods.include(ForkProtocol.NOISE_PROBE_METHOD));
    assertThat("org.mapperbench.jmh.bench.CrudBenchmarks.cpuLoop")
        .doesNotMatch(BenchmarkMethods.include(ForkProtocol.NOISE_PROBE_METHOD));
  }

  @Test
  void should_run_under_jmh_in_this_jvm_at_tens_of_microseconds_per_call() throws Exception {
    // The runner of a real run may hold JMH's machine-wide lock; 0.2 s beside it disturbs nothing worth waiting for.
    System.setProperty("jmh.ignoreLock", "true");
    var options = new OptionsBuilder()
        .include(BenchmarkMethods.include(ForkProtocol.NOISE_PROBE_METHOD))
        .forks(0)
        .warmupIterations(1)
        .warmupTime(TimeValue.milliseconds(100))
        .measurementIterations(1)
        .measurementTime(TimeValue.milliseconds(100))
        .mode(Mode.SampleTime)
        .timeUnit(TimeUnit.MICROSECONDS)
        .build();

    RunResult result = new Runner(options).runSingle();

    double micros = result.getPrimaryResult().getScore();
    System.out.printf("NoiseProbe.cpuLoop: %.1f us/call over %d calls%n", micros,
        result.getPrimaryResult().getSampleCount());
    // Wide bounds: a first iteration may still run interpreted code, and a shared VM may be slow today.
    assertThat(micros).isBetween(5.0, 2_000.0);
  }
}
