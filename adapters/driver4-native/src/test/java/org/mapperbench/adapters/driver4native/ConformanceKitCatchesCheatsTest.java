package org.mapperbench.adapters.driver4native;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.conformance.AdapterConformanceTest;
import org.mapperbench.entities.conformance.CheatingAdapters;
import org.mapperbench.entities.conformance.ServerFixtures;

/**
 * The kit is only worth something if it fails adapters that skip the server. These run it on wrappers of this
 * adapter that cache, skip or buffer, and check that it names what they did. They need the servers the kit needs,
 * so they are skipped when it is.
 */
@ExtendWith(ServerFixtures.class)
class ConformanceKitCatchesCheatsTest {

  static class CachingReads extends AdapterConformanceTest {
    @Override
    protected MapperAdapter newAdapter() {
      return CheatingAdapters.cachingUserReads(new Driver4NativeAdapter());
    }
  }

  static class SkippedStatusUpdates extends AdapterConformanceTest {
    @Override
    protected MapperAdapter newAdapter() {
      return CheatingAdapters.skippingStatusUpdates(new Driver4NativeAdapter());
    }
  }

  static class BufferedWrites extends AdapterConformanceTest {
    @Override
    protected MapperAdapter newAdapter() {
      return CheatingAdapters.bufferingUserWrites(new Driver4NativeAdapter());
    }
  }

  static class EmulatedConditionalUpdates extends AdapterConformanceTest {
    @Override
    protected MapperAdapter newAdapter() {
      return CheatingAdapters.emulatingConditionalUpdates(new Driver4NativeAdapter());
    }
  }

  static class DroppedProduct extends AdapterConformanceTest {
    @Override
    protected MapperAdapter newAdapter() {
      return CheatingAdapters.droppingTheLastProduct(new Driver4NativeAdapter());
    }
  }

  static class CachedPages extends AdapterConformanceTest {
    @Override
    protected MapperAdapter newAdapter() {
      return CheatingAdapters.cachingPages(new Driver4NativeAdapter());
    }
  }

  @Test
  void should_fail_an_adapter_that_returns_fewer_rows_than_the_partition_holds() {
    assertThat(failures(DroppedProduct.class))
        .contains("should_store_products_of_every_type_and_read_them_back_exactly()",
            "should_return_n_products_in_clustering_order_whatever_order_they_were_written_in()",
            "should_reach_the_server_on_every_call(Operation)[17]",
            "should_reach_the_server_on_every_call(Operation)[18]",
            "should_reach_the_server_on_every_call(Operation)[19]",
            "should_reach_the_server_on_every_call(Operation)[20]");
  }

  @Test
  void should_fail_an_adapter_that_hands_over_a_page_from_a_cache() {
    assertThat(failures(CachedPages.class)).contains("should_reach_the_server_on_every_call(Operation)[21]")
        .noneMatch(test -> test.contains("product"));
  }

  @Test
  void should_fail_an_adapter_that_answers_reads_from_a_cache() {
    assertThat(failures(CachingReads.class)).containsExactlyInAnyOrder("should_leave_no_user_after_delete()",
            "should_reach_the_server_on_every_call(Operation)[3]",
            "should_reach_the_server_on_every_read_of_the_same_row_on_disk()");
  }

  @Test
  void should_fail_an_adapter_that_skips_calls() {
    assertThat(failures(SkippedStatusUpdates.class))
        .contains("should_change_only_the_status_on_status_update()",
            "should_reach_the_server_on_every_call(Operation)[9]");
  }

  @Test
  void should_fail_an_adapter_that_buffers_writes() {
    assertThat(failures(BufferedWrites.class))
        .contains("should_store_a_user_as_written_and_read_it_back()",
            "should_reach_the_server_on_every_call(Operation)[2]");
  }

  @Test
  void should_fail_an_adapter_that_emulates_a_conditional_update_with_a_read_and_an_update() {
    assertThat(failures(EmulatedConditionalUpdates.class))
        .containsExactlyInAnyOrder("should_run_a_paxos_round_on_every_conditional_update()",
            "should_reach_the_server_on_every_call(Operation)[10]");
  }

  private static List<String> failures(Class<?> conformance) {
    List<Event> failed = EngineTestKit.engine("junit-jupiter").selectors(selectClass(conformance)).execute()
        .testEvents().failed().stream().toList();
    // Each failure's own message, so that an unexpected one can be told from the cheat's in the build's log.
    failed.forEach(e -> System.out.println(conformance.getSimpleName() + " failed " + e.getTestDescriptor()
        .getLegacyReportingName() + ": " + e.getPayload(org.junit.platform.engine.TestExecutionResult.class)
        .flatMap(org.junit.platform.engine.TestExecutionResult::getThrowable).map(Throwable::getMessage)
        .map(m -> m.lines().findFirst().orElse(m)).orElse("")));
    return failed.stream().map(Event::getTestDescriptor).map(d -> d.getLegacyReportingName()).toList();
  }
}
