package org.mapperbench.servers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.stream.Collectors;
import org.mapperbench.settings.ServerSettings;

/**
 * {@code -Dcassandra.nodes=N}: N embedded nodes on 127.0.0.1 to 127.0.0.N, each a real Cassandra in its own JVM,
 * sharing one native port and one storage port on their own addresses. The first is the seed; it starts alone, the
 * others then start together and join without streaming (the cluster is empty). {@link #start} returns once every
 * node answers CQL and sees every other as a peer. All nodes stop together, as the single node does.
 *
 * <p>The nodes share this machine's cores with each other and with the client, so a cluster's absolute times are
 * not a real cluster's; the ratios between consistency levels and replication factors are what carries over.
 */
public final class EmbeddedCassandraCluster implements CassandraTarget {
  private final EmbeddedCassandraSettings settings;
  private final List<EmbeddedCassandra.Placement> placements;
  private final List<EmbeddedCassandra> nodes;
  private boolean faultNodeDown;

  private EmbeddedCassandraCluster(EmbeddedCassandraSettings settings, List<EmbeddedCassandra.Placement> placements) {
    this.settings = settings;
    this.placements = placements;
    this.nodes = new ArrayList<>();
  }

  public static EmbeddedCassandraCluster start(EmbeddedCassandraSettings settings) {
    if (settings.secure()) {
      // Each node would make a certificate of its own, and system_auth would need a replica on every node.
      throw new ServerException("cassandra.secure starts one embedded node, not " + settings.nodes()
          + ": leave cassandra.nodes at 1, or point cassandra.contactPoints at a secured cluster");
    }
    int nativePort = settings.nativePort() == 0 ? LocalPorts.free() : settings.nativePort();
    int storagePort = settings.storagePort() == 0 ? LocalPorts.freeBesides(nativePort) : settings.storagePort();
    Path root = settings.workDir().resolve("cassandra").toAbsolutePath();
    List<EmbeddedCassandra.Placement> placements = new ArrayList<>();
    for (int i = 1; i <= settings.nodes(); i++) {
      String address = "127.0.0." + i;
      LocalPorts.requireFree(address, nativePort,
          "pass -Dcassandra.port=<another port>, or stop what holds it (a node left over? pgrep -f CassandraNodeMain)");
      LocalPorts.requireFree(address, storagePort, "pass -Dcassandra.storagePort=<another port>");
      boolean faultNode = settings.faultNode() && i == settings.nodes();
      placements.add(new EmbeddedCassandra.Placement(
          address, "127.0.0.1", nativePort, storagePort, root.resolve("node" + i), !faultNode, faultNode, 0));
    }
    EmbeddedCassandraCluster cluster = new EmbeddedCassandraCluster(settings, placements);
    try {
      Folders.deleteRecursively(root);
      cluster.nodes.add(EmbeddedCassandra.start(settings, placements.get(0), true));
      List<CompletableFuture<EmbeddedCassandra>> joining = placements.subList(1, placements.size()).stream()
          .map(at -> CompletableFuture.supplyAsync(() -> EmbeddedCassandra.start(settings, at, true)))
          .toList();
      RuntimeException failure = null;
      for (CompletableFuture<EmbeddedCassandra> node : joining) {
        try {
          cluster.nodes.add(node.join());
        } catch (CompletionException e) {
          failure = failure == null && e.getCause() instanceof RuntimeException cause ? cause : failure;
        }
      }
      if (failure != null) {
        throw failure;
      }
      cluster.awaitRing();
      return cluster;
    } catch (IOException e) {
      cluster.close();
      throw new ServerException("cannot prepare the embedded cluster's folder " + root + ": " + e.getMessage(), e);
    } catch (RuntimeException e) {
      cluster.close();
      throw e;
    }
  }

