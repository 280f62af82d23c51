package org.mapperbench.entities.schema;

import java.util.List;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.protocol.metrics.ServerCounters;

/**
 * The contract's operations and the server requests each one must cause, per backend. The conformance kit and the
 * benchmark verifier both compare these footprints with the server's own counters: an adapter that buffers,
 * caches or skips a call falls short of them.
 */
public enum Operation {
  ROUND_TRIP(List.of(TableRequest.read("round_trip")), SqlCommand.SELECT),
  WRITE_USER(List.of(TableRequest.write("users")), SqlCommand.INSERT),
  READ_USER(List.of(TableRequest.read("users")), SqlCommand.SELECT),
  UPDATE_USER(List.of(TableRequest.write("users")), SqlCommand.UPDATE),
  DELETE_USER(List.of(TableRequest.write("users")), SqlCommand.DELETE),
  /** An order of 1 to 5 line items, drawn uniformly: 3 rows on average. */
  WRITE_ORDER(List.of(TableRequest.write("orders"), TableRequest.write("line_items_by_order")), SqlCommand.INSERT, 3,
      1),
  READ_ORDER(List.of(TableRequest.read("orders"), TableRequest.read("line_items_by_order")), SqlCommand.SELECT, 3, 1),
  UPDATE_ORDER(List.of(TableRequest.write("orders"), TableRequest.write("line_items_by_order")), SqlCommand.UPDATE),
  UPDATE_ORDER_STATUS(List.of(TableRequest.write("orders")), SqlCommand.UPDATE),
  /**
   * A lightweight transaction: its Paxos round reads the row at the coordinator, which Cassandra counts as a
   * coordinated read, and stores Paxos state on the replicas at its prepare, proposal and commit; the commit goes to
   * the replicas without a coordinated write. A read followed by a plain update causes no Paxos state write.
   */
  UPDATE_ORDER_STATUS_IF_EXISTS(List.of(TableRequest.read("orders"), PaxosState.WRITE), SqlCommand.UPDATE),
  DELETE_ORDER(List.of(TableRequest.write("orders"), TableRequest.write("line_items_by_order")), SqlCommand.DELETE),
  /** {@link #WRITE_ORDER} of an order of exactly 100 line items: the order's point of its rows-per-call curve. */
  WRITE_ORDER_100(WRITE_ORDER, 100),
  READ_ORDER_100(READ_ORDER, 100),
  WRITE_PRODUCTS_1(List.of(TableRequest.write(ProductTable.CASSANDRA)), SqlCommand.INSERT, 1, 1),
  WRITE_PRODUCTS_10(WRITE_PRODUCTS_1, 10),
  WRITE_PRODUCTS_100(WRITE_PRODUCTS_1, ProductTable.MOST_ROWS_A_WRITE),
  READ_PRODUCTS_1(List.of(TableRequest.read(ProductTable.CASSANDRA)), SqlCommand.SELECT, 1, 1),
  READ_PRODUCTS_10(READ_PRODUCTS_1, 10),
  READ_PRODUCTS_100(READ_PRODUCTS_1, 100),
  READ_PRODUCTS_1000(READ_PRODUCTS_1, 1000),
  /**
   * Every product of a catalogue of {@link #PAGED_ROWS}, through the library's paging API, {@link #PAGE_SIZE} rows a
   * page: at least one read request per page.
   */
  PAGE_PRODUCTS(List.of(TableRequest.read(ProductTable.CASSANDRA)), SqlCommand.SELECT, ProductTable.PAGED_ROWS,
      ProductTable.PAGED_ROWS / ProductTable.PAGE_SIZE),
  /**
   * Not an operation of its own: a {@link #READ_ORDER} call that found no order, which owes only its read of {@code
   * orders}. It happens at a weak consistency level, when a read reaches a replica the order's write has not reached
   * yet; the benchmarks count such calls here instead of under READ_ORDER.
   */
  READ_ORDER_FOUND_NOTHING(List.of(TableRequest.read("orders")), SqlCommand.SELECT);

