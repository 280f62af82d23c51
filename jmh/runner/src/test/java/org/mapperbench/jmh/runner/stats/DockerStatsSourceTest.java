package org.mapperbench.jmh.runner.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.servers.DockerSocket;

/** The whole HTTP path over a real unix socket, answered from recorded responses as the daemon would. */
class DockerStatsSourceTest {

  @Test
  void should_ask_the_daemon_over_its_socket_and_report_the_change_between_two_answers(@TempDir Path dir) throws Exception {
    Path socket = dir.resolve("docker.sock");
    List<String> requests = new ArrayList<>();
    Thread daemon = serve(socket, requests, ok(DockerStatsReadingTest.recorded("cgroup2-cassandra-1.json")),
        ok(DockerStatsReadingTest.recorded("cgroup2-cassandra-2.json")));
    DockerStatsSource source = new DockerStatsSource("cassandra", "mapper-bench_cassandra.1", new DockerSocket(socket));

    assertThat(source.sample()).isEmpty();
    Sample sample = source.sample().orElseThrow();
    daemon.join(5_000);

    assertThat(sample.cpuPercent()).isCloseTo(90.0, within(1e-9));
    assertThat(sample.rssBytes()).isEqualTo(1_334_534_144L);
    assertThat(requests.get(0)).startsWith("GET /containers/mapper-bench_cassandra.1/stats?stream=false&one-shot=true HTTP/1.0\r\n");
  }

  @Test
  void should_fail_the_sample_not_the_caller_when_no_daemon_listens(@TempDir Path dir) {
    DockerStatsSource source = new DockerStatsSource("cassandra", "cassandra", new DockerSocket(dir.resolve("missing.sock")));
    assertThatThrownBy(source::sample).isInstanceOf(IOException.class);
  }

  private static String ok(String body) {
    return "HTTP/1.0 200 OK\r\nApi-Version: 1.47\r\nContent-Type: application/json\r\nServer: Docker/27.3.1 (linux)\r\n\r\n" + body;
  }

  /** Answers one request per response, then closes each connection as an HTTP/1.0 server does. */
  private static Thread serve(Path socket, List<String> requests, String... responses) throws IOException {
    ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
    server.bind(UnixDomainSocketAddress.of(socket));
    Thread thread = new Thread(() -> {
      try (server) {
        for (Iterator<String> it = List.of(responses).iterator(); it.hasNext(); ) {
          try (SocketChannel client = server.accept()) {
            ByteBuffer in = ByteBuffer.allocate(4096);
            StringBuilder request = new StringBuilder();
            while (request.indexOf("\r\n\r\n") < 0 && client.read(in) > 0) {
              request.append(new String(in.array(), 0, in.position(), StandardCharsets.US_ASCII));
              in.clear();
            }
            requests.add(request.toString());
            client.write(ByteBuffer.wrap(it.next().getBytes(StandardCharsets.UTF_8)));
          }
        }
      } catch (IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    }, "fake-docker-daemon");
    thread.setDaemon(true);
    thread.start();
    return thread;
  }
}
