package org.mapperbench.entities.schema;

/**
 * The CQL each contract operation amounts to on the suite's schema, for adapters that write CQL by hand (the
 * native ones). Unqualified table names: sessions are opened on the suite's keyspace.
 */
public enum CqlStatement {
  ROUND_TRIP("SELECT k FROM round_trip WHERE k = 0"),
  INSERT_USER("INSERT INTO users (id, first_name, last_name, city) VALUES (?, ?, ?, ?)"),
  SELECT_USER("SELECT id, first_name, last_name, city FROM users WHERE id = ?"),
  UPDATE_USER("UPDATE users SET first_name = ?, last_name = ?, city = ? WHERE id = ?"),
  DELETE_USER("DELETE FROM users WHERE id = ?"),
  INSERT_ORDER("INSERT INTO orders (id, client_id, created_at, status, sub_total) VALUES (?, ?, ?, ?, ?)"),
  INSERT_LINE_ITEM(
      "INSERT INTO line_items_by_order (order_id, line_item_id, product_id, product_name, colour, size, quantity,"
          + " line_price) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
  SELECT_ORDER("SELECT id, client_id, created_at, status, sub_total FROM orders WHERE id = ?"),
  SELECT_LINE_ITEMS(
      "SELECT line_item_id, product_id, product_name, colour, size, quantity, line_price FROM line_items_by_order"
          + " WHERE order_id = ?"),
  UPDATE_ORDER("UPDATE orders SET client_id = ?, created_at = ?, status = ?, sub_total = ? WHERE id = ?"),
  UPDATE_LINE_ITEM(
      "UPDATE line_items_by_order SET product_id = ?, product_name = ?, colour = ?, size = ?, quantity = ?,"
          + " line_price = ? WHERE order_id = ? AND line_item_id = ?"),
  UPDATE_ORDER_STATUS("UPDATE orders SET status = ? WHERE id = ?"),
  UPDATE_ORDER_STATUS_IF_EXISTS("UPDATE orders SET status = ? WHERE id = ? IF EXISTS"),
  DELETE_ORDER("DELETE FROM orders WHERE id = ?"),
  DELETE_LINE_ITEMS("DELETE FROM line_items_by_order WHERE order_id = ?"),
  INSERT_PRODUCT("INSERT INTO products_by_catalogue (" + Columns.PRODUCT + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
      + " ?, ?, ?, ?, ?, ?, ?, ?)"),
  SELECT_PRODUCTS("SELECT " + Columns.PRODUCT + " FROM products_by_catalogue WHERE catalogue_id = ?");

  /** Column lists more than one statement shares. */
  private static final class Columns {
    static final String PRODUCT = "catalogue_id, sku, name, category, brand, description, stock, views, active,"
        + " weight_kg, price, updated_at, released_on, supplier_id, thumbnail, tags, colours, stock_by_size, warehouse";
  }

  private final String cql;

  CqlStatement(String cql) {
    this.cql = cql;
  }

  public String cql() {
    return cql;
  }

  /** The statement naming its tables in {@code keyspace}, for a session not opened on it (the suite's own). */
  public String cql(String keyspace) {
    return cql.replaceAll("\\b(FROM|INTO|UPDATE) (\\w+)", "$1 " + keyspace + ".$2");
  }
}
