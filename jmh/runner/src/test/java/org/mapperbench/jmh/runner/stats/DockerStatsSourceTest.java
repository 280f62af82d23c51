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
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Semaphore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.servers.DockerSocket;

/** The whole HTTP path over a real unix socket, answered from recorded readings as the engine streams them. */
class DockerStatsSourceTest {

  @Test
  void should_stream_the_engines_readings_and_report_the_change_between_two_samples(@TempDir Path dir)
      throws Exception {
    Path socket = dir.resolve("docker.sock");
    List<String> requests = new CopyOnWriteArrayList<>();
    Semaphore next = new Semaphore(0);
    serve(socket, requests, next, DockerStatsReadingTest.recorded("cgroup2-cassandra-1.json"),
        DockerStatsReadingTest.recorded("cgroup2-cassandra-2.json"));
    DockerStatsSource source = new DockerStatsSource("cassandra", "mapper-bench_cassandra.1", new DockerSocket(socket));
    try {
      assertThat(source.sample()).as("no reading yet, or the first one without precpu_stats").isEmpty();
      awaitFirstReading(source);
      assertThat(source.sample()).as("the first reading, without precpu_stats").isEmpty();
      next.release();
      Sample sample = poll(source);

      assertThat(sample.cpuPercent()).isCloseTo(90.0, within(1e-9));
      assertThat(sample.rssBytes()).isEqualTo(1_334_534_144L);
      assertThat(requests.get(0)).startsWith("GET /containers/mapper-bench_cassandra.1/stats?stream=true HTTP/1.0\r\n");
      assertThat(source.sample()).as("nothing new from the engine since").isEmpty();
    } finally {
      source.close();
    }
  }

  @Test
  void should_fail_the_sample_not_the_caller_when_no_engine_listens(@TempDir Path dir) {
    DockerStatsSource source =
        new DockerStatsSource("cassandra", "cassandra", new DockerSocket(dir.resolve("missing.sock")));
    assertThatThrownBy(source::sample).isInstanceOf(IOException.class);
  }

  private static void awaitFirstReading(DockerStatsSource source) throws InterruptedException {
    long deadline = System.nanoTime() + 5_000_000_000L;
    while (source.latest() == null && System.nanoTime() < deadline) {
      Thread.sleep(10);
    }
  }

  /** The first sample that has both readings: the reader thread delivers them when it gets to them. */
  private static Sample poll(DockerStatsSource source) throws Exception {
    long deadline = System.nanoTime() + 5_000_000_000L;
    while (System.nanoTime() < deadline) {
      Optional<Sample> sample = source.sample();
      if (sample.isPresent()) {
        return sample.get();
      }
      Thread.sleep(10);
    }
    throw new AssertionError("no sample within 5 s");
  }

  /**
   * Answers one streaming request as the engine does: the headers and the first reading, then each further reading
   * when {@code next} is released, one JSON object per line, and the connection stays open.
   */
  private static void serve(Path socket, List<String> requests, Semaphore next, String... readings) throws IOException {
    ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
    server.bind(UnixDomainSocketAddress.of(socket));
    Thread thread = new Thread(() -> {
      try (server; SocketChannel client = server.accept()) {
        ByteBuffer in = ByteBuffer.allocate(4096);
        StringBuilder request = new StringBuilder();
        while (request.indexOf("\r\n\r\n") < 0 && client.read(in) > 0) {
          request.append(new String(in.array(), 0, in.position(), StandardCharsets.US_ASCII));
          in.clear();
        }
        requests.add(request.toString());
        client.write(ByteBuffer.wrap("HTTP/1.0 200 OK\r\nApi-Version: 1.41\r\nContent-Type: application/json\r\n\r\n"
            .getBytes(StandardCharsets.US_ASCII)));
        for (int i = 0; i < readings.length; i++) {
          if (i > 0) {
            next.acquire();
          }
          client.write(ByteBuffer.wrap((readings[i].replaceAll("[\r\n]+", " ") + "\n")
              .getBytes(StandardCharsets.UTF_8)));
        }
        next.acquire(); // hold the stream open, as the engine does, until the test ends
      } catch (IOException | InterruptedException e) {
        // the test has ended
      }
    }, "fake-docker-engine");
    thread.setDaemon(true);
    thread.start();
  }
}
