package org.mapperbench.entities.schema;

/** The wide entity's table and the shape of the catalogue that {@link Operation#PAGE_PRODUCTS} pages through. */
public final class ProductTable {
  /** The Cassandra table; on MariaDB, {@code products} and one table per collection. */
  public static final String CASSANDRA = "products_by_catalogue";

  /** Rows a page holds when paging (docs/methodology.md, "Rows per call"). */
  public static final int PAGE_SIZE = 100;

  /** Rows of the catalogue paged through. */
  public static final int PAGED_ROWS = 10_000;

  /** The most products one {@code writeProducts} call carries: the largest N its benchmarks write. */
  public static final int MOST_ROWS_A_WRITE = 100;

  private ProductTable() {}

  /** A catalogue as the calls that write it, at most {@link #MOST_ROWS_A_WRITE} products each, in order. */
  public static <T> java.util.List<java.util.List<T>> writes(java.util.List<T> catalogue) {
    java.util.List<java.util.List<T>> writes = new java.util.ArrayList<>();
    for (int from = 0; from < catalogue.size(); from += MOST_ROWS_A_WRITE) {
      writes.add(catalogue.subList(from, Math.min(catalogue.size(), from + MOST_ROWS_A_WRITE)));
    }
    return writes;
  }
}
