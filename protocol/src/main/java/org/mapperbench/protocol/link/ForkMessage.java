package org.mapperbench.protocol.link;

import java.io.Serializable;

/**
 * What a fork JVM tells the runner over its link ({@link ForkLink}), one record per kind, as JMH's own runner/link
 * does. Five of them are questions the fork waits on: the runner answers {@link RequestCountsAsked} with a {@link
 * ForkProtocol.RequestCounts} (null when it could not read the counters), {@link SettleAsked} with a {@link
 * ForkProtocol.Settled}, and {@link TrialAsked}, {@link TurnAsked} and {@link WarmUpAsked} with {@link Boolean#TRUE}
 * when the fork may go on: at once for a fork alone, in turns for forks interleaved (docs/methodology.md,
 * "Interleaved windows"). The fork's console is JMH's and the adapter's, for a user to read: nothing parses it.
 */
public sealed interface ForkMessage extends Serializable {

  /**
   * The fork is ready to start trial {@code trial} of its plan ({@code trial} = the plan's length: to end), and
   * waits until every fork it is interleaved with has ended the trials before it.
   */
  record TrialAsked(int trial) implements ForkMessage {}

  /**
   * The fork is ready to measure a window of trial {@code trial} and waits for its turn: forks interleaved take
   * their windows in turns, and a fork's iteration set-up, window and tidying up all fall inside its turn.
   */
  record TurnAsked(int trial) implements ForkMessage {}

  /** The fork's window of trial {@code trial} and everything around it are over: the next fork's turn. */
  record TurnEnded(int trial) implements ForkMessage {}

  /**
   * The fork is ready to run warm-up iterations of trial {@code trial} and waits until no other fork warms up or
   * measures: a warm-up judges the JIT quiet by its share of the iterations' time, which others' work beside it
   * stretches.
   */
  record WarmUpAsked(int trial) implements ForkMessage {}

  /** The fork's warm-up iterations asked for by its last {@link WarmUpAsked} are over. */
  record WarmUpEnded(int trial) implements ForkMessage {}

  /** Trial {@code trial} of the fork's plan starts: its warm-up, then its measured run. */
  record TrialStarted(int trial) implements ForkMessage {}

  /**
   * A profiled window of trial {@code trial} is closing with no set-up call in it: the fork's last request-count
   * question was asked as it opened, and its next is asked now, so the server's requests between them are the timed
   * calls' alone.
   */
  record WindowClosing(int trial) implements ForkMessage {}

  /** Trial {@code trial} ended: with its result when {@code failure} is null. */
  record TrialEnded(int trial, Failure failure) implements ForkMessage {
    public boolean passed() {
      return failure == null;
    }
  }

  /** The fork failed outside any trial, and ends. */
  record ForkFailed(Failure failure) implements ForkMessage {}

  /** The fork waits for the server's request counters so far. */
  record RequestCountsAsked() implements ForkMessage {}

  /** The fork waits while the runner empties the server's tables and lets it settle ({@code bench.settleSeconds}). */
  record SettleAsked() implements ForkMessage {}

  /**
   * What failed, as a user reads it: the root cause's simple class name and the first line of its message.
   *
   * @param type e.g. {@code NoHostAvailableException}
   * @param message its message's first line, or empty
   */
  record Failure(String type, String message) implements Serializable {
    private static final int LONGEST = 240;

    /**
     * The root cause of {@code thrown}; JMH's BenchmarkException carries what the benchmark threads threw as
     * suppressed exceptions, not as its cause.
     */
    public static Failure of(Throwable thrown) {
      Throwable root = root(thrown);
      if (root.getSuppressed().length > 0) {
        root = root(root.getSuppressed()[0]);
      }
      String message = root.getMessage() == null ? "" : root.getMessage().lines().findFirst().orElse("");
      return new Failure(root.getClass().getSimpleName(), message);
    }

    /** One line, at most 240 characters. */
    public String line() {
      String line = message.isEmpty() ? type : type + ": " + message;
      return line.length() > LONGEST ? line.substring(0, LONGEST) + "..." : line;
    }

    private static Throwable root(Throwable thrown) {
      Throwable root = thrown;
      while (root.getCause() != null && root.getCause() != root) {
        root = root.getCause();
      }
      return root;
    }
  }
}
