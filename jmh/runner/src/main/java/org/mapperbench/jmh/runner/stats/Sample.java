package org.mapperbench.jmh.runner.stats;

/**
 * What one process (or container, or node) used at one moment.
 *
 * @param cpuPercent CPU used since the previous sample, in percent of one core: two busy cores make 200
 * @param rssBytes resident memory, or null where the backend cannot see it (JMX)
 * @param heapBytes Java heap in use, or null where the backend cannot see it (a process seen from outside)
 */
public record Sample(double cpuPercent, Long rssBytes, Long heapBytes) {

  /** CPU time spent over wall time passed, as percent of one core. */
  static double cpuPercent(long cpuNanos, long wallNanos) {
    return wallNanos <= 0 ? 0 : Math.max(0, cpuNanos) * 100.0 / wallNanos;
  }
}