  private final List<ServerRequest> cassandra;
  private final List<ServerRequest> mariadb;
  private final Operation curve;
  private final int rows;

  Operation(List<ServerRequest> cassandra, SqlCommand mariadb) {
    this(cassandra, mariadb, 1, 1);
  }

  /** An operation on {@code rows} rows a call whose footprint is {@code requests} of each request a call. */
  Operation(List<ServerRequest> cassandra, SqlCommand mariadb, int rows, int requests) {
    this.cassandra = repeat(cassandra, requests);
    this.mariadb = repeat(List.of(mariadb), requests);
    this.curve = null;
    this.rows = rows;
  }

  /** The same operation as {@code first}, on {@code rows} rows a call: another point of its curve. */
  Operation(Operation first, int rows) {
    this.cassandra = first.cassandra;
    this.mariadb = first.mariadb;
    this.curve = first;
    this.rows = rows;
  }

  private static List<ServerRequest> repeat(List<ServerRequest> requests, int times) {
    List<ServerRequest> all = new java.util.ArrayList<>();
    for (int i = 0; i < times; i++) {
      all.addAll(requests);
    }
    return List.copyOf(all);
  }

  /** Rows a page holds when paging. */
  public static final int PAGE_SIZE = ProductTable.PAGE_SIZE;

  /** The rows of the catalogue {@link #PAGE_PRODUCTS} pages through. */
  public static final int PAGED_ROWS = ProductTable.PAGED_ROWS;

  /**
   * The first point of the rows-per-call curve this operation is a point of ({@link #READ_PRODUCTS_1} for {@link
   * #READ_PRODUCTS_100}, {@link #READ_ORDER} for {@link #READ_ORDER_100}); itself for a first point or an operation
   * with no curve.
   */
  public Operation curve() {
    return curve == null ? this : curve;
  }

  /**
   * The rows of its curve's kind one call reads or writes: products, or an order's line items (3 on average for
   * {@link #READ_ORDER} and {@link #WRITE_ORDER}); 1 for every other operation.
   */
  public int rows() {
    return rows;
  }

  /** Whether it is a point of a curve of cost against rows per call, with at least one other point. */
  public boolean onCurve() {
    return curve != null || java.util.Arrays.stream(values()).anyMatch(op -> op.curve == this);
  }

  /**
   * Whether it is a point of a rows-per-call curve beyond the contract's own operations: a run plans it only at the
   * rows {@code bench.rows} names, unless {@code bench.operations} names it.
   */
  public boolean rowsPerCallPoint() {
    return onCurve() && this != READ_ORDER && this != WRITE_ORDER;
  }

  /**
   * Whether a run plans it only when {@code bench.operations} names it: the order's points of 100 line items, whose
   * curve adds what the products' already show (a row's cost, on narrower rows) for about 8 s a fork JVM, and the
   * paging through 10,000 products (6.4 s a trial, its calls of 0.2 to 1 s each), which a default run of every adapter
   * has no room for (docs/methodology.md, "How long a run takes").
   */
  public boolean onlyWhenNamed() {
    return this == PAGE_PRODUCTS || rowsPerCallPoint() && (curve == READ_ORDER || curve == WRITE_ORDER);
  }

  /**
   * Every benchmark method, as {@link #benchmarkMethods}, with the rows-per-call points only at these rows and none
   * that runs {@link #onlyWhenNamed only when named}.
   */
  public static List<String> benchmarkMethods(List<Integer> rows) {
    return java.util.Arrays.stream(values()).filter(Operation::benchmarked).filter(op -> !op.onlyWhenNamed())
        .filter(op -> !op.rowsPerCallPoint() || rows.contains(op.rows())).map(Operation::method).toList();
  }

  /** The benchmarked operation whose method this is. */
  public static java.util.Optional<Operation> ofMethod(String method) {
    return java.util.Arrays.stream(values()).filter(op -> op.benchmarked() && op.method().equals(method)).findFirst();
  }

