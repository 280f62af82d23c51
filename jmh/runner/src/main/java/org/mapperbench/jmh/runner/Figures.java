package org.mapperbench.jmh.runner;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Locale;

/** Short human renderings of a JMH result entry for the progress line. */
final class Figures {
  private Figures() {}

  static String summary(JsonNode entry) {
    JsonNode metric = entry.path("primaryMetric");
    String unit = metric.path("scoreUnit").asText();
    String time = "thrpt".equals(entry.path("mode").asText())
        ? String.format(Locale.ROOT, "%,.0f %s", metric.path("score").asDouble(), unit)
        : String.format(
            Locale.ROOT,
            "mean %.1f %s  p99 %.1f %s",
            metric.path("score").asDouble(), unit, metric.path("scorePercentiles").path("99.0").asDouble(), unit);
    return time + cpu(entry.path("secondaryMetrics"));
  }

  /** Client and server CPU per call, when the resource profiler measured them. */
  private static String cpu(JsonNode secondary) {
    JsonNode client = secondary.path("·cpu.client");
    JsonNode server = secondary.path("·cpu.server");
    if (client.isMissingNode()) {
      return "";
    }
    return String.format(
        Locale.ROOT,
        "  cpu client %.0f%s us/op",
        client.path("score").asDouble(),
        server.isMissingNode() ? "" : String.format(Locale.ROOT, " server %.0f", server.path("score").asDouble()));
  }
}
