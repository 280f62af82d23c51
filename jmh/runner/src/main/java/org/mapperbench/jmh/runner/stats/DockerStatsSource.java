package org.mapperbench.jmh.runner.stats;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.mapperbench.servers.DockerSocket;

/**
 * A container, through the Docker Engine stats API on the local engine's socket: the suite's own containers
 * ({@code -Dbench.server=container}) and those named with {@code -Dbench.stats.docker}.
 *
 * <p>The engine collects every container's stats once a second and answers a single request only at its next
 * collection, so a request costs up to a second (measured: 1.0 s on Docker 20.10, even with {@code one-shot}).
 * That would hold up the sidecar's one thread and every other source. So this source keeps one streaming request
 * open ({@code stream=true}, as {@code docker stats} does), on a daemon thread that keeps the latest reading, and a
 * sample is the change between the latest reading and the one the previous sample used.
 */
public final class DockerStatsSource implements ProcessStatsSource {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final String name;
  private final String container;
  private final DockerSocket docker;
  private volatile DockerStatsReading latest;
  private volatile String failure;
  private DockerSocket.Lines stream;
  private DockerStatsReading previous;

  /** @param name the TSV's name: the server's (cassandra) or the container's */
  public DockerStatsSource(String name, String container, DockerSocket docker) {
    this.name = name;
    this.container = container;
    this.docker = docker;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public String describe() {
    return "Docker container " + container + " (stats API on " + docker.path() + ")";
  }

  /** Empty until the engine has sent a reading newer than the previous sample's. */
  @Override
  public synchronized Optional<Sample> sample() throws IOException {
    if (stream == null) {
      open();
    }
    if (failure != null) {
      throw new IOException(failure);
    }
    DockerStatsReading reading = latest;
    if (reading == null || reading == previous) {
      return Optional.empty();
    }
    Optional<Sample> sample = reading.since(previous);
    previous = reading;
    return sample;
  }

  /** The engine's latest reading so far, or null. */
  DockerStatsReading latest() {
    return latest;
  }

  private void open() throws IOException {
    String id = URLEncoder.encode(container, StandardCharsets.UTF_8).replace("+", "%20");
    stream = docker.openLines("/containers/" + id + "/stats?stream=true");
    DockerSocket.Lines lines = stream;
    Thread reader = new Thread(() -> read(lines), "docker-stats-" + name);
    reader.setDaemon(true);
    reader.start();
  }

  private void read(DockerSocket.Lines lines) {
    try {
      for (String line = lines.next(); line != null; line = lines.next()) {
        if (!line.isBlank()) {
          latest = DockerStatsReading.parse(JSON.readTree(line));
        }
      }
      failure = "the engine ended the stats stream of " + container + " (container stopped?)";
    } catch (IOException e) {
      if (failure == null) {
        failure = "stats stream of " + container + ": " + e.getMessage();
      }
    }
  }

  @Override
  public synchronized void close() {
    if (stream != null) {
      failure = "closed";
      try {
        stream.close();
      } catch (IOException e) {
        // closing anyway
      }
    }
  }
}
