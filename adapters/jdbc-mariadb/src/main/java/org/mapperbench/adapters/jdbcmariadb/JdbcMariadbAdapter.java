package org.mapperbench.adapters.jdbcmariadb;

import static org.mapperbench.adapters.jdbcmariadb.MariadbSql.*;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.adapter.AdapterTraits;
import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.model.LineItem;
import org.mapperbench.entities.model.LineItemData;
import org.mapperbench.entities.model.Order;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.Product;
import org.mapperbench.entities.model.User;
import org.mapperbench.entities.model.UserData;

/**
 * Plain JDBC, as a careful hand-written DAO does it: one pooled connection per call, one prepared statement per
 * SQL command, a transaction only where an operation writes more than one statement.
 *
 * <p>Statements are prepared on the server ({@code useServerPrepStmts=true}) and the driver keeps them per
 * connection in its prepared-statement cache (on by default), so {@code prepareStatement} on a warm connection
 * sends nothing.
 */
public final class JdbcMariadbAdapter implements MapperAdapter {
  static final String ID = "jdbc-mariadb";
  static final String URL_OPTIONS = "useServerPrepStmts=true";
  /** The benchmark runs up to 16 client threads: one connection each, all opened before anything is timed. */
  static final int POOL_SIZE = 16;

  private HikariDataSource pool;

  @Override
  public AdapterTraits traits() {
    return JdbcMariadbTraits.traits();
  }

  @Override
  public void open(AdapterConfig config) {
    AdapterConfig.Jdbc jdbc = config.requireJdbc();
    HikariConfig hikari = new HikariConfig();
    hikari.setPoolName(ID);
    hikari.setJdbcUrl(jdbc.url() + (jdbc.url().contains("?") ? "&" : "?") + URL_OPTIONS);
    hikari.setUsername(jdbc.user());
    hikari.setPassword(jdbc.password());
    hikari.setMaximumPoolSize(POOL_SIZE);
    hikari.setMinimumIdle(POOL_SIZE);
    hikari.setAutoCommit(true);
    pool = new HikariDataSource(hikari);
    fillPool();
  }

  /** Hikari opens all but the first connection in the background; holding all of them at once waits for them. */
  private void fillPool() {
    List<Connection> held = new ArrayList<>();
    try {
      for (int i = 0; i < POOL_SIZE; i++) {
        held.add(pool.getConnection());
      }
      for (Connection connection : held) {
        connection.close();
      }
    } catch (SQLException e) {
      pool.close();
      throw new JdbcFailure("filling the connection pool", e);
    }
  }

  @Override
  public void close() {
    if (pool != null) {
      pool.close();
    }
  }

  @Override
  public void roundTrip() {
    autocommit("roundTrip", connection -> {
      try (PreparedStatement select = connection.prepareStatement(ROUND_TRIP);
          ResultSet rows = select.executeQuery()) {
        return rows.next();
      }
    });
  }

  @Override
  public void writeUser(User user) {
    autocommit("writeUser", connection -> {
      try (PreparedStatement insert = connection.prepareStatement(INSERT_USER)) {
        insert.setObject(1, user.id());
        insert.setString(2, user.firstName());
        insert.setString(3, user.lastName());
        insert.setString(4, user.city());
        return insert.executeUpdate();
      }
    });
  }

  @Override
  public Optional<UserData> readUser(UUID id) {
    return autocommit("readUser", connection -> {
      try (PreparedStatement select = connection.prepareStatement(SELECT_USER)) {
        select.setObject(1, id);
        try (ResultSet rows = select.executeQuery()) {
          return rows.next()
              ? Optional.of(new UserData(id, rows.getString(1), rows.getString(2), rows.getString(3)))
              : Optional.<UserData>empty();
        }
      }
    });
  }

  @Override
  public void updateUser(User user) {
    autocommit("updateUser", connection -> {
      try (PreparedStatement update = connection.prepareStatement(UPDATE_USER)) {
        update.setString(1, user.firstName());
        update.setString(2, user.lastName());
        update.setString(3, user.city());
        update.setObject(4, user.id());
        return update.executeUpdate();
      }
    });
  }

  @Override
  public void deleteUser(UUID id) {
    autocommit("deleteUser", connection -> deleteById(connection, DELETE_USER, id));
  }

  @Override
  public void writeOrder(Order order) {
    transaction("writeOrder", connection -> {
      try (PreparedStatement insertOrder = connection.prepareStatement(INSERT_ORDER);
          PreparedStatement insertItem = connection.prepareStatement(INSERT_LINE_ITEM)) {
        insertOrder.setObject(1, order.id());
        insertOrder.setObject(2, order.clientId());
        insertOrder.setObject(3, order.createdAt());
        insertOrder.setString(4, order.status());
        insertOrder.setBigDecimal(5, order.subTotal());
        insertOrder.executeUpdate();
        for (LineItem item : order.lineItems()) {
          insertItem.setObject(1, order.id());
          insertItem.setObject(2, item.id());
          insertItem.setObject(3, item.productId());
          insertItem.setString(4, item.productName());
          insertItem.setString(5, item.colour());
          insertItem.setString(6, item.size());
          insertItem.setInt(7, item.quantity());
          insertItem.setBigDecimal(8, item.linePrice());
          insertItem.addBatch();
        }
        return insertItem.executeBatch();
      }
    });
  }

