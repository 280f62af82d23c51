package org.mapperbench.entities.data;

import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.ProductData;
import org.mapperbench.entities.model.UserData;
import org.mapperbench.entities.schema.Operation;

/**
 * A dataset loaded before the first round ({@code bench.dataset}): {@code users} users, as many orders of one to five
 * line items, and catalogues of each size the product reads read ({@link #CATALOGUE_SIZES}), a hundredth of the users'
 * number in products of each size. Every row is made from the seed and its number alone, so the loader, each fork JVM
 * and the conformance kit make the same row from the same number.
 *
 * <p>A table's rows are split by what benchmarks may do to them: reads draw only from the first {@link Part}, updates
 * from the second and deletes from the third, so a read never meets a row an update changed or a delete removed, and
 * the rows reads meet stay the rows the run's record describes (docs/methodology.md, "A loaded dataset").
 *
 * @param users the users, and the orders; 0 for no dataset
 */
public record Dataset(long users, long seed) {
  /**
   * The products of one catalogue each operation that reads a whole catalogue reads (1 to 1,000, and the 10,000 paged
   * through), smallest first: catalogues are numbered in that order.
   */
  public static final List<Integer> CATALOGUE_SIZES = Arrays.stream(Operation.values())
      .filter(op -> op.curve() == Operation.READ_PRODUCTS_1 || op == Operation.PAGE_PRODUCTS)
      .map(Operation::rows).distinct().sorted().toList();
  /** Users per product of each catalogue size: 10 million users have 100,000 products of each, 500,000 in all. */
  static final long USERS_PER_PRODUCT = 100;

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
      case CATALOGUES -> CATALOGUE_SIZES.stream().mapToLong(this::catalogues).sum();
    };
  }

  /** The catalogues of {@code size} products: at least one in a dataset. */
  public long catalogues(int size) {
    return users == 0 ? 0 : Math.max(1, users / USERS_PER_PRODUCT / size);
  }

  /** The number of the first catalogue of {@code size} products; those of a size are numbered together. */
  public long firstCatalogue(int size) {
    return CATALOGUE_SIZES.stream().takeWhile(s -> s < size).mapToLong(this::catalogues).sum();
  }

  /** The products of every catalogue. */
  public long products() {
    return CATALOGUE_SIZES.stream().mapToLong(size -> catalogues(size) * size).sum();
  }

  /** The products of catalogue {@code row}. */
  public int catalogueSize(long row) {
    long first = 0;
    for (int size : CATALOGUE_SIZES) {
      first += catalogues(size);
      if (row < first) {
        return size;
      }
    }
    throw new IllegalArgumentException("the dataset has " + first + " catalogues, not " + (row + 1));
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
    return DataGenerator.forRow(seed, Table.CATALOGUES, row).nextCatalogue(catalogueSize(row));
  }
}
