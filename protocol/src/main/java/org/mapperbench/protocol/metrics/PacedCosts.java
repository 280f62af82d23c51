package org.mapperbench.protocol.metrics;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * What a paced trial's measured run cost, read at the edges of its window as a JMH trial's costs are: written by the
 * fork beside the run's {@link CallTimes}, read by the runner. A figure the platform cannot tell is -1.
 *
 * @param calls the calls made in the window
 * @param windowNanos the window's wall time
 * @param clientCpuNanos the fork JVM's CPU time in the window (the library's threads, the workers, GC and JIT)
 * @param serverCpuNanos the server processes' CPU time in the window, summed over a cluster's nodes
 * @param clientAllocatedBytes the fork JVM's allocation in the window
 * @param compileMillis the JIT's compilation time in the window
 * @param gcMillis the collectors' time in the window
 * @param serverPausedNanos how long {@code bench.pause} held the server stopped in the window, 0 if it did not
 */
public record PacedCosts(long calls, long windowNanos, long clientCpuNanos, long serverCpuNanos,
    long clientAllocatedBytes, long compileMillis, long gcMillis, long serverPausedNanos) {
  public static final String FILE = "costs.properties";

  /** A CPU time as cores busy on average over the window; NaN when unknown. */
  public double cores(long cpuNanos) {
    return cpuNanos < 0 || windowNanos <= 0 ? Double.NaN : (double) cpuNanos / windowNanos;
  }

  /** A total as an amount per call; NaN when unknown. */
  public double perCall(long total) {
    return total < 0 || calls <= 0 ? Double.NaN : (double) total / calls;
  }

  public void write(Path file) throws IOException {
    Properties p = new Properties();
    p.setProperty("calls", Long.toString(calls));
    p.setProperty("windowNanos", Long.toString(windowNanos));
    p.setProperty("clientCpuNanos", Long.toString(clientCpuNanos));
    p.setProperty("serverCpuNanos", Long.toString(serverCpuNanos));
    p.setProperty("clientAllocatedBytes", Long.toString(clientAllocatedBytes));
    p.setProperty("compileMillis", Long.toString(compileMillis));
    p.setProperty("gcMillis", Long.toString(gcMillis));
    p.setProperty("serverPausedNanos", Long.toString(serverPausedNanos));
    try (Writer out = Files.newBufferedWriter(file)) {
      p.store(out, "what a paced trial's measured window cost");
    }
  }

  public static PacedCosts read(Path file) throws IOException {
    Properties p = new Properties();
    try (Reader in = Files.newBufferedReader(file)) {
      p.load(in);
    }
    return new PacedCosts(get(p, "calls"), get(p, "windowNanos"), get(p, "clientCpuNanos"), get(p, "serverCpuNanos"),
        get(p, "clientAllocatedBytes"), get(p, "compileMillis"), get(p, "gcMillis"),
        Math.max(0, get(p, "serverPausedNanos")));
  }

  private static long get(Properties p, String key) {
    return Long.parseLong(p.getProperty(key, "-1"));
  }
}
