package org.mapperbench.servers;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.mapperbench.servers.containernode.ContainerNodeMain;
import org.mapperbench.servers.mariadbnode.MariaDbNodeMain;
import org.mapperbench.servers.node.CassandraNodeMain;
import org.mapperbench.settings.ServerSettings;

/**
 * Stops servers a crashed run may have left behind: embedded nodes, their keepers and the suite's containers. The suite
 * stops its own servers on every exit path, so this should find nothing; it exists for the case where it does.
 */
public final class LeftoverServers {
  /** The keepers stop their servers when they end; mariadbd is named too in case its keeper was killed hard. */
  private static final List<Pattern> SERVERS = Stream.concat(
      Stream.of(CassandraNodeMain.class, MariaDbNodeMain.class, ContainerNodeMain.class)
          .map(main -> Pattern.compile(Pattern.quote(main.getName()))),
      Stream.of(Pattern.compile("mariadbd.*target/mariadb/base"))).toList();

  private LeftoverServers() {}

  /** Whether a process with this command line is one of the suite's servers or their keepers. */
  static boolean isSuiteServer(String commandLine) {
    return SERVERS.stream().anyMatch(s -> s.matcher(commandLine).find());
  }

  /** Stops every one found, saying each in a line; returns how many processes and containers it stopped. */
  public static int stopAll(Consumer<String> say) throws IOException, InterruptedException {
    long self = ProcessHandle.current().pid();
    List<ProcessHandle> found = ProcessHandle.allProcesses().filter(p -> p.pid() != self)
        .filter(p -> p.info().commandLine().map(LeftoverServers::isSuiteServer).orElse(false)).toList();
    for (ProcessHandle process : found) {
      say.accept("stopping pid " + process.pid() + ": " + process.info().command().orElse("?"));
      process.destroy();
    }
    return found.size() + removeContainers(say);
  }

  private static int removeContainers(Consumer<String> say) throws IOException, InterruptedException {
    List<String> ids;
    try {
      ids = output("docker", "ps", "-aq", "--filter", "label=" + ServerSettings.CONTAINER_LABEL);
    } catch (IOException e) {
      return 0; // no docker command: no containers of ours either
    }
    for (String id : ids) {
      say.accept("removing container " + id);
      output("docker", "rm", "-f", id);
    }
    return ids.size();
  }

  private static List<String> output(String... command) throws IOException, InterruptedException {
    Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    List<String> lines = new String(process.getInputStream().readAllBytes()).lines().filter(l -> !l.isBlank()).toList();
    return process.waitFor(60, TimeUnit.SECONDS) && process.exitValue() == 0 ? lines : List.of();
  }
}
