package org.mapperbench.jmh.bench.measure.rate;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntFunction;
import org.mapperbench.protocol.metrics.CallTimes;

/**
 * Calls issued at a fixed arrival rate, as a service receives them, whatever the server does meanwhile (an open loop).
 * Call k is due k / rate seconds after the start. Any of the run's workers takes the next due call, waits for its
 * time, issues it and records when it was due, issued and returned. A worker that is late issues at once, and the
 * call's latency still counts from when it was due: a closed loop (JMH's modes) would not have sent it at all while
 * the server stalled, and would report the stall once instead of for every call it delayed (coordinated omission).
 *
 * <p>One schedule shared by all workers is one queue served by N workers, as a service's request pool is; per-thread
 * schedules would make N separate queues, and the thread count would change the latency. The workers bound the
 * calls in flight to N, so a stalled server shows as waiting, not as memory. Every call due within the run is issued,
 * the backlog after a stall included, so the end of a run does not drop the calls that waited longest.
 */
public final class PacedRun {
  /** A worker's calls: each readied untimed, before the worker waits for its time, then made and timed. */
  public interface Call {
    /**
     * Readies the call of ticket k on this worker (takes its input), untimed.
     *
     * @return the call's kind, an index into the run's kinds (0 for a run of one operation)
     */
    int ready(long ticket);

    /** The library call readied last on this worker: the only timed code. */
    void run() throws Exception;
  }

  private static final long LEAD_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

  private final double ratePerSecond;
  private final long lengthNanos;
  private final int workers;
  private final List<String> kinds;

  /**
   * @param ratePerSecond calls due per second
   * @param length how long calls fall due
   * @param workers the threads that issue them, the most calls in flight at once
   * @param kinds the names of the calls' kinds, as {@link Call#run} indexes them
   */
  public PacedRun(double ratePerSecond, Duration length, int workers, List<String> kinds) {
    if (!(ratePerSecond > 0) || workers < 1 || length.isNegative() || length.isZero()) {
      throw new IllegalArgumentException("a paced run needs a rate, a length and a worker");
    }
    this.ratePerSecond = ratePerSecond;
    this.lengthNanos = length.toNanos();
    this.workers = workers;
    this.kinds = List.copyOf(kinds);
  }

  /** How long calls fall due. */
  public Duration length() {
    return Duration.ofNanos(lengthNanos);
  }

  /** The calls due in the run: those due before its end. */
  public int calls() {
    return (int) Math.ceil(lengthNanos / 1e9 * ratePerSecond);
  }

  /** When ticket k is due, in nanoseconds from the start: computed from k, so no rounding accumulates. */
  long due(long ticket) {
    return Math.round(ticket * 1e9 / ratePerSecond);
  }

  /**
   * Runs the schedule and waits until every call due in it has returned, or until {@code drain} after its end.
   *
   * @param calls each worker's calls, by the worker's index
   * @return the times of every call; a call that had not returned by then has end -1
   */
  public CallTimes run(IntFunction<Call> calls, Duration drain) throws InterruptedException {
    int n = calls();
    long[] due = new long[n];
    long[] start = new long[n];
    long[] end = new long[n];
    byte[] kind = new byte[n];
    boolean[] failed = new boolean[n];
    java.util.Arrays.fill(end, -1);
    AtomicLong tickets = new AtomicLong();
    CountDownLatch ready = new CountDownLatch(workers);
    CountDownLatch go = new CountDownLatch(1);
    long[] origin = new long[1];
    List<Thread> threads = new ArrayList<>(workers);
    for (int w = 0; w < workers; w++) {
      Call call = calls.apply(w);
      Thread t = new Thread(() -> {
        ready.countDown();
        try {
          go.await();
        } catch (InterruptedException e) {
          return;
        }
        long t0 = origin[0];
        for (long k = tickets.getAndIncrement(); k < n; k = tickets.getAndIncrement()) {
          int i = (int) k;
          due[i] = due(k);
          kind[i] = (byte) call.ready(k);
          parkUntil(t0 + due[i]);
          start[i] = System.nanoTime() - t0;
          try {
            call.run();
          } catch (Exception e) {
            failed[i] = true;
          }
          end[i] = System.nanoTime() - t0;
        }
      }, "paced-worker-" + w);
      t.setDaemon(true);
      threads.add(t);
      t.start();
    }
    ready.await();
    long epochMillis = System.currentTimeMillis() + TimeUnit.NANOSECONDS.toMillis(LEAD_NANOS);
    origin[0] = System.nanoTime() + LEAD_NANOS;
    go.countDown();
    long deadline = origin[0] + lengthNanos + drain.toNanos();
    for (Thread t : threads) {
      t.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
    }
    // A call still in flight keeps end -1; its worker, a daemon, is left to the call's own timeout.
    return new CallTimes(ratePerSecond, workers, lengthNanos, epochMillis, kinds, due, start, end, kind, failed);
  }

  private static void parkUntil(long nanoTime) {
    for (long wait = nanoTime - System.nanoTime(); wait > 0; wait = nanoTime - System.nanoTime()) {
      LockSupport.parkNanos(wait);
    }
  }
}