  @Override
  public Optional<OrderData> readOrder(UUID id) {
    return autocommit("readOrder", connection -> {
      try (PreparedStatement select = connection.prepareStatement(SELECT_ORDER_WITH_LINE_ITEMS)) {
        select.setObject(1, id);
        try (ResultSet rows = select.executeQuery()) {
          return readOrderRows(id, rows);
        }
      }
    });
  }

  private static Optional<OrderData> readOrderRows(UUID id, ResultSet rows) throws SQLException {
    if (!rows.next()) {
      return Optional.empty();
    }
    UUID clientId = rows.getObject(1, UUID.class);
    Instant createdAt = rows.getObject(2, Instant.class);
    String status = rows.getString(3);
    BigDecimal subTotal = rows.getBigDecimal(4);
    List<LineItemData> items = new ArrayList<>();
    do {
      UUID itemId = rows.getObject(5, UUID.class);
      if (itemId != null) {
        items.add(
            new LineItemData(
                itemId, rows.getObject(6, UUID.class), rows.getString(7), rows.getString(8), rows.getString(9),
                rows.getInt(10), rows.getBigDecimal(11)));
      }
    } while (rows.next());
    return Optional.of(new OrderData(id, clientId, createdAt, status, subTotal, items));
  }

  @Override
  public void updateOrder(Order order) {
    transaction("updateOrder", connection -> {
      try (PreparedStatement updateOrder = connection.prepareStatement(UPDATE_ORDER);
          PreparedStatement updateItem = connection.prepareStatement(UPDATE_LINE_ITEM)) {
        updateOrder.setObject(1, order.clientId());
        updateOrder.setObject(2, order.createdAt());
        updateOrder.setString(3, order.status());
        updateOrder.setBigDecimal(4, order.subTotal());
        updateOrder.setObject(5, order.id());
        updateOrder.executeUpdate();
        for (LineItem item : order.lineItems()) {
          updateItem.setObject(1, item.productId());
          updateItem.setString(2, item.productName());
          updateItem.setString(3, item.colour());
          updateItem.setString(4, item.size());
          updateItem.setInt(5, item.quantity());
          updateItem.setBigDecimal(6, item.linePrice());
          updateItem.setObject(7, order.id());
          updateItem.setObject(8, item.id());
          updateItem.addBatch();
        }
        return updateItem.executeBatch();
      }
    });
  }

  @Override
  public void updateOrderStatus(UUID id, String status) {
    autocommit("updateOrderStatus", connection -> {
      try (PreparedStatement update = connection.prepareStatement(UPDATE_ORDER_STATUS)) {
        update.setString(1, status);
        update.setObject(2, id);
        return update.executeUpdate();
      }
    });
  }

  @Override
  public void deleteOrder(UUID id) {
    autocommit("deleteOrder", connection -> deleteById(connection, DELETE_ORDER, id));
  }

  /** One transaction: the four tables' batches, sent after every row is added, then COMMIT. */
  @Override
  public void writeProducts(List<? extends Product> products) {
    transaction("writeProducts", connection -> ProductJdbc.insert(connection, products));
  }

  /** Autocommit, as every read here: products are written once and never changed, so no snapshot is needed. */
  @Override
  public List<ProductRow> readProducts(UUID catalogueId) {
    return autocommit("readProducts", connection -> ProductJdbc.catalogue(connection, catalogueId));
  }

  @Override
  public void pageProducts(UUID catalogueId, int pageSize, Consumer<? super Product> each) {
    autocommit("pageProducts", connection -> ProductJdbc.page(connection, catalogueId, pageSize, each));
  }

  private static int deleteById(Connection connection, String sql, UUID id) throws SQLException {
    try (PreparedStatement delete = connection.prepareStatement(sql)) {
      delete.setObject(1, id);
      return delete.executeUpdate();
    }
  }

  @FunctionalInterface
  private interface Work<T> {
    T run(Connection connection) throws SQLException;
  }

  /** One statement on a connection in the pool's default autocommit mode: the server commits it as it answers. */
  private <T> T autocommit(String operation, Work<T> work) {
    try (Connection connection = pool.getConnection()) {
      return work.run(connection);
    } catch (SQLException e) {
      throw new JdbcFailure(operation, e);
    }
  }

  /**
   * Returns only after COMMIT was acknowledged. The connection goes back to the pool in autocommit mode: restored
   * here on success, and by the pool (which resets what a borrower changed) after a failure.
   */
  private void transaction(String operation, Work<?> work) {
    try (Connection connection = pool.getConnection()) {
      connection.setAutoCommit(false);
      try {
        work.run(connection);
        connection.commit();
      } catch (SQLException | RuntimeException e) {
        rollback(connection, e);
        throw e;
      }
      connection.setAutoCommit(true);
    } catch (SQLException e) {
      throw new JdbcFailure(operation, e);
    }
  }

  private static void rollback(Connection connection, Exception cause) {
    try {
      connection.rollback();
    } catch (SQLException e) {
      cause.addSuppressed(e);
    }
  }
}
