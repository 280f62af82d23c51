package org.mapperbench.jmh.runner.server;

import java.time.Duration;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.mapperbench.jmh.runner.core.RunStop;

/** A server call tried again every 500 ms while it fails in a way that passes, for as long as the caller can wait. */
final class Retry {
  private static final long PAUSE_MILLIS = 500;

  private Retry() {}

  /** The call's result, or its last failure once {@code patience} is over or a failure is not {@code passing}. */
  static <T> T until(Duration patience, Predicate<RuntimeException> passing, Supplier<T> call) {
    long deadline = System.nanoTime() + patience.toNanos();
    while (true) {
      try {
        return call.get();
      } catch (RuntimeException failure) {
        // A stop the user asked for: the server may have taken the same Ctrl-C, and nothing is worth waiting for.
        if (!passing.test(failure) || System.nanoTime() > deadline || RunStop.requested()) {
          throw failure;
        }
        try {
          Thread.sleep(PAUSE_MILLIS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw failure;
        }
      }
    }
  }
}
