package org.mapperbench.jmh.results.figures;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.mapperbench.jmh.results.model.Metric;
import org.mapperbench.jmh.results.model.ResultEntries;
import org.mapperbench.jmh.results.model.ResultEntry;
import org.mapperbench.jmh.results.model.RoundRecord;
import org.openjdk.jmh.util.MultisetStatistics;

class ForkMergeTest {
  private static ResultEntry fixture(int index) throws Exception {
    var file = ForkMergeTest.class.getResource("/merge/one-fork-entries.json");
    return ResultEntries.list(new ObjectMapper().readTree(file)).get(index);
  }

  @Test
  void should_give_back_jmh_own_figures_for_a_single_fork() throws Exception {
    for (int index : new int[] {0, 1}) {
      ResultEntry jmh = fixture(index);
      ResultEntry merged = ForkMerge.merge(List.of(jmh));
      Metric a = jmh.primaryMetric();
      Metric b = merged.primaryMetric();
      assertThat(b.score()).isCloseTo(a.score(), within(1e-9 * a.score()));
      assertThat(b.scoreError()).isEqualTo(a.scoreError(), within(1e-9 * Math.abs(a.score())));
      a.scorePercentiles().keySet().forEach(p ->
          assertThat(b.percentile(p)).as(p).isCloseTo(a.percentile(p), within(1e-6)));
      jmh.secondaryMetrics().forEach((name, metric) -> assertThat(merged.secondary(name).score())
          .as(name).isCloseTo(metric.score(), within(1e-6)));
      assertThat(merged.forks()).isEqualTo(1);
    }
  }

  @Test
  void should_pool_every_call_of_every_fork_as_jmh_does_in_sample_mode() throws Exception {
    ResultEntry one = fixture(0);
    // A second fork twice as slow: JMH's pooled mean sits between, weighted by calls.
    List<List<List<Metric.Bin>>> slower = one.primaryMetric().rawDataHistogram().stream()
        .map(fork -> fork.stream().map(it -> it.stream().map(bin -> new Metric.Bin(bin.value() * 2, bin.count()))
            .toList()).toList()).toList();
    Metric primary = one.primaryMetric();
    ResultEntry other = one.withForks(1, primary.withFigures(primary.score(), Double.NaN, List.of(),
        primary.scorePercentiles(), null, slower), one.secondaryMetrics(), List.of(), null);
    ResultEntry merged = ForkMerge.merge(List.of(one, other));
    MultisetStatistics expected = new MultisetStatistics();
    merged.primaryMetric().rawDataHistogram().forEach(fork ->
        fork.forEach(it -> it.forEach(bin -> expected.addValue(bin.value(), bin.count()))));
    assertThat(merged.forks()).isEqualTo(2);
    assertThat(merged.primaryMetric().rawDataHistogram()).hasSize(2);
    assertThat(merged.primaryMetric().score()).isCloseTo(1.5 * one.primaryMetric().score(), within(1e-6));
    assertThat(merged.primaryMetric().scoreError()).isCloseTo(expected.getMeanErrorAt(0.999), within(1e-9));
    assertThat(merged.secondary("p0.99").score()).isEqualTo(merged.primaryMetric().percentile("99.0"));
    assertThat(merged.interval().forks()).isEqualTo(2);
    assertThat(merged.interval().method()).contains("Kalibera");
  }

  @Test
  void should_keep_the_suite_records_of_each_fork_in_fork_order() throws Exception {
    ResultEntry first = fixture(1).withRounds(List.of(round(1)));
    ResultEntry second = fixture(1).withRounds(List.of(round(2)));
    ResultEntry merged = ForkMerge.merge(List.of(first, second));
    assertThat(merged.rounds()).extracting(RoundRecord::round).containsExactly(1, 2);
    assertThat(merged.primaryMetric().rawData()).hasSize(2);
    assertThat(ForkSamples.of(merged).rounds()).containsExactly(1, 2);
  }

  @Test
  void should_write_a_merged_entry_in_jmh_order_without_figures_that_are_not_finite() throws Exception {
    ResultEntry merged = ForkMerge.merge(List.of(fixture(0).withParams(java.util.Map.of("threads", "1"))
        .withRounds(List.of(round(1)))));
    List<String> fields = Stream.of(ResultEntries.tree(merged).fieldNames()).flatMap(it -> {
      List<String> names = new java.util.ArrayList<>();
      it.forEachRemaining(names::add);
      return names.stream();
    }).toList();
    assertThat(fields).containsSubsequence("benchmark", "mode", "params", "primaryMetric", "secondaryMetrics",
        "rounds", "interval");
    assertThat(ResultEntries.tree(merged).toString()).doesNotContain("NaN", "Infinity");
  }

  private static RoundRecord round(int round) {
    return new RoundRecord(round, null, null, null, null, null, null, null, null, null);
  }
}
