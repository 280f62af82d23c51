package org.mapperbench.servers;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.Node;
import java.util.Map;
import org.mapperbench.protocol.metrics.ThreadKind;

/** What each node says of itself in its {@code system_views}, read node by node and summed: {@link RawCql}'s. */
final class NodeViews {
  private final CqlSession session;

  NodeViews(CqlSession session) {
    this.session = session;
  }

  /**
   * The key and chunk caches' hits and requests since each node started, summed over the nodes a client can reach:
   * {@code keys.hit}, {@code keys.request}, {@code chunks.hit}, {@code chunks.request}; empty where the nodes have no
   * {@code system_views.caches}.
   */
  Map<String, Long> cacheCounts() {
    Map<String, Long> counts = new java.util.TreeMap<>();
    try {
      for (Node node : session.getMetadata().getNodes().values()) {
        if (node.getOpenConnections() == 0) {
          continue;
        }
        for (Row row : session.execute(SimpleStatement.newInstance(
            "SELECT name, hit_count, request_count FROM system_views.caches").setNode(node))) {
          String name = row.getString("name");
          if ("keys".equals(name) || "chunks".equals(name)) {
            counts.merge(name + ".hit", ((Number) row.getObject("hit_count")).longValue(), Long::sum);
            counts.merge(name + ".request", ((Number) row.getObject("request_count")).longValue(), Long::sum);
          }
        }
      }
    } catch (RuntimeException noSuchView) {
      return Map.of();
    }
    return counts;
  }

  /**
   * Flushes and compactions under way or queued ({@link ThreadKind#STORAGE_POOLS}), summed over every node a client
   * can reach (the views are each node's own): 0 when the nodes are idle, -1 when a node has no such views (ScyllaDB,
   * or an older Cassandra).
   */
  long backgroundTasks() {
    long tasks = 0;
    try {
      for (Node node : session.getMetadata().getNodes().values()) {
        if (node.getOpenConnections() == 0) {
          continue;
        }
        for (Row row : session.execute(SimpleStatement.newInstance(
            "SELECT name, active_tasks, pending_tasks FROM system_views.thread_pools").setNode(node))) {
          String name = row.getString("name");
          if (name != null && ThreadKind.STORAGE_POOLS.stream().anyMatch(name::startsWith)) {
            tasks += ((Number) row.getObject("active_tasks")).longValue()
                + ((Number) row.getObject("pending_tasks")).longValue();
          }
        }
        Row compacting = session.execute(
            SimpleStatement.newInstance("SELECT count(*) FROM system_views.sstable_tasks").setNode(node)).one();
        tasks += compacting == null ? 0 : compacting.getLong(0);
      }
    } catch (RuntimeException noSuchViews) {
      return -1;
    }
    return tasks;
  }

}
