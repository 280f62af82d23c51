package org.mapperbench.entities.schema;

import java.util.List;

/**
 * The contract's operations and the server requests each one must cause. The conformance kit and the benchmark
 * verifier both compare these footprints with the server's own per-table request counters: an adapter that
 * buffers, caches or skips a call falls short of them.
 */
public enum Operation {
    ROUND_TRIP(TableRequest.read("round_trip")),
  WRITE_USER(TableRequest.write("users")),
  READ_USER(TableRequest.read("users")),
  UPDATE_USER(TableRequest.write("users")),
  DELETE_USER(TableRequest.write("users")),
  WRITE_ORDER(TableRequest.write("orders"), TableRequest.write("line_items_by_order")),
  READ_ORDER(TableRequest.read("orders"), TableRequest.read("line_items_by_order")),
  UPDATE_ORDER(TableRequest.write("orders"), TableRequest.write("line_items_by_order")),
  UPDATE_ORDER_STATUS(TableRequest.write("orders")),
  DELETE_ORDER(TableRequest.write("orders"), TableRequest.write("line_items_by_order"));

  private final List<TableRequest> footprint;

  Operation(TableRequest... footprint) {
    this.footprint = List.of(footprint);
  }

  /** At least one coordinator request of each of these per call. */
  public List<TableRequest> footprint() {
    return footprint;
  }

  /**
   * Whether one call makes exactly one request per table in its footprint. User operations do; an order's line
   * items may legitimately take one request each.
   */
  public boolean exact() {
    return name().endsWith("_USER");
  }

  /** A request kind on one table. A table without a dot lives in the suite's keyspace. */
  public record TableRequest(String table, Kind kind) {
    public static TableRequest read(String table) {
      return new TableRequest(table, Kind.READ);
    }

    public static TableRequest write(String table) {
      return new TableRequest(table, Kind.WRITE);
    }

    @Override
    public String toString() {
      return table + "." + kind.name().toLowerCase();
    }
  }

  public enum Kind {
    /** Coordinated reads ({@code system_views.coordinator_read_latency}). */
    READ,
    /** Coordinated writes, deletes included ({@code system_views.coordinator_write_latency}). */
    WRITE
  }
}
