package org.mapperbench.jmh.results.figures;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Random;
import java.util.function.IntToDoubleFunction;
import org.junit.jupiter.api.Test;
import org.mapperbench.jmh.results.SyntheticEntries;

class HierarchicalBootstrapTest {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private static JsonNode sampleEntry(int forks, int iterations, int distinct, IntToDoubleFunction forkLevel,
      long seed) {
    return SyntheticEntries.sample("readUser", forks, iterations, distinct, forkLevel, seed);
  }

  private static ForkSamples samples(JsonNode entry) {
    return ForkSamples.of(SyntheticEntries.entry(entry));
  }

  @Test
  void should_reflect_the_spread_between_forks_not_the_count_of_calls() {
    Random levels = new Random(7);
    double[] forkMeans = new double[20];
    for (int f = 0; f < forkMeans.length; f++) {
      forkMeans[f] = 100 + 10 * levels.nextGaussian();
    }
    Interval mean = HierarchicalBootstrap.mean(samples(sampleEntry(20, 5, 200, f -> forkMeans[f], 1)));
    // Fork means spread with sd 10 over 20 forks: a 95% interval about ±4.4 (1.96 * 10 / sqrt(20)) wide.
    assertThat(mean.halfWidth()).isBetween(2.5, 7.0);
    assertThat(mean.low()).isLessThan(mean.point());
    assertThat(mean.high()).isGreaterThan(mean.point());
  }

  @Test
  void should_give_no_interval_from_fewer_than_three_forks() {
    Interval two = HierarchicalBootstrap.mean(samples(sampleEntry(2, 10, 50, f -> 100 + 50 * f, 2)));
    assertThat(two.known()).isFalse();
    assertThat(two.point()).isPositive();
    assertThat(HierarchicalBootstrap.ratioOfMeans(samples(sampleEntry(2, 5, 20, f -> 100, 3)),
        samples(sampleEntry(2, 5, 20, f -> 50, 4)), true).known()).isFalse();
  }

  @Test
  void should_give_no_interval_from_one_fork_whose_spread_between_forks_is_unknown() {
    Interval one = HierarchicalBootstrap.mean(samples(sampleEntry(1, 10, 50, f -> 100, 2)));
    assertThat(one.known()).isFalse();
    assertThat(one.point()).isCloseTo(100, org.assertj.core.data.Percentage.withPercentage(5));
    assertThat(HierarchicalBootstrap.mean(samples(NODES.objectNode()))).isEqualTo(Interval.NONE);
  }

  @Test
  void should_widen_few_forks_as_students_t_would() {
    assertThat(HierarchicalBootstrap.smallSampleFactor(1)).isNaN();
    // Two forks would give t(1) = 12.7, a factor of 9.2: an interval that spans orders of magnitude informs no one.
    assertThat(HierarchicalBootstrap.smallSampleFactor(2)).isNaN();
    // sqrt(3/2) * 4.303 / 1.960 and sqrt(8/7) * 2.365 / 1.960
    assertThat(HierarchicalBootstrap.smallSampleFactor(3)).isCloseTo(2.689, org.assertj.core.data.Offset.offset(0.01));
    assertThat(HierarchicalBootstrap.smallSampleFactor(8)).isCloseTo(1.290, org.assertj.core.data.Offset.offset(0.01));
    assertThat(HierarchicalBootstrap.smallSampleFactor(200)).isCloseTo(1.0, org.assertj.core.data.Offset.offset(0.01));
  }

  /** The A/A property behind compare: with three forks, the interval holds the true mean about 95% of the time. */
  @Test
  void should_cover_the_true_mean_about_95_percent_of_the_time_with_three_forks() {
    Random levels = new Random(11);
    int covered = 0;
    int trials = 300;
    for (int t = 0; t < trials; t++) {
      double[] forkLevels = {100 + 5 * levels.nextGaussian(), 100 + 5 * levels.nextGaussian(),
          100 + 5 * levels.nextGaussian()};
      Interval mean = HierarchicalBootstrap.mean(samples(sampleEntry(3, 3, 40, f -> forkLevels[f], t)));
      // The generator's call distribution has a mean of 0.5 + (distinct - 1) / (2 * distinct) of the level, near 1.
      double truth = 100 * meanFactor(40);
      covered += mean.low() <= truth && truth <= mean.high() ? 1 : 0;
    }
    assertThat((double) covered / trials).isBetween(0.90, 0.995);
  }

