package org.mapperbench.entities.schema;

/**
 * The SQL each contract operation amounts to on the suite's relational schema: what the suite's own warm-up sends,
 * and the reference a hand-written JDBC adapter is read against.
 */
public enum SqlStatement {
  ROUND_TRIP("SELECT k FROM round_trip WHERE k = 0"),
  INSERT_USER("INSERT INTO users (id, first_name, last_name, city) VALUES (?, ?, ?, ?)"),
  SELECT_USER("SELECT id, first_name, last_name, city FROM users WHERE id = ?"),
  UPDATE_USER("UPDATE users SET first_name = ?, last_name = ?, city = ? WHERE id = ?"),
  DELETE_USER("DELETE FROM users WHERE id = ?"),
  INSERT_ORDER("INSERT INTO orders (id, client_id, created_at, status, sub_total) VALUES (?, ?, ?, ?, ?)"),
  INSERT_LINE_ITEM(
      "INSERT INTO line_items (order_id, line_item_id, product_id, product_name, colour, size, quantity, line_price)"
          + " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
  SELECT_ORDER("SELECT id, client_id, created_at, status, sub_total FROM orders WHERE id = ?"),
  SELECT_LINE_ITEMS(
      "SELECT line_item_id, product_id, product_name, colour, size, quantity, line_price FROM line_items"
          + " WHERE order_id = ?"),
  UPDATE_ORDER_STATUS("UPDATE orders SET status = ? WHERE id = ?"),
  /** The foreign key cascades to the order's line items. */
  DELETE_ORDER("DELETE FROM orders WHERE id = ?"),
  INSERT_PRODUCT("INSERT INTO products (catalogue_id, sku, name, category, brand, description, stock, views, active,"
      + " weight_kg, price, updated_at, released_on, supplier_id, thumbnail, warehouse_street, warehouse_city,"
      + " warehouse_postcode, warehouse_country) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
  INSERT_PRODUCT_TAG("INSERT INTO product_tags (catalogue_id, sku, position, tag) VALUES (?, ?, ?, ?)"),
  INSERT_PRODUCT_COLOUR("INSERT INTO product_colours (catalogue_id, sku, colour) VALUES (?, ?, ?)"),
  INSERT_PRODUCT_STOCK("INSERT INTO product_stock (catalogue_id, sku, size, quantity) VALUES (?, ?, ?, ?)");

  private final String sql;

  SqlStatement(String sql) {
    this.sql = sql;
  }

  public String sql() {
    return sql;
  }
}
