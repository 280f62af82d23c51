package org.mapperbench.jmh.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every entry's figures, found by adapter, operation and mode, and the two ratios the report reads them by: to the
 * same operation on the family's native adapter, and to that native adapter's roundTrip (the floor).
 */
final class RunFigures {
  private final Map<String, BenchmarkFigures> byKey = new LinkedHashMap<>();
  private final Map<String, String> natives = new LinkedHashMap<>();

  private RunFigures() {}

  static RunFigures of(RunResults run) {
    RunFigures figures = new RunFigures();
    for (String adapter : run.adapters()) {
      for (JsonNode entry : run.entries(adapter)) {
        BenchmarkFigures f = BenchmarkFigures.of(adapter, entry);
        figures.byKey.put(key(adapter, f.operation(), f.mode(), f.threads()), f);
      }
    }
    // Only a native adapter of this run can be a base: its figures must come from the same server and settings.
    for (String adapter : run.adapters()) {
      String family = run.traits(adapter).path("family").asText(null);
      run.adapters().stream()
          .filter(RunResults.NATIVE_ADAPTERS::contains)
          .filter(candidate -> family != null && family.equals(run.traits(candidate).path("family").asText(null)))
          .findFirst()
          .ifPresent(base -> figures.natives.put(adapter, base));
    }
    return figures;
  }

  Optional<BenchmarkFigures> sample(String adapter, String operation) {
    return Optional.ofNullable(byKey.get(key(adapter, operation, "sample", 1)));
  }

  Optional<BenchmarkFigures> throughput(String adapter, String operation, int threads) {
    return Optional.ofNullable(byKey.get(key(adapter, operation, "thrpt", threads)));
  }

  List<BenchmarkFigures> all() {
    return List.copyOf(byKey.values());
  }

  /** The family's native adapter, if it ran in this run. */
  Optional<String> familyNative(String adapter) {
    return Optional.ofNullable(natives.get(adapter));
  }

  double mean(String adapter, String operation) {
    return sample(adapter, operation).map(BenchmarkFigures::score).orElse(Double.NaN);
  }

  /** The adapter's mean over its family native's mean for the same operation; NaN without a base. */
  double meanPerNative(String adapter, String operation) {
    return familyNative(adapter).map(base -> ratio(mean(adapter, operation), mean(base, operation))).orElse(Double.NaN);
  }

  /** The family native's roundTrip mean: the cheapest request the server counts, through the plain driver. */
  double floor(String adapter) {
    return familyNative(adapter).map(base -> mean(base, "roundTrip")).orElse(Double.NaN);
  }

  double meanPerFloor(String adapter, String operation) {
    return ratio(mean(adapter, operation), floor(adapter));
  }

  private static double ratio(double value, double base) {
    return base > 0 ? value / base : Double.NaN;
  }

  private static String key(String adapter, String operation, String mode, int threads) {
    return adapter + '\0' + operation + '\0' + mode + '\0' + threads;
  }
}
