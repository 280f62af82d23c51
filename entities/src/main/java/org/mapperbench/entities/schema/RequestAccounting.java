package org.mapperbench.entities.schema;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mapperbench.entities.schema.Operation.Kind;
import org.mapperbench.entities.schema.Operation.TableRequest;

/**
 * Compares the calls a harness made with the requests the server says it coordinated. Used by the conformance kit
 * and by the benchmark runner, so both hold adapters to the same footprints.
 */
public final class RequestAccounting {
  private RequestAccounting() {}

  /** Where counts come from, e.g. Cassandra's {@code system_views.coordinator_*_latency}. */
  @FunctionalInterface
  public interface CounterSource {
    long count(String keyspace, String table, Kind kind);
  }

  /** The current count of every table request any operation can cause. */
  public static Map<TableRequest, Long> snapshot(CounterSource source, String suiteKeyspace) {
    Map<TableRequest, Long> counts = new LinkedHashMap<>();
    for (Operation op : Operation.values()) {
      for (TableRequest request : op.footprint()) {
        counts.computeIfAbsent(request, r -> count(source, suiteKeyspace, r));
      }
    }
    return counts;
  }

  private static long count(CounterSource source, String suiteKeyspace, TableRequest request) {
    int dot = request.table().indexOf('.');
    return dot < 0
        ? source.count(suiteKeyspace, request.table(), request.kind())
        : source.count(request.table().substring(0, dot), request.table().substring(dot + 1), request.kind());
  }

  public static Map<TableRequest, Long> delta(Map<TableRequest, Long> before, Map<TableRequest, Long> after) {
    Map<TableRequest, Long> delta = new LinkedHashMap<>();
    after.forEach((request, count) -> delta.put(request, count - before.getOrDefault(request, 0L)));
    return delta;
  }

  /** The fewest requests per table that these calls must have caused. */
  public static Map<TableRequest, Long> expected(Map<Operation, Long> calls) {
    Map<TableRequest, Long> expected = new LinkedHashMap<>();
    calls.forEach((op, n) -> op.footprint().forEach(r -> expected.merge(r, n, Long::sum)));
    return expected;
  }

  /**
   * What the server's counts fail to account for: one line per table request seen fewer times than the calls
   * need, or, with {@code exact}, seen a different number of times. Empty when everything reached the server.
   */
  public static List<String> shortfalls(Map<Operation, Long> calls, Map<TableRequest, Long> delta, boolean exact) {
    List<String> problems = new ArrayList<>();
    expected(calls)
        .forEach(
            (request, want) -> {
              long seen = delta.getOrDefault(request, 0L);
              if (seen < want || (exact && seen != want)) {
                problems.add(
                    request + ": the calls need " + (exact ? "exactly " : "at least ") + want + " requests, the server saw " + seen);
              }
            });
    return problems;
  }
}
