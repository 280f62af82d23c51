package org.mapperbench.jmh.runner.stats;

import java.io.IOException;
import java.util.Optional;
import javax.management.MBeanServerConnection;
import javax.management.ObjectName;
import javax.management.openmbean.CompositeData;
import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;

/**
 * A JVM reached over JMX, meant for a remote Cassandra node ({@code -Dbench.stats.jmx=host:port}, Cassandra's JMX
 * port is 7199): process CPU time and heap in use. The connection is opened at the first sample and opened again
 * after it fails, so a node restarted mid-run is picked up again.
 */
public final class JmxStatsSource implements ProcessStatsSource {
  static final int CASSANDRA_JMX_PORT = 7199;
  private static final ObjectName OPERATING_SYSTEM = name("java.lang:type=OperatingSystem");
  private static final ObjectName MEMORY = name("java.lang:type=Memory");

  private final String name;
  private final JMXServiceURL url;
  private final String address;
  private JMXConnector connector;
  private JmxReading previous;

  /** @param address {@code host} or {@code host:port} */
  public JmxStatsSource(String name, String address) {
    this.name = name;
    int colon = address.lastIndexOf(':');
    String host = colon < 0 ? address : address.substring(0, colon);
    int port = colon < 0 ? CASSANDRA_JMX_PORT : Integer.parseInt(address.substring(colon + 1));
    this.address = host + ":" + port;
    try {
      this.url = new JMXServiceURL("service:jmx:rmi:///jndi/rmi://" + this.address + "/jmxrmi");
    } catch (java.net.MalformedURLException e) {
      throw new IllegalArgumentException("not a JMX address: " + address, e);
    }
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public String describe() {
    return "JMX " + address + " (process CPU time and heap; no RSS over JMX)";
  }

  @Override
  public Optional<Sample> sample() throws IOException {
    JmxReading reading;
    try {
      reading = read(connection());
    } catch (IOException | RuntimeException e) {
      close(); // reconnect next tick; the delta starts over
      previous = null;
      throw e instanceof IOException io ? io : new IOException(e.getMessage(), e);
    }
    Optional<Sample> sample = reading.since(previous);
    previous = reading;
    return sample;
  }

  static JmxReading read(MBeanServerConnection mbeans) throws IOException {
    try {
      long cpu = ((Number) mbeans.getAttribute(OPERATING_SYSTEM, "ProcessCpuTime")).longValue();
      CompositeData heap = (CompositeData) mbeans.getAttribute(MEMORY, "HeapMemoryUsage");
      return new JmxReading(cpu, ((Number) heap.get("used")).longValue(), System.nanoTime());
    } catch (javax.management.JMException e) {
      throw new IOException("JMX " + e.getMessage(), e);
    }
  }

  private MBeanServerConnection connection() throws IOException {
    if (connector == null) {
      connector = JMXConnectorFactory.connect(url);
    }
    return connector.getMBeanServerConnection();
  }

  @Override
  public void close() {
    if (connector != null) {
      try {
        connector.close();
      } catch (IOException e) {
        // the node is gone; nothing to release
      }
      connector = null;
    }
  }

  private static ObjectName name(String name) {
    try {
      return new ObjectName(name);
    } catch (javax.management.MalformedObjectNameException e) {
      throw new IllegalStateException(e);
    }
  }
}
