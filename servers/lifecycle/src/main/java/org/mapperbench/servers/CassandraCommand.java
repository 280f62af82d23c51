package org.mapperbench.servers;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.mapperbench.protocol.metrics.GcLog;
import org.mapperbench.settings.ServerSettings;

/**
 * The configuration and JVM options of a suite-started Cassandra node, one set for the embedded node and the
 * containerised one: the two differ only in where the JVM runs, so their figures can be compared.
 */
final class CassandraCommand {
  /**
   * Module flags Cassandra 5 needs on JDK 17 (its distribution keeps the same list in jvm17-server.options).
   * Cassandra 4.1 on JDK 11 takes them too: its jvm11-server.options is a subset.
   */
  static final List<String> JDK17_FLAGS =
      List.of(
          "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED",
          "--add-exports=java.base/jdk.internal.ref=ALL-UNNAMED",
          "--add-exports=java.base/sun.nio.ch=ALL-UNNAMED",
          "--add-exports=java.management.rmi/com.sun.jmx.remote.internal.rmi=ALL-UNNAMED",
          "--add-exports=java.rmi/sun.rmi.registry=ALL-UNNAMED",
          "--add-exports=java.rmi/sun.rmi.server=ALL-UNNAMED",
          "--add-exports=java.sql/java.sql=ALL-UNNAMED",
          "--add-opens=java.base/java.lang.module=ALL-UNNAMED",
          "--add-opens=java.base/jdk.internal.loader=ALL-UNNAMED",
          "--add-opens=java.base/jdk.internal.ref=ALL-UNNAMED",
          "--add-opens=java.base/jdk.internal.reflect=ALL-UNNAMED",
          "--add-opens=java.base/jdk.internal.math=ALL-UNNAMED",
          "--add-opens=java.base/jdk.internal.module=ALL-UNNAMED",
          "--add-opens=java.base/jdk.internal.util.jar=ALL-UNNAMED",
          "--add-opens=jdk.management/com.sun.management.internal=ALL-UNNAMED",
          "--add-opens=java.base/java.io=ALL-UNNAMED",
          "--add-opens=java.base/java.nio=ALL-UNNAMED",
          "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
          "--add-opens=java.base/java.lang=ALL-UNNAMED",
          "--add-opens=java.base/java.util=ALL-UNNAMED",
          "--add-opens=java.base/java.util.concurrent=ALL-UNNAMED",
          "--add-opens=java.base/java.util.concurrent.atomic=ALL-UNNAMED",
          "--add-opens=java.base/java.net=ALL-UNNAMED");

  /**
   * Every TRUNCATE of a settle saves a truncation record and, without this, flushes system.local at once: 2,015 such
   * flushes in a default run of nine adapters (docs/methodology.md, "A settled server"). Only for a node that is never
   * restarted: a node loads its schema from flushed tables before it replays its commit log, so a node killed and
   * restarted by the node-down fault would come back without the tables created since it started.
   */
  static final String UNSAFE_SYSTEM = "-Dcassandra.unsafesystem=true";

  private CassandraCommand() {}

  /**
   * Heap, GC, configuration, folders and module flags, then the user's {@code extra} options (which win); the caller
   * adds the classpath and main class.
   */
  static List<String> jvmOptions(String heap, Path dir, String logbackConfig, List<String> extra) {
    List<String> options = new ArrayList<>();
    options.add("-Xms" + heap);
    options.add("-Xmx" + heap);
    options.add("-XX:+UseG1GC");
    // Each pause with its wall-clock time, so that it can be placed inside or outside a measured window.
    options.add(GcLog.option(dir.resolve("logs").resolve("gc.log")));
    options.add("-Djava.net.preferIPv4Stack=true");
    options.add("-Djdk.attach.allowAttachSelf=true");
    options.add("-Dcassandra.config=" + dir.resolve("cassandra.yaml").toUri());
    options.add("-Dcassandra-foreground=yes");
    options.add("-Dcassandra.storagedir=" + dir);
    options.add("-Dcassandra.logdir=" + dir.resolve("logs"));
    options.add("-Dlogback.configurationFile=" + logbackConfig);
    // Nothing to wait for at start: a single node has no peers, and a suite cluster checks its own ring once all
    // nodes are up (EmbeddedCassandraCluster). These skip gossip settling and the superuser set-up delay.
    options.add("-Dcassandra.skip_wait_for_gossip_to_settle=0");
    options.add("-Dcassandra.superuser_setup_delay_ms=0");
    options.addAll(JDK17_FLAGS);
    options.addAll(extra);
    return options;
  }

  /** The suite's cassandra.yaml for a single node on 127.0.0.1. */
  static String yaml(Path dir, int nativePort, int storagePort) throws IOException {
    return yaml(dir, "127.0.0.1", "127.0.0.1", nativePort, storagePort, true, List.of());
  }

  /**
   * The suite's cassandra.yaml with the node's folder, its address, its cluster's seed and the ports filled in; a
   * node that is not {@code clientFacing} starts no native transport and only serves as a replica.
   */
  static String yaml(Path dir, String address, String seed, int nativePort, int storagePort, boolean clientFacing,
      List<String> overrides) throws IOException {
    try (InputStream in = CassandraCommand.class.getResourceAsStream("cassandra.yaml")) {
      return override(new String(in.readAllBytes(), StandardCharsets.UTF_8), overrides)
          .replace("${dir}", dir.toString())
          .replace("${address}", address)
          .replace("${seed}", seed)
          .replace("${nativeTransport}", Boolean.toString(clientFacing))
          .replace("${nativePort}", Integer.toString(nativePort))
          .replace("${storagePort}", Integer.toString(storagePort))
          .replace("${keyCacheMiB}", Integer.toString(ReadCaches.KEY_CACHE_MIB))
          .replace("${chunkCacheMiB}", Integer.toString(ReadCaches.CHUNK_CACHE_MIB));
    }
  }

  /** The yaml with each {@code key: value} of {@code overrides} in place of its key's line, or added at the end. */
  static String override(String yaml, List<String> overrides) {
    String result = yaml;
    for (String line : overrides) {
      int colon = line.indexOf(':');
      if (colon <= 0) {
        throw new ServerException("-D" + ServerSettings.CASSANDRA_YAML.name()
            + " wants 'key: value' settings separated by ';', not '" + line + "'");
      }
      String key = line.substring(0, colon).strip();
      String setting = key + ": " + line.substring(colon + 1).strip();
      Pattern own = Pattern.compile("(?m)^" + Pattern.quote(key) + ":.*$");
      result = own.matcher(result).find() ? own.matcher(result).replaceAll(Matcher.quoteReplacement(setting))
          : result + (result.endsWith("\n") ? "" : "\n") + setting + "\n";
    }
    return result;
  }
}
