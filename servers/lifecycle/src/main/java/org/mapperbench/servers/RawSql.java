package org.mapperbench.servers;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Plain JDBC access to MariaDB that is independent of every adapter under test: schema setup, raw reads that check
 * what an adapter stored, the server's own statement counters, and its settings. The MariaDB driver behind it is
 * shaded into this module's jar and called directly, never through {@link java.sql.DriverManager}, so an adapter's
 * own driver version is never replaced or shadowed.
 */
public final class RawSql implements AutoCloseable {
  /** The statement counters an adapter's calls must move: {@code SHOW GLOBAL STATUS} names. */
  public static final List<String> COMMAND_COUNTERS = List.of("Com_select", "Com_insert", "Com_update", "Com_delete");

  private final Connection connection;
  private final String where;
  private final Map<String, PreparedStatement> prepared = new ConcurrentHashMap<>();

  private RawSql(Connection connection, String where) {
    this.connection = connection;
    this.where = where;
  }

  /** Connects within a few seconds or throws a {@link ServerException} naming the address. */
  public static RawSql connect(String url, String user, String password) {
    Properties p = new Properties();
    p.setProperty("user", user);
    p.setProperty("password", password);
    p.setProperty("connectTimeout", "5000");
    p.setProperty("useServerPrepStmts", "true");
    try {
      Connection connection = new org.mariadb.jdbc.Driver().connect(url, p);
      if (connection == null) {
        throw new ServerException("not a MariaDB JDBC URL: " + url);
      }
      return new RawSql(connection, url);
    } catch (SQLException e) {
      throw new ServerException("cannot reach MariaDB at " + url + ": " + firstLine(e.getMessage()), e);
    }
  }

  /** Runs a statement, prepared on first use, and returns its rows as column label to JDK value. */
  public synchronized List<Map<String, Object>> rows(String sql, Object... values) {
    try {
      PreparedStatement statement = prepared.get(sql);
      if (statement == null) {
        statement = connection.prepareStatement(sql);
        prepared.put(sql, statement);
      }
      for (int i = 0; i < values.length; i++) {
        statement.setObject(i + 1, values[i]);
      }
      if (!statement.execute()) {
        return List.of();
      }
      return copy(statement.getResultSet());
    } catch (SQLException e) {
      throw new ServerException("MariaDB at " + where + " failed '" + sql + "': " + firstLine(e.getMessage()), e);
    }
  }

  /** Writes the rows with one statement, sent as one batch and committed as one transaction: a dataset's load. */
  public synchronized void batch(String sql, List<Object[]> rows) {
    try (PreparedStatement statement = connection.prepareStatement(sql)) {
      connection.setAutoCommit(false);
      for (Object[] row : rows) {
        for (int i = 0; i < row.length; i++) {
          statement.setObject(i + 1, row[i]);
        }
        statement.addBatch();
      }
      statement.executeBatch();
      connection.commit();
    } catch (SQLException e) {
      throw new ServerException("MariaDB at " + where + " failed a batch of '" + sql + "': "
          + firstLine(e.getMessage()), e);
    } finally {
      try {
        connection.setAutoCommit(true);
      } catch (SQLException e) {
        // the connection is broken; the next statement says so
      }
    }
  }

  /** Runs a statement once, unprepared: for DDL and administration. */
  public synchronized void execute(String sql) {
    try (Statement statement = connection.createStatement()) {
      statement.execute(sql);
    } catch (SQLException e) {
      throw new ServerException("MariaDB at " + where + " failed '" + sql + "': " + firstLine(e.getMessage()), e);
    }
  }

  /** The server's version, e.g. 11.4.5-MariaDB. */
  public String version() {
    return String.valueOf(query("SELECT VERSION() AS v").get(0).get("v"));
  }

  /**
   * The server's statement counters since it started, summed over every connection: {@code SHOW GLOBAL STATUS}
   * Com_select, Com_insert, Com_update and Com_delete. A statement counts whether it was sent as text or as a
   * prepared statement's execution; a query-cache hit does not count as Com_select.
   */
  /**
   * InnoDB's purge backlog: the undo records of earlier statements its purge threads have yet to remove
   * ({@code Innodb_history_list_length}); -1 when the server does not give it.
   */
  public long purgeBacklog() {
    for (Map<String, Object> row : rows("SHOW GLOBAL STATUS LIKE 'Innodb_history_list_length'")) {
      try {
        return Long.parseLong(String.valueOf(row.get("Value")));
      } catch (NumberFormatException unknown) {
        return -1;
      }
    }
    return -1;
  }

  public Map<String, Long> commandCounts() {
    Map<String, Long> counts = new LinkedHashMap<>();
    for (Map<String, Object> row : query("SHOW GLOBAL STATUS WHERE Variable_name IN ('"
        + String.join("','", COMMAND_COUNTERS) + "')")) {
      counts.put(String.valueOf(row.get("Variable_name")), Long.parseLong(String.valueOf(row.get("Value"))));
    }
    COMMAND_COUNTERS.forEach(name -> counts.putIfAbsent(name, 0L));
    return counts;
  }

  /**
   * InnoDB's buffer pool since the server started: {@code pages.request}, the logical reads of a page, and {@code
   * pages.miss}, those that had to read it from disk ({@code Innodb_buffer_pool_read_requests}, {@code _reads}).
   */
  public Map<String, Long> cacheCounts() {
    Map<String, Long> counts = new java.util.TreeMap<>();
    for (Map<String, Object> row : query("SHOW GLOBAL STATUS WHERE Variable_name IN"
        + " ('Innodb_buffer_pool_read_requests', 'Innodb_buffer_pool_reads')")) {
      String name = String.valueOf(row.get("Variable_name"));
      counts.put(name.endsWith("_requests") ? "pages.request" : "pages.miss",
          Long.parseLong(String.valueOf(row.get("Value"))));
    }
    return counts;
  }

  /** Global server variables by name, for the run's metadata. */
  public Map<String, String> variables(List<String> names) {
    Map<String, String> values = new LinkedHashMap<>();
    for (Map<String, Object> row :
        query("SHOW GLOBAL VARIABLES WHERE Variable_name IN ('" + String.join("','", names) + "')")) {
      values.put(String.valueOf(row.get("Variable_name")), String.valueOf(row.get("Value")));
    }
    return values;
  }

  // SHOW and administrative statements are not preparable everywhere: these go as text, and count as Com_show_*.
  private synchronized List<Map<String, Object>> query(String sql) {
    try (Statement statement = connection.createStatement(); ResultSet rs = statement.executeQuery(sql)) {
      return copy(rs);
    } catch (SQLException e) {
      throw new ServerException("MariaDB at " + where + " failed '" + sql + "': " + firstLine(e.getMessage()), e);
    }
  }

  private static List<Map<String, Object>> copy(ResultSet rs) throws SQLException {
    try (rs) {
      ResultSetMetaData meta = rs.getMetaData();
      List<Map<String, Object>> rows = new ArrayList<>();
      while (rs.next()) {
        Map<String, Object> row = new LinkedHashMap<>();
        for (int i = 1; i <= meta.getColumnCount(); i++) {
          row.put(meta.getColumnLabel(i), rs.getObject(i));
        }
        rows.add(row);
      }
      return rows;
    }
  }

  public String where() {
    return where;
  }

  @Override
  public synchronized void close() {
    try {
      connection.close();
    } catch (SQLException ignored) {
      // closing a connection to a server that is going away
    }
  }

  private static String firstLine(String message) {
    String m = String.valueOf(message);
    int newline = m.indexOf('\n');
    return newline < 0 ? m : m.substring(0, newline);
  }
}
