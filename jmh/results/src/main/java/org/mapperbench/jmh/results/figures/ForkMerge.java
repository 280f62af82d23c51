package org.mapperbench.jmh.results.figures;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.mapperbench.jmh.results.model.SuiteEntry;
import org.openjdk.jmh.util.AbstractStatistics;
import org.openjdk.jmh.util.ListStatistics;
import org.openjdk.jmh.util.MultisetStatistics;

/**
 * One benchmark's forks, each measured by its own JMH invocation in its own round, merged into the entry JMH itself
 * writes for a run of several forks: raw data concatenated fork by fork, and score, scoreError, scoreConfidence and
 * scorePercentiles recomputed with JMH's own statistics classes (sample mode pools every call; other modes and the
 * profilers' metrics average iterations). JMH's fields keep JMH's meaning; the suite's interval goes beside them
 * ({@link SuiteInterval}), as do the suite's per-fork records ({@code rounds}).
 */
public final class ForkMerge {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final double[] PERCENTILES = {0, 50, 90, 95, 99, 99.9, 99.99, 99.999, 99.9999, 100};
  /** The per-percentile metrics JMH adds in sample mode: "p0.50" is the 50th percentile of all calls. */
  private static final Pattern PERCENTILE_METRIC = Pattern.compile("p(\\d\\.\\d+)");
  private static final double JMH_CONFIDENCE = 0.999;

  private ForkMerge() {}

  /** Entries of one benchmark (same method, mode and threads), in fork order; the first one's other fields are kept. */
  public static ObjectNode merge(List<JsonNode> forks) {
    ObjectNode merged = forks.get(0).deepCopy();
    // A fork of the suite is JMH run in-process, which JMH records as "forks": 0.
    merged.put("forks", forks.stream().mapToInt(f -> Math.max(1, f.path("forks").asInt(1))).sum());
    ObjectNode primary = (ObjectNode) merged.path("primaryMetric");
    MultisetStatistics calls = null;
    if (primary.has("rawDataHistogram")) {
      ArrayNode histograms = concat(forks, e -> e.path("primaryMetric").path("rawDataHistogram"));
      primary.set("rawDataHistogram", histograms);
      calls = new MultisetStatistics();
      for (JsonNode fork : histograms) {
        for (JsonNode iteration : fork) {
          for (JsonNode bin : iteration) {
            calls.addValue(BenchmarkFigures.number(bin.get(0)), bin.get(1).asLong());
          }
        }
      }
      figures(primary, calls);
    } else {
      ArrayNode raw = concat(forks, e -> e.path("primaryMetric").path("rawData"));
      primary.set("rawData", raw);
      figures(primary, iterations(raw));
    }
    ObjectNode secondary = (ObjectNode) merged.path("secondaryMetrics");
    for (Iterator<Map.Entry<String, JsonNode>> it = secondary.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> metric = it.next();
      ObjectNode node = (ObjectNode) metric.getValue();
      ArrayNode raw = concat(forks, e -> e.path("secondaryMetrics").path(metric.getKey()).path("rawData"));
      node.set("rawData", raw);
      var percentile = PERCENTILE_METRIC.matcher(metric.getKey());
      if (calls != null && percentile.matches()) {
        percentileOfCalls(node, calls.getPercentile(Double.parseDouble(percentile.group(1)) * 100));
      } else {
        figures(node, iterations(raw));
      }
    }
    if (forks.stream().anyMatch(f -> f.has(SuiteEntry.ROUNDS))) {
      merged.set(SuiteEntry.ROUNDS, concat(forks, e -> e.path(SuiteEntry.ROUNDS)));
    }
    merged.set(SuiteInterval.FIELD, SuiteInterval.of(merged));
    return merged;
  }

  private static ArrayNode concat(List<JsonNode> forks, java.util.function.Function<JsonNode, JsonNode> part) {
    ArrayNode all = NODES.arrayNode();
    forks.forEach(f -> part.apply(f).forEach(all::add));
    return all;
  }

  private static ListStatistics iterations(ArrayNode raw) {
    ListStatistics stats = new ListStatistics();
    raw.forEach(fork -> fork.forEach(value -> {
      double v = BenchmarkFigures.number(value);
      if (!Double.isNaN(v)) {
        stats.addValue(v);
      }
    }));
    return stats;
  }

  private static void figures(ObjectNode metric, AbstractStatistics stats) {
    metric.set("score", number(stats.getN() == 0 ? Double.NaN : stats.getMean()));
    metric.set("scoreError", number(stats.getN() <= 2 ? Double.NaN : stats.getMeanErrorAt(JMH_CONFIDENCE)));
    double[] confidence = stats.getN() <= 2 ? new double[] {Double.NaN, Double.NaN}
        : stats.getConfidenceIntervalAt(JMH_CONFIDENCE);
    metric.set("scoreConfidence", NODES.arrayNode().add(number(confidence[0])).add(number(confidence[1])));
    ObjectNode percentiles = NODES.objectNode();
    for (double p : PERCENTILES) {
      percentiles.set(label(p), number(stats.getN() == 0 ? Double.NaN : stats.getPercentile(p)));
    }
    metric.set("scorePercentiles", percentiles);
  }

  /** JMH writes such a metric as one figure: the percentile of all calls, no error, every percentile equal to it. */
  private static void percentileOfCalls(ObjectNode metric, double value) {
    metric.set("score", number(value));
    metric.set("scoreError", number(Double.NaN));
    metric.set("scoreConfidence", NODES.arrayNode().add(number(Double.NaN)).add(number(Double.NaN)));
    ObjectNode percentiles = NODES.objectNode();
    for (double p : PERCENTILES) {
      percentiles.set(label(p), number(value));
    }
    metric.set("scorePercentiles", percentiles);
  }

  /** JMH's keys: "0.0", "50.0", "99.9", "99.9999", "100.0". */
  private static String label(double p) {
    return p == Math.rint(p) ? String.format(java.util.Locale.ROOT, "%.1f", p) : Double.toString(p);
  }

  /** JMH writes NaN and infinities as strings. */
  static JsonNode number(double value) {
    return Double.isFinite(value) ? NODES.numberNode(value) : NODES.textNode(Double.toString(value));
  }
}
