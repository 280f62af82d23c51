package org.mapperbench.jmh.bench.measure;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.mapperbench.protocol.metrics.CostMetric;
import org.mapperbench.protocol.metrics.ThreadKind;
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
 * (warm-up excluded), named by {@link CostMetric}: client and server CPU per call split by who spent it ({@link
 * ThreadKind}), client allocation per call, the server's requests per call in all and by counter (one-thread
 * trials), the share of the window the JIT spent compiling and the collectors collecting, and client heap, client RSS
 * and server RSS at the end of the measured window. Counters are read at the window's edges ({@link
 * MeasuredWindow}), not sampled.
 *
 * <p>A collection falls inside a short window or outside it by chance, so the collectors' CPU per call is not this
 * window's: it is the fork JVM's GC CPU per allocated byte over every window so far, times this window's bytes per
 * call (on the server, GC CPU per nanosecond of its work, times this window's work). See docs/methodology.md, "Who
 * spent the CPU". Run with {@code -prof org.mapperbench.jmh.bench.measure.ResourceCostProfiler}; the runner does.
 */
public final class ResourceCostProfiler implements InternalProfiler {
  /** Over every window this JVM has measured: what its collectors cost per byte, the server's per ns of work. */
  private static final GcRates GC_RATES = new GcRates();

  /** The collectors' CPU against what made them work, summed over windows. */
  private static final class GcRates {
    private double clientGcNanos;
    private double clientAllocatedBytes;
    private double serverGcNanos;
    private double serverWorkNanos;
    private long clientCollections;

    synchronized void add(long clientGc, long allocated, long collections, long serverGc, long serverWork) {
      clientGcNanos += clientGc;
      clientCollections += Math.max(0, collections);
      clientAllocatedBytes += Math.max(0, allocated);
      serverGcNanos += serverGc;
      serverWorkNanos += serverWork;
    }

    /** The client's GC nanoseconds for {@code allocated} bytes at this JVM's rate; NaN before any byte. */
    synchronized double client(long allocated) {
      return clientAllocatedBytes > 0 ? clientGcNanos / clientAllocatedBytes * allocated : Double.NaN;
    }

    /** The collections the client's rate rests on: every one in this JVM's windows so far. */
    synchronized long clientCollections() {
      return clientCollections;
    }

    /** The server's GC nanoseconds for {@code work} nanoseconds of its work at the rate seen so far; NaN before any. */
    synchronized double server(long work) {
      return serverWorkNanos > 0 ? serverGcNanos / serverWorkNanos * work : Double.NaN;
    }
  }

  @Override
  public String getDescription() {
    return "client and server CPU by who spent it, allocation per call, heap and RSS, over each measured window";
  }

  @Override
  public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
    // JMH starts its profilers before the iteration's set-up: the turn covers the rows set-up writes, too.
    RunnerLink.awaitTurn();
    MeasuredWindow.reset();
  }

  @Override
  public Collection<? extends Result> afterIteration(
      BenchmarkParams benchmarkParams, IterationParams iterationParams, IterationResult result) {
    try {
      return costs(benchmarkParams, iterationParams);
    } finally {
      RunnerLink.endTurn();
    }
  }

  private static List<Result> costs(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
    MeasuredWindow.Counters from = MeasuredWindow.opened();
    MeasuredWindow.Counters to = MeasuredWindow.closed();
    if (from == null || to == null) {
      return List.of();
    }
    long calls = to.calls() - from.calls();
    Map<ThreadKind, Long> client = to.clientThreads().since(from.clientThreads());
    Map<ThreadKind, Long> server = to.serverThreads().since(from.serverThreads());
    long allocated = to.clientAllocatedBytes() - from.clientAllocatedBytes();
    long serverWork = server.get(ThreadKind.WORK) + server.get(ThreadKind.JVM);
    GC_RATES.add(client.get(ThreadKind.GC), from.clientAllocatedBytes() < 0 ? 0 : allocated,
        to.gcCollections() - from.gcCollections(), server.get(ThreadKind.GC), serverWork);
    if (iterationParams.getType() != IterationType.MEASUREMENT) {
      return List.of();
    }
    List<Result> metrics = new ArrayList<>();
    boolean clientSplit = from.clientThreads().known() && to.clientThreads().known();
    if (calls > 0) {
      boolean serverSplit = from.serverThreads().known() && to.serverThreads().known();
      if (clientSplit) {
        perCall(metrics, CostMetric.CPU_CLIENT, client.get(ThreadKind.WORK), calls, 1e-3);
        perCall(metrics, CostMetric.CPU_CLIENT_JIT, client.get(ThreadKind.JIT), calls, 1e-3);
        perCall(metrics, CostMetric.CPU_CLIENT_OTHER,
            client.get(ThreadKind.JVM) + client.get(ThreadKind.STORAGE), calls, 1e-3);
        if (allocated >= 0) {
          perCall(metrics, CostMetric.CPU_CLIENT_GC, GC_RATES.client(allocated), calls, 1e-3);
          metrics.add(new ScalarResult(CostMetric.GC_COLLECTIONS_CLIENT.metricName(), GC_RATES.clientCollections(),
              CostMetric.GC_COLLECTIONS_CLIENT.unit, AggregationPolicy.MAX));
        }
      }
      perCall(metrics, CostMetric.CPU_CLIENT_PROCESS, difference(from.clientCpuNanos(), to.clientCpuNanos()), calls,
          1e-3);
      if (benchmarkParams.getThreads() == 1) {
        // One calling thread, which opened the window and closed it.
        perCall(metrics, CostMetric.CPU_CLIENT_CALLER, difference(from.callerCpuNanos(), to.callerCpuNanos()), calls,
            1e-3);
      }
      if (serverSplit) {
        perCall(metrics, CostMetric.CPU_SERVER, serverWork, calls, 1e-3);
        perCall(metrics, CostMetric.CPU_SERVER_JIT, server.get(ThreadKind.JIT), calls, 1e-3);
        perCall(metrics, CostMetric.CPU_SERVER_STORAGE, server.get(ThreadKind.STORAGE), calls, 1e-3);
        perCall(metrics, CostMetric.CPU_SERVER_PROCESS,
            server.values().stream().mapToLong(Long::longValue).sum(), calls, 1e-3);
        perCall(metrics, CostMetric.CPU_SERVER_GC, GC_RATES.server(serverWork), calls, 1e-3);
      } else {
        // A server whose threads cannot be read (not Linux): its process time, in clock ticks.
        long serverCpu = difference(from.serverCpuNanos(), to.serverCpuNanos());
        perCall(metrics, CostMetric.CPU_SERVER, serverCpu, calls, 1e-3);
        perCall(metrics, CostMetric.CPU_SERVER_PROCESS, serverCpu, calls, 1e-3);
      }
      perCall(metrics, CostMetric.ALLOC_CLIENT, difference(from.clientAllocatedBytes(), to.clientAllocatedBytes()),
          calls, 1);
      // Requests of set-up calls made inside the window (a pool ran dry) cannot be told from the timed ones'.
      if (to.untimedCalls() == from.untimedCalls() && from.serverRequests() != null && to.serverRequests() != null) {
        perCall(metrics, CostMetric.REQUESTS_SERVER, to.serverRequests().total() - from.serverRequests().total(),
            calls, 1);
        byCounter(metrics, to.serverRequests().since(from.serverRequests()), CostMetric::requestsOf,
            CostMetric.REQUESTS_SERVER, calls);
        byCounter(metrics, to.serverRequests().cachesSince(from.serverRequests()), CostMetric::cacheOf,
            CostMetric.CACHE_SERVER, calls);
      }
    }
    double windowMillis = (to.wallNanos() - from.wallNanos()) / 1e6;
    metrics.add(new ScalarResult(CostMetric.WINDOW_START.metricName(), MeasuredWindow.epochMillis(from.wallNanos()),
        CostMetric.WINDOW_START.unit, AggregationPolicy.MIN));
    metrics.add(new ScalarResult(CostMetric.WINDOW_END.metricName(), MeasuredWindow.epochMillis(to.wallNanos()),
        CostMetric.WINDOW_END.unit, AggregationPolicy.MAX));
    if (windowMillis > 0) {
      // The compiler threads' CPU, not the JIT's compilation time: that adds each compilation's wall time when it
      // ends, so it misses one still running at the close and counts in full one that a stopped turn stretched
      // (docs/methodology.md, "What the compile share misses when forks interleave").
      share(metrics, CostMetric.JIT_CLIENT, clientSplit ? client.get(ThreadKind.JIT) / 1e6
          : difference(from.compileMillis(), to.compileMillis()), windowMillis);
      share(metrics, CostMetric.GC_CLIENT, difference(from.gcMillis(), to.gcMillis()), windowMillis);
    }
    level(metrics, CostMetric.HEAP_CLIENT, to.clientHeapBytes());
    level(metrics, CostMetric.RSS_CLIENT, to.clientRssBytes());
    level(metrics, CostMetric.RSS_SERVER, to.serverRssBytes());
    return metrics;
  }

  private static long difference(long from, long to) {
    return from < 0 || to < 0 ? -1 : to - from;
  }

  /** {@code amount} per call, scaled; nothing for an amount that is negative (unknown) or NaN. */
  /** Each counter that rose, per call, under its own metric name. */
  private static void byCounter(List<Result> metrics, java.util.Map<String, Long> rises,
      java.util.function.Function<String, String> name, CostMetric kind, long calls) {
    rises.forEach((counter, rise) -> {
      if (rise > 0) {
        metrics.add(new ScalarResult(name.apply(counter), (double) rise / calls, kind.unit, AggregationPolicy.AVG));
      }
    });
  }

  private static void perCall(List<Result> out, CostMetric metric, double amount, long calls, double scale) {
    if (amount >= 0) {
      out.add(new ScalarResult(metric.metricName(), amount * scale / calls, metric.unit, AggregationPolicy.AVG));
    }
  }

  /** Time the JIT's or the collectors' threads spent, as a percentage of the window's wall time. */
  private static void share(List<Result> out, CostMetric metric, double millis, double windowMillis) {
    if (millis >= 0) {
      out.add(new ScalarResult(metric.metricName(), 100.0 * millis / windowMillis, metric.unit, AggregationPolicy.AVG));
    }
  }

  private static void level(List<Result> out, CostMetric metric, long bytes) {
    if (bytes >= 0) {
      out.add(new ScalarResult(metric.metricName(), bytes / 1048576.0, metric.unit, AggregationPolicy.AVG));
    }
  }
}
