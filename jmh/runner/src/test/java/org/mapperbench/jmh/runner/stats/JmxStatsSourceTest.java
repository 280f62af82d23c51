package org.mapperbench.jmh.runner.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.ServerSocket;
import java.rmi.registry.LocateRegistry;
import java.rmi.registry.Registry;
import java.rmi.server.UnicastRemoteObject;
import javax.management.remote.JMXConnectorServer;
import javax.management.remote.JMXConnectorServerFactory;
import javax.management.remote.JMXServiceURL;
import org.junit.jupiter.api.Test;

class JmxStatsSourceTest {

  @Test
  void should_turn_recorded_attribute_values_into_cpu_percent_and_heap() {
    // A Cassandra node busy on 1.5 cores: 1.5 s of process CPU time over 1 s of wall time.
    JmxReading before = new JmxReading(812_440_000_000L, 402_653_184L, 5_000_000_000L);
    JmxReading after = new JmxReading(812_440_000_000L + 1_500_000_000L, 419_430_400L, 6_000_000_000L);

    Sample sample = after.since(before).orElseThrow();
    assertThat(sample.cpuPercent()).isCloseTo(150.0, within(1e-9));
    assertThat(sample.heapBytes()).isEqualTo(419_430_400L);
    assertThat(sample.rssBytes()).as("JMX exposes no RSS").isNull();
  }

  @Test
  void should_wait_for_two_readings_and_skip_a_jvm_that_cannot_tell_its_cpu_time() {
    JmxReading reading = new JmxReading(1_000L, 1L, 1L);
    assertThat(reading.since(null)).isEmpty();
    assertThat(new JmxReading(-1L, 1L, 2L).since(reading)).isEmpty();
  }

  @Test
  void should_read_a_real_jvm_over_jmx_on_loopback() throws Exception {
    int port = freePort();
    Registry registry = LocateRegistry.createRegistry(port);
    JMXServiceURL url = new JMXServiceURL("service:jmx:rmi:///jndi/rmi://127.0.0.1:" + port + "/jmxrmi");
    JMXConnectorServer server =
        JMXConnectorServerFactory.newJMXConnectorServer(url, null, ManagementFactory.getPlatformMBeanServer());
    server.start();
    JmxStatsSource source = new JmxStatsSource("cassandra", "127.0.0.1:" + port);
    try {
      assertThat(source.sample()).as("the first reading only primes the CPU delta").isEmpty();
      Spin.cpuMillis(200);
      Sample sample = source.sample().orElseThrow();
      assertThat(sample.cpuPercent()).isGreaterThan(0)
          .isLessThan(100.0 * Runtime.getRuntime().availableProcessors() + 50);
      assertThat(sample.heapBytes()).isPositive();
      assertThat(source.describe()).contains("127.0.0.1:" + port);
    } finally {
      source.close();
      server.stop();
      UnicastRemoteObject.unexportObject(registry, true);
    }
  }

  @Test
  void should_default_to_cassandras_jmx_port_and_fail_the_sample_when_nothing_listens() throws IOException {
    assertThat(new JmxStatsSource("cassandra", "db1.example").describe()).contains("db1.example:7199");
    JmxStatsSource nobody = new JmxStatsSource("cassandra", "127.0.0.1:" + freePort());
    assertThatThrownBy(nobody::sample).isInstanceOf(IOException.class);
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }
}
