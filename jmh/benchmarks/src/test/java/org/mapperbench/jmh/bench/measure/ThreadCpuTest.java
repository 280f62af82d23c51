package org.mapperbench.jmh.bench.measure;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mapperbench.protocol.metrics.ThreadKind;

class ThreadCpuTest {

  @Test
  void should_charge_a_busy_java_thread_to_work_and_find_the_jvm_s_own_threads() {
    ThreadCpu before = ThreadCpu.ofThisJvm(true);
    // Until the thread has had 50 ms of CPU, not of wall time: on a loaded machine it gets less than it waits.
    java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
    long spin = threads.getCurrentThreadCpuTime() + 50_000_000;
    long sum = 0;
    while (threads.getCurrentThreadCpuTime() < spin) {
      sum += System.nanoTime() % 7;
    }
    ThreadCpu after = ThreadCpu.ofThisJvm(false);

    assertThat(sum).isPositive();
    assertThat(before.known()).isTrue();
    Map<ThreadKind, Long> spent = after.since(before);
    assertThat(spent.get(ThreadKind.WORK)).as("50 ms of spinning").isGreaterThan(40_000_000L);
    assertThat(spent.values()).allSatisfy(nanos -> assertThat(nanos).isNotNegative());
    assertThat(after.threads().values()).extracting(ThreadCpu.Sample::kind)
        .contains(ThreadKind.WORK, ThreadKind.JIT, ThreadKind.JVM);
  }

  @Test
  void should_lose_no_time_to_a_thread_that_ended_between_two_readings() throws InterruptedException {
    Thread busy = new Thread(() -> {
      long end = System.nanoTime() + 20_000_000;
      while (System.nanoTime() < end) {
        Thread.onSpinWait();
      }
    });
    busy.start();
    busy.join(); // not yet read: the first reading may or may not see it
    ThreadCpu before = ThreadCpu.ofThisJvm(true);
    ThreadCpu after = ThreadCpu.ofThisJvm(false);
    assertThat(after.since(before).values()).allSatisfy(nanos -> assertThat(nanos).isNotNegative());
  }

  @Test
  void should_read_another_process_s_threads_and_know_nothing_without_one() {
    assertThat(ThreadCpu.of(List.of(ProcessHandle.current())).known()).isTrue();
    assertThat(ThreadCpu.of(List.of()).known()).as("no server").isFalse();
  }
}
