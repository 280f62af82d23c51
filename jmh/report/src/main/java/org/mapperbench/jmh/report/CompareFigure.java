package org.mapperbench.jmh.report;

import static org.mapperbench.jmh.report.BenchmarkFigures.number;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What one JMH result entry says about one benchmark: its score and 99.9% confidence half-width, and the per-call
 * costs the suite's resource profiler measured (NaN where the entry has none, e.g. an external server's CPU).
 */
record CompareFigure(double score, double error, String unit, double cpuClient, double cpuServer, double alloc,
                     boolean verified) {
  static CompareFigure of(JsonNode entry) {
    JsonNode primary = entry.path("primaryMetric");
    JsonNode secondary = entry.path("secondaryMetrics");
    return new CompareFigure(number(primary.path("score")), number(primary.path("scoreError")),
        primary.path("scoreUnit").asText("?"),
        number(secondary.path("\u00b7cpu.client").path("score")),
        number(secondary.path("\u00b7cpu.server").path("score")),
        number(secondary.path("\u00b7alloc.client").path("score")),
        entry.path("verification").path("passed").asBoolean(false));
  }
}
