package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * The suite's interval of a JMH entry, its {@code interval} beside JMH's own figures: the mean's (in sample mode also
 * the p99's) interval, the method that made it and what it rests on. docs/results.md explains the method.
 *
 * @param method the method's name; an entry whose interval another method made gets a new one when read
 * @param forks the forks (rounds) it rests on
 * @param iterations the measured iterations of all those forks
 * @param p99 absent outside sample mode
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"method", "confidence", "resamples", "forks", "iterations", "mean", "p99"})
public record IntervalRecord(
    String method,
    Double confidence,
    Integer resamples,
    Integer forks,
    Integer iterations,
    Bounds mean,
    Bounds p99) {

  /**
   * One statistic's interval; a bound that could not be had is NaN.
   *
   * @param halfWidthPercent half the interval's width in percent of the point
   */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonIgnoreProperties(ignoreUnknown = true)
  @JsonPropertyOrder({"point", "low", "high", "halfWidthPercent"})
  public record Bounds(
      @JsonInclude(value = JsonInclude.Include.CUSTOM, valueFilter = NotFinite.class) Double point,
      @JsonInclude(value = JsonInclude.Include.CUSTOM, valueFilter = NotFinite.class) Double low,
      @JsonInclude(value = JsonInclude.Include.CUSTOM, valueFilter = NotFinite.class) Double high,
      @JsonInclude(value = JsonInclude.Include.CUSTOM, valueFilter = NotFinite.class) Double halfWidthPercent) {
    public Bounds {
      point = point == null ? Double.NaN : point;
      low = low == null ? Double.NaN : low;
      high = high == null ? Double.NaN : high;
      halfWidthPercent = halfWidthPercent == null ? Double.NaN : halfWidthPercent;
    }
  }
}
