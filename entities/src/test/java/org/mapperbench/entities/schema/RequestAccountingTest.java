package org.mapperbench.entities.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mapperbench.entities.schema.Operation.TableRequest;

class RequestAccountingTest {
  private static final TableRequest USERS_WRITE = TableRequest.write("users");
  private static final TableRequest ORDERS_WRITE = TableRequest.write("orders");
  private static final TableRequest ITEMS_WRITE = TableRequest.write("line_items_by_order");

  @Test
  void should_expect_one_request_per_call_on_every_table_an_operation_touches() {
    assertThat(RequestAccounting.expected(Map.of(Operation.WRITE_ORDER, 10L, Operation.UPDATE_ORDER_STATUS, 5L)))
        .containsEntry(ORDERS_WRITE, 15L)
        .containsEntry(ITEMS_WRITE, 10L);
  }

  @Test
  void should_pass_when_the_server_saw_at_least_every_call() {
    var calls = Map.of(Operation.WRITE_ORDER, 10L);
    assertThat(RequestAccounting.shortfalls(calls, Map.of(ORDERS_WRITE, 10L, ITEMS_WRITE, 30L), false)).isEmpty();
  }

  @Test
  void should_report_a_table_that_fell_short() {
    var calls = Map.of(Operation.WRITE_USER, 10L);
    assertThat(RequestAccounting.shortfalls(calls, Map.of(USERS_WRITE, 9L), false))
        .containsExactly("users.write: the calls need at least 10 requests, the server saw 9");
  }

  @Test
  void should_report_extra_requests_when_exactness_is_required() {
    var calls = Map.of(Operation.WRITE_USER, 10L);
    assertThat(RequestAccounting.shortfalls(calls, Map.of(USERS_WRITE, 11L), true)).hasSize(1);
  }

  @Test
  void should_split_statements_and_fill_in_the_keyspace() {
    var statements = SuiteSchema.cassandraStatements("ks", SuiteSchema.DEFAULT_REPLICATION);
    assertThat(statements).hasSize(1 + SuiteSchema.CASSANDRA_TABLES.size());
    assertThat(statements.get(0)).startsWith("CREATE KEYSPACE IF NOT EXISTS ks");
    assertThat(statements).noneMatch(s -> s.contains("${"));
  }
}
