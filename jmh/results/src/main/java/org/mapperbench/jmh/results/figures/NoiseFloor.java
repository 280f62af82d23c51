package org.mapperbench.jmh.results.figures;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;
import org.mapperbench.jmh.results.model.ResultEntries;
import org.mapperbench.jmh.results.model.ResultEntry;

/**
 * The run's noise floor: how much the machine alone moved a fork's mean. The noise probe (a fixed CPU-bound loop, no
 * library, no server) ran one fork per round in a JVM of its own, as long as a benchmark's; its forks are in
 * {@value SuiteNames#NOISE_PROBE_FILE}. Spread between forks here is always the coefficient of variation of the fork
 * means: their sample standard deviation (n − 1) over their mean, a fork's mean being the mean of its iterations'
 * means. Benchmarks get the same plain figure rather than {@link VarianceComponents}' forkShare (T1, which subtracts
 * the share the iterations explain), so that the two compare like for like. A benchmark whose spread is far above the
 * probe's varies for reasons of its own (the library, the server, the suite), not the machine's.
 *
 * @param probeForkMeans the probe's fork means in µs per call, in fork order
 * @param spread the probe's spread between forks; NaN below {@value #MIN_FORKS} forks, where one or two degrees of
 *     freedom say next to nothing about it
 * @param medianStealPercent the median over the probe's forks of the steal time while each ran, in percent of one core
 * @param benchmarks every benchmark of the run with at least {@value #MIN_FORKS} forks, with its spread
 */
