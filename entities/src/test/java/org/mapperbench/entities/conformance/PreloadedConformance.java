package org.mapperbench.entities.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.entities.data.DataGenerator;
import org.mapperbench.entities.data.Dataset;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.schema.Operation;
import org.mapperbench.entities.schema.Operation.ServerRequest;
import org.mapperbench.entities.schema.RequestAccounting;

/**
 * The contract on rows a dataset left on the server ({@code bench.dataset}; docs/methodology.md, "A loaded
 * dataset"): written by the suite, not the adapter, and on Cassandra flushed to SSTables, so that a read takes the
 * path a production read takes. A read gives back exactly the row the dataset made, and reaches the server however
 * often it asks for the same row, as a zipfian draw does.
 */
abstract class PreloadedConformance extends ConformanceBase {
  static final Dataset DATASET = new Dataset(200, DataGenerator.DEFAULT_SEED);
  private static final int HOT_READS = 25;

  @BeforeAll
  void preload() {
    server.preload(DATASET);
  }

  @Test
  void should_read_rows_a_dataset_left_on_disk_exactly_as_it_made_them() {
    for (long row : new long[] {0, DATASET.users() / 2, DATASET.users() - 1}) {
      assertThat(adapter.readUser(DATASET.id(Dataset.Table.USERS, row)).map(u -> u.toData()))
          .contains(DATASET.user(row));
      OrderData order = DATASET.order(row);
      assertThat(adapter.readOrder(order.id()).map(o -> o.toData())).contains(order.toData());
    }
  }

  @Test
  void should_reach_the_server_on_every_read_of_the_same_row_on_disk() {
    UUID hot = DATASET.id(Dataset.Table.USERS, 7);
    Backend backend = adapter.traits().backend();
    Map<ServerRequest, Long> before = RequestAccounting.snapshot(server.counters(), backend);
    for (int i = 0; i < HOT_READS; i++) {
      assertThat(adapter.readUser(hot)).isPresent();
    }
    RequestAccounting.Check check = RequestAccounting.check(server.counters(), backend, before,
        Map.of(Operation.READ_USER, (long) HOT_READS), Operation.READ_USER.exact());
    assertThat(check.shortfalls()).as("server-side requests for %d reads of one row on disk", HOT_READS).isEmpty();
  }
}
