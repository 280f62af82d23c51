package org.mapperbench.entities.adapter;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mapperbench.entities.adapter.AdapterTraits.StatementStyle;
import org.mapperbench.entities.model.ProductColumn;

/** Traits cross from the adapter's JVM to the runner as properties and arrive whole. */
class AdapterTraitsTest {
  @Test
  void should_read_back_every_trait_it_wrote() {
    AdapterTraits traits = AdapterTraits.builder("kundera", "Kundera").family("driver3").backend(Backend.CASSANDRA)
        .statements(StatementStyle.MIXED).appliesConsistencyLevel().updatesConditionally().batching("none")
        .asynchrony("none").orderRelation("@OneToMany").bulkWrite("a loop").paging("setMaxResults")
        .unmappedColumns(List.of(ProductColumn.WAREHOUSE, ProductColumn.STOCK_BY_SIZE))
        .limitations(List.of("no IF EXISTS", "literal deletes"))
        .jvmFlags(List.of("--add-opens=java.base/java.lang=ALL-UNNAMED")).settings(Map.of("a", "1", "b.c", "2"))
        .build();

    assertThat(AdapterTraits.fromProperties(traits.toProperties())).isEqualTo(traits);
  }

  @Test
  void should_read_back_a_trait_it_was_not_given_as_missing() {
    AdapterTraits traits = AdapterTraits.builder("x", "X").backend(Backend.MARIADB)
        .statements(StatementStyle.PREPARED).build();

    assertThat(AdapterTraits.fromProperties(traits.toProperties())).isEqualTo(traits);
  }
}
