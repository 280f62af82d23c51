package org.mapperbench.jmh.runner.stats;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.results.model.StatsSidecarRecord;

/**
 * Samples every source on one daemon thread at a fixed interval for the whole run, into {@code stats/<name>.tsv},
 * each row marked with the benchmark running at that moment. A source that fails writes nothing for that tick and
 * never fails the run. Measures its own cost: the CPU time of its thread over the run.
 */
public final class StatsSidecar implements AutoCloseable {
  /** The label of the time between benchmarks and of the server warm-up. */
  public static final String BETWEEN = "-";
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private final Duration interval;
  private final List<Tracked> tracked = new ArrayList<>();
  private final ScheduledExecutorService thread;
  private final long startNanos = System.nanoTime();
  private volatile String benchmark = BETWEEN;
  private volatile long threadCpuNanos = -1;
  private long stopNanos;

  private StatsSidecar(Path dir, Duration interval, List<ProcessStatsSource> sources) throws IOException {
    Files.createDirectories(dir);
    this.interval = interval;
    for (ProcessStatsSource source : sources) {
      tracked.add(new Tracked(source, StatsTsv.open(dir.resolve(SuiteNames.statsFileName(source.name())))));
    }
    benchmark(BETWEEN);
    this.thread = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "stats-sidecar");
      t.setDaemon(true);
      return t;
    });
  }

  public static StatsSidecar start(Path dir, Duration interval, List<ProcessStatsSource> sources) {
    try {
      StatsSidecar sidecar = new StatsSidecar(dir, interval, sources);
      sidecar.thread.scheduleAtFixedRate(sidecar::tick, 0, interval.toMillis(), TimeUnit.MILLISECONDS);
      return sidecar;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + dir + ": " + e.getMessage(), e);
    }
  }

  /** The benchmark running from now on, e.g. {@code jdbc-mariadb writeUser x4}; {@link #BETWEEN} when none. */
  public void benchmark(String label) {
    benchmark = label;
  }

  private void tick() {
    Instant now = Instant.now();
    String label = benchmark;
    for (Tracked t : tracked) {
      try {
        Optional<Sample> sample = t.source.sample();
        if (sample.isPresent()) {
          t.tsv.write(now, sample.get(), label);
          t.samples++;
        }
      } catch (Exception | LinkageError e) {
        // An uncaught throwable would cancel every later tick; this source just misses this one.
        if (t.problem == null) {
          t.problem = e.getClass().getSimpleName() + ": " + e.getMessage();
        }
      }
    }
    threadCpuNanos = THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : -1;
  }

  /** Stops sampling, after the tick under way if any, and closes every file and connection. Idempotent. */
  @Override
  public void close() {
    if (stopNanos != 0) {
      return;
    }
    thread.shutdown();
    try {
      if (!thread.awaitTermination(5, TimeUnit.SECONDS)) {
        thread.shutdownNow();
      }
    } catch (InterruptedException e) {
      thread.shutdownNow();
      Thread.currentThread().interrupt();
    }
    stopNanos = System.nanoTime();
    benchmark(BETWEEN);
    for (Tracked t : tracked) {
      try {
        t.tsv.close();
      } catch (IOException e) {
        // every row was flushed when written
      }
      t.source.close();
    }
  }

  long samples() {
    return tracked.stream().mapToLong(t -> t.samples).sum();
  }

  /** The sampling thread's CPU time over the run's wall time, in percent of one core; NaN where the JVM cannot tell. */
  double cpuPercentOfOneCore() {
    long wall = (stopNanos == 0 ? System.nanoTime() : stopNanos) - startNanos;
    return threadCpuNanos < 0 ? Double.NaN : Sample.cpuPercent(threadCpuNanos, wall);
  }

  /** {@code statsSidecar} in run.json. */
  public StatsSidecarRecord describe() {
    double cost = cpuPercentOfOneCore();
    Map<String, StatsSidecarRecord.Source> sources = new LinkedHashMap<>();
    for (Tracked t : tracked) {
      sources.put(t.source.name(), new StatsSidecarRecord.Source(SuiteNames.statsFile(t.source.name()),
          t.source.describe(), t.samples, t.problem));
    }
    return new StatsSidecarRecord(interval.toMillis(), samples(),
        Double.isNaN(cost) ? null : Math.round(cost * 1000) / 1000.0, sources);
  }

  /** The run's closing lines: the count and cost, and each source that never delivered a sample, with why. */
  public List<String> summary() {
    double cost = cpuPercentOfOneCore();
    List<String> lines = new ArrayList<>();
    lines.add(String.format(Locale.ROOT, "stats sidecar: %,d samples, %s of one core", samples(),
        Double.isNaN(cost) ? "unknown share" : String.format(Locale.ROOT, "%.2f%%", cost)));
    for (Tracked t : tracked) {
      if (t.samples == 0 && t.problem != null) {
        lines.add("stats sidecar: no samples from " + t.source.describe() + ": " + t.problem);
      }
    }
    return lines;
  }

  private static final class Tracked {
    final ProcessStatsSource source;
    final StatsTsv tsv;
    volatile long samples;
    volatile String problem;

    Tracked(ProcessStatsSource source, StatsTsv tsv) {
      this.source = source;
      this.tsv = tsv;
    }
  }
}
