package org.mapperbench.entities.schema;

/**
 * The CQL each contract operation amounts to on the suite's schema, for adapters that write CQL by hand (the
 * native ones). Unqualified table names: sessions are opened on the suite's keyspace.
 */
public final class CqlStatements {
  public static final String ROUND_TRIP = "SELECT k FROM round_trip WHERE k = 0";

  public static final String INSERT_USER = "INSERT INTO users (id, first_name, last_name, city) VALUES (?, ?, ?, ?)";
  public static final String SELECT_USER = "SELECT id, first_name, last_name, city FROM users WHERE id = ?";
  public static final String UPDATE_USER = "UPDATE users SET first_name = ?, last_name = ?, city = ? WHERE id = ?";
  public static final String DELETE_USER = "DELETE FROM users WHERE id = ?";

  public static final String INSERT_ORDER =
      "INSERT INTO orders (id, client_id, created_at, status, sub_total) VALUES (?, ?, ?, ?, ?)";
  public static final String INSERT_LINE_ITEM =
      "INSERT INTO line_items_by_order (order_id, line_item_id, product_id, product_name, colour, size, quantity,"
          + " line_price) VALUES (?, ?, ?, ?, ?, ?, ?, ?)";
  public static final String SELECT_ORDER =
      "SELECT id, client_id, created_at, status, sub_total FROM orders WHERE id = ?";
  public static final String SELECT_LINE_ITEMS =
      "SELECT line_item_id, product_id, product_name, colour, size, quantity, line_price FROM line_items_by_order"
          + " WHERE order_id = ?";
  public static final String UPDATE_ORDER =
      "UPDATE orders SET client_id = ?, created_at = ?, status = ?, sub_total = ? WHERE id = ?";
  public static final String UPDATE_LINE_ITEM =
      "UPDATE line_items_by_order SET product_id = ?, product_name = ?, colour = ?, size = ?, quantity = ?,"
          + " line_price = ? WHERE order_id = ? AND line_item_id = ?";
  public static final String UPDATE_ORDER_STATUS = "UPDATE orders SET status = ? WHERE id = ?";
  public static final String DELETE_ORDER = "DELETE FROM orders WHERE id = ?";
  public static final String DELETE_LINE_ITEMS = "DELETE FROM line_items_by_order WHERE order_id = ?";

  private CqlStatements() {}
}
