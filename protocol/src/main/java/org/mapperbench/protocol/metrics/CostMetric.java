package org.mapperbench.protocol.metrics;

/**
 * The secondary metrics the fork's JMH profiler adds to every measured iteration, and the report reads back: one
 * definition of each name and unit for both JVMs. How each is counted: docs/methodology.md, "Who spent the CPU".
 */
public enum CostMetric {
  /** The library's work: the client JVM's CPU per call on its {@link ThreadKind#WORK} threads. */
  CPU_CLIENT("cpu.client", "us/op"),
  /**
   * Of {@link #CPU_CLIENT}, the calling thread's own CPU per call (one-thread trials): the library's work in the
   * caller, where the rest is its I/O threads' (docs/methodology.md, "Who spent the CPU").
   */
  CPU_CLIENT_CALLER("cpu.client.caller", "us/op"),
  /** The whole client JVM's CPU per call, JIT, collectors and housekeeping included. */
  CPU_CLIENT_PROCESS("cpu.client.process", "us/op"),
  /** The client's collectors per call: the fork's GC CPU per allocated byte, over all its windows, times the call's. */
  CPU_CLIENT_GC("cpu.client.gc", "us/op"),
  /**
   * The collections {@link #CPU_CLIENT_GC}'s rate rests on: every one in the fork's windows so far. Too few, and the
   * rate is chance: docs/methodology.md, "Who spent the CPU".
   */
  GC_COLLECTIONS_CLIENT("gc.client.collections", "collections"),
  /** The client's JIT compiler threads per call, in this window: warm-up left, never the library's cost. */
  CPU_CLIENT_JIT("cpu.client.jit", "us/op"),
  /** The client JVM's housekeeping threads per call, in this window. */
  CPU_CLIENT_OTHER("cpu.client.other", "us/op"),
  /** The server's work on requests: its CPU per call on {@link ThreadKind#WORK} and {@link ThreadKind#JVM} threads. */
  CPU_SERVER("cpu.server", "us/op"),
  /** The server processes' whole CPU per call. */
  CPU_SERVER_PROCESS("cpu.server.process", "us/op"),
  /** The server's collectors per call: its GC CPU per nanosecond of work, over the fork's windows, times the call's. */
  CPU_SERVER_GC("cpu.server.gc", "us/op"),
  /** The server's JIT per call, in this window. */
  CPU_SERVER_JIT("cpu.server.jit", "us/op"),
  /** The server's memtable flushes and compactions per call, in this window. */
  CPU_SERVER_STORAGE("cpu.server.storage", "us/op"),
  /** The client's heap allocation per call. */
  ALLOC_CLIENT("alloc.client", "B/op"),
  /** Requests the server's own counters saw per call (single-thread trials). */
  REQUESTS_SERVER("requests.server", "requests/op"),
  /**
   * The server's cache lookups per call, by counter (single-thread trials; {@link #cacheOf}): on Cassandra its key and
   * chunk caches' hits and requests, on MariaDB its buffer pool's page requests and the misses that read from disk.
   */
  CACHE_SERVER("cache.server", "lookups/op"),
  /**
   * The share of the window's wall time the client's JIT spent compiling: its compiler threads' CPU where the JVM's
   * threads can be read, else the JVM's total compilation time (docs/methodology.md, "Measuring a compiled JVM").
   */
  JIT_CLIENT("jit.client", "%"),
  /** The share of the window's wall time the client's collectors spent collecting. */
  GC_CLIENT("gc.client", "%"),
  /** When the window opened and closed, in milliseconds since the epoch: to place a server's log events in it. */
  WINDOW_START("window.start", "ms"),
  WINDOW_END("window.end", "ms"),
  HEAP_CLIENT("heap.client", "MB"),
  RSS_CLIENT("rss.client", "MB"),
  RSS_SERVER("rss.server", "MB");

  /** What a call costs in resources, which every entry must carry (the check command holds each above 0). */
  public static final java.util.List<CostMetric> RESOURCE = java.util.List.of(CPU_CLIENT, CPU_SERVER, ALLOC_CLIENT);

  /** JMH's own mark for a profiler's metric, as in {@code ·gc.alloc.rate.norm}. */
  public static final String PREFIX = "\u00b7";

  private final String name;
  public final String unit;

  CostMetric(String name, String unit) {
    this.name = name;
    this.unit = unit;
  }

  /**
   * One server counter's rise per call ({@link ServerCounters}) in a one-thread window, beside {@link
   * #REQUESTS_SERVER}'s sum of the client's requests: {@code ·requests.server:orders.read}; only counters that rose.
   */
  public static String requestsOf(String counter) {
    return REQUESTS_SERVER.metricName() + ":" + counter;
  }

  /**
   * One of the server's cache counters per call (the runner's {@code RequestCounts.caches}):
   * {@code ·cache.server:keys.hit}; only counters that rose.
   */
  public static String cacheOf(String counter) {
    return CACHE_SERVER.metricName() + ":" + counter;
  }

  /** The counter a {@link #cacheOf} metric counts, or null for any other metric. */
  public static String cacheCounterOf(String metric) {
    String prefix = cacheOf("");
    return metric.startsWith(prefix) ? metric.substring(prefix.length()) : null;
  }

  /** The counter a {@link #requestsOf} metric counts, or null for any other metric. */
  public static String counterOf(String metric) {
    String prefix = requestsOf("");
    return metric.startsWith(prefix) ? metric.substring(prefix.length()) : null;
  }

  /** The metric's name as the profiler gives it to JMH. */
  public String metricName() {
    return PREFIX + name;
  }
}
