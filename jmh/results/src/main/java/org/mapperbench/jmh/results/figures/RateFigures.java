package org.mapperbench.jmh.results.figures;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.mapperbench.jmh.results.model.PacedRecord;
import org.mapperbench.jmh.results.model.RateRecord.CapacityRecord;
import org.mapperbench.jmh.results.model.RateRecord;

/**
 * A run's rate mode, adapter by adapter: each paced trial's forks summed up by their median (a fork's figures rest on
 * one paced run, so the spread between forks is the error a reader needs, shown as its range), and each capacity
 * search's rounds.
 */
public final class RateFigures {
  /** One paced trial over its forks: the median of each figure, and the range of the corrected p99. */
  public record Trial(String adapter, String operation, String asked, int forks, int held, double targetPerSecond,
      double achievedPerSecond, double p50, double p99, double p99Low, double p99High, double p999, double serviceP99,
      double clientCores, double clientCoresPer1000, double serverCoresPer1000, double allocatedBytesPerCall) {}

  /** One adapter's capacity over its rounds: the median, and the range the rounds' searches spanned. */
  public record Capacity(String adapter, String operation, int rounds, double median, double low, double high,
      double searchedUpTo) {}

  private final Map<String, RateRecord> records;

  private RateFigures(Map<String, RateRecord> records) {
    this.records = records;
  }

  /** The rate records of the run's adapters that have one; none for a run without rate mode. */
  public static RateFigures of(RunResults run) {
    Map<String, RateRecord> records = new LinkedHashMap<>();
    for (String adapter : run.adapters()) {
      Path file = run.dir().resolve(RateRecord.file(adapter));
      if (Files.isRegularFile(file)) {
        try {
          records.put(adapter, RunResults.JSON.readValue(file.toFile(), RateRecord.class));
        } catch (IOException e) {
          // an unreadable rate file leaves that adapter out of the rate section; run.json still says how it ran
        }
      }
    }
    return new RateFigures(records);
  }

  public boolean isEmpty() {
    return records.isEmpty();
  }

  public Map<String, RateRecord> records() {
    return records;
  }

  /** Every paced trial, adapter by adapter, in the order the adapters ran them. */
  public List<Trial> trials() {
    List<Trial> trials = new ArrayList<>();
    records.forEach((adapter, record) -> {
      Map<String, List<PacedRecord>> byTrial = new LinkedHashMap<>();
      record.paced().forEach(r -> byTrial.computeIfAbsent(r.operation() + " " + r.asked(), k -> new ArrayList<>())
          .add(r));
      byTrial.values().forEach(forks -> trials.add(trial(adapter, forks)));
    });
    return trials;
  }

  /** Each adapter's pacer floor over its rounds, summed up as a trial's forks are; none from a run before it. */
  public List<Trial> pacerFloors() {
    List<Trial> floors = new ArrayList<>();
    records.forEach((adapter, record) -> {
      if (record.pacerFloor() != null && !record.pacerFloor().isEmpty()) {
        floors.add(trial(adapter, record.pacerFloor()));
      }
    });
    return floors;
  }

  private static Trial trial(String adapter, List<PacedRecord> forks) {
    PacedRecord first = forks.get(0);
    List<Double> p99s = values(forks, r -> r.corrected() == null ? null : r.corrected().p99());
    return new Trial(adapter, first.operation(), first.asked(), forks.size(),
        (int) forks.stream().filter(r -> Boolean.TRUE.equals(r.held())).count(),
        median(values(forks, PacedRecord::targetPerSecond)), median(values(forks, PacedRecord::achievedPerSecond)),
        median(values(forks, r -> r.corrected() == null ? null : r.corrected().p50())), median(p99s),
        p99s.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN),
        p99s.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN),
        median(values(forks, r -> r.corrected() == null ? null : r.corrected().p999())),
        median(values(forks, r -> r.service() == null ? null : r.service().p99())),
        median(values(forks, PacedRecord::clientCores)), median(values(forks, PacedRecord::clientCoresPer1000)),
        median(values(forks, PacedRecord::serverCoresPer1000)),
        median(values(forks, PacedRecord::allocatedBytesPerCall)));
  }

  /** Each adapter's capacity over its rounds. */
  public List<Capacity> capacities() {
    List<Capacity> capacities = new ArrayList<>();
    records.forEach((adapter, record) -> {
      List<CapacityRecord> rounds = record.capacity() == null ? List.of() : record.capacity();
      if (!rounds.isEmpty()) {
        List<Double> found = values(rounds, CapacityRecord::capacityPerSecond);
        capacities.add(new Capacity(adapter, rounds.get(0).operation(), rounds.size(), median(found),
            found.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN),
            found.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN),
            median(values(rounds, CapacityRecord::searchedUpTo))));
      }
    });
    return capacities;
  }

  /**
   * The interval log of one measured run, where the runner writes it: {@code rate/spring-data/readUser-50pct-r1.hlog}
   * or, for step 3 of a capacity search {@code hatShopMix-capacity-r2-s3.hlog}.
   *
   * @param step the capacity search's step, 0 for a paced trial
   */
  public static Path log(Path dir, String adapter, String operation, String asked, int round, int step) {
    String rate = asked.replace("%", "pct").replace("/s", "ps");
    return dir.resolve("rate").resolve(adapter)
        .resolve(operation + "-" + rate + "-r" + round + (step > 0 ? "-s" + step : "") + ".hlog");
  }

  private static <T> List<Double> values(List<T> records, Function<T, Double> value) {
    return records.stream().map(value).filter(v -> v != null && Double.isFinite(v)).toList();
  }

  private static double median(List<Double> values) {
    return values.isEmpty() ? Double.NaN : VarianceComponents.median(values);
  }
}
