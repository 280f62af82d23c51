package org.mapperbench.servers;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mapperbench.protocol.metrics.ServerCounters;

/**
 * ScyllaDB's own request counters, through its REST API: ScyllaDB has none of Cassandra's
 * {@code system_views.coordinator_*} tables. {@code GET /column_family/metrics/read/{ks}:{table}} and
 * {@code .../write/...} count every read and write of one table on the node, summed over its shards. They count
 * at the replica, not the coordinator: on the suite's single node with replication factor 1 each request is one
 * replica operation, so the counts compare with the calls as Cassandra's do.
 */
final class ScyllaRest {
  static final String SOURCE = "replica per-table counters (ScyllaDB REST API /column_family/metrics/read|write)";

  private final URI base;
  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

  ScyllaRest(int apiPort) {
    this(URI.create("http://127.0.0.1:" + apiPort));
  }

  ScyllaRest(URI base) {
    this.base = base;
  }

  /**
   * Reads and writes of each table, and writes of the Paxos state table ({@code system.paxos}, where ScyllaDB's
   * lightweight transactions keep their state too), named as {@link RawCql#requestCounts} names them.
   */
  Map<String, Long> requestCounts(String keyspace, List<String> tables) {
    Map<String, Long> counts = new LinkedHashMap<>();
    for (String table : tables) {
      counts.put(ServerCounters.tableReads(table), get("/column_family/metrics/read/" + keyspace + ":" + table));
      counts.put(ServerCounters.tableWrites(table), get("/column_family/metrics/write/" + keyspace + ":" + table));
    }
    counts.put(ServerCounters.PAXOS_STATE_WRITES, get("/column_family/metrics/write/system:paxos"));
    return counts;
  }

  private long get(String path) {
    HttpResponse<String> response;
    try {
      response = http.send(HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(5)).GET().build(),
          HttpResponse.BodyHandlers.ofString());
    } catch (IOException e) {
      throw new ServerException("ScyllaDB's REST API at " + base + " does not answer: " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ServerException("interrupted while reading ScyllaDB's counters");
    }
    String body = response.body().strip();
    if (response.statusCode() != 200 || !body.matches("\\d+")) {
      throw new ServerException("ScyllaDB's REST API answered " + path + " with " + response.statusCode() + ": "
          + (body.length() > 200 ? body.substring(0, 200) : body));
    }
    return Long.parseLong(body);
  }

  /**
   * ScyllaDB's own version: {@code system.local.release_version} reports the Cassandra version it is compatible
   * with (3.0.8), so the version comes from ScyllaDB's {@code system.versions} table when it has one.
   */
  static String version(RawCql cql) {
    try {
      List<Map<String, Object>> rows = cql.rows("SELECT version FROM system.versions");
      if (!rows.isEmpty() && rows.get(0).get("version") != null) {
        return rows.get(0).get("version").toString();
      }
    } catch (RuntimeException noSuchTable) {
      // an older ScyllaDB: fall back to what system.local says
    }
    return cql.releaseVersion() + " (CQL compatibility version)";
  }
}
