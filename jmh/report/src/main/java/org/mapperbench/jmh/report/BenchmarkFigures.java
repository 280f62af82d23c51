package org.mapperbench.jmh.report;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The numbers of one JMH entry the report shows. A figure JMH or the profiler did not produce is NaN (JMH itself writes
 * an unknown error as the string "NaN"), so every consumer has one way to say "no figure".
 *
 * @param score the mean in us/op (sample mode) or ops/s (thrpt mode)
 * @param error JMH's scoreError: the half-width of the 99.9% confidence interval of the score
 * @param verified null when the entry carries no verification
 */
record BenchmarkFigures(
    String adapter,
    String operation,
    String mode,
    int threads,
    double score,
    double error,
    String unit,
    double p99,
    double cpuClient,
    double cpuServer,
    double alloc,
    Boolean verified) {

  static BenchmarkFigures of(String adapter, JsonNode entry) {
    JsonNode primary = entry.path("primaryMetric");
    JsonNode secondary = entry.path("secondaryMetrics");
    JsonNode passed = entry.path("verification").path("passed");
    return new BenchmarkFigures(
        adapter,
        RunResults.operation(entry),
        entry.path("mode").asText(),
        entry.path("threads").asInt(1),
        number(primary.path("score")),
        number(primary.path("scoreError")),
        primary.path("scoreUnit").asText(""),
        number(primary.path("scorePercentiles").path("99.0")),
        number(secondary.path("·cpu.client").path("score")),
        number(secondary.path("·cpu.server").path("score")),
        number(secondary.path("·alloc.client").path("score")),
        passed.isBoolean() ? passed.asBoolean() : null);
  }

  boolean throughput() {
    return "thrpt".equals(mode);
  }

  /** The confidence half-width as a percentage of the score. */
  double errorPercent() {
    return score == 0 ? Double.NaN : 100 * error / Math.abs(score);
  }

  /** The label a reader finds the benchmark by, e.g. "readUser (thrpt, 4 threads)". */
  String label() {
    return operation + " (" + mode + ", " + threads + (threads == 1 ? " thread)" : " threads)");
  }

  /** A JMH figure; JMH writes NaN and infinities as strings. */
  static double number(JsonNode node) {
    if (node.isNumber()) {
      return node.asDouble();
    }
    if (node.isTextual()) {
      try {
        return Double.parseDouble(node.asText());
      } catch (NumberFormatException e) {
        return Double.NaN;
      }
    }
    return Double.NaN;
  }
}
