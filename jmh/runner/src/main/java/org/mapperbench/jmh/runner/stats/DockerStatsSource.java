package org.mapperbench.jmh.runner.stats;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.URLEncoder;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A container, through the Docker Engine stats API on the local daemon's socket ({@code -Dbench.stats.docker}). A
 * plain HTTP/1.0 request, so the daemon closes the connection after one response and sends no chunked encoding.
 * {@code one-shot=true} answers at once; without it the daemon waits a second to fill {@code precpu_stats}, which
 * would hold up every other source. CPU % is taken between this source's own consecutive readings instead.
 */
public final class DockerStatsSource implements ProcessStatsSource {
  static final Path DEFAULT_SOCKET = Path.of("/var/run/docker.sock");
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final long TIMEOUT_MILLIS = 2_000;

  private final String name;
  private final String container;
  private final Path socket;
  private DockerStatsReading previous;

  /** @param name the TSV's name, normally the container's */
  public DockerStatsSource(String name, String container, Path socket) {
    this.name = name;
    this.container = container;
    this.socket = socket;
  }

  /** The daemon's socket: {@code DOCKER_HOST} when it names a unix socket (rootless Docker), else the default. */
  static Path socket(String dockerHost) {
    return dockerHost != null && dockerHost.startsWith("unix://") ? Path.of(dockerHost.substring("unix://".length())) : DEFAULT_SOCKET;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public String describe() {
    return "Docker container " + container + " (stats API on " + socket + ")";
  }

  @Override
  public Optional<Sample> sample() throws IOException {
    String id = URLEncoder.encode(container, StandardCharsets.UTF_8).replace("+", "%20");
    String path = "/containers/" + id + "/stats?stream=false&one-shot=true";
    DockerStatsReading reading = DockerStatsReading.parse(JSON.readTree(body(get(path))));
    Optional<Sample> sample = reading.since(previous);
    previous = reading;
    return sample;
  }

  /** The body of a 200 response; anything else (404: no such container) is an IOException naming the status. */
  static String body(String response) throws IOException {
    int end = response.indexOf("\r\n\r\n");
    if (end < 0) {
      throw new IOException("the Docker daemon sent no complete HTTP response");
    }
    String status = response.substring(0, response.indexOf("\r\n"));
    if (!status.matches("HTTP/1\\.[01] 200\\b.*")) {
      throw new IOException("Docker daemon: " + status + " " + response.substring(end + 4).strip());
    }
    return response.substring(end + 4);
  }

  private String get(String path) throws IOException {
    try (SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX);
        Selector selector = Selector.open()) {
      channel.connect(UnixDomainSocketAddress.of(socket));
      channel.write(ByteBuffer.wrap(("GET " + path + " HTTP/1.0\r\nHost: docker\r\n\r\n").getBytes(StandardCharsets.US_ASCII)));
      // Non-blocking reads under a deadline: a hung daemon must not stall the sidecar's one thread for ever.
      channel.configureBlocking(false);
      channel.register(selector, SelectionKey.OP_READ);
      long deadline = System.currentTimeMillis() + TIMEOUT_MILLIS;
      ByteArrayOutputStream response = new ByteArrayOutputStream();
      ByteBuffer buffer = ByteBuffer.allocate(16 * 1024);
      while (true) {
        long left = deadline - System.currentTimeMillis();
        if (left <= 0) {
          throw new IOException("the Docker daemon did not answer within " + TIMEOUT_MILLIS + " ms");
        }
        selector.select(left);
        selector.selectedKeys().clear();
        int n = channel.read(buffer);
        if (n < 0) {
          return response.toString(StandardCharsets.UTF_8);
        }
        response.write(buffer.array(), 0, buffer.position());
        buffer.clear();
      }
    }
  }
}
