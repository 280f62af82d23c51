package org.mapperbench.settings;

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
 * @param settled how the server settled after the warm-up ({@link ForkProtocol#SETTLE})
 */
public record TrialWarmUp(int iterations, double compileShare, boolean capped, ForkProtocol.Settled settled) {
  private static final String ITERATIONS = "iterations";
  private static final String COMPILE_SHARE = "compileShare";
  private static final String CAPPED = "capped";
  private static final String SETTLE_MILLIS = "settleMillis";
  private static final String SETTLE = "settle";

  /** Writes it as {@link ForkProtocol#WARMUP_FILE} in {@code trialDir}. */
  public void write(Path trialDir) throws IOException {
    Properties file = new Properties();
    file.setProperty(ITERATIONS, Integer.toString(iterations));
    file.setProperty(COMPILE_SHARE, Double.toString(compileShare));
    file.setProperty(CAPPED, Boolean.toString(capped));
    file.setProperty(SETTLE_MILLIS, Long.toString(settled.millis()));
    file.setProperty(SETTLE, settled.state().name());
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
              ForkProtocol.Settled.State.valueOf(file.getProperty(SETTLE, "OFF").toUpperCase(Locale.ROOT)))));
    } catch (IOException | IllegalArgumentException e) {
      // no record of the warm-up: the fork's other figures stand
      return Optional.empty();
    }
  }
}
