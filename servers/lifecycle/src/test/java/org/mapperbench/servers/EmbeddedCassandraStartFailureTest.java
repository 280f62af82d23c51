package org.mapperbench.servers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EmbeddedCassandraStartFailureTest {

  @Test
  void should_name_the_port_when_it_is_taken(@TempDir Path work) throws IOException {
    try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      var settings = new EmbeddedCassandraSettings(1, taken.getLocalPort(), 0, "256m", Duration.ofSeconds(60), work);
      assertThatThrownBy(() -> EmbeddedCassandra.start(settings))
          .isInstanceOf(ServerException.class)
          .hasMessageContaining("port " + taken.getLocalPort() + " on 127.0.0.1 is already in use");
    }
  }

  @Test
  void should_fail_fast_with_the_log_tail_when_the_node_cannot_start(@TempDir Path work) {
    // A heap too small for the JVM to boot: the node exits at once, and its output explains why.
    var settings = new EmbeddedCassandraSettings(1, 0, 0, "1k", Duration.ofSeconds(60), work);
    long began = System.nanoTime();
    assertThatThrownBy(() -> EmbeddedCassandra.start(settings))
        .isInstanceOfSatisfying(
            ServerException.class,
            e -> {
              assertThat(e.getMessage()).contains("exited during start-up");
              assertThat(e.detail()).containsIgnoringCase("heap");
            });
    assertThat(Duration.ofNanos(System.nanoTime() - began)).isLessThan(Duration.ofSeconds(20));
  }

  @Test
  void should_reject_a_malformed_contact_point() {
    var properties = new java.util.Properties();
    properties.setProperty("cassandra.contactPoints", "host:port:extra");
    assertThatThrownBy(() -> CassandraTargets.open(properties, Path.of("target")))
        .isInstanceOf(ServerException.class)
        .hasMessageContaining("host[:port]");
  }
}
