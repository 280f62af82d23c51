package org.mapperbench.servers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DockerSocketTest {

  @Test
  void should_name_the_status_when_the_engine_refuses() {
    assertThatThrownBy(() -> DockerSocket.body(
            "HTTP/1.0 404 Not Found\r\nContent-Type: application/json\r\n\r\n"
                + "{\"message\":\"No such container: nope\"}"))
        .isInstanceOf(IOException.class)
        .hasMessageContaining("404 Not Found")
        .hasMessageContaining("No such container: nope");
  }

  @Test
  void should_find_a_rootless_engine_through_docker_host() {
    assertThat(DockerSocket.socket("unix:///run/user/1000/docker.sock"))
        .isEqualTo(Path.of("/run/user/1000/docker.sock"));
    assertThat(DockerSocket.socket("tcp://10.0.0.1:2375")).isEqualTo(DockerSocket.DEFAULT_SOCKET);
    assertThat(DockerSocket.socket(null)).isEqualTo(DockerSocket.DEFAULT_SOCKET);
  }

  @Test
  void should_say_unavailable_when_no_engine_listens(@TempDir Path dir) {
    assertThat(new DockerSocket(dir.resolve("missing.sock")).available()).isFalse();
  }

  @Test
  void should_find_a_process_by_its_command_in_the_engines_top_answer() throws Exception {
    // As Docker 26 answers GET /containers/{id}/top: the column titles, then one array per process.
    String top = "{\"Titles\":[\"UID\",\"PID\",\"PPID\",\"C\",\"STIME\",\"TTY\",\"TIME\",\"CMD\"],"
        + "\"Processes\":[[\"root\",\"4101\",\"4080\",\"0\",\"09:00\",\"?\",\"00:00:00\",\"/bin/sh -c start\"],"
        + "[\"999\",\"4188\",\"4101\",\"12\",\"09:00\",\"?\",\"00:01:02\","
        + "\"java -cp x org.apache.cassandra.service.CassandraDaemon\"]]}";
    com.fasterxml.jackson.databind.JsonNode json = new com.fasterxml.jackson.databind.ObjectMapper().readTree(top);
    assertThat(DockerSocket.pidOf(json, "CassandraDaemon")).hasValue(4188);
    assertThat(DockerSocket.pidOf(json, "mariadbd")).isEmpty();
  }
}
