package org.mapperbench.jmh.runner.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import java.util.List;
import org.junit.jupiter.api.Test;

class LocalProcessSourceTest {

  @Test
  void should_read_this_jvms_own_rss_and_cpu() {
    LocalProcessSource source = LocalProcessSource.process("client", ProcessHandle.current());

    assertThat(source.sample()).as("the first reading only primes the CPU delta").isEmpty();
    Spin.cpuMillis(200);
    Sample sample = source.sample().orElseThrow();

    assertThat(sample.rssBytes()).isGreaterThan(10L * 1024 * 1024);
    assertThat(sample.cpuPercent())
        .as("one busy thread, on a machine of %d cores", Runtime.getRuntime().availableProcessors())
        .isGreaterThan(1.0)
        .isLessThan(100.0 * Runtime.getRuntime().availableProcessors() + 50);
    assertThat(sample.heapBytes()).as("a process seen from outside has no known heap").isNull();
  }

  @Test
  void should_sum_a_tree_and_count_a_child_started_between_samples() throws Exception {
    LocalProcessSource tree = LocalProcessSource.tree("client", "this JVM", () -> List.of(ProcessHandle.current()));
    LocalProcessSource alone = LocalProcessSource.process("alone", ProcessHandle.current());
    tree.sample();
    alone.sample();
    Process child = new ProcessBuilder("sleep", "5").start();
    try {
      // This JVM alone first: its resident set may grow between the two samples by more than the child's.
      Sample own = alone.sample().orElseThrow();
      Sample summed = tree.sample().orElseThrow();
      assertThat(summed.rssBytes()).isGreaterThan(own.rssBytes());
    } finally {
      child.destroy();
      child.waitFor(5, TimeUnit.SECONDS);
    }
  }

  @Test
  void should_report_nothing_while_there_is_no_benchmark_jvm_or_once_a_process_has_ended() throws Exception {
    LocalProcessSource none = LocalProcessSource.tree("client", "no JVM", List::of);
    none.sample();
    assertThat(none.sample()).isEmpty();

    Process child = new ProcessBuilder("true").start();
    child.waitFor(5, TimeUnit.SECONDS);
    LocalProcessSource ended = LocalProcessSource.process("gone", child.toHandle());
    ended.sample();
    assertThat(ended.sample()).isEmpty();
  }
}
