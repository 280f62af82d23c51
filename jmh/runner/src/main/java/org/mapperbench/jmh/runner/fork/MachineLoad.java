package org.mapperbench.jmh.runner.fork;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import oshi.SystemInfo;
import oshi.hardware.CentralProcessor;
import oshi.hardware.CentralProcessor.TickType;

/**
 * How busy the machine was with work that is not the benchmark's: the CPU time all processes used (the kernel's
 * counters, through OSHI) less what the fork JVM, the servers and this runner used, between two readings. A fork
 * measured while something else ran (a build, an indexer, another benchmark) is not comparable with one measured on a
 * quiet machine; the report flags it. Steal time is read beside it: on a shared VM the hypervisor's other guests slow
 * a fork without showing up as any process's CPU.
 */
final class MachineLoad {
  /** Made on first use (the holder idiom): OSHI reads the machine's processors when it starts. */
  private static final class Cpu {
    static final CentralProcessor PROCESSOR = new SystemInfo().getHardware().getProcessor();
  }

  private final Supplier<List<ProcessHandle>> ownProcesses;

  /** @param ownProcesses the fork JVM and the servers at the moment of a reading (the runner counts itself) */
  MachineLoad(Supplier<List<ProcessHandle>> ownProcesses) {
    this.ownProcesses = ownProcesses;
  }

  /**
   * One reading; busyNanos and stealNanos are -1 where the kernel's counters cannot be read.
   *
   * @param stealNanos time the hypervisor gave this VM's virtual cores to someone else, summed over the cores
   */
  record Reading(long wallNanos, long busyNanos, long ownNanos, long stealNanos) {}

  Reading read() {
    long own = ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
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

  /**
   * Busy and steal time of all cores since boot, from OSHI's reading of the kernel's counters ({@code /proc/stat} on
   * Linux); -1 each if unknown. Busy is everything but idle and I/O wait; guest time is already inside user.
   */
  private static long[] busyAndStealNanos() {
    try {
      long[] millis = Cpu.PROCESSOR.getSystemCpuLoadTicks();
      long busy = 0;
      for (TickType type : TickType.values()) {
        if (type != TickType.IDLE && type != TickType.IOWAIT) {
          busy += millis[type.getIndex()];
        }
      }
      return new long[] {busy * 1_000_000, millis[TickType.STEAL.getIndex()] * 1_000_000};
    } catch (RuntimeException | LinkageError e) {
      return new long[] {-1, -1}; // a platform OSHI cannot read
    }
  }
}
