package org.mapperbench.jmh.runner.fork;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.function.Consumer;
import org.mapperbench.protocol.link.ForkLink;
import org.mapperbench.protocol.link.ForkMessage;
import org.mapperbench.settings.ForkSettings;

/**
 * The runner's end of one fork JVM's {@link ForkLink}: a loopback port the fork connects to, then every message it
 * sends, in order, until it closes the link or its JVM ends. Questions are answered on the same thread, at once or
 * when the fork's {@link Interleave.Turns} let it go on: the fork waits for them in untimed set-up.
 */
final class ForkListener implements AutoCloseable {
  /** How often, while no fork has connected, the listener looks whether the JVM is still there to connect. */
  private static final int ACCEPT_POLL_MILLIS = 200;

  private final ServerSocket socket;

  ForkListener() {
    try {
      socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
      socket.setSoTimeout(ACCEPT_POLL_MILLIS);
    } catch (IOException e) {
      throw new UncheckedIOException("no loopback port for a fork's link", e);
    }
  }

  /** The port the fork is told ({@link ForkSettings#LINK_PORT}). */
  int port() {
    return socket.getLocalPort();
  }

  /**
   * Follows the fork's messages until it closes the link or {@code process} ends; returns at once if it ends without
   * connecting (a JVM that failed to start).
   *
   * @param messages what the fork tells, questions apart
   * @param answers what the fork asks
   */
  void follow(Process process, Consumer<ForkMessage> messages, BenchmarkJvm.Answers answers) throws IOException {
    try (ForkLink link = accept(process)) {
      if (link == null) {
        return;
      }
      Interleave.Turns turns = answers.turns();
      try {
        for (Object message; (message = link.receive()) != null; ) {
          if (message instanceof ForkMessage.RequestCountsAsked) {
            link.send(requestCounts(answers));
          } else if (message instanceof ForkMessage.SettleAsked) {
            link.send(turns.settle(answers.settle()));
          } else if (message instanceof ForkMessage.TrialAsked asked) {
            turns.awaitTrial(asked.trial());
            link.send(Boolean.TRUE);
          } else if (message instanceof ForkMessage.TurnAsked asked) {
            turns.awaitTurn(asked.trial());
            link.send(Boolean.TRUE);
          } else if (message instanceof ForkMessage.TurnEnded turn) {
            turns.turnEnded(turn.trial());
          } else if (message instanceof ForkMessage.WarmUpAsked) {
            turns.awaitWarmUp();
            link.send(Boolean.TRUE);
          } else if (message instanceof ForkMessage.WarmUpEnded) {
            turns.warmUpEnded();
          } else if (message instanceof ForkMessage told) {
            messages.accept(told);
            if (told instanceof ForkMessage.TrialEnded trial) {
              turns.trialEnded(trial.trial());
            }
          }
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IOException("interrupted while the fork waited for its turn", e);
      } finally {
        turns.left();
      }
    }
  }

  private ForkLink accept(Process process) throws IOException {
    while (true) {
      try {
        Socket connection = socket.accept();
        return ForkLink.accepted(connection);
      } catch (SocketTimeoutException e) {
        if (!process.isAlive()) {
          return null;
        }
      }
    }
  }

  /** The server's counters, or null (the fork then records none) if they could not be read. */
  private static Serializable requestCounts(BenchmarkJvm.Answers answers) {
    try {
      return answers.requests().get();
    } catch (RuntimeException e) {
      return null;
    }
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
