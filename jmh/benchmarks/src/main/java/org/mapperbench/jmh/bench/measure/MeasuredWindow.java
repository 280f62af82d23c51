package org.mapperbench.jmh.bench.measure;

import org.mapperbench.settings.ForkSettings;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import org.mapperbench.protocol.link.ForkProtocol;
import org.mapperbench.protocol.metrics.ThreadKind;

/**
 * The resource counters of this JVM and of the server at the edges of the measured part of an iteration: after
 * every thread's input pool is filled, and before the first thread tidies up. Iteration-level set-up writes the
 * rows a read, update or delete needs; counting it would charge a read for those writes. {@link
 * ResourceCostProfiler} divides the difference by the calls made in between.
 */
public final class MeasuredWindow {
  private static final com.sun.management.OperatingSystemMXBean OS =
      (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
  private static final com.sun.management.ThreadMXBean THREADS =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
  private static final java.util.List<ProcessHandle> SERVER = serverProcesses();

  private static final java.lang.management.CompilationMXBean JIT = ManagementFactory.getCompilationMXBean();
  private static final java.util.List<java.lang.management.GarbageCollectorMXBean> GC =
      ManagementFactory.getGarbageCollectorMXBeans();

  private static final LongAdder CALLS = new LongAdder();
  /**
   * Calls made in set-up while the window is open (an input pool that ran dry): their requests are not the timed
   * ones'.
   */
  private static final LongAdder UNTIMED_CALLS = new LongAdder();
  private static final AtomicReference<Counters> OPENED = new AtomicReference<>();
  private static final AtomicReference<Counters> CLOSED = new AtomicReference<>();
  /** Told of each window's edges, inside the counters' readings: a profile fork's profiler. */
  private static volatile Edges watcher;

  private MeasuredWindow() {}

  /** What happens at a window's edges besides the counters' readings. */
  public interface Edges {
    /** The window has just opened: every thread's inputs are ready. */
    public void opened();

    /**
     * The window is about to close; {@code calls} timed calls were made in it, and {@code untimed} calls of set-up
     * (an input pool that ran dry), whose requests are not the timed calls'.
     */
    void closing(long calls, long untimed);
  }

  /** Tells {@code edges} of every window from now on; null stops it. */
  public static void watch(Edges edges) {
    watcher = edges;
  }

  /**
   * Counter values at one instant; a value is -1 where the platform cannot tell.
   *
   * @param serverCpuNanos the server processes' user and system CPU time, summed over a cluster's nodes
   * @param clientHeapBytes heap in use in this JVM
   * @param serverRequests the server's own request counters ({@link RunnerLink#requestCounts}), or null; read only
   *     for a window of one thread, since the fork waits for the runner's answer
   * @param compileMillis the JIT's compilation time so far, summed over its threads
   * @param gcMillis the collectors' time so far
   * @param gcCollections the collections so far, over every collector
   * @param callerCpuNanos the CPU time so far of the thread that read the counters: in a one-thread trial, the
   *     calling thread's
   * @param clientThreads this JVM's CPU time so far, thread by thread
   * @param serverThreads the server processes' CPU time so far, thread by thread
   */
  public record Counters(
      long calls, long clientCpuNanos, long clientAllocatedBytes, long clientHeapBytes, long clientRssBytes,
      long serverCpuNanos, long serverRssBytes, long untimedCalls, ForkProtocol.RequestCounts serverRequests,
      long wallNanos, long compileMillis, long gcMillis, long gcCollections, long callerCpuNanos,
      ThreadCpu clientThreads, ThreadCpu serverThreads) {
    Counters withServerRequests(ForkProtocol.RequestCounts requests) {
      return new Counters(calls, clientCpuNanos, clientAllocatedBytes, clientHeapBytes, clientRssBytes, serverCpuNanos,
          serverRssBytes, untimedCalls, requests, wallNanos, compileMillis, gcMillis, gcCollections, callerCpuNanos,
          clientThreads, serverThreads);
    }

    Counters withThreads(ThreadCpu client, ThreadCpu server) {
      return new Counters(calls, clientCpuNanos, clientAllocatedBytes, clientHeapBytes, clientRssBytes, serverCpuNanos,
          serverRssBytes, untimedCalls, serverRequests, wallNanos, compileMillis, gcMillis, gcCollections,
          callerCpuNanos, client, server);
    }
  }

  public static void reset() {
    OPENED.set(null);
    CLOSED.set(null);
  }

  /** Each thread calls this when its inputs are ready; the last one to do so opens the window. */
  static void open() {
    open(false);
  }

  /** @param countRequests also ask the server's request count: the only thread of a trial may wait for it */
  public static void open(boolean countRequests) {
    if (quietCompilerFirst) {
      awaitQuietCompiler();
    }
    OPENED.set(read(countRequests, true));
    Edges edges = watcher;
    if (edges != null) {
      edges.opened();
    }
  }

  /**
   * Whether a window waits for the JIT first ({@link #awaitQuietCompiler}). A warm-up's windows do not: what they
   * measure is whether the JIT is still compiling, and the wait averaged 0.13 s a window.
   */
  private static volatile boolean quietCompilerFirst = true;

  /** From now on, windows wait for the JIT before opening ({@code true}: measured ones) or not (a warm-up's). */
  public static void quietCompilerFirst(boolean wait) {
    quietCompilerFirst = wait;
  }

  /** How long the JIT's threads must have been idle before a window opens. */
  private static final long QUIET_MILLIS = 50;
  /** The CPU a compiler thread may take in {@link #QUIET_MILLIS} and still count as idle: its own housekeeping. */
  private static final long IDLE_JIT_NANOS = 1_000_000;
  // A C2 compilation of a large method takes hundreds of milliseconds on 2 shared cores. A smoke run's short
  // iterations (under 0.5 s) wait no longer than one: their figures are not read, and CI runs many of them.
  private static final long MAX_QUIET_WAIT_MILLIS = maxQuietWait(
      org.mapperbench.settings.BenchSettings.ITERATION_MILLIS.get(System.getProperties()));

  private static long maxQuietWait(long iterationMillis) {
    return iterationMillis < 500 ? iterationMillis : Math.min(3000, 6 * iterationMillis);
  }

  /**
   * Waits, untimed, until the JIT's compiler threads have been idle for {@value #QUIET_MILLIS} ms (at most 3 s, and
   * no longer than six iterations; a smoke's one). Set-up just wrote the window's inputs through the adapter, and
   * what that made hot is compiled in the background: without the wait, those compilations run inside the window, on
   * a core the timed calls need, and in the client CPU charged to them. The compiler threads' own CPU tells a
   * compilation in progress; the JIT's total compilation time grows only when one ends, so a long one looked idle and
   * ended in the window.
   */
  static void awaitQuietCompiler() {
    if (JIT == null || !JIT.isCompilationTimeMonitoringSupported()) {
      return;
    }
    long deadline = System.nanoTime() + MAX_QUIET_WAIT_MILLIS * 1_000_000;
    long lastCompiling = JIT.getTotalCompilationTime();
    ThreadCpu lastThreads = ThreadCpu.ofThisJvm(false);
    while (System.nanoTime() < deadline) {
      try {
        Thread.sleep(QUIET_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
      long compiling = JIT.getTotalCompilationTime();
      ThreadCpu threads = ThreadCpu.ofThisJvm(false);
      boolean idle = compiling == lastCompiling && (!threads.known() || !lastThreads.known()
          || threads.since(lastThreads).get(ThreadKind.JIT) < IDLE_JIT_NANOS);
      if (idle) {
        return;
      }
      lastCompiling = compiling;
      lastThreads = threads;
    }
  }

  /** Each thread calls this before tidying up; the first one closes the window. */
  public static void close() {
    if (CLOSED.get() == null) {
      Counters opened = OPENED.get();
      Edges edges = watcher;
      if (edges != null && opened != null) {
        edges.closing(CALLS.sum() - opened.calls(), UNTIMED_CALLS.sum() - opened.untimedCalls());
      }
      CLOSED.compareAndSet(null, read(opened != null && opened.serverRequests() != null, false));
    }
  }

  /** A call of set-up made while the window may be open. */
  static void countUntimedCall() {
    UNTIMED_CALLS.increment();
  }

  /** One call of the timed operation, recorded in untimed set-up. */
  static void countCall() {
    CALLS.increment();
  }

  /** The wall-clock time, in milliseconds since the epoch, of a {@link Counters#wallNanos} reading. */
  static double epochMillis(long wallNanos) {
    return Math.floor((wallNanos + EPOCH_NANOS) / 1e6);
  }

  /** The epoch's offset from {@link System#nanoTime}'s origin, read once: both clocks then agree on a fork's span. */
  private static final long EPOCH_NANOS = System.currentTimeMillis() * 1_000_000 - System.nanoTime();

  public static Counters opened() {
    return OPENED.get();
  }

  public static Counters closed() {
    return CLOSED.get();
  }

  /**
   * The request count is asked first when the window opens and last when it closes: its round trip to the runner, and
   * the runner's query of the server's counters, then cost neither client nor server CPU inside the window. Likewise
   * the threads' CPU is read before the other counters when the window opens and after them when it closes, the
   * calling thread's own nearest the window, so that reading them costs as little of it as can be.
   */
  private static Counters read(boolean countRequests, boolean opening) {
    ForkProtocol.RequestCounts requests = countRequests && opening ? RunnerLink.requestCounts() : null;
    ThreadCpu serverThreads = opening ? ThreadCpu.of(SERVER) : ThreadCpu.NONE;
    ThreadCpu clientThreads = opening ? ThreadCpu.ofThisJvm(true) : ThreadCpu.NONE;
    Counters counters = new Counters(
        CALLS.sum(),
        OS.getProcessCpuTime(),
        THREADS.isThreadAllocatedMemorySupported() ? THREADS.getTotalThreadAllocatedBytes() : -1,
        ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed(),
        rssBytes(ProcessHandle.current().pid()),
        sum(process -> process.info().totalCpuDuration().map(Duration::toNanos).orElse(-1L)),
        sum(process -> rssBytes(process.pid())),
        UNTIMED_CALLS.sum(),
        requests,
        System.nanoTime(),
        JIT != null && JIT.isCompilationTimeMonitoringSupported() ? JIT.getTotalCompilationTime() : -1,
        GC.stream().mapToLong(java.lang.management.GarbageCollectorMXBean::getCollectionTime)
            .filter(t -> t >= 0).sum(),
        GC.stream().mapToLong(java.lang.management.GarbageCollectorMXBean::getCollectionCount)
            .filter(n -> n >= 0).sum(),
        THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : -1,
        clientThreads, serverThreads);
    if (!opening) {
      counters = counters.withThreads(ThreadCpu.ofThisJvm(false), ThreadCpu.of(SERVER));
    }
    if (countRequests && !opening) {
      counters = counters.withServerRequests(RunnerLink.requestCounts());
    }
    return counters;
  }

  /** The figure summed over the server's processes, or -1 if there are none or one cannot tell. */
  private static long sum(java.util.function.ToLongFunction<ProcessHandle> figure) {
    long total = 0;
    for (ProcessHandle process : SERVER) {
      long value = figure.applyAsLong(process);
      if (value < 0) {
        return -1;
      }
      total += value;
    }
    return SERVER.isEmpty() ? -1 : total;
  }

  static java.util.List<ProcessHandle> serverProcesses() {
    return java.util.Arrays.stream(ForkSettings.SERVER_PID.get(System.getProperties()).split(","))
        .map(String::strip).filter(pid -> !pid.isEmpty())
        .flatMap(pid -> ProcessHandle.of(Long.parseLong(pid)).stream()).toList();
  }

  /**
   * Resident set size from the kernel's own accounting (Linux {@code /proc/<pid>/status}, VmRSS), or -1. The JDK
   * has no API for it, and a process-statistics library here would put its dependencies (OSHI needs JNA 5) on
   * every adapter's benchmark classpath, where Kundera's tree already pins JNA 4.
   */
  static long rssBytes(long pid) {
    try {
      for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
        if (line.startsWith("VmRSS:")) {
          return Long.parseLong(line.replaceAll("\\D", "")) * 1024;
        }
      }
    } catch (java.io.IOException | RuntimeException unavailable) {
      // not Linux, or the process is gone
    }
    return -1;
  }
}
