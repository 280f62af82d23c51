package org.mapperbench.jmh.runner.stats;

import java.util.Optional;

/**
 * The attributes read from a JVM over JMX at one moment, kept apart from the connection so the arithmetic is tested
 * on recorded values.
 *
 * @param processCpuNanos {@code java.lang:type=OperatingSystem} ProcessCpuTime: CPU time of the whole JVM
 * @param heapUsedBytes {@code java.lang:type=Memory} HeapMemoryUsage.used
 * @param wallNanos {@link System#nanoTime()} when it was read
 */
record JmxReading(long processCpuNanos, long heapUsedBytes, long wallNanos) {

  /**
   * What the JVM used between {@code previous} and this reading. RSS stays empty: no standard MBean exposes it
   * (committed heap and non-heap are not the resident set). ProcessCpuTime is -1 where the platform cannot tell.
   */
  Optional<Sample> since(JmxReading previous) {
    if (previous == null || processCpuNanos < 0 || previous.processCpuNanos < 0) {
      return Optional.empty();
    }
    double cpu = Sample.cpuPercent(processCpuNanos - previous.processCpuNanos, wallNanos - previous.wallNanos);
    return Optional.of(new Sample(cpu, null, heapUsedBytes));
  }
}
