package org.mapperbench.servers;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.Closeable;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * The local Docker Engine API over its unix socket, with the JDK and the Jackson this module shades: no Docker
 * library reaches a JVM that uses this, so the runner and an adapter's tests can ask the engine without changing
 * their classpath (docker-java would bring Guava, BouncyCastle and Apache Commons to shade as well; Testcontainers'
 * own copy runs only in the container keeper's JVM). Plain HTTP/1.0 requests, so the engine closes the connection
 * after one response and sends no chunked encoding.
 */
public final class DockerSocket {
  public static final Path DEFAULT_SOCKET = Path.of("/var/run/docker.sock");
  private static final long TIMEOUT_MILLIS = 2_000;
  private static final ObjectMapper JSON = new ObjectMapper();

  private final Path socket;

  public DockerSocket(Path socket) {
    this.socket = socket;
  }

  /** The engine's socket: {@code DOCKER_HOST} when it names a unix socket (rootless Docker), else the default. */
  public static DockerSocket local() {
    return new DockerSocket(socket(System.getenv("DOCKER_HOST")));
  }

  static Path socket(String dockerHost) {
    return dockerHost != null && dockerHost.startsWith("unix://")
        ? Path.of(dockerHost.substring("unix://".length()))
        : DEFAULT_SOCKET;
  }

  public Path path() {
    return socket;
  }

  /** True when an engine answers {@code GET /_ping} within two seconds. */
  public boolean available() {
    if (!Files.exists(socket)) {
      return false;
    }
    try {
      return body(request("GET", "/_ping")).strip().equals("OK");
    } catch (IOException e) {
      return false;
    }
  }

  /** The body of a 200 answer to {@code GET path}; anything else is an IOException naming the status. */
  public String get(String path) throws IOException {
    return body(request("GET", path));
  }

  /**
   * The host pid of the first process in a container whose command line contains {@code command}, from
   * {@code GET /containers/{id}/top}: {@code Titles} names the columns (PID and CMD among them), {@code Processes}
   * holds one array of them per process.
   */
  public OptionalLong pidOf(String container, String command) throws IOException {
    return pidOf(JSON.readTree(get("/containers/" + container + "/top")), command);
  }

  static OptionalLong pidOf(JsonNode top, String command) {
    List<String> titles = new ArrayList<>();
    top.path("Titles").forEach(title -> titles.add(title.asText()));
    int pid = titles.indexOf("PID");
    int cmd = titles.indexOf("CMD");
    if (pid >= 0 && cmd >= 0) {
      for (JsonNode process : top.path("Processes")) {
        if (process.path(cmd).asText().contains(command)) {
          return OptionalLong.of(process.path(pid).asLong());
        }
      }
    }
    return OptionalLong.empty();
  }

  /** Removes a container and its anonymous volumes, running or not; a container already gone is no error. */
  public void forceRemove(String container) throws IOException {
    String response = request("DELETE", "/containers/" + container + "?force=true&v=true");
    if (!response.matches("(?s)HTTP/1\\.[01] (204|404)\\b.*")) {
      body(response);
    }
  }

  /**
   * Opens a streaming answer, such as {@code /containers/{id}/stats?stream=true}, whose body the engine sends line
   * by line. Throws if the engine does not answer 200.
   */
  public Lines openLines(String path) throws IOException {
    SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX);
    try {
      channel.connect(UnixDomainSocketAddress.of(socket));
      channel.write(ByteBuffer.wrap(
          ("GET " + path + " HTTP/1.0\r\nHost: docker\r\n\r\n").getBytes(StandardCharsets.US_ASCII)));
      Lines lines = new Lines(channel);
      String status = lines.next();
      if (status == null || !status.matches("HTTP/1\\.[01] 200\\b.*")) {
        throw new IOException("Docker engine: " + status);
      }
      for (String header = lines.next(); header != null && !header.isEmpty(); header = lines.next()) {
        // headers say nothing the caller needs
      }
      return lines;
    } catch (IOException | RuntimeException e) {
      channel.close();
      throw e;
    }
  }

  /** A streaming answer. {@link #close} may be called from another thread while {@link #next} waits, and ends it. */
  public static final class Lines implements Closeable {
    private final SocketChannel channel;
    private final BufferedReader reader;

    private Lines(SocketChannel channel) {
      this.channel = channel;
      this.reader = new BufferedReader(new InputStreamReader(Channels.newInputStream(channel), StandardCharsets.UTF_8));
    }

    /** The next line, or null when the engine has closed the connection. */
    public String next() throws IOException {
      return reader.readLine();
    }

    /** Closes the connection itself, not the reader, whose lock a waiting {@link #next} holds. */
    @Override
    public void close() throws IOException {
      channel.close();
    }
  }

  static String body(String response) throws IOException {
    int end = response.indexOf("\r\n\r\n");
    if (end < 0) {
      throw new IOException("the Docker engine sent no complete HTTP response");
    }
    String status = response.substring(0, response.indexOf("\r\n"));
    if (!status.matches("HTTP/1\\.[01] 200\\b.*")) {
      throw new IOException("Docker engine: " + status + " " + response.substring(end + 4).strip());
    }
    return response.substring(end + 4);
  }

  private String request(String method, String path) throws IOException {
    try (SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX);
        Selector selector = Selector.open()) {
      channel.connect(UnixDomainSocketAddress.of(socket));
      String request = method + " " + path + " HTTP/1.0\r\nHost: docker\r\n\r\n";
      channel.write(ByteBuffer.wrap(request.getBytes(StandardCharsets.US_ASCII)));
      // Non-blocking reads under a deadline: a hung engine must not stall the caller's thread for ever.
      channel.configureBlocking(false);
      channel.register(selector, SelectionKey.OP_READ);
      long deadline = System.currentTimeMillis() + TIMEOUT_MILLIS;
      ByteArrayOutputStream response = new ByteArrayOutputStream();
      ByteBuffer buffer = ByteBuffer.allocate(16 * 1024);
      while (true) {
        long left = deadline - System.currentTimeMillis();
        if (left <= 0) {
          throw new IOException("the Docker engine did not answer within " + TIMEOUT_MILLIS + " ms");
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
