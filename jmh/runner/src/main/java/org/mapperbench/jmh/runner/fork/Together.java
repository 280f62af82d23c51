package org.mapperbench.jmh.runner.fork;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Fork JVMs followed at once, each on a thread of its own: their links' questions block only their own thread. */
final class Together {
  private Together() {}

  /** Each fork's exit code, in order; one fork runs on the caller's thread. */
  static List<Integer> all(List<Callable<Integer>> forks) {
    try {
      if (forks.size() == 1) {
        return List.of(forks.get(0).call());
      }
      ExecutorService threads = Executors.newFixedThreadPool(forks.size());
      try {
        List<Future<Integer>> running = new ArrayList<>();
        forks.forEach(fork -> running.add(threads.submit(fork)));
        List<Integer> exits = new ArrayList<>();
        for (Future<Integer> exit : running) {
          exits.add(exit.get());
        }
        return exits;
      } finally {
        threads.shutdownNow();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      BenchmarkJvm.stopCurrent();
      throw new IllegalStateException("interrupted");
    } catch (ExecutionException e) {
      BenchmarkJvm.stopCurrent();
      throw e.getCause() instanceof RuntimeException thrown ? thrown : new IllegalStateException(e.getCause());
    } catch (RuntimeException e) {
      throw e;
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }
}
