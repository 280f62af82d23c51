package org.mapperbench.jmh.runner;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Locale;

/** Short human renderings of a JMH result entry for the progress line. */
final class Figures {
  private Figures() {}

  static String summary(JsonNode entry) {
    JsonNode metric = entry.path("primaryMetric");
    String unit = metric.path("scoreUnit").asText();
    if ("thrpt".equals(entry.path("mode").asText())) {
      return String.format(Locale.ROOT, "%,.0f %s", metric.path("score").asDouble(), unit);
    }
    return String.format(
        Locale.ROOT,
        "mean %.1f %s  p99 %.1f %s",
        metric.path("score").asDouble(), unit, metric.path("scorePercentiles").path("99.0").asDouble(), unit);
  }
}
