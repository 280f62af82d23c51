package org.mapperbench.adapters.jdbcmariadb;

import static org.mapperbench.adapters.jdbcmariadb.MariadbSql.*;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Consumer;
import org.mapperbench.entities.model.Address;
import org.mapperbench.entities.model.AddressData;
import org.mapperbench.entities.model.Product;

/**
 * The wide entity by hand on one borrowed connection: a product is its row of {@code products} and its rows of the
 * three collection tables, written as one JDBC batch per table and read with one SELECT per table, assembled here.
 * No join: the three collections joined at once would return every tag times every colour times every size.
 */
final class ProductJdbc {
  /** Below every int sku, so the first page is the same keyset statement as the others. */
  private static final long BEFORE_FIRST_SKU = Integer.MIN_VALUE - 1L;

  private ProductJdbc() {}

  /**
   * Adds every row to its table's batch, then sends the batches parent table first, as the foreign keys need: each
   * {@code executeBatch} is one bulk command (Connector/J's useBulkStmtsForInserts), so four INSERTs in all.
   */
  static int insert(Connection connection, List<? extends Product> products) throws SQLException {
    try (PreparedStatement product = connection.prepareStatement(INSERT_PRODUCT);
        PreparedStatement tag = connection.prepareStatement(INSERT_PRODUCT_TAG);
        PreparedStatement colour = connection.prepareStatement(INSERT_PRODUCT_COLOUR);
        PreparedStatement stock = connection.prepareStatement(INSERT_PRODUCT_STOCK)) {
      for (Product p : products) {
        bindProduct(product, p);
        product.addBatch();
        int position = 0;
        for (String t : orEmpty(p.tags())) {
          bindKey(tag, p);
          tag.setInt(3, position++);
          tag.setString(4, t);
          tag.addBatch();
        }
        for (String c : orEmpty(p.colours())) {
          bindKey(colour, p);
          colour.setString(3, c);
          colour.addBatch();
        }
        if (p.stockBySize() != null) {
          for (Map.Entry<String, Integer> size : p.stockBySize().entrySet()) {
            bindKey(stock, p);
            stock.setString(3, size.getKey());
            stock.setInt(4, size.getValue());
            stock.addBatch();
          }
        }
      }
      return product.executeBatch().length + tag.executeBatch().length + colour.executeBatch().length
          + stock.executeBatch().length;
    }
  }

  private static void bindKey(PreparedStatement statement, Product p) throws SQLException {
    statement.setObject(1, p.catalogueId());
    statement.setInt(2, p.sku());
  }

  private static void bindProduct(PreparedStatement insert, Product p) throws SQLException {
    bindKey(insert, p);
    insert.setString(3, p.name());
    insert.setString(4, p.category());
    insert.setString(5, p.brand());
    insert.setString(6, p.description());
    insert.setInt(7, p.stock());
    insert.setLong(8, p.views());
    insert.setBoolean(9, p.active());
    insert.setDouble(10, p.weightKg());
    insert.setBigDecimal(11, p.price());
    setNullable(insert, 12, p.updatedAt(), Types.TIMESTAMP);
    setNullable(insert, 13, p.releasedOn(), Types.DATE);
    setNullable(insert, 14, p.supplierId(), Types.OTHER);
    insert.setBytes(15, p.thumbnail());
    Address warehouse = p.warehouse();
    insert.setString(16, warehouse == null ? null : warehouse.street());
    insert.setString(17, warehouse == null ? null : warehouse.city());
    insert.setString(18, warehouse == null ? null : warehouse.postcode());
    insert.setString(19, warehouse == null ? null : warehouse.country());
  }

  // java.time values and UUIDs have no typed setter of their own in JDBC: setObject, or setNull with the SQL type.
  private static void setNullable(PreparedStatement statement, int index, Object value, int sqlType)
      throws SQLException {
    if (value == null) {
      statement.setNull(index, sqlType);
    } else {
      statement.setObject(index, value);
    }
  }

  private static <T> Collection<T> orEmpty(Collection<T> values) {
    return values == null ? List.of() : values;
  }

  /** Every product of the catalogue: one SELECT of {@code products}, then one per collection table if any. */
  static List<ProductRow> catalogue(Connection connection, UUID catalogueId) throws SQLException {
    List<ProductRow> products;
    try (PreparedStatement select = connection.prepareStatement(SELECT_PRODUCTS)) {
      select.setObject(1, catalogueId);
      products = products(catalogueId, select);
    }
    addCollections(connection, catalogueId, products);
    return products;
  }

