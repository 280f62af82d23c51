package org.mapperbench.adapters.jdbcmariadb;

import java.util.List;

/** Every statement the adapter sends, against the suite's schema ({@code schema/mariadb.sql}). */
final class MariadbSql {
  static final String ROUND_TRIP = "SELECT k FROM round_trip WHERE k = 0";

  static final String INSERT_USER = "INSERT INTO users (id, first_name, last_name, city) VALUES (?, ?, ?, ?)";
  static final String SELECT_USER = "SELECT first_name, last_name, city FROM users WHERE id = ?";
  static final String UPDATE_USER = "UPDATE users SET first_name = ?, last_name = ?, city = ? WHERE id = ?";
  static final String DELETE_USER = "DELETE FROM users WHERE id = ?";

  static final String INSERT_ORDER =
      "INSERT INTO orders (id, client_id, created_at, status, sub_total) VALUES (?, ?, ?, ?, ?)";
  static final String INSERT_LINE_ITEM =
      "INSERT INTO line_items (order_id, line_item_id, product_id, product_name, colour, size, quantity, line_price)"
          + " VALUES (?, ?, ?, ?, ?, ?, ?, ?)";

  /**
   * The order and its items in one round trip. LEFT JOIN so an order row is found even without items; the order's
   * columns repeat on each of its (at most five) rows.
   */
  static final String SELECT_ORDER_WITH_LINE_ITEMS =
      "SELECT o.client_id, o.created_at, o.status, o.sub_total,"
          + " li.line_item_id, li.product_id, li.product_name, li.colour, li.size, li.quantity, li.line_price"
          + " FROM orders o LEFT JOIN line_items li ON li.order_id = o.id WHERE o.id = ?";

  static final String UPDATE_ORDER =
      "UPDATE orders SET client_id = ?, created_at = ?, status = ?, sub_total = ? WHERE id = ?";
  static final String UPDATE_LINE_ITEM =
      "UPDATE line_items SET product_id = ?, product_name = ?, colour = ?, size = ?, quantity = ?, line_price = ?"
          + " WHERE order_id = ? AND line_item_id = ?";
  static final String UPDATE_ORDER_STATUS = "UPDATE orders SET status = ? WHERE id = ?";

  /** The foreign key's ON DELETE CASCADE removes the order's line items in the same statement. */
  static final String DELETE_ORDER = "DELETE FROM orders WHERE id = ?";

  /** A product's own columns after its key, in the order {@code ProductJdbc} binds and reads them. */
  private static final String PRODUCT_COLUMNS = "name, category, brand, description, stock, views, active, weight_kg,"
      + " price, updated_at, released_on, supplier_id, thumbnail, warehouse_street, warehouse_city,"
      + " warehouse_postcode, warehouse_country";

  static final String INSERT_PRODUCT = "INSERT INTO products (catalogue_id, sku, " + PRODUCT_COLUMNS + ")"
      + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
  static final String INSERT_PRODUCT_TAG =
      "INSERT INTO product_tags (catalogue_id, sku, position, tag) VALUES (?, ?, ?, ?)";
  static final String INSERT_PRODUCT_COLOUR =
      "INSERT INTO product_colours (catalogue_id, sku, colour) VALUES (?, ?, ?)";
  static final String INSERT_PRODUCT_STOCK =
      "INSERT INTO product_stock (catalogue_id, sku, size, quantity) VALUES (?, ?, ?, ?)";

  static final String SELECT_PRODUCTS =
      "SELECT sku, " + PRODUCT_COLUMNS + " FROM products WHERE catalogue_id = ? ORDER BY sku";

  /**
   * A page by keyset: the rows after the last sku of the page before, a range seek on the primary key whatever
   * the page's position, where an OFFSET would read and drop every row before it.
   */
  static final String SELECT_PRODUCT_PAGE =
      "SELECT sku, " + PRODUCT_COLUMNS + " FROM products WHERE catalogue_id = ? AND sku > ? ORDER BY sku LIMIT ?";

  // The collections of the products just read: the sku range of those rows, a range of each table's primary key.
  static final String SELECT_PRODUCT_TAGS = "SELECT sku, tag FROM product_tags"
      + " WHERE catalogue_id = ? AND sku BETWEEN ? AND ? ORDER BY sku, position";
  static final String SELECT_PRODUCT_COLOURS =
      "SELECT sku, colour FROM product_colours WHERE catalogue_id = ? AND sku BETWEEN ? AND ?";
  static final String SELECT_PRODUCT_STOCK =
      "SELECT sku, size, quantity FROM product_stock WHERE catalogue_id = ? AND sku BETWEEN ? AND ?";

  static final List<String> ALL =
      List.of(
          ROUND_TRIP, INSERT_USER, SELECT_USER, UPDATE_USER, DELETE_USER, INSERT_ORDER, INSERT_LINE_ITEM,
          SELECT_ORDER_WITH_LINE_ITEMS, UPDATE_ORDER, UPDATE_LINE_ITEM, UPDATE_ORDER_STATUS, DELETE_ORDER,
          INSERT_PRODUCT, INSERT_PRODUCT_TAG, INSERT_PRODUCT_COLOUR, INSERT_PRODUCT_STOCK, SELECT_PRODUCTS,
          SELECT_PRODUCT_PAGE, SELECT_PRODUCT_TAGS, SELECT_PRODUCT_COLOURS, SELECT_PRODUCT_STOCK);

  private MariadbSql() {}
}
