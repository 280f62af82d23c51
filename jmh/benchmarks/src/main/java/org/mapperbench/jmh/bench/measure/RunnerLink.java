package org.mapperbench.jmh.bench.measure;

import org.mapperbench.settings.ForkSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.mapperbench.protocol.link.ForkLink;
import org.mapperbench.protocol.link.ForkMessage;
import org.mapperbench.protocol.link.ForkProtocol;

/**
 * The fork's end of its {@link ForkLink} to the runner, which holds the suite's raw connection to the server: a fork
 * JVM holds only its adapter's dependency tree, so it can neither read the server's counters nor empty its tables
 * itself. The fork waits for each answer, which is why a question is only ever asked in untimed set-up. Outside the
 * runner (no {@code bench.linkPort}) nothing is sent and nothing answered.
 */
public final class RunnerLink {
  private static final Integer PORT = ForkSettings.LINK_PORT.get(System.getProperties());
  private static ForkLink link;
  /** The trial whose measured windows are being taken, or -1: warm-ups and profiles take no turns. */
  private static volatile int measuring = -1;

  private RunnerLink() {}

  /** Tells the runner {@code message}; the runner's end reads it at once. */
  public static synchronized void tell(ForkMessage message) {
    if (PORT == null) {
      return;
    }
    try {
      if (link == null) {
        link = ForkLink.connect(PORT);
      }
      link.send(message);
    } catch (IOException e) {
      throw new UncheckedIOException("the runner's link is gone", e);
    }
  }

  /**
   * Waits until the fork may start trial {@code trial} of its plan, or (the plan's length) end: at once alone, after
   * the forks it is interleaved with have ended the trials before it otherwise.
   */
  public static void awaitTrial(int trial) {
    ask(new ForkMessage.TrialAsked(trial));
  }

  /** From now on, until {@link #measured}, each JMH iteration is a measured window of {@code trial}, taken in turn. */
  public static void measuring(int trial) {
    measuring = trial;
  }

  /** The trial's measured windows are over. */
  public static void measured() {
    measuring = -1;
  }

  /** Before a JMH iteration's set-up: a measured window waits for its turn. */
  static void awaitTurn() {
    int trial = measuring;
    if (trial >= 0) {
      ask(new ForkMessage.TurnAsked(trial));
    }
  }

  /** Before a run of warm-up iterations of {@code trial}: waits until no fork interleaved with this one runs. */
  public static void awaitWarmUp(int trial) {
    ask(new ForkMessage.WarmUpAsked(trial));
  }

  /** The run of warm-up iterations is over. */
  public static void endWarmUp(int trial) {
    tell(new ForkMessage.WarmUpEnded(trial));
  }

  /** After a JMH iteration's tidying up: a measured window hands the turn on. */
  static void endTurn() {
    int trial = measuring;
    if (trial >= 0) {
      tell(new ForkMessage.TurnEnded(trial));
    }
  }

  /** The server's request counters so far, or null outside the runner or when the runner could not read them. */
  static ForkProtocol.RequestCounts requestCounts() {
    return ask(new ForkMessage.RequestCountsAsked()) instanceof ForkProtocol.RequestCounts counts ? counts : null;
  }

  /**
   * Has the runner empty the server's tables and wait for its flushes, compactions or purge to end; its answer, or
   * {@link ForkProtocol.Settled#OFF} outside the runner.
   */
  public static ForkProtocol.Settled settle() {
    ForkProtocol.Settled settled = ask(new ForkMessage.SettleAsked()) instanceof ForkProtocol.Settled answer
        ? answer : ForkProtocol.Settled.OFF;
    if (settled.state() != ForkProtocol.Settled.State.OFF) {
      PreparedCall.tablesEmptied();
    }
    return settled;
  }

  /** The runner's answer to {@code question}, or null without one. */
  private static synchronized Object ask(ForkMessage question) {
    if (PORT == null) {
      return null;
    }
    tell(question);
    try {
      return link.receive();
    } catch (IOException e) {
      return null;
    }
  }
}
