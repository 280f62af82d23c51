package org.mapperbench.jmh.bench;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;
import org.openjdk.jmh.runner.IterationType;

/**
 * Puts what each call cost in resources next to its time, as secondary metrics of every measurement iteration
 * (warm-up excluded): client and server CPU per call, client allocation per call, the server's requests per call
 * (one-thread trials), the share of the window the JIT spent compiling and the collectors collecting, and client
 * heap, client RSS and server RSS at the end of the measured window. Counters are read at the window's edges
 * ({@link MeasuredWindow}), not sampled. Client CPU covers the whole benchmark JVM (the library's threads, JMH's
 * timing, GC and JIT): the harness share is the same for every adapter, so differences are the library's. Run with
 * {@code -prof org.mapperbench.jmh.bench.ResourceCostProfiler}; the runner does.
 */
public final class ResourceCostProfiler implements InternalProfiler {
  static final String PREFIX = "·"; // JMH's own mark for profiler metrics, as in ·gc.alloc.rate.norm
  /** The client JVM's CPU per call, in microseconds. */
  static final String CLIENT_CPU = "cpu.client";
  /** The client JVM's heap allocation per call, in bytes. */
  static final String CLIENT_ALLOC = "alloc.client";

  @Override
  public String getDescription() {
    return "client and server CPU and allocation per call, heap and RSS, over each measured window";
  }

  @Override
  public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
    MeasuredWindow.reset();
  }

  @Override
  public Collection<? extends Result> afterIteration(
      BenchmarkParams benchmarkParams, IterationParams iterationParams, IterationResult result) {
    MeasuredWindow.Counters from = MeasuredWindow.opened();
    MeasuredWindow.Counters to = MeasuredWindow.closed();
    if (iterationParams.getType() != IterationType.MEASUREMENT || from == null || to == null) {
      return List.of();
    }
    long calls = to.calls() - from.calls();
    List<Result> metrics = new ArrayList<>();
    if (calls > 0) {
      perCall(metrics, CLIENT_CPU, from.clientCpuNanos(), to.clientCpuNanos(), calls, 1e-3, "us/op");
      perCall(metrics, "cpu.server", from.serverCpuNanos(), to.serverCpuNanos(), calls, 1e-3, "us/op");
      perCall(metrics, CLIENT_ALLOC, from.clientAllocatedBytes(), to.clientAllocatedBytes(), calls, 1, "B/op");
      // Requests of set-up calls made inside the window (a pool ran dry) cannot be told from the timed ones'.
      if (to.untimedCalls() == from.untimedCalls()) {
        perCall(metrics, "requests.server", from.serverRequests(), to.serverRequests(), calls, 1, "requests/op");
      }
    }
    double windowMillis = (to.wallNanos() - from.wallNanos()) / 1e6;
    if (windowMillis > 0) {
      share(metrics, "jit.client", from.compileMillis(), to.compileMillis(), windowMillis);
      share(metrics, "gc.client", from.gcMillis(), to.gcMillis(), windowMillis);
    }
    level(metrics, "heap.client", to.clientHeapBytes());
    level(metrics, "rss.client", to.clientRssBytes());
    level(metrics, "rss.server", to.serverRssBytes());
    return metrics;
  }

  private static void perCall(List<Result> out, String name, long from, long to, long calls, double scale,
      String unit) {
    if (from >= 0 && to >= 0) {
      out.add(new ScalarResult(PREFIX + name, (to - from) * scale / calls, unit, AggregationPolicy.AVG));
    }
  }

  /** Time the JIT's or the collectors' threads spent, as a percentage of the window's wall time. */
  private static void share(List<Result> out, String name, long fromMillis, long toMillis, double windowMillis) {
    if (fromMillis >= 0 && toMillis >= 0) {
      out.add(new ScalarResult(PREFIX + name, 100.0 * (toMillis - fromMillis) / windowMillis, "%",
          AggregationPolicy.AVG));
    }
  }

  private static void level(List<Result> out, String name, long bytes) {
    if (bytes >= 0) {
      out.add(new ScalarResult(PREFIX + name, bytes / 1048576.0, "MB", AggregationPolicy.AVG));
    }
  }
}
