package org.mapperbench.adapters.jdbcmariadb;

import java.sql.SQLException;

/** A failed JDBC call, unchecked as the contract requires, naming the operation and the server's error. */
final class JdbcFailure extends RuntimeException {
  JdbcFailure(String operation, SQLException cause) {
    super(operation + " failed: " + cause.getMessage() + " (SQLState " + cause.getSQLState() + ")", cause);
  }
}
