package org.mapperbench.entities.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.entities.schema.Operation.PaxosState;
import org.mapperbench.entities.schema.Operation.ServerRequest;
import org.mapperbench.entities.schema.Operation.SqlCommand;
import org.mapperbench.entities.schema.Operation.TableRequest;

class RequestAccountingTest {
  private static final Backend CASSANDRA = Backend.CASSANDRA;
  private static final TableRequest USERS_WRITE = TableRequest.write("users");
  private static final TableRequest ORDERS_WRITE = TableRequest.write("orders");
  private static final TableRequest ITEMS_WRITE = TableRequest.write("line_items_by_order");

  @Test
  void should_expect_one_request_per_call_on_every_table_an_operation_touches() {
    assertThat(RequestAccounting.expected(
            Map.of(Operation.WRITE_ORDER, 10L, Operation.UPDATE_ORDER_STATUS, 5L), CASSANDRA))
        .containsEntry(ORDERS_WRITE, 15L)
        .containsEntry(ITEMS_WRITE, 10L);
  }

  @Test
  void should_pass_when_the_server_saw_at_least_every_call() {
    var calls = Map.of(Operation.WRITE_ORDER, 10L);
    assertThat(RequestAccounting.shortfalls(calls, Map.of(ORDERS_WRITE, 10L, ITEMS_WRITE, 30L), CASSANDRA, false))
        .isEmpty();
  }

  @Test
  void should_report_a_table_that_fell_short() {
    var calls = Map.of(Operation.WRITE_USER, 10L);
    assertThat(RequestAccounting.shortfalls(calls, Map.of(USERS_WRITE, 9L), CASSANDRA, false))
        .containsExactly("users.write: the calls need at least 10 requests, the server saw 9");
  }

  @Test
  void should_report_extra_requests_when_exactness_is_required() {
    var calls = Map.of(Operation.WRITE_USER, 10L);
    assertThat(RequestAccounting.shortfalls(calls, Map.of(USERS_WRITE, 11L), CASSANDRA, true)).hasSize(1);
  }

  /**
   * What a fork of the conditional update's benchmark counted with an adapter that reads, then updates plainly: its
   * set-up orders' writes, a read and a write per call, and no Paxos state stored.
   */
  @Test
  void should_fail_conditional_updates_that_left_no_paxos_state() {
    var calls = Map.of(Operation.WRITE_ORDER, 100L, Operation.UPDATE_ORDER_STATUS_IF_EXISTS, 100L);
    var counted = Map.<ServerRequest, Long>of(TableRequest.read("orders"), 100L, ORDERS_WRITE, 200L, ITEMS_WRITE, 100L,
        PaxosState.WRITE, 0L);
    assertThat(RequestAccounting.shortfalls(calls, counted, CASSANDRA, false))
        .containsExactly("paxos.write: the calls need at least 100 requests, the server saw 0");
  }

  @Test
  void should_count_mariadb_statements_by_command() {
    var calls = Map.of(Operation.WRITE_ORDER, 10L, Operation.WRITE_USER, 5L, Operation.READ_USER, 3L);
    assertThat(RequestAccounting.expected(calls, Backend.MARIADB))
        .containsEntry(SqlCommand.INSERT, 15L)
        .containsEntry(SqlCommand.SELECT, 3L);
    assertThat(RequestAccounting.shortfalls(
            calls, Map.of(SqlCommand.INSERT, 40L, SqlCommand.SELECT, 2L), Backend.MARIADB, false))
        .containsExactly("Com_select: the calls need at least 3 requests, the server saw 2");
  }

  @Test
  void should_leave_a_paxos_rounds_writes_out_of_the_clients_requests() {
    assertThat(PaxosState.WRITE.fromClient()).isFalse();
    assertThat(Operation.UPDATE_ORDER_STATUS_IF_EXISTS.footprint(CASSANDRA))
        .containsExactly(TableRequest.read("orders"), PaxosState.WRITE)
        .filteredOn(ServerRequest::fromClient).hasSize(1);
  }

  @Test
  void should_read_snapshots_by_counter_name() {
    var snapshot = RequestAccounting.snapshot(() -> Map.of("Com_select", 7L, "users.read", 9L), Backend.MARIADB);
    assertThat(snapshot).containsEntry(SqlCommand.SELECT, 7L).containsEntry(SqlCommand.DELETE, 0L).hasSize(4);
  }

  @Test
  void should_split_statements_and_fill_in_the_keyspace() {
    var statements = SuiteSchema.cassandraStatements("ks", SuiteSchema.DEFAULT_REPLICATION);
    assertThat(statements).hasSize(1 + SuiteSchema.CASSANDRA_TYPES.size() + SuiteSchema.CASSANDRA_TABLES.size());
    assertThat(statements.get(0)).startsWith("CREATE KEYSPACE IF NOT EXISTS ks");
    assertThat(statements).noneMatch(s -> s.contains("${"));
  }

  @Test
  void should_create_every_mariadb_table() {
    assertThat(SuiteSchema.mariadbStatements()).hasSize(SuiteSchema.MARIADB_TABLES.size());
  }
}
