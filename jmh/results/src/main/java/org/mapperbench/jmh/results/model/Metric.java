package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Map;

/**
 * One metric of a JMH entry, its {@code primaryMetric} or one of its {@code secondaryMetrics}, in JMH's field order.
 * A figure JMH did not produce (it writes an unknown one as the string "NaN", the suite leaves it out) is NaN.
 *
 * @param score the mean over every fork (in sample mode over every call)
 * @param scoreError JMH's 99.9% error, which treats every call as independent
 * @param scoreConfidence JMH's interval of the score: low and high
 * @param scorePercentiles by JMH's labels ("0.0", "50.0", ..., "100.0")
 * @param rawData each fork's iteration scores; absent in sample mode's primary metric
 * @param rawDataHistogram sample mode's primary metric: per fork, per iteration, the calls' times as histogram bins
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"score", "scoreError", "scoreConfidence", "scorePercentiles", "scoreUnit", "rawData",
    "rawDataHistogram"})
public record Metric(
    @JsonInclude(value = JsonInclude.Include.CUSTOM, valueFilter = NotFinite.class) Double score,
    @JsonInclude(value = JsonInclude.Include.CUSTOM, valueFilter = NotFinite.class) Double scoreError,
    @JsonInclude(value = JsonInclude.Include.CUSTOM, valueFilter = NotFinite.class) List<Double> scoreConfidence,
    @JsonInclude(value = JsonInclude.Include.NON_NULL, content = JsonInclude.Include.CUSTOM,
        contentFilter = NotFinite.class)
    Map<String, Double> scorePercentiles,
    String scoreUnit,
    List<List<Double>> rawData,
    List<List<List<Bin>>> rawDataHistogram) {

  /** What an entry without the metric reads as: no figure. */
  public static final Metric NONE = new Metric(null, null, null, null, null, null, null);

  public Metric {
    score = score == null ? Double.NaN : score;
  }

  /** Jackson's filter for an entry's metric: one it does not have is left out, as it was absent when read. */
  public static final class Absent {
    @Override
    public boolean equals(Object value) {
      return value == null || NONE.equals(value);
    }

    @Override
    public int hashCode() {
      return 0;
    }
  }

  /** One bin of a histogram, as JMH writes it: {@code [value, count]}. */
  @JsonFormat(shape = JsonFormat.Shape.ARRAY)
  @JsonPropertyOrder({"value", "count"})
  public record Bin(double value, long count) {}

  /** The percentile by JMH's label ("99.0"); NaN where the metric has none. */
  public double percentile(String label) {
    Double value = scorePercentiles == null ? null : scorePercentiles.get(label);
    return value == null ? Double.NaN : value;
  }

  public String unit() {
    return scoreUnit == null ? "" : scoreUnit;
  }

  public boolean hasHistogram() {
    return rawDataHistogram != null && !rawDataHistogram.isEmpty();
  }

  /** Each fork's iteration scores, empty when the metric has none. */
  public List<List<Double>> iterations() {
    return rawData == null ? List.of() : rawData;
  }

  /** A copy with new raw data and the figures computed from it. */
  public Metric withFigures(double score, double error, List<Double> confidence, Map<String, Double> percentiles,
      List<List<Double>> raw, List<List<List<Bin>>> histogram) {
    return new Metric(score, error, confidence, percentiles, scoreUnit, raw, histogram);
  }
}
