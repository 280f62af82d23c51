package org.mapperbench.jmh.runner.server;

import static org.mapperbench.entities.schema.CqlStatement.*;

import java.time.Duration;
import org.mapperbench.entities.data.DataGenerator;
import org.mapperbench.entities.model.LineItemData;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.UserData;
import org.mapperbench.entities.schema.CqlStatement;
import org.mapperbench.entities.schema.SqlStatement;
import org.mapperbench.jmh.runner.core.RunStop;
import org.mapperbench.servers.RawCql;
import org.mapperbench.servers.RawSql;

/**
 * Runs the suite's own statements against the server before any adapter is measured. A fresh node is still
 * compiling its hot paths; without this, whichever adapter runs first pays for that (the 2019 study ran libraries in
 * a fixed order on one server). None of this traffic falls inside a benchmark's counter window.
 */
final class ServerWarmUp {
  private ServerWarmUp() {}

  /** Writes, reads, updates and deletes users and orders for {@code duration}; returns the operations done. */
  static long run(RawCql cql, String keyspace, long seed, Duration duration) {
    DataGenerator data = new DataGenerator(seed, Integer.MAX_VALUE, Long.MAX_VALUE >>> 24);
    long deadline = System.nanoTime() + duration.toNanos();
    long operations = 0;
    while (System.nanoTime() < deadline && !RunStop.requested()) {
      UserData user = data.nextUser();
      run(cql, keyspace, INSERT_USER, user.id(), user.firstName(), user.lastName(), user.city());
      run(cql, keyspace, SELECT_USER, user.id());
      run(cql, keyspace, UPDATE_USER, user.lastName(), user.firstName(), user.city(), user.id());
      run(cql, keyspace, DELETE_USER, user.id());
      OrderData order = data.nextOrder();
      run(cql, keyspace, INSERT_ORDER, order.id(), order.clientId(), order.createdAt(), order.status(),
          order.subTotal());
      for (LineItemData item : order.lineItems()) {
        run(cql, keyspace, INSERT_LINE_ITEM, order.id(), item.id(), item.productId(), item.productName(), item.colour(),
            item.size(), item.quantity(), item.linePrice());
      }
      run(cql, keyspace, SELECT_ORDER, order.id());
      run(cql, keyspace, SELECT_LINE_ITEMS, order.id());
      run(cql, keyspace, UPDATE_ORDER_STATUS, data.nextStatus(), order.id());
      run(cql, keyspace, UPDATE_ORDER_STATUS_IF_EXISTS, data.nextStatus(), order.id());
      run(cql, keyspace, DELETE_ORDER, order.id());
      run(cql, keyspace, DELETE_LINE_ITEMS, order.id());
      run(cql, keyspace, ROUND_TRIP);
      operations += 13 + order.lineItems().size();
    }
    return operations;
  }

  /** The same cycle on MariaDB, with the suite's prepared SQL. */
  static long run(RawSql sql, long seed, Duration duration) {
    DataGenerator data = new DataGenerator(seed, Integer.MAX_VALUE, Long.MAX_VALUE >>> 24);
    long deadline = System.nanoTime() + duration.toNanos();
    long operations = 0;
    while (System.nanoTime() < deadline && !RunStop.requested()) {
      UserData user = data.nextUser();
      sql.rows(SqlStatement.INSERT_USER.sql(), user.id(), user.firstName(), user.lastName(), user.city());
      sql.rows(SqlStatement.SELECT_USER.sql(), user.id());
      sql.rows(SqlStatement.UPDATE_USER.sql(), user.lastName(), user.firstName(), user.city(), user.id());
      sql.rows(SqlStatement.DELETE_USER.sql(), user.id());
      OrderData order = data.nextOrder();
      sql.rows(SqlStatement.INSERT_ORDER.sql(), order.id(), order.clientId(),
          java.sql.Timestamp.from(order.createdAt()), order.status(), order.subTotal());
      for (LineItemData item : order.lineItems()) {
        sql.rows(SqlStatement.INSERT_LINE_ITEM.sql(), order.id(), item.id(), item.productId(), item.productName(),
            item.colour(), item.size(), item.quantity(), item.linePrice());
      }
      sql.rows(SqlStatement.SELECT_ORDER.sql(), order.id());
      sql.rows(SqlStatement.SELECT_LINE_ITEMS.sql(), order.id());
      sql.rows(SqlStatement.UPDATE_ORDER_STATUS.sql(), data.nextStatus(), order.id());
      sql.rows(SqlStatement.DELETE_ORDER.sql(), order.id());
      sql.rows(SqlStatement.ROUND_TRIP.sql());
      operations += 11 + order.lineItems().size();
    }
    return operations;
  }

  private static void run(RawCql cql, String keyspace, CqlStatement statement, Object... values) {
    cql.rows(statement.cql(keyspace), values);
  }
}
