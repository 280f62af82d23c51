package org.mapperbench.entities.schema;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class OperationTest {
  @Test
  void should_name_benchmarks_in_camel_case_floor_first_without_the_tally_of_empty_reads() {
    assertThat(Operation.UPDATE_ORDER_STATUS_IF_EXISTS.method()).isEqualTo("updateOrderStatusIfExists");
    assertThat(Operation.benchmarkMethods()).startsWith("roundTrip", "writeUser").hasSize(Operation.values().length - 1)
        .doesNotContain(Operation.READ_ORDER_FOUND_NOTHING.method());
  }
}