  /**
   * Keyset paging: each page is a SELECT of the next {@code pageSize} skus after the last one handed over, then
   * its collections, until a page comes back short. Returns how many products were handed over.
   */
  static int page(Connection connection, UUID catalogueId, int pageSize, Consumer<? super Product> each)
      throws SQLException {
    int handed = 0;
    long after = BEFORE_FIRST_SKU;
    try (PreparedStatement select = connection.prepareStatement(SELECT_PRODUCT_PAGE)) {
      select.setObject(1, catalogueId);
      select.setInt(3, pageSize);
      while (true) {
        select.setLong(2, after);
        List<ProductRow> page = products(catalogueId, select);
        addCollections(connection, catalogueId, page);
        page.forEach(each);
        handed += page.size();
        if (page.size() < pageSize) {
          return handed;
        }
        after = page.get(page.size() - 1).sku;
      }
    }
  }

  private static List<ProductRow> products(UUID catalogueId, PreparedStatement select) throws SQLException {
    List<ProductRow> products = new ArrayList<>();
    try (ResultSet rows = select.executeQuery()) {
      while (rows.next()) {
        products.add(product(catalogueId, rows));
      }
    }
    return products;
  }

  private static ProductRow product(UUID catalogueId, ResultSet rows) throws SQLException {
    ProductRow p = new ProductRow();
    p.catalogueId = catalogueId;
    p.sku = rows.getInt(1);
    p.name = rows.getString(2);
    p.category = rows.getString(3);
    p.brand = rows.getString(4);
    p.description = rows.getString(5);
    p.stock = rows.getInt(6);
    p.views = rows.getLong(7);
    p.active = rows.getBoolean(8);
    p.weightKg = rows.getDouble(9);
    p.price = rows.getBigDecimal(10);
    p.updatedAt = rows.getObject(11, Instant.class);
    p.releasedOn = rows.getObject(12, LocalDate.class);
    p.supplierId = rows.getObject(13, UUID.class);
    p.thumbnail = rows.getBytes(14);
    String street = rows.getString(15);
    String city = rows.getString(16);
    String postcode = rows.getString(17);
    String country = rows.getString(18);
    if (street != null || city != null || postcode != null || country != null) {
      p.warehouse = new AddressData(street, city, postcode, country);
    }
    return p;
  }

  /**
   * The collections of these products, in sku order, by the sku range they span: rows of a sku outside them (a
   * product written since, as each statement commits on its own) are skipped.
   */
  private static void addCollections(Connection connection, UUID catalogueId, List<ProductRow> products)
      throws SQLException {
    if (products.isEmpty()) {
      return;
    }
    Map<Integer, ProductRow> bySku = new HashMap<>(products.size() * 2);
    for (ProductRow p : products) {
      bySku.put(p.sku, p);
    }
    int first = products.get(0).sku;
    int last = products.get(products.size() - 1).sku;
    addRows(connection, SELECT_PRODUCT_TAGS, catalogueId, first, last, bySku,
        (p, row) -> p.tags.add(row.getString(2)));
    addRows(connection, SELECT_PRODUCT_COLOURS, catalogueId, first, last, bySku,
        (p, row) -> p.colours.add(row.getString(2)));
    addRows(connection, SELECT_PRODUCT_STOCK, catalogueId, first, last, bySku,
        (p, row) -> p.stockBySize.put(row.getString(2), row.getInt(3)));
  }

  @FunctionalInterface
  private interface RowReader {
    void read(ProductRow product, ResultSet row) throws SQLException;
  }

  /** Hands each row of a collection table in the sku range to the product of its sku (the row's first column). */
  private static void addRows(Connection connection, String sql, UUID catalogueId, int first, int last,
      Map<Integer, ProductRow> bySku, RowReader reader) throws SQLException {
    try (PreparedStatement select = connection.prepareStatement(sql)) {
      select.setObject(1, catalogueId);
      select.setInt(2, first);
      select.setInt(3, last);
      try (ResultSet rows = select.executeQuery()) {
        while (rows.next()) {
          ProductRow product = bySku.get(rows.getInt(1));
          if (product != null) {
            reader.read(product, rows);
          }
        }
      }
    }
  }
}
