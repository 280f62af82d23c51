package org.mapperbench.servers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import javax.management.JMException;
import javax.management.MBeanServerConnection;
import javax.management.ObjectName;
import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;

/**
 * A suite-started node's storage, reached over the node's local JMX port as nodetool reaches it: flushes its
 * memtables, compacts its tables, and takes in SSTables written elsewhere (a loaded dataset's). Its tables' files live
 * under {@link #dataDir}.
 */
public final class NodeStorage implements AutoCloseable {
  private static final ObjectName STORAGE_SERVICE = name("org.apache.cassandra.db:type=StorageService");

  private final Path dataDir;
  private final JMXConnector connector;
  private final MBeanServerConnection mbeans;

  private NodeStorage(Path dataDir, JMXConnector connector) throws IOException {
    this.dataDir = dataDir;
    this.connector = connector;
    this.mbeans = connector.getMBeanServerConnection();
  }

  static NodeStorage connect(Path dataDir, int jmxPort) {
    try {
      JMXServiceURL url = new JMXServiceURL("service:jmx:rmi:///jndi/rmi://127.0.0.1:" + jmxPort + "/jmxrmi");
      return new NodeStorage(dataDir, JMXConnectorFactory.connect(url));
    } catch (IOException e) {
      throw new ServerException("cannot reach the node's JMX port " + jmxPort + ": " + e.getMessage(), e);
    }
  }

  /** The node's data folder: one folder per keyspace, one per table in it ({@code <table>-<id>}). */
  public Path dataDir() {
    return dataDir;
  }

  /** Writes the tables' memtables to SSTables and returns once they are on disk. */
  public void flush(String keyspace, List<String> tables) {
    invoke(STORAGE_SERVICE, "forceKeyspaceFlush", new Object[] {keyspace, tables.toArray(String[]::new)},
        new String[] {String.class.getName(), String[].class.getName()});
  }

  /**
   * Turns the tables' compactions off ({@code on} false) or on again: a load then leaves its flushes to one major
   * compaction instead of compacting them over and over while it writes.
   */
  public void autoCompaction(String keyspace, List<String> tables, boolean on) {
    invoke(STORAGE_SERVICE, on ? "enableAutoCompaction" : "disableAutoCompaction",
        new Object[] {keyspace, tables.toArray(String[]::new)},
        new String[] {String.class.getName(), String[].class.getName()});
  }

  /** A major compaction of each table, one SSTable each; returns once it is done. */
  public void compact(String keyspace, List<String> tables) {
    invoke(STORAGE_SERVICE, "forceKeyspaceCompaction",
        new Object[] {false, keyspace, tables.toArray(String[]::new)},
        new String[] {boolean.class.getName(), String.class.getName(), String[].class.getName()});
  }

  /**
   * Moves the SSTables in {@code folder} into the table, as {@code nodetool import} does, without checking them
   * again (the suite wrote them); the files leave the folder.
   *
   * @return the folders it could not import from; empty when all went in
   */
  @SuppressWarnings("unchecked")
  public List<String> importSSTables(String keyspace, String table, Path folder) {
    ObjectName tables = name("org.apache.cassandra.db:type=Tables,keyspace=" + keyspace + ",table=" + table);
    String flag = boolean.class.getName();
    // resetLevel, clearRepaired, verifySSTables, verifyTokens, invalidateCaches, extendedVerify, copyData
    return (List<String>) invoke(tables, "importNewSSTables",
        new Object[] {Set.of(folder.toString()), true, true, false, false, true, false, false},
        new String[] {Set.class.getName(), flag, flag, flag, flag, flag, flag, flag});
  }

  private Object invoke(ObjectName bean, String operation, Object[] arguments, String[] signature) {
    try {
      return mbeans.invoke(bean, operation, arguments, signature);
    } catch (JMException | IOException e) {
      throw new ServerException("the node's " + operation + " failed: " + e.getMessage(), e);
    }
  }

  private static ObjectName name(String name) {
    try {
      return new ObjectName(name);
    } catch (JMException e) {
      throw new IllegalArgumentException(name, e);
    }
  }

  @Override
  public void close() {
    try {
      connector.close();
    } catch (IOException e) {
      // the node is going away with it
    }
  }
}
