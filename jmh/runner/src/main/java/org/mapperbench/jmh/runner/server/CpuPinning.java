package org.mapperbench.jmh.runner.server;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.mapperbench.jmh.runner.core.RunSettings;

/**
 * The client and the servers on CPUs of their own ({@code bench.clientCpus}, {@code bench.serverCpus}), through
 * Linux's {@code taskset}: a fork JVM starts under it, and a server's process, with every thread it has, is moved once
 * it runs (threads it starts later inherit it). A lever measured in docs/methodology.md, "Client and servers on
 * separate cores".
 */
public final class CpuPinning {
  private CpuPinning() {}

  /** {@code command} started on {@code cpus} (none: as it is). */
  public static List<String> on(String cpus, List<String> command) {
    if (cpus.isEmpty()) {
      return command;
    }
    List<String> pinned = new ArrayList<>(List.of("taskset", "-c", cpus));
    pinned.addAll(command);
    return pinned;
  }

  /**
   * Moves each process, and every thread of it, to {@code cpus}; nothing without them. An error in one line when
   * {@code taskset} cannot.
   */
  public static void move(String cpus, List<ProcessHandle> processes) {
    if (cpus.isEmpty()) {
      return;
    }
    for (ProcessHandle process : processes) {
      List<String> command = List.of("taskset", "-a", "-p", "-c", cpus, Long.toString(process.pid()));
      try {
        Process taskset = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(taskset.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        if (!taskset.waitFor(10, TimeUnit.SECONDS) || taskset.exitValue() != 0) {
          throw new RunSettings.BadInput("taskset could not move process " + process.pid() + " to CPUs " + cpus
              + ": " + output.strip().lines().findFirst().orElse("no output"));
        }
      } catch (IOException e) {
        throw new RunSettings.BadInput("bench.serverCpus needs Linux's taskset (" + e.getMessage() + ")");
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while moving the servers to their CPUs", e);
      }
    }
  }
}
