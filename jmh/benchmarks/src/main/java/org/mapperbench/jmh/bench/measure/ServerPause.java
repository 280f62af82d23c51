package org.mapperbench.jmh.bench.measure;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * {@code bench.pause}: stops the server's processes (SIGSTOP) for a set time, then lets them go on (SIGCONT), from a
 * thread of its own while a paced run measures. A real stall of known length, so that a run can show the latency from
 * due counting it for every call due meanwhile, and the service time not. SIGCONT is sent whatever happens.
 */
public final class ServerPause implements AutoCloseable {
  private final Thread thread;
  private final List<ProcessHandle> servers;
  private volatile long pausedNanos;

  private ServerPause(Duration delay, Duration pause, List<ProcessHandle> servers) {
    this.servers = servers;
    this.thread = new Thread(() -> {
      try {
        TimeUnit.NANOSECONDS.sleep(delay.toNanos());
      } catch (InterruptedException e) {
        return;
      }
      long stopped = Long.MAX_VALUE;
      try {
        signal("STOP");
        stopped = System.nanoTime();
        TimeUnit.NANOSECONDS.sleep(pause.toNanos());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } finally {
        long resumed = System.nanoTime();
        signal("CONT");
        pausedNanos = Math.max(0, resumed - stopped);
      }
    }, "server-pause");
    thread.setDaemon(true);
  }

  /** Starts a pause of {@code pause} after {@code delay}; one that does nothing without a local server process. */
  public static ServerPause start(Duration delay, Duration pause) {
    ServerPause p = new ServerPause(delay, pause, MeasuredWindow.serverProcesses());
    if (!p.servers.isEmpty() && !pause.isZero()) {
      p.thread.start();
    }
    return p;
  }

  /**
   * How long the servers were surely stopped: from SIGSTOP's delivery to SIGCONT's sending (each signal is sent by a
   * process of its own, whose start takes milliseconds); 0 if they were not.
   */
  public long pausedNanos() {
    return pausedNanos;
  }

  private void signal(String signal) {
    List<String> command = new ArrayList<>(List.of("kill", "-" + signal));
    servers.forEach(p -> command.add(Long.toString(p.pid())));
    try {
      new ProcessBuilder(command).inheritIO().start().waitFor();
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Waits for the pause to end: the servers are running again when this returns. */
  @Override
  public void close() throws InterruptedException {
    if (thread.isAlive()) {
      thread.join();
    }
  }
}
