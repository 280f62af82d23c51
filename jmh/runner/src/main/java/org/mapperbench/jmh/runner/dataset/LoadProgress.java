package org.mapperbench.jmh.runner.dataset;

import java.io.PrintStream;
import org.mapperbench.jmh.runner.core.RunStop;

/** A load's progress: a line a minute, so that a long load is seen to move; and the user's stop, heard. */
final class LoadProgress {
  private static final long EVERY_NANOS = 60_000_000_000L;

  private final String server;
  private final String rows;
  private final long total;
  private final PrintStream out;
  private final long start = System.nanoTime();
  private long nextLine = start + EVERY_NANOS;

  /** A load of {@code total} {@code rows} (what the line calls them) into {@code server}. */
  LoadProgress(String server, String rows, long total, PrintStream out) {
    this.server = server;
    this.rows = rows;
    this.total = total;
    this.out = out;
  }

  /** After each row. */
  void row(long row) {
    if ((row & 1023) != 0) {
      return;
    }
    RunStop.checkpoint();
    long now = System.nanoTime();
    if (now > nextLine) {
      nextLine = now + EVERY_NANOS;
      out.printf("dataset: %s %,d of %,d %s (%,.0f a second)%n", server, row, total, rows,
          row / ((now - start) / 1e9));
    }
  }
}
