package org.mapperbench.jmh.results.figures;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The suite's interval of a JMH entry, stored beside JMH's own figures as {@code "interval"}: the mean's (and in
 * sample mode the p99's) {@link HierarchicalBootstrap} interval, how many forks and iterations it rests on, and
 * the method's name. Computed from the entry's raw data, so any JMH entry that has raw data can get one.
 */
public final class SuiteInterval {
  /** The entry's field, beside JMH's own. */
  public static final String FIELD = "interval";

  private SuiteInterval() {}

  public static ObjectNode of(JsonNode entry) {
    ForkSamples samples = ForkSamples.of(entry);
    ObjectNode interval = JsonNodeFactory.instance.objectNode();
    interval.put("method", HierarchicalBootstrap.METHOD);
    interval.put("confidence", HierarchicalBootstrap.CONFIDENCE);
    interval.put("resamples", HierarchicalBootstrap.RESAMPLES);
    interval.put("forks", samples.forks());
    interval.put("iterations", samples.iterations());
    interval.set("mean", describe(HierarchicalBootstrap.mean(samples)));
    if (samples.histogram()) {
      interval.set("p99", describe(HierarchicalBootstrap.p99(samples)));
    }
    return interval;
  }

  /**
   * The entry's stored interval when the current method made it; otherwise (a run written before the suite had
   * intervals, or by an older method) one computed now from its raw data, so that old and new runs compare alike.
   */
  public static JsonNode current(JsonNode entry) {
    return isStored(entry) ? entry.path(FIELD) : of(entry);
  }

  /** Whether the entry carries an interval of the current method. */
  public static boolean isStored(JsonNode entry) {
    return HierarchicalBootstrap.METHOD.equals(entry.path(FIELD).path("method").asText());
  }

  /** The half-width of the mean's stored interval as a share of the mean; NaN without one. */
  public static double storedHalfWidthShare(JsonNode entry) {
    JsonNode percent = entry.path(FIELD).path("mean").path("halfWidthPercent");
    return percent.isNumber() ? percent.asDouble() / 100 : Double.NaN;
  }

  private static ObjectNode describe(Interval interval) {
    ObjectNode node = JsonNodeFactory.instance.objectNode();
    node.set("point", ForkMerge.number(interval.point()));
    node.set("low", ForkMerge.number(interval.low()));
    node.set("high", ForkMerge.number(interval.high()));
    node.set("halfWidthPercent", ForkMerge.number(100 * interval.halfWidthShare()));
    return node;
  }

  /** What a figure resting on too few forks says instead of an error bar, once per run: "2 forks: no error bar". */
  public static String noErrorBar(int forks) {
    return forks + (forks == 1 ? " fork" : " forks") + ": no error bar";
  }

  /** One statistic ("mean" or "p99") of an interval object; NONE when it has none. */
  static Interval read(JsonNode interval, String statistic) {
    JsonNode node = interval.path(statistic);
    if (node.isMissingNode()) {
      return Interval.NONE;
    }
    return new Interval(BenchmarkFigures.number(node.path("point")), BenchmarkFigures.number(node.path("low")),
        BenchmarkFigures.number(node.path("high")));
  }
}
