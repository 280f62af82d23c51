package org.mapperbench.jmh.runner.core;

import java.util.Locale;
import sun.misc.Signal;

/**
 * A stop the user asked for, by Ctrl-C in a terminal (SIGINT) or SIGTERM: the run ends where it is, keeps every fork
 * JVM that finished, and the runner exits with the shell's code for the signal (130 or 143). The first signal is
 * recorded and the running fork is stopped; the runner's own code notices it at its next checkpoint and unwinds
 * through its usual {@code finally} blocks, so servers stop and run.json is written. Maven passes a terminal's Ctrl-C
 * on to the runner as a SIGTERM right after the SIGINT, so every signal after the first is the same stop: the handler
 * ignores it, and the exit code stays the first one's.
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

  /** Thrown at a checkpoint once a stop was asked for: the run unwinds to {@code BenchRun.main}. */
  public static final class Stopped extends RuntimeException {
    Stopped(Cause cause) {
      super("stopped by " + cause.words, null, false, false);
    }
  }

  private static volatile Cause cause;
  private static volatile Runnable onStop = () -> { };
  private static volatile Runnable lastWords = () -> { };
  /** How long the run may take to unwind once stopped, before it ends anyway (its shutdown hooks stop children). */
  public static final long UNWIND_SECONDS = 60;

  private RunStop() {}

  /**
   * Handles SIGINT and SIGTERM from now on; {@code stopWork} stops whatever child process is running, and
   * {@code unwound} ends the runner (its last line and exit) if the run has not unwound {@link #UNWIND_SECONDS} after
   * a stop: a wait the code did not foresee must not keep a stopped run alive.
   */
  public static void install(Runnable stopWork, Runnable unwound) {
    onStop = stopWork;
    lastWords = unwound;
    for (Cause each : Cause.values()) {
      Signal.handle(new Signal(each.name()), signal -> ask(Cause.valueOf(signal.getName().toUpperCase(Locale.ROOT))));
    }
  }

  /** Records the first stop and stops the running work; a second one is ignored (see the class comment). */
  static synchronized void ask(Cause signal) {
    if (cause != null) {
      return;
    }
    cause = signal;
    onStop.run();
    Runnable end = lastWords;
    Thread watchdog = new Thread(() -> {
      try {
        Thread.sleep(UNWIND_SECONDS * 1000);
        end.run();
      } catch (InterruptedException e) {
        // the runner is exiting
      }
    }, "stop-watchdog");
    watchdog.setDaemon(true);
    watchdog.start();
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

  /**
   * As {@link #checkpoint()}, after a child process ended with {@code exit}: a terminal's Ctrl-C reaches the whole
   * process group at once, so a fork JVM may end of it (exit 130) before this JVM's own handler has run. Such an exit
   * waits a moment for the stop before it counts as the child's failure.
   */
  public static void checkpointAfter(int exit) {
    if (exit > 128 && exit <= 128 + 64) {
      long deadline = System.nanoTime() + ECHO_MILLIS * 1_000_000;
      while (cause == null && System.nanoTime() < deadline) {
        try {
          Thread.sleep(20);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          break;
        }
      }
    }
    checkpoint();
  }

  /** The exit code of the stop asked for: 130 for Ctrl-C, 143 for SIGTERM. */
  public static int exitCode() {
    return cause == null ? 0 : cause.exitCode;
  }

  /** "Ctrl-C" or "SIGTERM"; null when none was asked for. */
  public static String cause() {
    return cause == null ? null : cause.words;
  }

  /** Forgets the stop: for tests. */
  static synchronized void reset() {
    cause = null;
    onStop = () -> { };
    lastWords = () -> { };
  }
}