  /** Waits until every node sees all the others through gossip, so the first request finds every replica. */
  private void awaitRing() {
    long deadline = System.nanoTime() + settings.startTimeout().toNanos();
    try (RawCql cql = connect()) {
      while (true) {
        List<Integer> peers = cql.peersSeenByEachNode();
        long clientFacing = placements.stream().filter(EmbeddedCassandra.Placement::clientFacing).count();
        if (peers.stream().filter(n -> n == nodes.size() - 1).count() == clientFacing) {
          return;
        }
        if (System.nanoTime() > deadline) {
          throw new ServerException("the embedded cluster's nodes did not all see each other within "
              + settings.startTimeout().toSeconds() + " s (peers seen by each node: " + peers + "); logs under "
              + placements.get(0).dir().getParent());
        }
        ChildJvm.sleep(500, "the cluster's ring");
      }
    }
  }

  /**
   * {@code -Dbench.fault=node-down}: halts the last node, as a crash would (its commit log unsynced). That node serves
   * no clients, so no request in flight is cut off at a coordinator: the fault is a replica going away, which the
   * replication factor and consistency level are there for, not a test of the drivers' retry policies.
   */
  public synchronized String stopFaultNode() {
    EmbeddedCassandra node = nodes.get(nodes.size() - 1);
    requireFaultNode();
    node.close();
    faultNodeDown = true;
    return node.address();
  }

  /** Starts the stopped node again on its own data, and waits until it has started. */
  public synchronized void restartFaultNode() {
    requireFaultNode();
    if (faultNodeDown) {
      nodes.set(nodes.size() - 1, EmbeddedCassandra.start(settings, placements.get(placements.size() - 1), false));
      faultNodeDown = false;
    }
  }

  public synchronized boolean faultNodeDown() {
    return faultNodeDown;
  }

  private void requireFaultNode() {
    if (placements.get(placements.size() - 1).clientFacing()) {
      throw new IllegalStateException("this cluster was started without a fault node (-Dbench.fault=node-down)");
    }
  }

  @Override
  public List<java.nio.file.Path> logFolders() {
    return nodes.stream().flatMap(node -> node.logFolders().stream()).toList();
  }

  /** The nodes in address order: 127.0.0.1 first. */
  public List<EmbeddedCassandra> nodes() {
    return List.copyOf(nodes);
  }

  @Override
  public List<String> contactPoints() {
    return nodes.stream().flatMap(n -> n.contactPoints().stream()).toList();
  }

  /** Every node, the fault node included, which is no contact point since it serves no clients. */
  @Override
  public int nodeCount() {
    return placements.size();
  }

  @Override
  public String localDatacenter() {
    return ServerSettings.DEFAULT_DATACENTER;
  }

  /** The seed node's process; {@link #processes} has them all. */
  @Override
  public Optional<ProcessHandle> process() {
    return nodes.isEmpty() ? Optional.empty() : nodes.get(0).process();
  }

  @Override
  public List<ProcessHandle> processes() {
    return nodes.stream().flatMap(n -> n.process().stream()).toList();
  }

  @Override
  public synchronized void checkAlive() {
    nodes.subList(0, faultNodeDown ? nodes.size() - 1 : nodes.size()).forEach(EmbeddedCassandra::checkAlive);
  }

  @Override
  public String version() {
    return nodes.isEmpty() ? "5" : nodes.get(0).version();
  }

  @Override
  public String describe() {
    return "embedded Cassandra " + version() + " cluster of " + nodes.size() + " nodes on "
        + nodes.stream().map(EmbeddedCassandra::address).collect(Collectors.joining(", ")) + " port "
        + placements.get(0).nativePort() + " (pids "
        + processes().stream().map(p -> Long.toString(p.pid())).collect(Collectors.joining(", ")) + ")"
        + (placements.get(placements.size() - 1).clientFacing() ? ""
            : "; " + placements.get(placements.size() - 1).address()
                + " serves no clients (the node -Dbench.fault=node-down stops)");
  }

  @Override
  public synchronized void close() {
    // Each node halts on end of input: closing them one by one takes no longer than closing them together.
    nodes.forEach(EmbeddedCassandra::close);
  }
}
