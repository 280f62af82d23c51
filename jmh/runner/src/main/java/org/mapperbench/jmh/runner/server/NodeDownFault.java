package org.mapperbench.jmh.runner.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.mapperbench.jmh.results.model.FaultRecord;
import org.mapperbench.servers.EmbeddedCassandraCluster;
import org.mapperbench.servers.RawCql;

/**
 * {@code -Dbench.fault=node-down}: in every Cassandra fork JVM, the cluster's last node is halted while the fork's
 * first benchmark warms up or measures, and stays down for the rest of the fork. Afterwards it is started again on its
 * own data, and every row the fork's timed inserts wrote is read back at ALL: a row not found was lost. At QUORUM with
 * RF 3 the fork should run through and lose nothing; at ALL its first benchmark fails, and the run goes on.
 */
public final class NodeDownFault implements AutoCloseable {
  /** How long a read-back at ALL may keep failing while the restarted node is not yet seen as up. */
  private static final Duration NODES_UP_PATIENCE = Duration.ofSeconds(90);

  private final EmbeddedCassandraCluster cluster;
  private final RawCql cql;
  private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "node-down-fault");
    t.setDaemon(true);
    return t;
  });
  private ScheduledFuture<?> pending;
  private volatile String stoppedNode;
  private volatile long stoppedAtNanos;
  private long forkStartNanos;

  NodeDownFault(EmbeddedCassandraCluster cluster, RawCql cql) {
    this.cluster = cluster;
    this.cql = cql;
  }

  /** Called when the fork's first benchmark starts: the node goes down {@code delayMillis} later. */
  public synchronized void arm(long delayMillis) {
    if (pending == null) {
      forkStartNanos = System.nanoTime();
      pending = timer.schedule(() -> {
        stoppedNode = cluster.stopFaultNode();
        stoppedAtNanos = System.nanoTime();
      }, delayMillis, TimeUnit.MILLISECONDS);
    }
  }

  /** After the fork JVM ended: the node back, the fork's inserts read back at ALL, and what happened, for run.json. */
  public synchronized FaultRecord recover(Path scratch, String keyspace) {
    if (pending != null && !pending.isDone()) {
      pending.cancel(false);
    }
    pending = null;
    String node = stoppedNode;
    Double intoFork = node == null ? null : round((stoppedAtNanos - forkStartNanos) / 1e9);
    long restart = System.nanoTime();
    cluster.restartFaultNode();
    double restartSeconds = round((System.nanoTime() - restart) / 1e9);
    List<String[]> written = written(scratch);
    long lost = 0;
    List<String> examples = new ArrayList<>();
    for (String[] row : written) {
      if (!readBack(keyspace, row[0], UUID.fromString(row[1]))) {
        lost++;
        if (examples.size() < 5) {
          examples.add(row[0] + " " + row[1]);
        }
      }
    }
    stoppedNode = null;
    return new FaultRecord(FaultRecord.NODE_DOWN, node, intoFork, restartSeconds, (long) written.size(), lost, examples,
        "ALL");
  }

  /** One line for the console. */
  public static String describe(FaultRecord fault) {
    String node = fault.stoppedNode() == null ? "the fork ended before the node was stopped" : fault.stoppedNode()
        + " stopped " + fault.stoppedSecondsIntoFork() + " s into the fork, back after " + fault.restartSeconds()
        + " s";
    return fault.kind() + ": " + node + "; " + fault.rowsWritten() + " rows written, " + fault.rowsLost()
        + " lost (read back at " + fault.readBackAt() + ")";
  }

  /** Whether the row is there, read at ALL; retried while the restarted node is not yet taken for up. */
  private boolean readBack(String keyspace, String table, UUID id) {
    String cql = "SELECT id FROM " + keyspace + "." + table + " WHERE id = ?";
    return untilNodesUp(() -> !this.cql.rowsAt("ALL", cql, id).isEmpty());
  }

  /**
   * A call that needs every node up, tried again every 500 ms for up to 90 s while it fails: after a restart the
   * other nodes take a while to mark the node up, and until then they refuse reads at ALL and TRUNCATE.
   */
  static <T> T untilNodesUp(java.util.function.Supplier<T> call) {
    return Retry.until(NODES_UP_PATIENCE, unavailable -> true, call);
  }

  private static List<String[]> written(Path scratch) {
    List<String[]> rows = new ArrayList<>();
    try (Stream<Path> files = Files.walk(scratch)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".written")).toList()) {
        Files.readAllLines(file).stream().filter(l -> !l.isBlank()).forEach(l -> rows.add(l.split(" ", 2)));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return rows;
  }

  private static double round(double seconds) {
    return Math.round(seconds * 10) / 10.0;
  }

  @Override
  public void close() {
    timer.shutdownNow();
  }
}
