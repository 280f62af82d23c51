package org.mapperbench.jmh.report.figures;

import org.HdrHistogram.Histogram;
import org.mapperbench.jmh.report.figures.PacedHistograms.Figure;
import org.mapperbench.jmh.report.model.PacedRecord;
import org.mapperbench.settings.CallTimes;
import org.mapperbench.settings.PacedCosts;

/** A paced trial's fork as figures: its record, from the calls' times and the window's costs. */
public final class PacedFigures {
  /** The share of its rate a library must achieve to have held it: a little short is a slow last second. */
  public static final double HELD_SHARE = 0.98;

  private PacedFigures() {}

  public static PacedRecord of(String operation, int round, CallTimes times, PacedCosts costs) {
    long failed = 0;
    long unfinished = 0;
    long lastEnd = 0;
    for (int i = 0; i < times.calls(); i++) {
      failed += times.failed()[i] ? 1 : 0;
      unfinished += times.end()[i] < 0 ? 1 : 0;
      lastEnd = Math.max(lastEnd, times.end()[i]);
    }
    long completed = times.completed();
    double achieved = completed / (Math.max(times.lengthNanos(), lastEnd) / 1e9);
    boolean held = achieved >= HELD_SHARE * times.ratePerSecond() && failed == 0 && unfinished == 0;
    double clientCores = costs.cores(costs.clientCpuNanos());
    double serverCores = costs.cores(costs.serverCpuNanos());
    return new PacedRecord(operation, round, times.ratePerSecond(), round(achieved), held, times.workers(),
        (long) times.calls(), failed, unfinished, percentiles(PacedHistograms.of(times, Figure.CORRECTED)),
        percentiles(PacedHistograms.of(times, Figure.SERVICE)), round(clientCores), round(serverCores),
        round(clientCores / (achieved / 1000)), round(serverCores / (achieved / 1000)),
        round(costs.perCall(costs.clientAllocatedBytes())));
  }

  private static PacedRecord.Percentiles percentiles(Histogram nanos) {
    if (nanos.getTotalCount() == 0) {
      return null;
    }
    return new PacedRecord.Percentiles(micros(nanos.getValueAtPercentile(50)), micros(nanos.getValueAtPercentile(99)),
        micros(nanos.getValueAtPercentile(99.9)), micros(nanos.getMaxValue()));
  }

  private static Double micros(long nanos) {
    return round(nanos / 1000.0);
  }

  /** Three significant digits are all a histogram of three significant digits holds; null when unknown. */
  private static Double round(double value) {
    if (!Double.isFinite(value)) {
      return null;
    }
    if (value == 0) {
      return 0.0;
    }
    double scale = Math.pow(10, 2 - Math.floor(Math.log10(Math.abs(value))));
    return Math.round(value * scale) / scale;
  }
}
