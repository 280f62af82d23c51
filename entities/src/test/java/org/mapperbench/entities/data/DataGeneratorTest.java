package org.mapperbench.entities.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.UserData;

class DataGeneratorTest {

  @Test
  void should_change_a_user_to_a_last_name_no_other_change_of_the_run_gave() {
    DataGenerator fork = new DataGenerator(42, 0, 1);
    DataGenerator laterFork = new DataGenerator(42, 0, 2);
    UserData preloaded = fork.nextUser();
    Set<String> lastNames = new HashSet<>();
    for (int i = 0; i < 10_000; i++) {
      lastNames.add(fork.changed(preloaded).lastName());
      lastNames.add(laterFork.changed(preloaded).lastName());
    }
    assertThat(lastNames).hasSize(20_000);
  }

  /** Two JMH runs of one fork replay the same values on the same stored order: its status still differs. */
  @Test
  void should_change_an_order_to_a_status_no_other_change_of_the_run_gave() {
    DataGenerator firstRun = new DataGenerator(42, 0, 1);
    DataGenerator nextRun = new DataGenerator(42, 0, 2);
    OrderData stored = firstRun.nextOrder();
    Set<String> statuses = new HashSet<>();
    for (int i = 0; i < 10_000; i++) {
      statuses.add(firstRun.changed(stored).status());
      statuses.add(nextRun.changed(stored).status());
    }
    assertThat(statuses).hasSize(20_000).allSatisfy(status -> assertThat(status).hasSizeLessThanOrEqualTo(32));
  }

  @Test
  void should_give_the_same_values_for_the_same_seed_and_stream() {
    DataGenerator a = new DataGenerator(42, 3, 0);
    DataGenerator b = new DataGenerator(42, 3, 0);
    for (int i = 0; i < 100; i++) {
      assertThat(b.nextUser()).isEqualTo(a.nextUser());
      assertThat(b.nextOrder()).isEqualTo(a.nextOrder());
    }
  }

  @Test
  void should_give_the_same_values_but_other_ids_in_another_id_space() {
    DataGenerator a = new DataGenerator(42, 0, 0);
    DataGenerator b = new DataGenerator(42, 0, 1);
    var userA = a.nextUser();
    var userB = b.nextUser();
    assertThat(userB.id()).isNotEqualTo(userA.id());
    assertThat(userB.firstName()).isEqualTo(userA.firstName());
    assertThat(userB.city()).isEqualTo(userA.city());
  }

  @Test
  void should_never_repeat_an_id_across_streams_and_id_spaces() {
    Set<UUID> ids = new HashSet<>();
    for (int space = 0; space < 4; space++) {
      for (int stream = 0; stream < 4; stream++) {
        DataGenerator gen = new DataGenerator(7, stream, space);
        IntStream.range(0, 1000).forEach(i -> assertThat(ids.add(gen.nextId())).isTrue());
      }
    }
  }

  @Test
  void should_build_orders_like_the_hat_shop() {
    DataGenerator gen = new DataGenerator(1, 0, 0);
    for (int i = 0; i < 200; i++) {
      OrderData order = gen.nextOrder();
      assertThat(order.lineItems()).hasSizeBetween(1, 5);
      assertThat(order.subTotal())
          .isEqualByComparingTo(order.lineItems().stream().map(l -> l.linePrice())
              .reduce(java.math.BigDecimal.ZERO, java.math.BigDecimal::add));
      assertThat(order.createdAt().toEpochMilli() % 1).isZero();
    }
  }

  @Test
  void should_keep_ids_and_change_values_when_an_order_changes() {
    DataGenerator gen = new DataGenerator(1, 0, 0);
    OrderData order = gen.nextOrder();
    OrderData changed = gen.changed(order);
    assertThat(changed.id()).isEqualTo(order.id());
    assertThat(changed.lineItems()).extracting(l -> l.id())
        .containsExactlyElementsOf(order.lineItems().stream().map(l -> l.id()).toList());
    assertThat(changed.status()).isNotEqualTo(order.status());
  }

  @Test
  void should_claim_distinct_id_spaces_in_order(@TempDir Path dir) {
    assertThat(IdSpace.claim(dir)).isEqualTo(0);
    assertThat(IdSpace.claim(dir)).isEqualTo(1);
    assertThat(IdSpace.claim(dir)).isEqualTo(2);
  }
}
