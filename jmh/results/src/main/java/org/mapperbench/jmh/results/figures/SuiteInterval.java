package org.mapperbench.jmh.results.figures;

import org.mapperbench.jmh.results.model.IntervalRecord;
import org.mapperbench.jmh.results.model.ResultEntry;

/**
 * The suite's interval of a JMH entry ({@link IntervalRecord}, stored beside JMH's own figures): the mean's (and in
 * sample mode the p99's) {@link HierarchicalBootstrap} interval, how many forks and iterations it rests on, and the
 * method's name. Computed from the entry's raw data, so any JMH entry that has raw data can get one.
 */
public final class SuiteInterval {
  private SuiteInterval() {}

  public static IntervalRecord of(ResultEntry entry) {
    ForkSamples samples = ForkSamples.of(entry);
    return new IntervalRecord(HierarchicalBootstrap.METHOD, HierarchicalBootstrap.CONFIDENCE,
        HierarchicalBootstrap.RESAMPLES, samples.forks(), samples.iterations(),
        describe(HierarchicalBootstrap.mean(samples)),
        samples.histogram() ? describe(HierarchicalBootstrap.p99(samples)) : null);
  }

  /**
   * The entry's stored interval when the current method made it; otherwise (a run written before the suite had
   * intervals, or by an older method) one computed now from its raw data, so that old and new runs compare alike.
   */
  public static IntervalRecord current(ResultEntry entry) {
    return isStored(entry) ? entry.interval() : of(entry);
  }

  /** Whether the entry carries an interval of the current method. */
  public static boolean isStored(ResultEntry entry) {
    return entry.interval() != null && HierarchicalBootstrap.METHOD.equals(entry.interval().method());
  }

  /** The half-width of the mean's stored interval as a share of the mean; NaN without one. */
  public static double storedHalfWidthShare(ResultEntry entry) {
    return entry.interval() == null || entry.interval().mean() == null ? Double.NaN
        : entry.interval().mean().halfWidthPercent() / 100;
  }

  private static IntervalRecord.Bounds describe(Interval interval) {
    return new IntervalRecord.Bounds(interval.point(), interval.low(), interval.high(),
        100 * interval.halfWidthShare());
  }

  /** What a figure resting on too few forks says instead of an error bar, once per run: "2 forks: no error bar". */
  public static String noErrorBar(int forks) {
    return forks + (forks == 1 ? " fork" : " forks") + ": no error bar";
  }

  /** One statistic of an interval; NONE when it has none. */
  static Interval read(IntervalRecord.Bounds bounds) {
    return bounds == null ? Interval.NONE : new Interval(bounds.point(), bounds.low(), bounds.high());
  }
}
