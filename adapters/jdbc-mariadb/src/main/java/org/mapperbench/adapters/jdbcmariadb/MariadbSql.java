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

  static final List<String> ALL =
      List.of(
          ROUND_TRIP, INSERT_USER, SELECT_USER, UPDATE_USER, DELETE_USER, INSERT_ORDER, INSERT_LINE_ITEM,
          SELECT_ORDER_WITH_LINE_ITEMS, UPDATE_ORDER, UPDATE_LINE_ITEM, UPDATE_ORDER_STATUS, DELETE_ORDER);

  private MariadbSql() {}
}
