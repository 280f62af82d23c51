package org.mapperbench.entities.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class DatasetTest {
  private final Dataset dataset = new Dataset(1_000, 42);

  @Test
  void should_make_the_same_row_from_its_number_with_the_id_the_number_names() {
    assertThat(dataset.user(17)).isEqualTo(new Dataset(1_000, 42).user(17));
    assertThat(dataset.user(17).id()).isEqualTo(dataset.id(Dataset.Table.USERS, 17));
    assertThat(dataset.order(17).id()).isEqualTo(dataset.id(Dataset.Table.ORDERS, 17));
    assertThat(dataset.order(17)).isEqualTo(dataset.order(17));
    assertThat(dataset.catalogue(0)).hasSize(1)
        .allSatisfy(p -> assertThat(p.catalogueId()).isEqualTo(dataset.id(Dataset.Table.CATALOGUES, 0)));
    assertThat(dataset.user(18)).isNotEqualTo(dataset.user(17));
  }

  @Test
  void should_give_every_row_and_line_item_an_id_no_trial_gives() {
    Set<UUID> ids = new HashSet<>();
    for (long row = 0; row < dataset.rows(Dataset.Table.ORDERS); row++) {
      assertThat(ids.add(dataset.user(row).id())).isTrue();
      dataset.order(row).lineItems().forEach(item -> assertThat(ids.add(item.id())).isTrue());
      assertThat(ids.add(dataset.order(row).id())).isTrue();
    }
    DataGenerator trial = new DataGenerator(42, 0, 0);
    for (int i = 0; i < 10_000; i++) {
      assertThat(ids).doesNotContain(trial.nextId());
    }
  }

  @Test
  void should_split_each_table_into_parts_that_cover_it_once() {
    for (Dataset.Table table : new Dataset.Table[] {Dataset.Table.USERS, Dataset.Table.ORDERS}) {
      long next = 0;
      for (Dataset.Part part : Dataset.Part.values()) {
        assertThat(dataset.first(table, part)).isEqualTo(next);
        next += dataset.count(table, part);
      }
      assertThat(next).isEqualTo(dataset.rows(table));
    }
    assertThat(dataset.count(Dataset.Table.USERS, Dataset.Part.READ)).isEqualTo(800);
    assertThat(dataset.count(Dataset.Table.CATALOGUES, Dataset.Part.READ)).isEqualTo(10 + 1 + 1 + 1 + 1);
  }

  @Test
  void should_hold_catalogues_of_every_size_a_product_read_reads_numbered_by_size() {
    Dataset tenMillion = new Dataset(10_000_000, 1);
    assertThat(Dataset.CATALOGUE_SIZES).containsExactly(1, 10, 100, 1_000, 10_000);
    assertThat(Dataset.CATALOGUE_SIZES).allSatisfy(size ->
        assertThat(tenMillion.catalogues(size) * size).isEqualTo(100_000));
    assertThat(tenMillion.rows(Dataset.Table.CATALOGUES)).isEqualTo(111_110);
    long first = tenMillion.firstCatalogue(1_000);
    assertThat(first).isEqualTo(100_000 + 10_000 + 1_000);
    assertThat(tenMillion.catalogueSize(first - 1)).isEqualTo(100);
    assertThat(tenMillion.catalogueSize(first)).isEqualTo(1_000);
    assertThat(dataset.catalogue(dataset.firstCatalogue(100))).hasSize(100);
  }
}
