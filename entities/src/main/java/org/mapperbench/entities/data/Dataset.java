package org.mapperbench.entities.data;

import java.util.List;
import java.util.UUID;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.ProductData;
import org.mapperbench.entities.model.UserData;

/**
 * A dataset loaded before the first round ({@code bench.dataset}): {@code users} users, as many orders of one to five
 * line items, and catalogues of {@value #PRODUCTS_PER_CATALOGUE} products. Every row is made from the seed and its
 * number alone, so the loader, each fork JVM and the conformance kit make the same row from the same number.
 *
 * <p>A table's rows are split by what benchmarks may do to them: reads draw only from the first {@link Part}, updates
 * from the second and deletes from the third, so a read never meets a row an update changed or a delete removed, and
 * the rows reads meet stay the rows the run's record describes (docs/methodology.md, "A loaded dataset").
 *
 * @param users the users, and the orders; 0 for no dataset
 */
public record Dataset(long users, long seed) {
  public static final int PRODUCTS_PER_CATALOGUE = 1_000;
  /** Users per catalogue: a dataset of 10 million users has 100 catalogues, 100,000 products. */
  static final long USERS_PER_CATALOGUE = 100_000;

  /** The tables a dataset fills; line items are their order's. */
  public enum Table { USERS, ORDERS, CATALOGUES }

  /** Which rows of a table an operation may draw: reads 80%, updates 10%, deletes 10% (a catalogue is only read). */
  public enum Part {
    READ(0, 8), UPDATE(8, 9), DELETE(9, 10);

    private final int fromTenth;
    private final int toTenth;

    Part(int fromTenth, int toTenth) {
      this.fromTenth = fromTenth;
      this.toTenth = toTenth;
    }
  }

  public Dataset {
    if (users < 0) {
      throw new IllegalArgumentException("a dataset has no fewer than 0 users: " + users);
    }
  }

  public boolean loaded() {
    return users > 0;
  }

  /** The rows of a table. */
  public long rows(Table table) {
    return switch (table) {
      case USERS, ORDERS -> users;
      case CATALOGUES -> users == 0 ? 0 : Math.max(1, users / USERS_PER_CATALOGUE);
    };
  }

  /** The number of a part's first row. */
  public long first(Table table, Part part) {
    return table == Table.CATALOGUES ? 0 : rows(table) * part.fromTenth / 10;
  }

  /** The rows of a part; every row of a catalogue is read's. */
  public long count(Table table, Part part) {
    if (table == Table.CATALOGUES) {
      return part == Part.READ ? rows(table) : 0;
    }
    return rows(table) * part.toTenth / 10 - first(table, part);
  }

  /** The id of a row: a user's, an order's or a catalogue's. */
  public UUID id(Table table, long row) {
    return DataGenerator.rowId(seed, table, row);
  }

  public UserData user(long row) {
    return DataGenerator.forRow(seed, Table.USERS, row).nextUser();
  }

  public OrderData order(long row) {
    return DataGenerator.forRow(seed, Table.ORDERS, row).nextOrder();
  }

  public List<ProductData> catalogue(long row) {
    return DataGenerator.forRow(seed, Table.CATALOGUES, row).nextCatalogue(PRODUCTS_PER_CATALOGUE);
  }
}
