package org.mapperbench.jmh.results.figures;

import java.time.Duration;
import org.HdrHistogram.Histogram;
import org.mapperbench.jmh.results.figures.PacedHistograms.Figure;
import org.mapperbench.jmh.results.model.PacedRecord;
import org.mapperbench.protocol.metrics.CallTimes;
import org.mapperbench.protocol.metrics.PacedCosts;

/** A paced trial's fork as figures: its record, from the calls' times and the window's costs. */
public final class PacedFigures {
  private PacedFigures() {}

  /**
   * @param operation the operation or the mix
   * @param asked the rate as the user asked it, or the capacity search's step
   * @param round the round of the fork
   * @param target the p99 from when calls were due that the capacity search holds libraries within
   */
  public static PacedRecord of(String operation, String asked, int round, CallTimes times, PacedCosts costs,
      Duration target) {
    double achieved = times.achievedPerSecond();
    double clientCores = costs.cores(costs.clientCpuNanos());
    double serverCores = costs.cores(costs.serverCpuNanos());
    return new PacedRecord(operation, asked, round, times.ratePerSecond(), round(achieved), times.held(),
        times.withinTarget(target), times.workers(), (long) times.calls(), times.failures(), times.unfinished(),
        percentiles(PacedHistograms.of(times, Figure.CORRECTED)),
        percentiles(PacedHistograms.of(times, Figure.SERVICE)),
        round(clientCores), round(serverCores), round(clientCores / (achieved / 1000)),
        round(serverCores / (achieved / 1000)), round(costs.perCall(costs.clientAllocatedBytes())),
        costs.serverPausedNanos() > 0 ? round(costs.serverPausedNanos() / 1e6) : null);
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
  public static Double round(double value) {
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
