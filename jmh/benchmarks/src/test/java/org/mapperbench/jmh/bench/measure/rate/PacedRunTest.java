package org.mapperbench.jmh.bench.measure.rate;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.protocol.metrics.CallTimes;

/**
 * The schedule and the latency accounting of an open loop, on a stand-in call that parks; the real calls, on real
 * servers, are the runner's. Bounds are loose: they tell a counted stall from an omitted one, not a speed.
 */
class PacedRunTest {
  private static final long MS = TimeUnit.MILLISECONDS.toNanos(1);

  @Test
  void should_issue_every_due_call_no_sooner_than_due() throws Exception {
    PacedRun run = new PacedRun(2000, Duration.ofSeconds(1), 4, List.of("call"));
    CallTimes times = run.run(worker -> call(ticket -> 0, () -> LockSupport.parkNanos(100_000)),
        Duration.ofSeconds(5));

    assertThat(times.calls()).isEqualTo(2000);
    assertThat(times.completed()).isEqualTo(2000);
    for (int i = 0; i < times.calls(); i++) {
      assertThat(times.due()[i]).isEqualTo(Math.round(i * 1e9 / 2000));
      assertThat(times.start()[i]).isGreaterThanOrEqualTo(times.due()[i]);
      assertThat(times.end()[i]).isGreaterThanOrEqualTo(times.start()[i]);
    }
  }

  /**
   * A server that stops answering for 200 ms: every call due meanwhile waits until it answers again, so the latency
   * from when calls were due holds the stall many times, while the service time holds it at most once per worker.
   */
  @Test
  void should_count_a_stall_for_every_call_it_delayed() throws Exception {
    AtomicLong stalledUntil = new AtomicLong();
    // 5,000 calls: the four workers' stalled service times stay below the p99.9, the 5th largest of them.
    PacedRun run = new PacedRun(1000, Duration.ofSeconds(5), 4, List.of("call"));
    CallTimes times = run.run(worker -> {
      long[] readied = {-1};
      return call(ticket -> {
        readied[0] = ticket;
        return 0;
      }, () -> {
        if (readied[0] == 1000) {
          stalledUntil.set(System.nanoTime() + 200 * MS);
        }
        // A stalled server answers no one: a call issued meanwhile returns when it resumes.
        long left;
        while ((left = stalledUntil.get() - System.nanoTime()) > 0) {
          LockSupport.parkNanos(left);
        }
        LockSupport.parkNanos(100_000);
      });
    }, Duration.ofSeconds(5));

    long[] corrected = new long[times.calls()];
    long[] service = new long[times.calls()];
    for (int i = 0; i < times.calls(); i++) {
      corrected[i] = times.end()[i] - times.due()[i];
      service[i] = times.end()[i] - times.start()[i];
    }
    assertThat(Arrays.stream(corrected).filter(v -> v >= 100 * MS).count()).isGreaterThanOrEqualTo(80);
    assertThat(Arrays.stream(service).filter(v -> v >= 100 * MS).count()).isLessThanOrEqualTo(4);
    assertThat(percentile(corrected, 99.9)).isGreaterThanOrEqualTo(150 * MS);
    assertThat(percentile(service, 99.9)).isLessThan(50 * MS);
  }

  @Test
  void should_read_back_what_it_wrote(@TempDir Path dir) throws Exception {
    CallTimes times = new PacedRun(500, Duration.ofMillis(200), 2, List.of("a", "b"))
        .run(worker -> call(ticket -> (int) (ticket % 2), () -> { }), Duration.ofSeconds(5));
    Path file = dir.resolve(CallTimes.FILE);
    times.write(file);
    CallTimes back = CallTimes.read(file);

    assertThat(back.kinds()).containsExactly("a", "b");
    assertThat(back.ratePerSecond()).isEqualTo(500);
    assertThat(back.workers()).isEqualTo(2);
    assertThat(back.due()).containsExactly(times.due());
    assertThat(back.end()).containsExactly(times.end());
    assertThat(back.kind()).containsExactly(times.kind());
    assertThat(back.kind()[1]).isEqualTo((byte) 1);
  }

  private static PacedRun.Call call(java.util.function.LongToIntFunction ready, Runnable run) {
    return new PacedRun.Call() {
      @Override
      public int ready(long ticket) {
        return ready.applyAsInt(ticket);
      }

      @Override
      public void run() {
        run.run();
      }
    };
  }

  private static long percentile(long[] values, double p) {
    long[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[(int) Math.min(sorted.length - 1, Math.ceil(p / 100 * sorted.length) - 1)];
  }
}
