package org.mapperbench.jmh.bench.measure;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.mapperbench.protocol.metrics.ThreadKind;

/**
 * Each thread's CPU time so far, from the kernel's scheduler statistics ({@code /proc/<pid>/task/<tid>/schedstat},
 * nanoseconds), with its {@link ThreadKind}. The JDK's own figures are either per process ({@code
 * getProcessCpuTime}) or per Java thread (the compiler and collector threads are not Java threads), and {@code
 * ProcessHandle}'s CPU duration counts in clock ticks of 10 ms, a few percent of a 0.5 s window.
 *
 * @param threads per thread id, its kind and CPU nanoseconds; empty where the platform cannot tell
 */
public record ThreadCpu(Map<Long, Sample> threads) {
  /** One thread's kind and its CPU time so far. */
  record Sample(ThreadKind kind, long nanos) {}

  static final ThreadCpu NONE = new ThreadCpu(Map.of());
  private static final Path SELF = Path.of("/proc/self/task");
  /** Thread names seen so far, per process and thread id: a thread's name is read once. */
  private static final Map<String, ThreadKind> KINDS = new java.util.concurrent.ConcurrentHashMap<>();

  /**
   * This JVM's threads. {@code ownLast}: the calling thread is read last, so the time the reading takes is counted
   * before it (a window opening); otherwise first, so it is counted after (a window closing).
   */
  static ThreadCpu ofThisJvm(boolean ownLast) {
    return read(SELF, ownThread(), ownLast);
  }

  /** The threads of the processes {@code pids}, together; a thread id is unique across processes. */
  static ThreadCpu of(List<ProcessHandle> processes) {
    Map<Long, Sample> all = new HashMap<>();
    for (ProcessHandle process : processes) {
      ThreadCpu one = read(Path.of("/proc", Long.toString(process.pid()), "task"), -1, false);
      if (one.threads.isEmpty()) {
        return NONE;
      }
      all.putAll(one.threads);
    }
    return new ThreadCpu(all);
  }

  boolean known() {
    return !threads.isEmpty();
  }

  /**
   * CPU nanoseconds spent between {@code from} and this reading, per kind: a thread that started in between counts
   * whole, one that ended in between is lost (its time is gone from the kernel's table).
   */
  Map<ThreadKind, Long> since(ThreadCpu from) {
    Map<ThreadKind, Long> spent = new EnumMap<>(ThreadKind.class);
    for (ThreadKind kind : ThreadKind.values()) {
      spent.put(kind, 0L);
    }
    threads.forEach((tid, now) -> {
      Sample before = from.threads.get(tid);
      long delta = now.nanos() - (before == null ? 0 : before.nanos());
      spent.merge(now.kind(), Math.max(0, delta), Long::sum);
    });
    return spent;
  }

  private static ThreadCpu read(Path tasks, long own, boolean ownLast) {
    List<Long> tids = new ArrayList<>();
    try (Stream<Path> list = Files.list(tasks)) {
      list.forEach(task -> tids.add(Long.parseLong(task.getFileName().toString())));
    } catch (IOException | RuntimeException unavailable) {
      return NONE; // not Linux, or the process is gone
    }
    if (tids.remove(own)) {
      tids.add(ownLast ? tids.size() : 0, own);
    }
    Map<Long, Sample> threads = new HashMap<>();
    for (long tid : tids) {
      Path task = tasks.resolve(Long.toString(tid));
      try {
        String schedstat = Files.readString(task.resolve("schedstat"), StandardCharsets.US_ASCII);
        long nanos = Long.parseLong(schedstat.substring(0, schedstat.indexOf(' ')));
        threads.put(tid, new Sample(kind(task), nanos));
      } catch (IOException | RuntimeException ended) {
        // the thread ended while the list was read
      }
    }
    return new ThreadCpu(threads);
  }

  private static ThreadKind kind(Path task) {
    return KINDS.computeIfAbsent(task.toString(), key -> {
      try {
        return ThreadKind.of(Files.readString(task.resolve("comm"), StandardCharsets.UTF_8).strip());
      } catch (IOException e) {
        return ThreadKind.WORK;
      }
    });
  }

  /** The calling thread's kernel id, or -1. */
  private static long ownThread() {
    try {
      return Long.parseLong(Files.readSymbolicLink(Path.of("/proc/thread-self")).getFileName().toString());
    } catch (IOException | RuntimeException unavailable) {
      return -1;
    }
  }
}
