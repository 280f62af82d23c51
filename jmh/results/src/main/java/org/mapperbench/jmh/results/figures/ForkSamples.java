package org.mapperbench.jmh.results.figures;

import java.util.ArrayList;
import java.util.List;
import org.mapperbench.jmh.results.model.Metric;
import org.mapperbench.jmh.results.model.ResultEntry;
import org.mapperbench.jmh.results.model.RoundRecord;

/**
 * The raw measurements of one JMH entry by fork and iteration: in sample mode each iteration's histogram of call
 * times, in the other modes each iteration's score. These are the independent units an honest interval is built
 * from: forks (separate JVMs, here separate rounds) first, iterations within a fork second.
 */
public final class ForkSamples {
  /** One iteration: the histogram's values and counts, or a single score with count 1. */
  record Iteration(double[] values, long[] counts) {
    long n() {
      long n = 0;
      for (long c : counts) {
        n += c;
      }
      return n;
    }

    double sum() {
      double sum = 0;
      for (int i = 0; i < values.length; i++) {
        sum += values[i] * counts[i];
      }
      return sum;
    }
  }

  private final List<List<Iteration>> forks;
  private final List<Integer> rounds;
  private final boolean histogram;

  private ForkSamples(List<List<Iteration>> forks, List<Integer> rounds, boolean histogram) {
    this.forks = forks;
    this.rounds = rounds;
    this.histogram = histogram;
  }

  /** The primary metric's raw data: rawDataHistogram in sample mode, rawData otherwise. */
  public static ForkSamples of(ResultEntry entry) {
    Metric primary = entry.primaryMetric();
    if (primary.hasHistogram()) {
      List<List<Iteration>> forks = new ArrayList<>();
      for (List<List<Metric.Bin>> fork : primary.rawDataHistogram()) {
        List<Iteration> iterations = new ArrayList<>();
        for (List<Metric.Bin> iteration : fork) {
          double[] values = new double[iteration.size()];
          long[] counts = new long[iteration.size()];
          for (int i = 0; i < iteration.size(); i++) {
            values[i] = iteration.get(i).value();
            counts[i] = iteration.get(i).count();
          }
          iterations.add(new Iteration(values, counts));
        }
        forks.add(iterations);
      }
      return new ForkSamples(forks, rounds(entry, forks.size()), true);
    }
    return scalar(entry, primary);
  }

  /** A secondary metric's per-iteration values, e.g. ·cpu.client. */
  public static ForkSamples ofSecondary(ResultEntry entry, String metric) {
    return scalar(entry, entry.secondary(metric));
  }

  private static ForkSamples scalar(ResultEntry entry, Metric metric) {
    List<List<Iteration>> forks = new ArrayList<>();
    for (List<Double> fork : metric.iterations()) {
      List<Iteration> iterations = new ArrayList<>();
      for (Double score : fork) {
        if (score != null && Double.isFinite(score)) {
          iterations.add(new Iteration(new double[] {score}, new long[] {1}));
        }
      }
      forks.add(iterations);
    }
    return new ForkSamples(forks, rounds(entry, forks.size()), false);
  }

  /** The round of each fork, from the suite's round records; 1..n for a plain JMH entry. */
  private static List<Integer> rounds(ResultEntry entry, int forks) {
    List<RoundRecord> records = entry.rounds();
    List<Integer> rounds = new ArrayList<>();
    for (int i = 0; i < forks; i++) {
      Integer round = i < records.size() ? records.get(i).round() : null;
      rounds.add(round != null ? round : i + 1);
    }
    return rounds;
  }

  public int forks() {
    return forks.size();
  }

  /** All iterations of all forks. */
  public int iterations() {
    return forks.stream().mapToInt(List::size).sum();
  }

  public List<Integer> rounds() {
    return rounds;
  }

  /** Whether iterations are histograms of single calls (sample mode). */
  public boolean histogram() {
    return histogram;
  }

  /** Each fork's iterations' means (a histogram's mean call, or the score), fork by fork. */
  public List<List<Double>> iterationMeans() {
    return forks.stream().map(f -> f.stream().map(i -> i.sum() / i.n()).toList()).toList();
  }

  List<List<Iteration>> byFork() {
    return forks;
  }
}
