package org.mapperbench.servers;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.ColumnDefinition;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.Node;
import com.datastax.oss.driver.api.core.type.UserDefinedType;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.mapperbench.settings.CqlSecurity;
import org.mapperbench.protocol.metrics.ServerCounters;
import org.mapperbench.protocol.metrics.ThreadKind;

/**
 * Plain CQL access that is independent of every adapter under test: schema setup, raw reads that check what an
 * adapter stored, and the server's own request counters. Its API speaks only JDK types, because the driver behind
 * it is shaded into this module's jar and must not show through.
 */
public final class RawCql implements AutoCloseable {
  private final CqlSession session;
  private final String where;
  private final Map<String, PreparedStatement> prepared = new ConcurrentHashMap<>();

  private RawCql(CqlSession session, String where) {
    this.session = session;
    this.where = where;
  }

  /**
   * Connects within a few seconds or throws a {@link ServerException} naming the address, with {@code security}'s
   * user name, password and TLS (a target's own: {@link CassandraTarget#connect}).
   */
  public static RawCql connect(List<String> contactPoints, String localDatacenter, CqlSecurity security) {
    String where = String.join(",", contactPoints);
    DriverConfigLoader config =
        DriverConfigLoader.programmaticBuilder()
            .withDuration(DefaultDriverOption.CONNECTION_CONNECT_TIMEOUT, Duration.ofSeconds(5))
            .withDuration(DefaultDriverOption.CONNECTION_INIT_QUERY_TIMEOUT, Duration.ofSeconds(5))
            .withDuration(DefaultDriverOption.REQUEST_TIMEOUT, Duration.ofSeconds(20))
            .withDuration(DefaultDriverOption.CONTROL_CONNECTION_AGREEMENT_TIMEOUT, Duration.ofSeconds(20))
            .withString(DefaultDriverOption.REQUEST_CONSISTENCY, DefaultConsistencyLevel.LOCAL_QUORUM.name())
            // A DDL request completes after the schema refresh it triggers, which the driver debounces for 1 s: 7 s
            // for the suite's schema on every node started. One node refreshes at once. A cluster keeps the second:
            // there a node answered "table does not exist" after the driver had seen the nodes agree on the schema.
            .withDuration(DefaultDriverOption.METADATA_SCHEMA_WINDOW,
                contactPoints.size() == 1 ? Duration.ZERO : Duration.ofSeconds(1))
            .build();
    // A node that has just opened its port has once dropped the first handshake (a conformance run, 2026-11-26):
    // a second try a second later costs nothing when it is up, and a node that is down still fails in seconds.
    for (int attempt = 1; ; attempt++) {
      try {
        var builder = CqlSession.builder().withConfigLoader(config).withLocalDatacenter(localDatacenter);
        if (security.authenticates()) {
          builder.withAuthCredentials(security.user(), security.password());
        }
        if (security.encrypts()) {
          builder.withSslContext(security.sslContext());
        }
        for (String contactPoint : contactPoints) {
          int colon = contactPoint.lastIndexOf(':');
          String host = colon < 0 ? contactPoint : contactPoint.substring(0, colon);
          int port = colon < 0 ? 9042 : Integer.parseInt(contactPoint.substring(colon + 1));
          builder.addContactPoint(new InetSocketAddress(host, port));
        }
        return new RawCql(builder.build(), where);
      } catch (RuntimeException e) {
        if (attempt >= CONNECT_ATTEMPTS) {
          throw new ServerException("cannot reach Cassandra at " + where + ": " + reason(e), e);
        }
        try {
          Thread.sleep(1000);
        } catch (InterruptedException interrupted) {
          Thread.currentThread().interrupt();
          throw new ServerException("interrupted while reaching Cassandra at " + where, e);
        }
      }
    }
  }

  private static final int CONNECT_ATTEMPTS = 2;

  /**
   * Runs a statement, prepared on first use, and returns its rows as column name to JDK value. Preparing keeps the
   * suite's own traffic (raw checks, server warm-up) on the same server code path as the adapters' prepared calls.
   */
  public List<Map<String, Object>> rows(String cql, Object... values) {
    return rowsAt(DefaultConsistencyLevel.LOCAL_QUORUM.name(), cql, values);
  }

