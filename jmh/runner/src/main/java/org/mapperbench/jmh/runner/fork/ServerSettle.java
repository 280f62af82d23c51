package org.mapperbench.jmh.runner.fork;

import java.time.Duration;
import java.util.Locale;
import java.util.function.Supplier;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.jmh.runner.server.SuiteServer;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.protocol.link.ForkProtocol;

/**
 * The runner's answer to a fork's {@link ForkProtocol#SETTLE}: the server's tables emptied and the server waited for,
 * before a trial measures (docs/methodology.md, "A settled server"). Not with a node down, where a TRUNCATE would
 * fail. A server that does not settle within {@code bench.settleSeconds} gets one console line: its trial is measured
 * and flagged, never dropped.
 */
final class ServerSettle {
  private final RunSettings settings;
  private final SuiteServer server;
  private final String fork;
  private final Supplier<String> trial;

  /**
   * @param fork how the console names the fork, e.g. {@code [r2] spring-data}
   * @param trial the label of the trial about to measure
   */
  ServerSettle(RunSettings settings, SuiteServer server, String fork, Supplier<String> trial) {
    this.settings = settings;
    this.server = server;
    this.fork = fork;
    this.trial = trial;
  }

  ForkProtocol.Settled settle() {
    int seconds = settings.get(BenchSettings.SETTLE_SECONDS);
    if (seconds == 0 || settings.fault() != null) {
      return ForkProtocol.Settled.OFF;
    }
    ForkProtocol.Settled settled =
        server.whileAlive(() -> server.settle(Duration.ofSeconds(seconds)));
    if (settled.state() == ForkProtocol.Settled.State.UNSETTLED) {
      System.out.printf(Locale.ROOT,
          "%-21s %-20s server still busy after %d s (flushes, compactions, purge): measured, flagged%n", fork,
          trial.get(), seconds);
    }
    return settled;
  }
}
