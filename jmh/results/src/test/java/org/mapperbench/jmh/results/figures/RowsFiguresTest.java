package org.mapperbench.jmh.results.figures;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.mapperbench.entities.schema.Operation;

class RowsFiguresTest {
  @Test
  void should_read_every_curve_the_operations_define_products_first() {
    assertThat(RowsFigures.curves()).containsExactlyInAnyOrderElementsOf(
        Arrays.stream(Operation.values()).filter(op -> op.onCurve() && op.curve() == op).toList());
    assertThat(RowsFigures.curves().get(0)).isEqualTo(Operation.READ_PRODUCTS_1);
  }

  @Test
  void should_count_the_columns_a_product_has_beyond_a_user() {
    assertThat(RowsFigures.EXTRA_COLUMNS).isEqualTo(19 - 4);
  }
}