  /** The curve's name, the method of its first point without the count: {@code readProducts}, {@code readOrder}. */
  public String curveName() {
    return curve().method().replaceAll("[0-9]+$", "");
  }

  /**
   * At least one request of each of these per call. On Cassandra, coordinator requests per table; on MariaDB, the
   * statement the operation cannot do without (an ORM may send more, such as the SELECT before a merge's UPDATE).
   */
  public List<ServerRequest> footprint(Backend backend) {
    return backend == Backend.CASSANDRA ? cassandra : mariadb;
  }

  /**
   * The name of the operation's benchmark method, which the results and the settings use too ({@code writeUser} for
   * {@link #WRITE_USER}).
   */
  public String method() {
    StringBuilder camel = new StringBuilder();
    for (String word : name().toLowerCase(java.util.Locale.ROOT).split("_")) {
      camel.append(camel.isEmpty() ? word : Character.toUpperCase(word.charAt(0)) + word.substring(1));
    }
    return camel.toString();
  }

  /**
   * Whether it has a benchmark: all but {@link #READ_ORDER_FOUND_NOTHING}, which only tallies some READ_ORDER calls.
   */
  public boolean benchmarked() {
    return this != READ_ORDER_FOUND_NOTHING;
  }

  /** Every benchmark method, floor first, in the order of the constants (and of the runner's plan). */
  public static List<String> benchmarkMethods() {
    return java.util.Arrays.stream(values()).filter(Operation::benchmarked).map(Operation::method).toList();
  }

  /**
   * Whether one call makes exactly one request of each kind in its footprint. User operations do; an order's line
   * items may legitimately take one request each.
   */
  public boolean exact() {
    return name().endsWith("_USER");
  }

  /** A server counter that proves requests arrived. */
  public sealed interface ServerRequest permits TableRequest, PaxosState, SqlCommand {
    /**
     * The counter's name, as the suite's raw server access reports it (e.g. {@code users.read}, {@code Com_insert}).
     */
    String counter();

    /**
     * Whether it counts the client's requests (or statements), which a call's requests per call add up; not the
     * server's own work on a request's behalf, such as the writes of a Paxos round.
     */
    default boolean fromClient() {
      return true;
    }
  }

  /** Cassandra: coordinator requests of one kind on one table of the suite's keyspace. */
  public record TableRequest(String table, Kind kind) implements ServerRequest {
    public static TableRequest read(String table) {
      return new TableRequest(table, Kind.READ);
    }

    public static TableRequest write(String table) {
      return new TableRequest(table, Kind.WRITE);
    }

    @Override
    public String counter() {
      return kind == Kind.READ ? ServerCounters.tableReads(table) : ServerCounters.tableWrites(table);
    }

    @Override
    public String toString() {
      return counter();
    }
  }

  public enum Kind {
    /** Coordinated reads ({@code system_views.coordinator_read_latency}). */
    READ,
    /** Coordinated writes, deletes included ({@code system_views.coordinator_write_latency}). */
    WRITE
  }

  /**
   * Cassandra: the replicas' writes of Paxos state ({@link ServerCounters#PAXOS_STATE_WRITES}), the evidence of a
   * lightweight transaction's round that a read and a plain write cannot give.
   */
  public enum PaxosState implements ServerRequest {
    WRITE;

    @Override
    public String counter() {
      return ServerCounters.PAXOS_STATE_WRITES;
    }

    @Override
    public boolean fromClient() {
      return false;
    }

    @Override
    public String toString() {
      return counter();
    }
  }

  /** MariaDB: statements of one command, from {@code SHOW GLOBAL STATUS}; prepared executions count too. */
  public enum SqlCommand implements ServerRequest {
    SELECT,
    INSERT,
    UPDATE,
    DELETE;

    @Override
    public String counter() {
      return "Com_" + name().toLowerCase();
    }

    @Override
    public String toString() {
      return counter();
    }
  }
}
