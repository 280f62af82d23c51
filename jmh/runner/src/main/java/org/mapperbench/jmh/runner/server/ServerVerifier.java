package org.mapperbench.jmh.runner.server;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.mapperbench.entities.schema.Operation.ServerRequest;
import org.mapperbench.entities.schema.Operation;
import org.mapperbench.entities.schema.RequestAccounting;
import org.mapperbench.jmh.runner.core.ConsistencySetting;
import org.mapperbench.protocol.link.ForkProtocol;

/**
 * Holds each benchmark to the server's own counters: between the snapshot before and after a benchmark, the
 * server must show at least the requests of every call the benchmark JVMs recorded, timed or untimed.
 */
public final class ServerVerifier {
  private final SuiteServer server;
  private final RequestAccounting.CounterSource counters;

  /** @param setting the consistency setting whose keyspace the calls went to; null on MariaDB */
  public ServerVerifier(SuiteServer server, ConsistencySetting setting) {
    this.server = server;
    this.counters = server.counters(setting);
  }

  public Map<ServerRequest, Long> snapshot() {
    return RequestAccounting.snapshot(counters, server.backend());
  }

  /**
   * A snapshot as the fork is told it: by counter name, the client's requests apart from the server's own work on
   * their behalf (a Paxos round's writes), and the server's cache lookups.
   */
  public static ForkProtocol.RequestCounts counts(Map<ServerRequest, Long> snapshot, Map<String, Long> caches) {
    Map<String, Long> requests = new TreeMap<>();
    Map<String, Long> serverWork = new TreeMap<>();
    snapshot.forEach((request, n) -> (request.fromClient() ? requests : serverWork).put(request.counter(), n));
    return new ForkProtocol.RequestCounts(requests, serverWork, caches);
  }

  /**
   * Compares the calls a fork JVM recorded, all its trials together, with what the server counted since
   * {@code before}.
   */
  public Verification verify(Map<ServerRequest, Long> before, Map<Operation, Long> calls) {
    if (calls.isEmpty()) {
      return new Verification(calls, Map.of(),
          List.of("no calls were recorded: the benchmark JVM did not finish a trial"));
    }
    RequestAccounting.Check check = RequestAccounting.check(counters, server.backend(), before, calls, false);
    return new Verification(calls, check.delta(), check.shortfalls());
  }

  /**
   * Holds fork JVMs that ran together to the server's counters: the server counts their requests together, so all
   * their calls are held to it at once, and each fork's verification gives its own calls beside that one outcome.
   */
  public java.util.List<Verification> verifyTogether(Map<ServerRequest, Long> before,
      java.util.List<Map<Operation, Long>> callsByFork) {
    Verification together = verify(before, sum(callsByFork));
    return callsByFork.size() == 1 ? java.util.List.of(together) : callsByFork.stream()
        .map(calls -> new Verification(calls, together.serverRequests(), together.shortfalls())).toList();
  }

  /** The calls of several ledgers, summed by operation. */
  public static Map<Operation, Long> sum(java.util.Collection<Map<Operation, Long>> ledgers) {
    Map<Operation, Long> sum = new EnumMap<>(Operation.class);
    ledgers.forEach(calls -> calls.forEach((op, n) -> sum.merge(op, n, Long::sum)));
    return sum;
  }

  public static Map<Operation, Long> readLedgers(Path dir) {
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

  /** The outcome for one benchmark, as written next to its JMH result. */
  public record Verification(Map<Operation, Long> calls, Map<ServerRequest, Long> serverRequests,
      List<String> shortfalls) {
    public boolean passed() {
      return shortfalls.isEmpty();
    }
  }
}
