package org.mapperbench.jmh.results.figures;

import java.time.Duration;

/** How the runner's lines and the reference run write a span of time. */
public final class Durations {
  private Durations() {
  }

  /** "14:05": minutes and seconds, as the progress lines and the budget say them. */
  public static String clock(long nanos) {
    Duration d = Duration.ofNanos(nanos);
    return String.format("%d:%02d", d.toMinutes(), d.toSecondsPart());
  }
}
