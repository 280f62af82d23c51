package org.mapperbench.jmh.runner.dataset;

import java.io.PrintStream;
import org.mapperbench.jmh.runner.core.RunStop;

/** A load's progress: a line a minute, so that a long load is seen to move; and the user's stop, heard. */
final class LoadProgress {
  private static final long EVERY_NANOS = 60_000_000_000L;

  private final String server;
  private final long users;
  private final PrintStream out;
  private final long start = System.nanoTime();
  private long nextLine = start + EVERY_NANOS;

  LoadProgress(String server, long users, PrintStream out) {
    this.server = server;
    this.users = users;
    this.out = out;
  }

  /** After each user and its order. */
  void row(long row) {
    if ((row & 1023) != 0) {
      return;
    }
    RunStop.checkpoint();
    long now = System.nanoTime();
    if (now > nextLine) {
      nextLine = now + EVERY_NANOS;
      out.printf("dataset: %s %,d of %,d users and their orders (%,.0f a second)%n", server, row, users,
          row / ((now - start) / 1e9));
    }
  }
}
