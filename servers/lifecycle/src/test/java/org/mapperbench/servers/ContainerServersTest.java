package org.mapperbench.servers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.testcontainers.junit.jupiter.Testcontainers;

/**
 * The servers of {@code -Dbench.server=container} against a real Docker engine and the images scripts/build-images
 * makes: they start, answer, count requests as the embedded servers do, and leave no container behind. An image
 * that is not on the machine skips its case; CI builds them all.
 */
@Testcontainers(disabledWithoutDocker = true)
class ContainerServersTest {
  private static final DockerSocket DOCKER = DockerSocket.local();

  @ParameterizedTest
  @ValueSource(strings = {"mapper-bench/cassandra:5.0.9", "mapper-bench/cassandra:4.1.10"})
  void should_run_cassandra_in_a_container_count_its_requests_and_remove_it_on_close(String image) throws IOException {
    assumeImage(image);
    ContainerInfo info;
    try (CassandraTarget node = CassandraTargets.open(properties("cassandra.image", image), workDir("cassandra"));
        RawCql cql = node.connect()) {
      info = node.container().orElseThrow();
      assertThat(node.kind()).isEqualTo("container");
      assertThat(node.version()).isEqualTo(image.substring(image.indexOf(':') + 1));
      assertThat(info.image()).isEqualTo(image);
      assertThat(node.process().orElseThrow().info().command().orElse("")).endsWith("java");
      assertThat(DOCKER.pidOf(info.id(), "CassandraDaemon")).hasValue(info.hostPid());
      assertRequestsAndPaxosStateCounted(node, cql);
    }
    assertRemoved(info);
  }

  /**
   * ScyllaDB's image cannot be built without a registry; where one was pulled ({@code docker pull
   * scylladb/scylla:2025.1}, or another tag with {@code -Dtest.scylla.image}) this runs it and counts through its
   * REST API.
   */
  @Test
  void should_run_scylladb_and_count_its_requests_through_its_rest_api() throws IOException {
    String image = System.getProperty("test.scylla.image", "scylladb/scylla:2025.1");
    assumeImage(image);
    ContainerInfo info;
    try (CassandraTarget node = CassandraTargets.open(properties("cassandra.image", image), workDir("scylla"));
        RawCql cql = node.connect()) {
      info = node.container().orElseThrow();
      assertThat(node.countersSource()).contains("ScyllaDB REST API");
      assertRequestsAndPaxosStateCounted(node, cql);
    }
    assertRemoved(info);
  }

  @Test
  void should_run_mariadb_in_a_container_count_its_statements_and_remove_it_on_close() throws IOException {
    String image = org.mapperbench.settings.ServerSettings.MARIADB_IMAGE.get(new Properties());
    assumeImage(image);
    ContainerInfo info;
    try (MariaDbTarget server = MariaDbTargets.open(properties("mariadb.image", image), workDir("mariadb"));
        RawSql sql = RawSql.connect(server.jdbcUrl(), server.user(), server.password())) {
      info = server.container().orElseThrow();
      assertThat(server.kind()).isEqualTo("container");
      assertThat(server.version()).startsWith("11.4.5");
      assertThat(server.process().orElseThrow().info().command().orElse("")).endsWith("mariadbd");
      sql.execute("CREATE TABLE probe (id UUID PRIMARY KEY, n INT)");

      Map<String, Long> before = sql.commandCounts();
      UUID id = UUID.randomUUID();
      sql.rows("INSERT INTO probe (id, n) VALUES (?, ?)", id, 1);
      sql.rows("SELECT n FROM probe WHERE id = ?", id);
      Map<String, Long> after = sql.commandCounts();

      assertThat(after.get("Com_insert") - before.get("Com_insert")).isEqualTo(1);
      assertThat(after.get("Com_select") - before.get("Com_select")).isEqualTo(1);
    }
    assertRemoved(info);
  }

  @Test
  void should_fail_fast_and_say_how_to_build_an_image_that_is_not_here() {
    assertThatThrownBy(() -> CassandraTargets.open(
            properties("cassandra.image", "mapper-bench/cassandra:0.0.0"), workDir("missing")))
        .isInstanceOf(ServerException.class)
        .hasMessageContaining("image mapper-bench/cassandra:0.0.0 is not on this machine")
        .hasMessageContaining("scripts/build-images");
  }

  /**
   * The server's own counters see exactly the one write and the one read made, and a lightweight transaction leaves
   * its Paxos state: writes of it counted, and a ballot for its partition.
   */
  private static void assertRequestsAndPaxosStateCounted(CassandraTarget node, RawCql cql) {
    cql.execute("CREATE KEYSPACE probe WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
    cql.execute("CREATE TABLE probe.t (id uuid PRIMARY KEY, n int)");

    Map<String, Long> before = node.requestCounts(cql, "probe", List.of("t"));
    UUID id = UUID.randomUUID();
    cql.rows("INSERT INTO probe.t (id, n) VALUES (?, ?)", id, 1);
    assertThat(cql.rows("SELECT n FROM probe.t WHERE id = ?", id)).containsExactly(Map.of("n", 1));
    Map<String, Long> after = node.requestCounts(cql, "probe", List.of("t"));

    assertThat(after.get("t.write") - before.get("t.write")).isEqualTo(1);
    assertThat(after.get("t.read") - before.get("t.read")).isEqualTo(1);

    cql.rows("UPDATE probe.t SET n = ? WHERE id = ? IF EXISTS", 2, id);
    Map<String, Long> afterLwt = node.requestCounts(cql, "probe", List.of("t"));
    assertThat(afterLwt.get("paxos.write") - after.get("paxos.write")).isPositive();
    assertThat(afterLwt.get("t.write") - after.get("t.write")).isZero();
    assertThat(cql.latestPaxosBallot("probe", "t", id)).isPresent();
  }

  private static Properties properties(String imageKey, String image) {
    Properties p = new Properties();
    p.setProperty("bench.server", org.mapperbench.settings.ServerSettings.CONTAINER);
    p.setProperty(imageKey, image);
    p.setProperty("cassandra.port", "0");
    return p;
  }

  private static Path workDir(String name) {
    return Path.of(System.getProperty("mapperbench.workDir", "target"), "container-test-" + name);
  }

  private static void assumeImage(String image) {
    boolean present;
    try {
      DOCKER.get("/images/" + image + "/json");
      present = true;
    } catch (IOException notFound) {
      present = false;
    }
    assumeThat(present).as("image %s is not on this machine (scripts/build-images builds it)", image).isTrue();
  }

  private static void assertRemoved(ContainerInfo info) {
    assertThatThrownBy(() -> DOCKER.get("/containers/" + info.id() + "/json")).hasMessageContaining("404");
    assertThat(ProcessHandle.of(info.hostPid()).map(ProcessHandle::isAlive).orElse(false)).isFalse();
  }
}
