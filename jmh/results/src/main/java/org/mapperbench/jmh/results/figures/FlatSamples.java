package org.mapperbench.jmh.results.figures;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.mapperbench.jmh.results.figures.HierarchicalBootstrap.Statistic;

/**
 * A benchmark's iterations as flat arrays, fork by fork, with what each resample of {@link HierarchicalBootstrap}
 * needs precomputed: a resample is a weight per iteration.
 */
final class FlatSamples {
  final long[] n;
  final double[] sum;
  /** forkStart[f] is the index of fork f's first iteration; forkStart[forks] is the iteration count. */
  final int[] forkStart;
  final List<ForkSamples.Iteration> iterations;
  /** False when a fork without iterations was left out: fork indices then no longer match rounds. */
  boolean everyFork;
  double[] grid;
  /** cumulative[i][g]: calls of iteration i with a value at most grid[g]. */
  long[][] cumulative;

  private FlatSamples(List<ForkSamples.Iteration> iterations, int[] forkStart) {
    this.iterations = iterations;
    this.forkStart = forkStart;
    n = new long[iterations.size()];
    sum = new double[iterations.size()];
    for (int i = 0; i < n.length; i++) {
      n[i] = iterations.get(i).n();
      sum[i] = iterations.get(i).sum();
    }
  }

  /** Null without a fork holding an iteration: nothing to estimate from. */
  static FlatSamples of(ForkSamples samples) {
    List<List<ForkSamples.Iteration>> forks = samples.byFork().stream().filter(f -> !f.isEmpty()).toList();
    if (forks.isEmpty()) {
      return null;
    }
    FlatSamples flat = new FlatSamples(forks.stream().flatMap(List::stream).toList(), starts(forks));
    flat.everyFork = forks.size() == samples.forks();
    return flat;
  }

  private static int[] starts(List<List<ForkSamples.Iteration>> forks) {
    int[] start = new int[forks.size() + 1];
    for (int f = 0; f < forks.size(); f++) {
      start[f + 1] = start[f] + forks.get(f).size();
    }
    return start;
  }

  int forks() {
    return forkStart.length - 1;
  }

  /** Draws forks with replacement, then iterations within each; adds to weights; records the forks drawn. */
  void draw(SplittableRandom random, int[] weights, int[] drawnForks) {
    for (int k = 0; k < forks(); k++) {
      int fork = random.nextInt(forks());
      if (drawnForks != null) {
        drawnForks[k] = fork;
      }
      drawIterations(random, weights, fork);
    }
  }

  void drawIterations(SplittableRandom random, int[] weights, int fork) {
    int from = forkStart[fork];
    int size = forkStart[fork + 1] - from;
    for (int k = 0; k < size; k++) {
      weights[from + random.nextInt(size)]++;
    }
  }

  double mean(int[] weights) {
    double total = 0;
    double count = 0;
    for (int i = 0; i < n.length; i++) {
      total += weights[i] * sum[i];
      count += (double) weights[i] * n[i];
    }
    return count == 0 ? Double.NaN : total / count;
  }

  double statistic(int[] weights, Statistic statistic) {
    return statistic == Statistic.MEAN ? mean(weights) : quantile(weights, 0.99);
  }

  void buildGrid() {
    TreeSet<Double> values = new TreeSet<>();
    iterations.forEach(it -> Arrays.stream(it.values()).forEach(values::add));
    grid = values.stream().mapToDouble(Double::doubleValue).toArray();
    cumulative = new long[iterations.size()][];
    for (int i = 0; i < iterations.size(); i++) {
      long[] counts = new long[grid.length];
      ForkSamples.Iteration it = iterations.get(i);
      for (int v = 0; v < it.values().length; v++) {
        counts[Arrays.binarySearch(grid, it.values()[v])] += it.counts()[v];
      }
      for (int g = 1; g < counts.length; g++) {
        counts[g] += counts[g - 1];
      }
      cumulative[i] = counts;
    }
  }

  /** The smallest value with at least {@code p} of the weighted calls at or below it (nearest rank). */
  double quantile(int[] weights, double p) {
    double total = 0;
    for (int i = 0; i < n.length; i++) {
      total += (double) weights[i] * n[i];
    }
    double rank = Math.ceil(p * total);
    int lo = 0;
    int hi = grid.length - 1;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      double atOrBelow = 0;
      for (int i = 0; i < weights.length; i++) {
        if (weights[i] != 0) {
          atOrBelow += (double) weights[i] * cumulative[i][mid];
        }
      }
      if (atOrBelow >= rank) {
        hi = mid;
      } else {
        lo = mid + 1;
      }
    }
    return grid[lo];
  }
}
