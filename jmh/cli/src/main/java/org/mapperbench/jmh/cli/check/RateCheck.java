package org.mapperbench.jmh.cli.check;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.HdrHistogram.HistogramLogProcessor;
import org.mapperbench.jmh.results.figures.RateFigures;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.model.PacedRecord;
import org.mapperbench.jmh.results.model.RateRecord;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.RateSettings;

/**
 * A rate-mode run's own checks: each adapter's paced trials and capacity searches are there, one per rate round;
 * every measured run's interval log is one HdrHistogram's own processor reads; and with {@code bench.pause} the
 * latency from due counted the stall. Prints one line per paused run with both figures.
 */
final class RateCheck {
  private RateCheck() {}

  static void check(RunResults run, List<String> adapters, List<String> problems, PrintStream out) {
    if (!run.settings().paced()) {
      return;
    }
    int rateSeconds = run.settings().get(RateSettings.RATE_SECONDS).orElseThrow();
    boolean paused = run.settings().get(RateSettings.PAUSE).isPresent();
    RateFigures rates = RateFigures.of(run);
    int rounds = run.settings().get(BenchSettings.ROUNDS).orElse(1);
    for (String adapter : adapters) {
      RateRecord record = rates.records().get(adapter);
      if (record == null) {
        problems.add(adapter + ": " + RateRecord.file(adapter) + " is missing");
        continue;
      }
      if (record.capacity() == null || record.capacity().size() != rounds) {
        problems.add(adapter + ": " + (record.capacity() == null ? 0 : record.capacity().size()) + " capacity searches"
            + " for " + rounds + " rate rounds");
      }
      long trials = record.paced().stream().map(r -> r.operation() + " " + r.asked()).distinct().count();
      if (trials == 0 || record.paced().size() != trials * rounds) {
        problems.add(adapter + ": " + record.paced().size() + " paced forks for " + trials + " trials in " + rounds
            + " rate rounds");
      }
      pacerFloor(adapter, record, rounds, problems, out);
      for (PacedRecord r : record.paced()) {
        logReadable(run.dir(), adapter, r, problems);
        if (paused) {
          pause(adapter, r, rateSeconds, problems, out);
        }
      }
    }
  }

  /**
   * The pacer's floor: measured in every rate round, and held. A pacer that cannot issue calls that do nothing on time
   * would make every paced figure at that rate the tool's. Prints each round's figures.
   */
  private static void pacerFloor(String adapter, RateRecord record, int rounds, List<String> problems,
      PrintStream out) {
    List<PacedRecord> floors = record.pacerFloor() == null ? List.of() : record.pacerFloor();
    if (floors.size() != rounds) {
      problems.add(adapter + ": " + floors.size() + " pacer floors for " + rounds + " rate rounds");
    }
    for (PacedRecord f : floors) {
      String what = adapter + " round " + f.round() + " at " + f.asked();
      out.printf(Locale.ROOT, "pacer floor: %s: p99 from due %.0f us, p99.9 %.0f us, client %.3f cores%n", what,
          f.corrected() == null ? Double.NaN : f.corrected().p99(),
          f.corrected() == null ? Double.NaN : f.corrected().p999(), f.clientCores());
      if (!Boolean.TRUE.equals(f.held())) {
        problems.add(what + ": the pacer alone, calling nothing, did not hold its rate");
      }
    }
  }

  /**
   * The pause's test: a call due as the server stopped waited the whole pause, and so did every call due in the first
   * part of it, minus how late in the pause it fell due. The top 0.1% of calls fell due within the first 0.1% of the
   * run's length, so the p99.9 from due is at least the pause less that.
   */
  private static void pause(String adapter, PacedRecord r, int rateSeconds, List<String> problems,
      PrintStream out) {
    String what = adapter + " " + r.operation() + " @" + r.asked() + " round " + r.round();
    if (r.serverPausedMillis() == null) {
      problems.add(what + ": bench.pause did not stop the server (no local server process?)");
      return;
    }
    double corrected = r.corrected().p999() / 1000;
    double service = r.service().p999() / 1000;
    double bound = r.serverPausedMillis() - 0.001 * rateSeconds * 1000;
    out.printf(Locale.ROOT, "pause: %s: server stopped %.0f ms; p99.9 from due %.0f ms, service p99.9 %.1f ms%n",
        what, r.serverPausedMillis(), corrected, service);
    if (corrected < bound) {
      problems.add(String.format(Locale.ROOT, "%s: the server stopped for %.0f ms but the p99.9 from due is %.0f ms",
          what, r.serverPausedMillis(), corrected));
    }
  }

  /** HdrHistogram's own processor reads the run's log, and finds a histogram in it. */
  private static void logReadable(Path dir, String adapter, PacedRecord r, List<String> problems) {
    Path log = RateFigures.log(dir, adapter, r.operation(), r.asked(), r.round(), 0);
    try {
      Path out = Files.createTempFile("hlog", ".csv");
      try {
        // -v: the processor exits the JVM on a line it cannot read, unless verbose; run(): in this thread.
        new HistogramLogProcessor(new String[] {"-i", log.toString(), "-o", out.toString(), "-csv", "-v",
            "-tag", "corrected"}).run();
        if (Files.readAllLines(out).stream().noneMatch(line -> !line.startsWith("#") && line.contains(","))) {
          problems.add(adapter + ": " + dir.relativize(log) + " holds no histogram HdrHistogram can read");
        }
      } finally {
        Files.deleteIfExists(out);
        Files.deleteIfExists(Path.of(out + ".hgrm"));
      }
    } catch (IOException | RuntimeException e) {
      problems.add(adapter + ": " + dir.relativize(log) + " cannot be read: " + e.getMessage());
    }
  }
}
