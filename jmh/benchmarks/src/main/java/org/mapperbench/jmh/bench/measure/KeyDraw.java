package org.mapperbench.jmh.bench.measure;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.sampling.distribution.DiscreteSampler;
import org.apache.commons.rng.sampling.distribution.RejectionInversionZipfSampler;
import org.apache.commons.rng.simple.RandomSource;
import org.mapperbench.settings.DatasetSettings.KeyDistribution;

/**
 * Draws the row a call takes from a part of a preloaded table, as YCSB draws its keys (docs/methodology.md, "A loaded
 * dataset"): uniform; zipfian, its ranks scrambled over the part so that the hot rows lie all over the table; latest,
 * the last rows loaded hottest. Seeded: a thread of a fork draws the same rows on every run of the same command.
 */
public final class KeyDraw {
  private final KeyDistribution distribution;
  private final long first;
  private final long count;
  private final UniformRandomProvider random;
  /** Rejection-inversion (Hörmann and Derflinger): a draw costs the same over 100 rows or 100 million. */
  private final DiscreteSampler ranks;

  /**
   * @param first the part's first row
   * @param count its rows (at most {@link Integer#MAX_VALUE}: the zipfian's ranks are ints)
   */
  KeyDraw(KeyDistribution distribution, double exponent, long first, long count, long seed) {
    if (count <= 0 || count > Integer.MAX_VALUE) {
      throw new IllegalArgumentException("a part of " + count + " rows cannot be drawn from");
    }
    this.distribution = distribution;
    this.first = first;
    this.count = count;
    this.random = RandomSource.XO_RO_SHI_RO_128_PP.create(seed);
    this.ranks = distribution == KeyDistribution.UNIFORM ? null
        : RejectionInversionZipfSampler.of(random, (int) count, exponent);
  }

  /** The next row's number. */
  long next() {
    return switch (distribution) {
      case UNIFORM -> first + random.nextLong(count);
      case ZIPFIAN -> first + Math.floorMod(scramble(ranks.sample()), count);
      case LATEST -> first + count - ranks.sample();
    };
  }

  /** The splitmix64 finaliser: neighbouring ranks land far apart. */
  private static long scramble(long rank) {
    long z = (rank ^ (rank >>> 30)) * 0xbf58476d1ce4e5b9L;
    z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
    return z ^ (z >>> 31);
  }
}