  /** {@link #rows} at another consistency level, a CQL name such as ALL: e.g. to read back what a fault left. */
  public List<Map<String, Object>> rowsAt(String consistency, String cql, Object... values) {
    List<Map<String, Object>> rows = new ArrayList<>();
    PreparedStatement statement = prepared.computeIfAbsent(cql, session::prepare);
    var bound = bind(statement, values).setConsistencyLevel(DefaultConsistencyLevel.valueOf(consistency));
    for (Row row : session.execute(bound)) {
      Map<String, Object> copy = new LinkedHashMap<>();
      for (ColumnDefinition column : row.getColumnDefinitions()) {
        copy.put(column.getName().asInternal(), jdkValue(row.getObject(column.getName())));
      }
      rows.add(copy);
    }
    return rows;
  }

  /** The values bound; a value of a user-defined type comes as the list of its fields, in the type's order. */
  static BoundStatement bind(PreparedStatement statement, Object[] values) {
    Object[] bound = values;
    for (int i = 0; i < values.length; i++) {
      if (values[i] instanceof List<?> fields
          && statement.getVariableDefinitions().get(i).getType() instanceof UserDefinedType type) {
        bound = bound == values ? values.clone() : bound;
        bound[i] = type.newValue(fields.toArray());
      }
    }
    return statement.bind(bound);
  }

  /** A user-defined type's value as its fields by name; every other value as the driver reads it (JDK types). */
  private static Object jdkValue(Object value) {
    if (value instanceof com.datastax.oss.driver.api.core.data.UdtValue udt) {
      Map<String, Object> fields = new LinkedHashMap<>();
      for (int i = 0; i < udt.size(); i++) {
        fields.put(udt.getType().getFieldNames().get(i).asInternal(), udt.getObject(i));
      }
      return fields;
    }
    return value;
  }

  /** Runs a statement once, unprepared: for DDL, which also waits for schema agreement. */
  public void execute(String cql) {
    session.execute(cql);
  }

  /** Writes in bulk: many statements in flight at once (a dataset's load). */
  public CqlBulk bulk(int inFlight) {
    return new CqlBulk(session, prepared, where, inFlight);
  }

  public String releaseVersion() {
    return session.execute("SELECT release_version FROM system.local").one().getString(0);
  }

  /**
   * Requests each node coordinated for one table since it started, summed over the cluster. Counts come from the
   * {@code system_views} virtual tables, which are local to the node asked, so every node is asked.
   */
  public RequestCounts coordinatorCounts(String keyspace, String table) {
    long reads = 0;
    long writes = 0;
    for (Node node : session.getMetadata().getNodes().values()) {
      reads += count(node, "coordinator_read_latency", keyspace, table);
      writes += count(node, "coordinator_write_latency", keyspace, table);
    }
    return new RequestCounts(reads, writes);
  }

  /**
   * {@link #coordinatorCounts} of each table, by counter name ({@link ServerCounters#tableReads}, {@link
   * ServerCounters#tableWrites}), and the nodes' writes of Paxos state ({@link ServerCounters#PAXOS_STATE_WRITES}).
   */
  public Map<String, Long> requestCounts(String keyspace, List<String> tables) {
    Map<String, Long> counts = new LinkedHashMap<>();
    for (String table : tables) {
      RequestCounts c = coordinatorCounts(keyspace, table);
      counts.put(ServerCounters.tableReads(table), c.reads());
      counts.put(ServerCounters.tableWrites(table), c.writes());
    }
    counts.put(ServerCounters.PAXOS_STATE_WRITES, paxosStateWrites());
    return counts;
  }

  /**
   * Local writes of {@code system.paxos} on every node, summed: each lightweight transaction's prepare, proposal and
   * commit store the partition's Paxos state on its replicas, and nothing else writes that table, so a read followed
   * by a plain update cannot raise it (docs/methodology.md, "What is measured, and how", rule 2).
   */
  public long paxosStateWrites() {
    long writes = 0;
    for (Node node : session.getMetadata().getNodes().values()) {
      writes += count(node, "local_write_latency", "system", "paxos");
    }
    return writes;
  }