  private static double meanFactor(int distinct) {
    double weighted = 0;
    double count = 0;
    for (int v = 0; v < distinct; v++) {
      long n = 1 + (long) (10 * Math.exp(-Math.pow((v - distinct / 2.0) / (distinct / 6.0), 2)));
      weighted += n * (0.5 + (double) v / distinct);
      count += n;
    }
    return weighted / count;
  }

  @Test
  void should_find_the_pooled_99th_percentile() {
    JsonNode entry = sampleEntry(3, 4, 100, f -> 100, 3);
    Interval p99 = HierarchicalBootstrap.p99(samples(entry));
    org.openjdk.jmh.util.MultisetStatistics pooled = new org.openjdk.jmh.util.MultisetStatistics();
    entry.path("primaryMetric").path("rawDataHistogram").forEach(fork -> fork.forEach(it -> it.forEach(
        bin -> pooled.addValue(bin.get(0).asDouble(), bin.get(1).asLong()))));
    assertThat(p99.point()).isCloseTo(pooled.getPercentile(99), org.assertj.core.data.Percentage.withPercentage(2));
    assertThat(p99.low()).isLessThanOrEqualTo(p99.point());
    assertThat(p99.high()).isGreaterThanOrEqualTo(p99.point());
  }

  @Test
  void should_cancel_what_a_round_shares_when_paired() {
    // Each round shifts both adapters alike (the machine was busier); the mapper costs 1.2x the native throughout.
    double[] shift = {1.0, 1.3, 0.8, 1.1, 0.9, 1.25};
    JsonNode nativeDriver = sampleEntry(6, 4, 60, f -> 100 * shift[f], 4);
    JsonNode mapper = sampleEntry(6, 4, 60, f -> 120 * shift[f], 5);
    Interval paired = HierarchicalBootstrap.ratioOfMeans(samples(mapper), samples(nativeDriver), true);
    Interval unpaired = HierarchicalBootstrap.ratioOfMeans(samples(mapper), samples(nativeDriver), false);
    assertThat(paired.point()).isCloseTo(1.2, org.assertj.core.data.Offset.offset(0.03));
    assertThat(paired.halfWidth()).isLessThan(unpaired.halfWidth() / 2);
    assertThat(paired.excludes(1)).isTrue();
  }

  @Test
  void should_give_the_same_interval_every_time() {
    JsonNode entry = sampleEntry(4, 3, 80, f -> 100 + f, 6);
    assertThat(HierarchicalBootstrap.mean(samples(entry)))
        .isEqualTo(HierarchicalBootstrap.mean(samples(entry)));
    assertThat(HierarchicalBootstrap.p99(samples(entry)))
        .isEqualTo(HierarchicalBootstrap.p99(samples(entry)));
  }

  @Test
  void should_average_iteration_scores_in_throughput_mode() {
    ObjectNode entry = NODES.objectNode();
    entry.put("mode", "thrpt");
    ArrayNode raw = entry.putObject("primaryMetric").putArray("rawData");
    raw.addArray().add(1000).add(1100);
    raw.addArray().add(900).add(1000);
    raw.addArray().add(950).add(1050);
    Interval mean = HierarchicalBootstrap.mean(samples(entry));
    assertThat(mean.point()).isEqualTo(1000);
    // Three forks (means 1050, 950, 1000): t with two degrees of freedom makes the interval wide, as it should be.
    assertThat(mean.low()).isLessThan(950.0);
    assertThat(mean.high()).isGreaterThan(1050.0);
    assertThat(HierarchicalBootstrap.p99(samples(entry))).isEqualTo(Interval.NONE);
  }
}
