package org.mapperbench.jmh.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * The machine's own noise: a fixed, deterministic, single-threaded CPU-bound unit of work with no library, no
 * server, no allocation and no I/O. Its time per call changes between forks only because the machine does (other
 * tenants of the VM, steal, frequency, caches), so the runner runs one fork of it in every round, in a JVM of its own,
 * and the report reads its spread between forks as the run's noise floor.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class NoiseProbe {
  /** xorshift64 steps per call: about 50 to 100 µs on this project's 2-core VMs (each step waits for the last). */
  static final int STEPS = 40_000;

  /** A field, not a constant: the JIT cannot fold a loop whose start it does not know at compile time. */
  private long seed = 0x9E3779B97F4A7C15L;

  /** The result goes back to JMH, which sinks it, so the loop cannot be dropped as dead code. */
  @Benchmark
  public long cpuLoop() {
    long x = seed;
    for (int i = 0; i < STEPS; i++) {
      x ^= x << 13;
      x ^= x >>> 7;
      x ^= x << 17;
    }
    return x;
  }
}