  /**
   * The newest Paxos ballot any node holds for one partition of a table whose partition key is a single uuid: the
   * latest of its promised, accepted and committed ballots ({@code system.paxos}, local to each node), as a time-based
   * uuid; empty when no node holds Paxos state for it.
   */
  public Optional<UUID> latestPaxosBallot(String keyspace, String table, UUID partitionKey) {
    Row id = session.execute(SimpleStatement.newInstance(
        "SELECT id FROM system_schema.tables WHERE keyspace_name = ? AND table_name = ?", keyspace, table)).one();
    if (id == null) {
      return Optional.empty();
    }
    ByteBuffer key = ByteBuffer.allocate(16).putLong(partitionKey.getMostSignificantBits())
        .putLong(partitionKey.getLeastSignificantBits()).flip();
    UUID latest = null;
    for (Node node : session.getMetadata().getNodes().values()) {
      if (node.getOpenConnections() == 0) {
        continue;
      }
      Row row = session.execute(SimpleStatement.newInstance(
          "SELECT in_progress_ballot, proposal_ballot, most_recent_commit_at FROM system.paxos"
              + " WHERE row_key = ? AND cf_id = ?", key, id.getUuid(0)).setNode(node)).one();
      for (int column = 0; row != null && column < 3; column++) {
        UUID ballot = row.getUuid(column);
        if (ballot != null && (latest == null || ballot.timestamp() > latest.timestamp())) {
          latest = ballot;
        }
      }
    }
    return Optional.ofNullable(latest);
  }

  /**
   * A node no client can reach (the fault node, which runs no native transport, or a node that is down) coordinated
   * nothing the suite can read: it counts 0, which can only make a verification fall short, never pass wrongly.
   */
  private long count(Node node, String view, String keyspace, String table) {
    if (node.getOpenConnections() == 0) {
      return 0;
    }
    Row row =
        session
            .execute(
                SimpleStatement.newInstance(
                        "SELECT count FROM system_views." + view + " WHERE keyspace_name = ? AND table_name = ?",
                        keyspace,
                        table)
                    .setNode(node))
            .one();
    return row == null ? 0 : row.getLong(0);
  }

  /**
   * The key and chunk caches' hits and requests since each node started, summed over the nodes a client can reach:
   * {@code keys.hit}, {@code keys.request}, {@code chunks.hit}, {@code chunks.request}; empty where the nodes have no
   * {@code system_views.caches}.
   */
  public Map<String, Long> cacheCounts() {
    return new NodeViews(session).cacheCounts();
  }

  /**
   * Flushes and compactions under way or queued ({@link ThreadKind#STORAGE_POOLS}), summed over every node a client
   * can reach (the views are each node's own): 0 when the nodes are idle, -1 when a node has no such views (ScyllaDB,
   * or an older Cassandra).
   */
  public long backgroundTasks() {
    return new NodeViews(session).backgroundTasks();
  }

  /**
   * How many peers each node the driver knows lists in its {@code system.peers_v2}, node by node; a node that does
   * not answer counts -1.
   */
  public List<Integer> peersSeenByEachNode() {
    List<Integer> peers = new ArrayList<>();
    for (Node node : session.getMetadata().getNodes().values()) {
      try {
        Row row =
            session.execute(SimpleStatement.newInstance("SELECT count(*) FROM system.peers_v2").setNode(node)).one();
        peers.add(row == null ? 0 : (int) row.getLong(0));
      } catch (RuntimeException notAnswering) {
        peers.add(-1);
      }
    }
    return peers;
  }

  public String where() {
    return where;
  }

  @Override
  public void close() {
    session.close();
  }

  /** The driver's reason, without its advice and class names. */
  static String reason(Throwable e) {
    String message = String.valueOf(e.getMessage());
    if (message.startsWith("Could not reach any contact point")) {
      return "no contact point answered the CQL handshake (is it up, and is the port its native transport port?)";
    }
    int newline = message.indexOf('\n');
    message = newline < 0 ? message : message.substring(0, newline);
    return message.length() > 200 ? message.substring(0, 200) + "..." : message;
  }

  /** Coordinator request counts of one table. */
  public record RequestCounts(long reads, long writes) {}
}
