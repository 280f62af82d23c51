package org.mapperbench.jmh.runner.stats;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.mapperbench.servers.DockerSocket;

/**
 * A container, through the Docker Engine stats API on the local engine's socket: the suite's own containers
 * ({@code -Dbench.server=container}) and those named with {@code -Dbench.stats.docker}. {@code one-shot=true}
 * answers at once; without it the engine waits a second to fill {@code precpu_stats}, which would hold up every
 * other source. CPU % is taken between this source's own consecutive readings instead.
 */
public final class DockerStatsSource implements ProcessStatsSource {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final String name;
  private final String container;
  private final DockerSocket docker;
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

  @Override
  public Optional<Sample> sample() throws IOException {
    String id = URLEncoder.encode(container, StandardCharsets.UTF_8).replace("+", "%20");
    DockerStatsReading reading =
        DockerStatsReading.parse(JSON.readTree(docker.get("/containers/" + id + "/stats?stream=false&one-shot=true")));
    Optional<Sample> sample = reading.since(previous);
    previous = reading;
    return sample;
  }
}
