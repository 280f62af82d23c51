package org.mapperbench.jmh.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.mapperbench.settings.ForkProtocol;

/**
 * What the fork asks the runner, which holds the suite's raw connection to the server: a fork JVM holds only its
 * adapter's dependency tree, so it can neither read the server's counters nor empty its tables itself. The fork waits
 * for each answer, which is why a question is only ever asked in untimed set-up.
 */
final class RunnerLink {
  private static final boolean ANSWERED = ForkProtocol.REQUEST_COUNTS.get(System.getProperties());
  private static BufferedReader answers;

  private RunnerLink() {}

  /** The server's request counters so far, or null outside the runner or when the runner could not read them. */
  static ForkProtocol.RequestCounts requestCounts() {
    return ForkProtocol.RequestCounts.parse(ask(ForkProtocol.REQUESTS));
  }

  /**
   * Has the runner empty the server's tables and wait for its flushes, compactions or purge to end
   * ({@link ForkProtocol#SETTLE}); its answer, or {@link ForkProtocol.Settled#OFF} outside the runner.
   */
  static ForkProtocol.Settled settle() {
    String answer = ask(ForkProtocol.SETTLE);
    ForkProtocol.Settled settled = answer == null ? ForkProtocol.Settled.OFF : ForkProtocol.Settled.parse(answer);
    if (settled.state() != ForkProtocol.Settled.State.OFF) {
      StoredInTurn.forgetAll(); // the tables were emptied
      PreparedCall.forgetLeftovers();
    }
    return settled;
  }

  /** The runner's one-line answer to {@code question}, or null without one. */
  private static synchronized String ask(String question) {
    if (!ANSWERED) {
      return null;
    }
    // On a line of its own: JMH's output may have left half a line of its own in the stream.
    System.out.println(System.lineSeparator() + ForkProtocol.MARK + question);
    System.out.flush();
    try {
      if (answers == null) {
        answers = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
      }
      return answers.readLine();
    } catch (IOException e) {
      return null;
    }
  }
}
