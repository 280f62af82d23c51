package org.mapperbench.servers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Properties;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Three real nodes on 127.0.0.1 to .3: they form one ring, a replication factor of 3 puts every row on all of them,
 * the coordinator counters summed over the nodes count each request once, a lightweight transaction leaves its Paxos
 * state on the replicas, and with the fault node down QUORUM still answers while ALL fails.
 */
class EmbeddedCassandraClusterTest {
  private static final String USERS = "ks.users";

  @Test
  void threeNodesReplicateAndCountEachRequestOnce(@TempDir Path work) {
    Properties p = new Properties();
    p.setProperty("cassandra.nodes", "3");
    p.setProperty("cassandra.port", "0");
    try (CassandraTarget target = CassandraTargets.open(p, work)) {
      assertThat(target).isInstanceOf(EmbeddedCassandraCluster.class);
      EmbeddedCassandraCluster cluster = (EmbeddedCassandraCluster) target;
      assertThat(cluster.contactPoints()).hasSize(3).allMatch(c -> c.matches("127\\.0\\.0\\.[123]:\\d+"));
      assertThat(cluster.processes()).hasSize(3).allMatch(ProcessHandle::isAlive);
      assertThat(cluster.describe()).contains("cluster of 3 nodes on 127.0.0.1, 127.0.0.2, 127.0.0.3");
      UUID id = UUID.randomUUID();
      try (RawCql cql = cluster.connect()) {
        cql.execute("CREATE KEYSPACE ks WITH replication = {'class': 'NetworkTopologyStrategy', 'datacenter1': 3}");
        cql.execute("CREATE TABLE " + USERS + " (id uuid PRIMARY KEY, name text)");
        var before = cql.coordinatorCounts("ks", "users");
        cql.rowsAt("ALL", "INSERT INTO " + USERS + " (id, name) VALUES (?, ?)", id, "a");
        for (int i = 0; i < 5; i++) {
          assertThat(cql.rowsAt("ONE", "SELECT name FROM " + USERS + " WHERE id = ?", id)).hasSize(1);
        }
        var after = cql.coordinatorCounts("ks", "users");
        assertThat(after.writes() - before.writes()).isEqualTo(1);
        assertThat(after.reads() - before.reads()).isEqualTo(5);

        // A lightweight transaction's Paxos round stores its state on every replica it reaches: at least a quorum.
        long paxosBefore = cql.paxosStateWrites();
        cql.rowsAt("QUORUM", "UPDATE " + USERS + " SET name = ? WHERE id = ? IF EXISTS", "b", id);
        assertThat(cql.paxosStateWrites() - paxosBefore).isGreaterThanOrEqualTo(2);
        assertThat(cql.coordinatorCounts("ks", "users").writes()).isEqualTo(after.writes());
        assertThat(cql.latestPaxosBallot("ks", "users", id)).isPresent();
      }
    }
  }

  /**
   * The node -Dbench.fault=node-down stops serves no clients; halted, it leaves QUORUM answering and ALL failing, and
   * back on its own data it makes ALL answer again, with what was written while it was down.
   */
  @Test
  void theFaultNodeGoesDownAndComesBackWithNothingLost(@TempDir Path work) {
    Properties p = new Properties();
    p.setProperty("cassandra.nodes", "3");
    p.setProperty("cassandra.port", "0");
    p.setProperty("bench.fault", "node-down");
    try (EmbeddedCassandraCluster cluster = (EmbeddedCassandraCluster) CassandraTargets.open(p, work);
        RawCql cql = cluster.connect()) {
      assertThat(cluster.contactPoints()).hasSize(2);
      assertThat(cluster.nodeCount()).isEqualTo(3);
      assertThat(cluster.describe()).contains("127.0.0.3 serves no clients");
      cql.execute("CREATE KEYSPACE ks WITH replication = {'class': 'NetworkTopologyStrategy', 'datacenter1': 3}");
      cql.execute("CREATE TABLE " + USERS + " (id uuid PRIMARY KEY, name text)");
      UUID before = UUID.randomUUID();
      cql.rowsAt("ALL", "INSERT INTO " + USERS + " (id, name) VALUES (?, ?)", before, "a");

      assertThat(cluster.stopFaultNode()).isEqualTo("127.0.0.3");
      assertThat(cluster.faultNodeDown()).isTrue();
      cluster.checkAlive();
      UUID during = UUID.randomUUID();
      cql.rowsAt("QUORUM", "INSERT INTO " + USERS + " (id, name) VALUES (?, ?)", during, "b");
      assertThat(cql.rowsAt("QUORUM", "SELECT name FROM " + USERS + " WHERE id = ?", during)).hasSize(1);
      assertThatThrownBy(() -> cql.rowsAt("ALL", "SELECT name FROM " + USERS + " WHERE id = ?", before))
          .hasMessageContaining("ALL");

      cluster.restartFaultNode();
      assertThat(cluster.faultNodeDown()).isFalse();
      long deadline = System.nanoTime() + 60_000_000_000L;
      while (true) {
        try {
          assertThat(cql.rowsAt("ALL", "SELECT name FROM " + USERS + " WHERE id = ?", during)).hasSize(1);
          break;
        } catch (RuntimeException stillDown) {
          if (System.nanoTime() > deadline) {
            throw stillDown;
          }
          ChildJvm.sleep(500, "the restarted node");
        }
      }
    }
  }

  @Test
  void aContainerClusterIsRefusedInOneLine(@TempDir Path work) {
    Properties p = new Properties();
    p.setProperty("cassandra.nodes", "3");
    p.setProperty("bench.server", "container");
    assertThatThrownBy(() -> CassandraTargets.open(p, work)).isInstanceOf(ServerException.class)
        .hasMessageContaining("-Dcassandra.nodes=3 starts embedded nodes");
  }

  @Test
  void nodeCountIsChecked(@TempDir Path work) {
    Properties p = new Properties();
    p.setProperty("cassandra.nodes", "0");
    assertThatThrownBy(() -> CassandraTargets.open(p, work)).hasMessage(
        "-Dcassandra.nodes wants 1 to 9 nodes (on 127.0.0.1 to 127.0.0.9), not 0");
  }
}
