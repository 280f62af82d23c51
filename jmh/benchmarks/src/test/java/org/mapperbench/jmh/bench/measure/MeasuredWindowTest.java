package org.mapperbench.jmh.bench.measure;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MeasuredWindowTest {

  @Test
  void should_read_this_process_rss_from_the_kernel() {
    assertThat(MeasuredWindow.rssBytes(ProcessHandle.current().pid())).isGreaterThan(10L << 20);
  }

  @Test
  void should_say_unknown_for_a_process_that_does_not_exist() {
    assertThat(MeasuredWindow.rssBytes(Long.MAX_VALUE)).isEqualTo(-1);
  }

  @Test
  void should_open_at_the_last_thread_ready_and_close_at_the_first_thread_done() {
    MeasuredWindow.reset();
    MeasuredWindow.open();
    MeasuredWindow.countCall();
    MeasuredWindow.open(); // a second thread finished its pool later: calls before it are not in the window
    for (int i = 0; i < 5; i++) {
      MeasuredWindow.countCall();
    }
    byte[][] garbage = new byte[100][];
    for (int i = 0; i < garbage.length; i++) {
      garbage[i] = new byte[10_000];
    }
    MeasuredWindow.close();
    MeasuredWindow.countCall();
    MeasuredWindow.close(); // a later thread's close changes nothing

    MeasuredWindow.Counters from = MeasuredWindow.opened();
    MeasuredWindow.Counters to = MeasuredWindow.closed();
    assertThat(to.calls() - from.calls()).isEqualTo(5);
    assertThat(to.clientAllocatedBytes() - from.clientAllocatedBytes()).isGreaterThanOrEqualTo(1_000_000);
    assertThat(to.clientCpuNanos()).isGreaterThanOrEqualTo(from.clientCpuNanos());
    assertThat(to.serverCpuNanos()).as("no server pid given").isEqualTo(-1);
    assertThat(garbage.length).isEqualTo(100); // keeps the allocation alive until measured
  }
}
