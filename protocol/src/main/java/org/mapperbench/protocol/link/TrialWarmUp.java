package org.mapperbench.protocol.link;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;

/**
 * How a trial warmed up, and how the server settled before it measured: what a fork writes beside each trial's
 * jmh.json ({@link ForkProtocol#WARMUP_FILE}) and the runner reads into the trial's round record.
 *
 * @param iterations the warm-up iterations the trial took
 * @param compileShare the JIT's share of the last one's wall time; NaN when unknown
 * @param capped it stopped at {@code bench.maxWarmupIterations} with the JIT still compiling more
 * @param settled how the server settled after the warm-up, or before it for rows used in turn ({@link
 *     ForkProtocol#SETTLE})
 * @param jvm how the fork JVM warmed up before any of its trials; null when it ran no pass
 * @param remeasured how many times its measured iterations were run again because the JIT compiled in them
 *     ({@code bench.remeasures}); the last run's are the trial's
 * @param startup how long the fork JVM took to open its adapter; null when unknown
 */
public record TrialWarmUp(int iterations, double compileShare, boolean capped, ForkProtocol.Settled settled,
    Jvm jvm, int remeasured, Startup startup) {
  private static final String ITERATIONS = "iterations";
  private static final String JVM_SECONDS = "jvmSeconds";
  private static final String JVM_PASSES = "jvmPasses";
  private static final String JVM_QUIET = "jvmQuiet";
  private static final String COMPILE_SHARE = "compileShare";
  private static final String CAPPED = "capped";
  private static final String SETTLE_MILLIS = "settleMillis";
  private static final String SETTLE = "settle";
  private static final String REMEASURED = "remeasured";
  private static final String READY_SECONDS = "readySeconds";
  private static final String OPEN_SECONDS = "openSeconds";

  public TrialWarmUp(int iterations, double compileShare, boolean capped, ForkProtocol.Settled settled, Jvm jvm) {
    this(iterations, compileShare, capped, settled, jvm, 0, null);
  }

  /**
   * A fork JVM's warm-up: passes over its benchmarks until each was quiet twice in a row, or its time ran out.
   *
   * @param seconds how long its passes took
   * @param passes how many it ran
   * @param quiet whether the JIT was quiet when they ended; false: it still compiled when
   *     {@code bench.jvmWarmupSeconds} ran out
   */
  public record Jvm(double seconds, int passes, boolean quiet) {}

  /**
   * A fork JVM's start, what a user of the library waits for before the first call (docs/results.md, "Start-up").
   *
   * @param readySeconds from the JVM's start until its adapter was open: the JVM's and JMH's start, the library's
   *     classes loaded, its session (or application context) built
   * @param openSeconds the part of it the adapter's {@code open} took
   */
  public record Startup(double readySeconds, double openSeconds) {}

  public TrialWarmUp withJvm(Jvm ran) {
    return new TrialWarmUp(iterations, compileShare, capped, settled, ran, remeasured, startup);
  }

  public TrialWarmUp withStartup(Startup took) {
    return new TrialWarmUp(iterations, compileShare, capped, settled, jvm, remeasured, took);
  }

  /** Measured once more, after the server settled again as {@code again}. */
  public TrialWarmUp remeasuredAfter(ForkProtocol.Settled again) {
    return new TrialWarmUp(iterations, compileShare, capped, again, jvm, remeasured + 1, startup);
  }

  /** Writes it as {@link ForkProtocol#WARMUP_FILE} in {@code trialDir}. */
  public void write(Path trialDir) throws IOException {
    Properties file = new Properties();
    file.setProperty(ITERATIONS, Integer.toString(iterations));
    file.setProperty(COMPILE_SHARE, Double.toString(compileShare));
    file.setProperty(CAPPED, Boolean.toString(capped));
    file.setProperty(SETTLE_MILLIS, Long.toString(settled.millis()));
    file.setProperty(SETTLE, settled.state().name());
    file.setProperty(REMEASURED, Integer.toString(remeasured));
    if (jvm != null) {
      file.setProperty(JVM_SECONDS, Double.toString(jvm.seconds()));
      file.setProperty(JVM_PASSES, Integer.toString(jvm.passes()));
      file.setProperty(JVM_QUIET, Boolean.toString(jvm.quiet()));
    }
    if (startup != null) {
      file.setProperty(READY_SECONDS, Double.toString(startup.readySeconds()));
      file.setProperty(OPEN_SECONDS, Double.toString(startup.openSeconds()));
    }
    try (Writer out = Files.newBufferedWriter(trialDir.resolve(ForkProtocol.WARMUP_FILE))) {
      file.store(out, null);
    }
  }

  /** The record in {@code trialDir}; empty when the trial wrote none or it cannot be read. */
  public static Optional<TrialWarmUp> read(Path trialDir) {
    Path path = trialDir.resolve(ForkProtocol.WARMUP_FILE);
    if (!Files.isRegularFile(path)) {
      return Optional.empty();
    }
    Properties file = new Properties();
    try (Reader in = Files.newBufferedReader(path)) {
      file.load(in);
      return Optional.of(new TrialWarmUp(Integer.parseInt(file.getProperty(ITERATIONS, "0")),
          Double.parseDouble(file.getProperty(COMPILE_SHARE, "NaN")), Boolean.parseBoolean(file.getProperty(CAPPED)),
          new ForkProtocol.Settled(Long.parseLong(file.getProperty(SETTLE_MILLIS, "0")),
              ForkProtocol.Settled.State.valueOf(file.getProperty(SETTLE, "OFF").toUpperCase(Locale.ROOT))),
          file.getProperty(JVM_PASSES) == null ? null : new Jvm(Double.parseDouble(file.getProperty(JVM_SECONDS)),
              Integer.parseInt(file.getProperty(JVM_PASSES)), Boolean.parseBoolean(file.getProperty(JVM_QUIET))),
          Integer.parseInt(file.getProperty(REMEASURED, "0")),
          file.getProperty(READY_SECONDS) == null ? null : new Startup(Double.parseDouble(
              file.getProperty(READY_SECONDS)), Double.parseDouble(file.getProperty(OPEN_SECONDS)))));
    } catch (IOException | IllegalArgumentException e) {
      // no record of the warm-up: the fork's other figures stand
      return Optional.empty();
    }
  }
}