public record NoiseFloor(List<Double> probeForkMeans, double spread, double medianStealPercent,
    List<Spread> benchmarks) {
  /** Forks below which a spread is not given: the same rule as an interval's. */
  public static final int MIN_FORKS = HierarchicalBootstrap.MIN_FORKS;
  /** A benchmark whose spread is more than this many times the probe's is flagged. */
  public static final double FLAG_FACTOR = 2;

  /** One benchmark's spread between forks, measured as the probe's is. */
  public record Spread(BenchmarkFigures figures, double spread) {}

  /** Null when the run folder has no readable probe (runs before the probe, a probe whose every fork failed). */
  public static NoiseFloor of(RunResults run) {
    Path file = run.dir().resolve(SuiteNames.NOISE_PROBE_FILE);
    if (!Files.isRegularFile(file)) {
      return null;
    }
    try {
      List<ResultEntry> list = ResultEntries.read(file);
      return list.isEmpty() ? null : of(list.get(0), run.allFigures());
    } catch (java.io.IOException | IllegalArgumentException e) {
      return null;
    }
  }

  /** From the probe's merged entry and the benchmarks' figures. */
  static NoiseFloor of(ResultEntry probe, List<BenchmarkFigures> figures) {
    List<Double> means = forkMeans(probe);
    List<Double> steal = new ArrayList<>();
    probe.rounds().forEach(r -> {
      if (r.stealPercent() != null && Double.isFinite(r.stealPercent())) {
        steal.add(r.stealPercent());
      }
    });
    List<Spread> spreads = new ArrayList<>();
    for (BenchmarkFigures f : figures) {
      List<Double> forkMeans = forkMeans(f.entry());
      if (forkMeans.size() >= MIN_FORKS) {
        spreads.add(new Spread(f, coefficientOfVariation(forkMeans)));
      }
    }
    double spread = means.size() >= MIN_FORKS ? coefficientOfVariation(means) : Double.NaN;
    return new NoiseFloor(List.copyOf(means), spread, VarianceComponents.median(steal), List.copyOf(spreads));
  }

  /** The mean of each fork's iteration means, in fork order: the figure whose spread the probe measures. */
  public static List<Double> forkMeans(ResultEntry entry) {
    return forkMeans(ForkSamples.of(entry));
  }

  /** The mean of each fork's iteration means, in fork order, of any metric's samples. */
  static List<Double> forkMeans(ForkSamples samples) {
    List<Double> means = new ArrayList<>();
    for (List<ForkSamples.Iteration> fork : samples.byFork()) {
      double sum = 0;
      int n = 0;
      for (ForkSamples.Iteration iteration : fork) {
        if (iteration.n() > 0) {
          sum += iteration.sum() / iteration.n();
          n++;
        }
      }
      if (n > 0) {
        means.add(sum / n);
      }
    }
    return means;
  }

  public int forks() {
    return probeForkMeans.size();
  }

  /**
   * The smallest ratio of two benchmarks' means, each resting on {@code forks} forks, that a 95% interval could tell
   * from 1 if both varied between forks only as much as the probe: 1 + t(0.975, forks − 1) · spread · √(2 / forks)
   * (the standard error of a difference of two means, each of {@code forks} forks with a relative sd of spread).
   * NaN below {@value #MIN_FORKS} forks or without a floor. A real benchmark varies more, so its ratio needs more.
   */
  public double smallestResolvableRatio(int forks) {
    return smallestResolvableRatio(spread, forks);
  }

  /**
   * The smallest ratio of two benchmarks' means a 95% interval could tell from 1 with {@code forks} forks each, if
   * both varied between forks by {@code spread} (a coefficient of variation); NaN below {@code MIN_FORKS}.
   */
  public static double smallestResolvableRatio(double spread, int forks) {
    if (forks < MIN_FORKS || !Double.isFinite(spread)) {
      return Double.NaN;
    }
    return smallestResolvableRatio(spread, forks, forks, forks - 1);
  }

  /**
   * The same for two means of {@code forksA} and {@code forksB} forks, with the spread estimated on {@code
   * degreesOfFreedom}: 1 + t(0.975, degreesOfFreedom) · spread · √(1/forksA + 1/forksB).
   */
  public static double smallestResolvableRatio(double spread, int forksA, int forksB, int degreesOfFreedom) {
    double t = new TDistribution(null, degreesOfFreedom).inverseCumulativeProbability(0.975);
    return 1 + t * spread * Math.sqrt(1.0 / forksA + 1.0 / forksB);
  }

  /** The benchmarks whose spread is more than {@value #FLAG_FACTOR} times the probe's, widest first. */
  public List<Spread> flagged() {
    if (!Double.isFinite(spread)) {
      return List.of();
    }
    return benchmarks.stream().filter(b -> b.spread() > FLAG_FACTOR * spread)
        .sorted(Comparator.comparingDouble(Spread::spread).reversed()).toList();
  }

  /**
   * The median over the run's single-thread benchmarks (those with an interval's forks, whose data can state the
   * cost) of one cost's spread between forks, measured as the probe's is; NaN without such a benchmark.
   */
  public static double medianSpread(List<BenchmarkFigures> figures, Cost cost) {
    return VarianceComponents.median(figures.stream().filter(f -> !f.throughput() && f.threads() == 1)
        .filter(cost::measured).map(f -> forkMeans(cost.samples(f))).filter(means -> means.size() >= MIN_FORKS)
        .map(NoiseFloor::coefficientOfVariation).filter(Double::isFinite).toList());
  }

  /** The forks a typical benchmark of the run rests on: the (lower) median over every benchmark; 0 if none. */
  public static int typicalForks(List<BenchmarkFigures> figures) {
    int[] forks = figures.stream().mapToInt(BenchmarkFigures::forks).sorted().toArray();
    return forks.length == 0 ? 0 : forks[(forks.length - 1) / 2];
  }

  /** Sample standard deviation (n − 1) over the mean; NaN for fewer than two values. */
  public static double coefficientOfVariation(List<Double> values) {
    if (values.size() < 2) {
      return Double.NaN;
    }
    double mean = values.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
    double squares = values.stream().mapToDouble(v -> (v - mean) * (v - mean)).sum();
    return Math.sqrt(squares / (values.size() - 1)) / mean;
  }

}
