package org.mapperbench.jmh.runner;

import java.util.Locale;
import sun.misc.Signal;

/**
 * A stop the user asked for, by Ctrl-C in a terminal (SIGINT) or SIGTERM: the run ends where it is, keeps every fork
 * JVM that finished, and the runner exits with the shell's code for the signal (130 or 143). The first signal is
 * recorded and the running fork is stopped; the runner's own code notices it at its next checkpoint and unwinds
 * through its usual {@code finally} blocks, so servers stop and run.json is written. Maven passes a terminal's Ctrl-C
 * on to the runner as a SIGTERM right after the SIGINT, so a SIGTERM within {@link #ECHO_MILLIS} of a SIGINT is the
 * same stop.
 */
public final class RunStop {
  static final long ECHO_MILLIS = 2000;

  /** The signals handled, by name, with the exit code a shell gives a process they ended. */
  enum Cause {
    INT("Ctrl-C", 130),
    TERM("SIGTERM", 143);

    final String words;
    final int exitCode;

    Cause(String words, int exitCode) {
      this.words = words;
      this.exitCode = exitCode;
    }
  }

  /** Thrown at a checkpoint once a stop was asked for: the run unwinds to {@link BenchRun#main}. */
  public static final class Stopped extends RuntimeException {
    Stopped(Cause cause) {
      super("stopped by " + cause.words, null, false, false);
    }
  }

  private static volatile Cause cause;
  private static volatile long askedAtMillis;
  private static volatile Runnable onStop = () -> { };

  private RunStop() {}

  /** Handles SIGINT and SIGTERM from now on; {@code stopWork} stops whatever child process is running. */
  static void install(Runnable stopWork) {
    onStop = stopWork;
    for (Cause each : Cause.values()) {
      Signal.handle(new Signal(each.name()), signal -> ask(Cause.valueOf(signal.getName().toUpperCase(Locale.ROOT)),
          System.currentTimeMillis()));
    }
  }

  /** Records the first stop and stops the running work; a second one is ignored (see the class comment). */
  static synchronized void ask(Cause signal, long nowMillis) {
    if (cause != null) {
      return;
    }
    cause = signal;
    askedAtMillis = nowMillis;
    onStop.run();
  }

  /** Whether SIGTERM at {@code nowMillis} only echoes a terminal's Ctrl-C, which Maven passes on. */
  static boolean echo(Cause signal, long nowMillis) {
    return cause == Cause.INT && signal == Cause.TERM && nowMillis - askedAtMillis <= ECHO_MILLIS;
  }

  public static boolean requested() {
    return cause != null;
  }

  /** Throws {@link Stopped} once a stop was asked for: called between fork JVMs, rounds and phases. */
  public static void checkpoint() {
    Cause asked = cause;
    if (asked != null) {
      throw new Stopped(asked);
    }
  }

  /** The exit code of the stop asked for: 130 for Ctrl-C, 143 for SIGTERM. */
  static int exitCode() {
    return cause == null ? 0 : cause.exitCode;
  }

  /** "Ctrl-C" or "SIGTERM"; null when none was asked for. */
  static String cause() {
    return cause == null ? null : cause.words;
  }

  /** Forgets the stop: for tests. */
  static synchronized void reset() {
    cause = null;
    askedAtMillis = 0;
    onStop = () -> { };
  }
}
