package org.mapperbench.jmh.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.mapperbench.settings.ForkProtocol;

/**
 * The server's own request count, asked of the runner, which holds the suite's raw connection to the server: a fork
 * JVM holds only its adapter's dependency tree, so it cannot read the counters itself. The fork waits for the answer,
 * which is why this is only ever asked in untimed set-up, at the edges of the measured window.
 */
final class ServerRequests {
  private static final boolean ANSWERED = ForkProtocol.REQUEST_COUNTS.get(System.getProperties());
  private static BufferedReader answers;

  private ServerRequests() {}

  /** The count so far, or -1 outside the runner or when the runner could not read it. */
  static synchronized long count() {
    if (!ANSWERED) {
      return -1;
    }
    // On a line of its own: JMH's output may have left half a line of its own in the stream.
    System.out.println(System.lineSeparator() + ForkProtocol.MARK + ForkProtocol.REQUESTS);
    System.out.flush();
    try {
      if (answers == null) {
        answers = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
      }
      String line = answers.readLine();
      return line == null ? -1 : Long.parseLong(line.strip());
    } catch (IOException | NumberFormatException e) {
      return -1;
    }
  }
}
