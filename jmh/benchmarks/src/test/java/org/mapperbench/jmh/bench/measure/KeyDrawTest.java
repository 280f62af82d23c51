package org.mapperbench.jmh.bench.measure;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.mapperbench.settings.DatasetSettings.KeyDistribution;

class KeyDrawTest {
  private static final long FIRST = 1_000;
  private static final long COUNT = 8_000_000;
  private static final int DRAWS = 200_000;

  /** The share of draws that fell on the part's 100 hottest rows, and that every draw stayed in the part. */
  private static double hottestShare(KeyDraw draw) {
    java.util.Map<Long, Integer> hits = new java.util.HashMap<>();
    for (int i = 0; i < DRAWS; i++) {
      long row = draw.next();
      assertThat(row).isBetween(FIRST, FIRST + COUNT - 1);
      hits.merge(row, 1, Integer::sum);
    }
    return hits.values().stream().sorted(java.util.Comparator.reverseOrder()).limit(100)
        .mapToInt(Integer::intValue).sum() / (double) DRAWS;
  }

  @Test
  void should_draw_a_few_rows_often_and_most_rarely_as_ycsb_zipfian_does() {
    double zipfian = hottestShare(new KeyDraw(KeyDistribution.ZIPFIAN, 0.99, FIRST, COUNT, 1));
    double uniform = hottestShare(new KeyDraw(KeyDistribution.UNIFORM, 0.99, FIRST, COUNT, 1));
    assertThat(zipfian).isGreaterThan(0.2);
    assertThat(uniform).isLessThan(0.01);
  }

  @Test
  void should_spread_the_zipfian_hot_rows_and_keep_the_latest_at_the_end() {
    KeyDraw zipfian = new KeyDraw(KeyDistribution.ZIPFIAN, 0.99, FIRST, COUNT, 2);
    KeyDraw latest = new KeyDraw(KeyDistribution.LATEST, 0.99, FIRST, COUNT, 2);
    long zipfianInLastTenth = 0;
    long latestInLastTenth = 0;
    for (int i = 0; i < DRAWS; i++) {
      zipfianInLastTenth += zipfian.next() >= FIRST + COUNT * 9 / 10 ? 1 : 0;
      latestInLastTenth += latest.next() >= FIRST + COUNT * 9 / 10 ? 1 : 0;
    }
    assertThat(zipfianInLastTenth / (double) DRAWS).isBetween(0.02, 0.3);
    assertThat(latestInLastTenth / (double) DRAWS).isGreaterThan(0.8);
  }

  @Test
  void should_draw_the_same_rows_from_the_same_seed() {
    KeyDraw a = new KeyDraw(KeyDistribution.ZIPFIAN, 0.99, FIRST, COUNT, 7);
    KeyDraw b = new KeyDraw(KeyDistribution.ZIPFIAN, 0.99, FIRST, COUNT, 7);
    for (int i = 0; i < 1_000; i++) {
      assertThat(b.next()).isEqualTo(a.next());
    }
  }
}
