package org.mapperbench.jmh.runner;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * How busy the machine was with work that is not the benchmark's: the CPU time all processes used (the kernel's
 * {@code /proc/stat}) less what the fork JVM, the servers and this runner used, between two readings. A fork measured
 * while something else ran (a build, an indexer, another benchmark) is not comparable with one measured on a quiet
 * machine; the report flags it. Steal time is read beside it: on a shared VM the hypervisor's other guests slow a
 * fork without showing up as any process's CPU.
 */
final class MachineLoad {
  /** Linux's USER_HZ: the unit of /proc/stat, 100 on every architecture the JDK runs on. */
  private static final long TICKS_PER_SECOND = 100;
  private static final long NANOS_PER_TICK = 1_000_000_000L / TICKS_PER_SECOND;
  /** Steal's column in a /proc/stat cpu line, after the label: user nice system idle iowait irq softirq steal. */
  private static final int STEAL = 8;
  private static final Path PROC_STAT = Path.of("/proc/stat");

  private final Supplier<List<ProcessHandle>> ownProcesses;

  /** @param ownProcesses the fork JVM and the servers at the moment of a reading (the runner counts itself) */
  MachineLoad(Supplier<List<ProcessHandle>> ownProcesses) {
    this.ownProcesses = ownProcesses;
  }

  /**
   * One reading; busyNanos and stealNanos are -1 where /proc/stat cannot be read (not Linux).
   *
   * @param stealNanos time the hypervisor gave this VM's virtual cores to someone else, summed over the cores
   */
  record Reading(long wallNanos, long busyNanos, long ownNanos, long stealNanos) {}

  Reading read() {
    long own = ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    for (ProcessHandle process : ownProcesses.get()) {
      own += Stream.concat(Stream.of(process), process.descendants())
          .mapToLong(p -> p.info().totalCpuDuration().map(Duration::toNanos).orElse(0L)).sum();
    }
    long wall = System.nanoTime();
    long[] busyAndSteal = busyAndStealNanos();
    return new Reading(wall, busyAndSteal[0], own, busyAndSteal[1]);
  }

  /** Foreign CPU between two readings, in percent of one core (two busy cores make 200); NaN when unknown. */
  static double foreignCpuPercent(Reading from, Reading to) {
    long wall = to.wallNanos() - from.wallNanos();
    if (from.busyNanos() < 0 || to.busyNanos() < 0 || wall <= 0) {
      return Double.NaN;
    }
    long foreign = (to.busyNanos() - from.busyNanos()) - (to.ownNanos() - from.ownNanos());
    // Tick granularity (10 ms) and processes ending between readings can push a quiet machine slightly below zero.
    return Math.max(0, 100.0 * foreign / wall);
  }

  /**
   * Steal between two readings, in percent of one core like {@link #foreignCpuPercent}: on a shared VM, time a
   * virtual core was ready to run but the hypervisor ran another guest. NaN when unknown.
   */
  static double stealPercent(Reading from, Reading to) {
    long wall = to.wallNanos() - from.wallNanos();
    if (from.stealNanos() < 0 || to.stealNanos() < 0 || wall <= 0) {
      return Double.NaN;
    }
    return Math.max(0, 100.0 * (to.stealNanos() - from.stealNanos()) / wall);
  }

  /** Busy and steal time of all cores since boot, from the one "cpu " line of a single read; -1 each if unknown. */
  private static long[] busyAndStealNanos() {
    try (Stream<String> lines = Files.lines(PROC_STAT)) {
      String cpu = lines.filter(l -> l.startsWith("cpu ")).findFirst().orElse(null);
      if (cpu != null) {
        return new long[] {busyTicks(cpu) * NANOS_PER_TICK, stealTicks(cpu) * NANOS_PER_TICK};
      }
    } catch (IOException | RuntimeException e) {
      // not Linux: unknown
    }
    return new long[] {-1, -1};
  }

  /** user nice system idle iowait irq softirq steal (guest time is already inside user). */
  static long busyTicks(String cpuLine) {
    String[] f = cpuLine.trim().split("\\s+");
    long busy = 0;
    for (int i = 1; i <= Math.min(STEAL, f.length - 1); i++) {
      if (i != 4 && i != 5) {
        busy += Long.parseLong(f[i]);
      }
    }
    return busy;
  }

  /** The eighth number, steal; 0 from a kernel too old to count it (before 2.6.11). */
  static long stealTicks(String cpuLine) {
    String[] f = cpuLine.trim().split("\\s+");
    return f.length > STEAL ? Long.parseLong(f[STEAL]) : 0;
  }
}
