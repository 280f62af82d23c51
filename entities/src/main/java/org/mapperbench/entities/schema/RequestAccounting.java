package org.mapperbench.entities.schema;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.entities.schema.Operation.ServerRequest;

/**
 * Compares the calls a harness made with the requests the server says it handled. Used by the conformance kit and
 * by the benchmark runner, so both hold adapters to the same footprints.
 */
public final class RequestAccounting {
  /** Servers update their counters as they answer; the last answers get this long to be counted. */
  private static final Duration COUNTING_GRACE = Duration.ofSeconds(1);

  private RequestAccounting() {}

  /**
   * The server's counters since it started, by {@link ServerRequest#counter()} name: Cassandra's {@code
   * system_views.coordinator_*_latency} counts per table, or MariaDB's {@code SHOW GLOBAL STATUS} Com_* counts.
   */
  @FunctionalInterface
  public interface CounterSource {
    Map<String, Long> counts();
  }

  /** The current count of every request any operation can cause on this backend. */
  public static Map<ServerRequest, Long> snapshot(CounterSource source, Backend backend) {
    Map<String, Long> counts = source.counts();
    Map<ServerRequest, Long> snapshot = new LinkedHashMap<>();
    for (Operation op : Operation.values()) {
      for (ServerRequest request : op.footprint(backend)) {
        snapshot.put(request, counts.getOrDefault(request.counter(), 0L));
      }
    }
    return snapshot;
  }

  public static Map<ServerRequest, Long> delta(Map<ServerRequest, Long> before, Map<ServerRequest, Long> after) {
    Map<ServerRequest, Long> delta = new LinkedHashMap<>();
    after.forEach((request, count) -> delta.put(request, count - before.getOrDefault(request, 0L)));
    return delta;
  }

  /** The fewest requests of each kind that these calls must have caused. */
  public static Map<ServerRequest, Long> expected(Map<Operation, Long> calls, Backend backend) {
    Map<ServerRequest, Long> expected = new LinkedHashMap<>();
    calls.forEach((op, n) -> op.footprint(backend).forEach(r -> expected.merge(r, n, Long::sum)));
    return expected;
  }

  /**
   * What the server's counts fail to account for: one line per request kind seen fewer times than the calls need,
   * or, with {@code exact}, seen a different number of times. Empty when everything reached the server.
   */
  public static List<String> shortfalls(
      Map<Operation, Long> calls, Map<ServerRequest, Long> delta, Backend backend, boolean exact) {
    List<String> problems = new ArrayList<>();
    expected(calls, backend)
        .forEach(
            (request, want) -> {
              long seen = delta.getOrDefault(request, 0L);
              if (seen < want || (exact && seen != want)) {
                problems.add(
                    request + ": the calls need " + (exact ? "exactly " : "at least ") + want
                        + " requests, the server saw " + seen);
              }
            });
    return problems;
  }

  /** The outcome of holding calls to the server's counts: the counted delta and what it fails to account for. */
  public record Check(Map<ServerRequest, Long> delta, List<String> shortfalls) {}

  /**
   * Compares the calls with the server's counts since {@code before}, re-reading the counters for up to a second
   * while they fall short, so the last answers are counted.
   */
  public static Check check(
      CounterSource source, Backend backend, Map<ServerRequest, Long> before, Map<Operation, Long> calls,
      boolean exact) {
    long deadline = System.nanoTime() + COUNTING_GRACE.toNanos();
    while (true) {
      Map<ServerRequest, Long> delta = delta(before, snapshot(source, backend));
      List<String> shortfalls = shortfalls(calls, delta, backend, exact);
      if (shortfalls.isEmpty() || System.nanoTime() > deadline) {
        return new Check(delta, shortfalls);
      }
      try {
        Thread.sleep(100);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return new Check(delta, shortfalls);
      }
    }
  }
}
