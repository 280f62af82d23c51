package org.mapperbench.servers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The REST paths and answers of ScyllaDB's per-table counters, served as ScyllaDB serves them (a bare JSON number).
 * No ScyllaDB image can be built on this machine kind; ContainerServersTest runs one where an image is present.
 */
class ScyllaRestTest {
  private HttpServer server;
  private final List<String> asked = new ArrayList<>();

  @BeforeEach
  void serve() throws IOException {
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext("/column_family/metrics/", exchange -> {
      String path = exchange.getRequestURI().getPath();
      asked.add(path);
      boolean known = path.endsWith(":users") || path.endsWith("system:paxos");
      String body = !known ? "{\"message\": \"No such column family\", \"code\": 400}"
          : path.endsWith(":paxos") ? "12" : path.contains("/read/") ? "7" : "3";
      byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
      exchange.sendResponseHeaders(known ? 200 : 400, bytes.length);
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(bytes);
      }
    });
    server.start();
  }

  @AfterEach
  void stop() {
    server.stop(0);
  }

  @Test
  void should_read_each_tables_reads_and_writes_and_paxos_writes_under_the_names_cassandras_counters_use() {
    ScyllaRest rest = new ScyllaRest(URI.create("http://127.0.0.1:" + server.getAddress().getPort()));

    assertThat(rest.requestCounts("mapper_bench", List.of("users")))
        .isEqualTo(Map.of("users.read", 7L, "users.write", 3L, "paxos.write", 12L));
    assertThat(asked).containsExactly("/column_family/metrics/read/mapper_bench:users",
        "/column_family/metrics/write/mapper_bench:users", "/column_family/metrics/write/system:paxos");
  }

  @Test
  void should_fail_with_the_servers_answer_when_a_table_is_unknown() {
    ScyllaRest rest = new ScyllaRest(URI.create("http://127.0.0.1:" + server.getAddress().getPort()));

    assertThatThrownBy(() -> rest.requestCounts("mapper_bench", List.of("nope")))
        .isInstanceOf(ServerException.class)
        .hasMessageContaining("400")
        .hasMessageContaining("No such column family");
  }

  @Test
  void should_say_so_when_the_api_does_not_answer() throws IOException {
    int closedPort = LocalPorts.free();
    assertThatThrownBy(() -> new ScyllaRest(closedPort).requestCounts("ks", List.of("t")))
        .isInstanceOf(ServerException.class)
        .hasMessageContaining("REST API at http://127.0.0.1:" + closedPort + " does not answer");
  }
}
