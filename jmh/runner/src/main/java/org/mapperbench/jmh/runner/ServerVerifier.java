package org.mapperbench.jmh.runner;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;
import org.mapperbench.entities.schema.Operation;
import org.mapperbench.entities.schema.Operation.Kind;
import org.mapperbench.entities.schema.Operation.TableRequest;
import org.mapperbench.entities.schema.RequestAccounting;
import org.mapperbench.servers.CassandraTarget;
import org.mapperbench.servers.RawCql;

/**
 * Holds each benchmark to the server's own request counters: between the snapshot before and after a benchmark,
 * every table must show at least one request per call the benchmark JVMs recorded, timed or untimed.
 */
final class ServerVerifier implements AutoCloseable {
  private final RawCql cql;
  private final String keyspace;

  ServerVerifier(CassandraTarget target, String keyspace) {
    this.cql = RawCql.connect(target.contactPoints(), target.localDatacenter());
    this.keyspace = keyspace;
  }

  Map<TableRequest, Long> snapshot() {
    return RequestAccounting.snapshot(this::count, keyspace);
  }

  /** Compares the calls recorded in {@code ledgerDir} with what the server counted since {@code before}. */
  Verification verify(Map<TableRequest, Long> before, Path ledgerDir) {
    Map<Operation, Long> calls = readLedgers(ledgerDir);
    if (calls.isEmpty()) {
      return new Verification(calls, Map.of(), List.of("no calls were recorded: the benchmark JVM did not finish a trial"));
    }
    Map<TableRequest, Long> delta = Map.of();
    List<String> shortfalls = List.of();
    // The coordinator counts a request as it answers it; give the last answers a moment to be counted.
    for (int attempt = 0; attempt < 10; attempt++) {
      delta = RequestAccounting.delta(before, snapshot());
      shortfalls = RequestAccounting.shortfalls(calls, delta, false);
      if (shortfalls.isEmpty()) {
        break;
      }
      sleep();
    }
    return new Verification(calls, delta, shortfalls);
  }

  static Map<Operation, Long> readLedgers(Path dir) {
    Map<Operation, Long> calls = new EnumMap<>(Operation.class);
    if (!Files.isDirectory(dir)) {
      return calls;
    }
    try (Stream<Path> files = Files.list(dir)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".properties")).toList()) {
        Properties counts = new Properties();
        try (Reader in = Files.newBufferedReader(file)) {
          counts.load(in);
        }
        counts.forEach((op, n) -> {
          long value = Long.parseLong((String) n);
          if (value > 0) {
            calls.merge(Operation.valueOf((String) op), value, Long::sum);
          }
        });
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return calls;
  }

  private long count(String keyspace, String table, Kind kind) {
    RawCql.RequestCounts counts = cql.coordinatorCounts(keyspace, table);
    return kind == Kind.READ ? counts.reads() : counts.writes();
  }

  private static void sleep() {
    try {
      Thread.sleep(100);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void close() {
    cql.close();
  }

  /** The outcome for one benchmark, as written next to its JMH result. */
  record Verification(Map<Operation, Long> calls, Map<TableRequest, Long> serverRequests, List<String> shortfalls) {
    boolean passed() {
      return shortfalls.isEmpty();
    }
  }
}
