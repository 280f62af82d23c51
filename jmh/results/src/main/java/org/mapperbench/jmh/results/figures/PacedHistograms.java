package org.mapperbench.jmh.results.figures;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.HdrHistogram.HistogramLogWriter;
import org.mapperbench.protocol.metrics.CallTimes;

/**
 * A paced run's calls in HdrHistogram's terms: a histogram of nanoseconds per figure, and the interval log
 * ({@code .hlog}, one histogram per second and figure, by when the call returned) that HdrHistogram's own tools read,
 * e.g. {@code HistogramLogProcessor -i rate.hlog -tag corrected -csv}. Calls that failed or never returned are in no
 * histogram; {@link CallTimes#completed()} tells how many did.
 */
public final class PacedHistograms {
  /** The file's name beside the paced trial's call times. */
  public static final String LOG_FILE = "rate.hlog";
  private static final int DIGITS = 3;
  private static final long SECOND = 1_000_000_000L;

  /** What a histogram of a paced run holds; its name is the interval log's tag. */
  public enum Figure {
    /** From when the call was due to when it returned: what a service's client waits. */
    CORRECTED("corrected"),
    /** From when the call was issued to when it returned: what a closed loop would report. */
    SERVICE("service"),
    /** From when the call was due to when a worker issued it: the queue in front of the library. */
    WAIT("wait");

    public final String tag;

    Figure(String tag) {
      this.tag = tag;
    }

    long of(CallTimes t, int i) {
      return switch (this) {
        case CORRECTED -> t.end()[i] - t.due()[i];
        case SERVICE -> t.end()[i] - t.start()[i];
        case WAIT -> t.start()[i] - t.due()[i];
      };
    }
  }

  private PacedHistograms() {}

  /** The figure over every completed call of the run, in nanoseconds. */
  public static Histogram of(CallTimes times, Figure figure) {
    return of(times, figure, 0, Long.MAX_VALUE);
  }

  /** The figure over the completed calls that returned in [from, to) nanoseconds from the run's start. */
  static Histogram of(CallTimes times, Figure figure, long from, long to) {
    Histogram h = new Histogram(DIGITS);
    for (int i = 0; i < times.calls(); i++) {
      long end = times.end()[i];
      if (end >= from && end < to && !times.failed()[i]) {
        h.recordValue(Math.max(0, figure.of(times, i)));
      }
    }
    return h;
  }

  /** Writes the run's interval log: per second, one histogram per figure, tagged with the figure's name. */
  public static void writeLog(CallTimes times, Path file, String comment) throws FileNotFoundException {
    long lastEnd = 0;
    for (long end : times.end()) {
      lastEnd = Math.max(lastEnd, end);
    }
    long base = times.startEpochMillis();
    HistogramLogWriter log = new HistogramLogWriter(file.toFile());
    try {
      log.outputComment(comment);
      log.outputLogFormatVersion();
      log.outputBaseTime(base);
      log.setBaseTime(base);
      log.outputStartTime(base);
      log.outputLegend();
      for (long s = 0; s * SECOND <= lastEnd; s++) {
        for (Figure figure : Figure.values()) {
          Histogram h = of(times, figure, s * SECOND, (s + 1) * SECOND);
          h.setTag(figure.tag);
          h.setStartTimeStamp(base + s * 1000);
          h.setEndTimeStamp(base + (s + 1) * 1000);
          log.outputIntervalHistogram(h);
        }
      }
    } finally {
      log.close();
    }
  }

  /**
   * One figure's percentiles per interval, read back from an interval log: for each second, its p50 and p99 in
   * nanoseconds (NaN for a second in which no call returned), keyed by the second's start from the log's start.
   */
  public static Map<Double, double[]> perInterval(Path file, Figure figure, double... percentiles)
      throws IOException {
    Map<Double, double[]> rows = new LinkedHashMap<>();
    try (HistogramLogReader reader = new HistogramLogReader(file.toFile())) {
      double startSeconds = Double.NaN;
      for (EncodableHistogram e = reader.nextIntervalHistogram(); e != null; e = reader.nextIntervalHistogram()) {
        if (!figure.tag.equals(e.getTag()) || !(e instanceof Histogram h)) {
          continue;
        }
        if (Double.isNaN(startSeconds)) {
          startSeconds = h.getStartTimeStamp() / 1000.0;
        }
        double[] values = new double[percentiles.length];
        for (int p = 0; p < percentiles.length; p++) {
          values[p] = h.getTotalCount() == 0 ? Double.NaN : h.getValueAtPercentile(percentiles[p]);
        }
        rows.put(h.getStartTimeStamp() / 1000.0 - startSeconds, values);
      }
    }
    return rows;
  }

  /** The percentiles of a histogram in nanoseconds, NaN for an empty one. */
  public static List<Double> percentiles(Histogram h, double... percentiles) {
    List<Double> values = new ArrayList<>();
    for (double p : percentiles) {
      values.add(h.getTotalCount() == 0 ? Double.NaN : (double) h.getValueAtPercentile(p));
    }
    return values;
  }
}
