package org.mapperbench.servers;

/**
 * The memory a suite-started server spends on caching what it read from disk, the same for both backends so that a
 * dataset larger than it leaves memory on both (docs/methodology.md, "A loaded dataset"): Cassandra's key and chunk
 * caches, and with a dataset InnoDB's buffer pool, their sum.
 */
public final class ReadCaches {
  public static final int KEY_CACHE_MIB = 64;
  public static final int CHUNK_CACHE_MIB = 256;

  private ReadCaches() {}

  public static long totalBytes() {
    return (long) (KEY_CACHE_MIB + CHUNK_CACHE_MIB) << 20;
  }
}
