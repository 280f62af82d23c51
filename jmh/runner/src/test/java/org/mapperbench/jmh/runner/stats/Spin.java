package org.mapperbench.jmh.runner.stats;

import java.lang.management.ManagementFactory;

/** Work for the CPU figures to see. */
final class Spin {
  private static volatile long sink;

  private Spin() {}

  /** Spends {@code millis} of this thread's CPU time, however long a loaded machine makes that take. */
  static void cpuMillis(long millis) {
    var threads = ManagementFactory.getThreadMXBean();
    long end = threads.getCurrentThreadCpuTime() + millis * 1_000_000;
    long x = 0;
    while (threads.getCurrentThreadCpuTime() < end) {
      x += Long.numberOfTrailingZeros(x + System.nanoTime());
    }
    sink = x;
  }
}
