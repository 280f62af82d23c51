package org.mapperbench.protocol.metrics;

import java.util.List;

/**
 * Who spent a JVM's CPU, told from a thread's name as the kernel knows it (its first 15 characters). A fork's and a
 * Cassandra node's CPU per call is split by these, so that the library's work (or the server's work on requests) is
 * not mixed with the JIT still compiling or a collection that happened to fall inside a short window (see
 * docs/methodology.md, "Who spent the CPU"). A process whose threads carry no JVM names (mariadbd) is all {@link
 * #WORK}.
 */
public enum ThreadKind {
  /** The calling threads, the driver's I/O threads, the server's request stages: everything not named below. */
  WORK,
  /** HotSpot's compiler threads and its code cache sweeper: warm-up, never a library's steady cost. */
  JIT,
  /** The collectors' threads (G1, Parallel, ZGC, Shenandoah). */
  GC,
  /** A Cassandra node's memtable flushes and compactions: deferred work of earlier writes, not of this window's. */
  STORAGE,
  /** The JVM's own housekeeping: its VM thread (safepoints), periodic tasks, reference handling, signals. */
  JVM;

  private static final List<String> JIT_NAMES = List.of("C1 CompilerThre", "C2 CompilerThre", "Sweeper thread",
      "JVMCI");
  private static final List<String> GC_NAMES = List.of("GC Thread#", "G1 ", "ZDirector", "ZDriver", "ZWorker",
      "ZUnmapper", "ZStat", "ZUncommitter", "Shenandoah", "Parallel GC");
  /**
   * A Cassandra node's thread pools whose work is a flush or a compaction, as {@code system_views.thread_pools} names
   * them; its threads carry these names cut to the kernel's 15 characters.
   */
  public static final List<String> STORAGE_POOLS = List.of("MemtableFlushWriter", "PerDiskMemtableFlushWriter",
      "MemtablePostFlush", "MemtableReclaimMemory", "CompactionExecutor", "ValidationExecutor");
  private static final int KERNEL_NAME_LENGTH = 15;
  private static final List<String> STORAGE_NAMES = STORAGE_POOLS.stream()
      .map(pool -> pool.substring(0, Math.min(pool.length(), KERNEL_NAME_LENGTH))).toList();
  private static final List<String> JVM_NAMES = List.of("VM Thread", "VM Periodic Tas", "Service Thread",
      "Monitor Deflati", "Signal Dispatch", "Common-Cleaner", "Notification Th", "Reference Handl", "Finalizer",
      "Attach Listener");

  /** The kind of a thread named {@code name} (as /proc/&lt;pid&gt;/task/&lt;tid&gt;/comm gives it). */
  public static ThreadKind of(String name) {
    if (startsWithAny(name, JIT_NAMES)) {
      return JIT;
    }
    if (startsWithAny(name, GC_NAMES)) {
      return GC;
    }
    if (startsWithAny(name, STORAGE_NAMES)) {
      return STORAGE;
    }
    return startsWithAny(name, JVM_NAMES) ? JVM : WORK;
  }

  private static boolean startsWithAny(String name, List<String> prefixes) {
    return prefixes.stream().anyMatch(name::startsWith);
  }
}
