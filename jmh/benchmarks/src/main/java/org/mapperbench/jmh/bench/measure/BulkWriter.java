package org.mapperbench.jmh.bench.measure;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.mapperbench.entities.schema.Operation;
import org.mapperbench.settings.BenchSettings;

/**
 * Writes the rows a batch of inputs needs on a few threads at once, through the adapter itself (the contract is
 * thread-safe: the throughput sweep shares one adapter among its threads). A write is a round trip that leaves the
 * client idle, so a handful in flight prepare several times faster than one after another. Every write that
 * completes is recorded in the call ledger; the first that fails fails the trial.
 */
public final class BulkWriter implements AutoCloseable {

  private static ExecutorService pool;
  private static int poolThreads;

  private final List<CompletableFuture<Void>> writes = new ArrayList<>();
  private final ExecutorService executor;

  /**
   * @param trialThreads the benchmark threads of the trial: each waits in its own set-up while its inputs are written,
   *     so as many writes may be in flight as the timed calls will have (and at least {@code bench.prepareThreads})
   */
  BulkWriter(int trialThreads) {
    executor = executor(Math.max(trialThreads, Math.max(1, BenchSettings.PREPARE_THREADS.get(System.getProperties()))));
  }

  void submit(Runnable write, Operation op) {
    writes.add(CompletableFuture.runAsync(() -> {
      write.run();
      CallLedger.record(op);
    }, executor));
  }

  /** Waits for every write submitted; rethrows the first failure. */
  void awaitAll() {
    try {
      CompletableFuture.allOf(writes.toArray(CompletableFuture[]::new)).join();
    } catch (CompletionException e) {
      throw new IllegalStateException("preparing inputs failed: " + e.getCause(), e.getCause());
    }
  }

  /** Leaves no write running after its batch, even when one failed. */
  @Override
  public void close() {
    writes.forEach(w -> w.cancel(false));
    CompletableFuture.allOf(writes.toArray(CompletableFuture[]::new)).exceptionally(e -> null).join();
  }

  /** One pool for the JVM, resized when a trial wants another size. */
  private static synchronized ExecutorService executor(int threads) {
    if (pool == null || poolThreads != threads) {
      if (pool != null) {
        pool.shutdown();
      }
      pool = Executors.newFixedThreadPool(threads, r -> {
        Thread t = new Thread(r, "input-preparation");
        t.setDaemon(true);
        return t;
      });
      poolThreads = threads;
    }
    return pool;
  }
}
