package org.mapperbench.entities.schema;

/** The wide entity's table and the shape of the catalogue that {@link Operation#PAGE_PRODUCTS} pages through. */
public final class ProductTable {
  /** The Cassandra table; on MariaDB, {@code products} and one table per collection. */
  public static final String CASSANDRA = "products_by_catalogue";

  /** Rows a page holds when paging (docs/methodology.md, "Rows per call"). */
  public static final int PAGE_SIZE = 100;

  /** Rows of the catalogue paged through. */
  public static final int PAGED_ROWS = 10_000;

  private ProductTable() {}
}
