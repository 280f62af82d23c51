package org.mapperbench.jmh.report.cli;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.mapperbench.settings.ServerSettings;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * Stops servers a crashed run may have left behind. The suite stops its own servers on every exit path, so this should
 * find nothing; it exists for the case where it does.
 */
@Command(name = "stop-servers", description = "Stops suite servers a crashed run left behind: embedded nodes, their"
    + " keepers and containers.")
final class StopServers implements Callable<Integer> {
  /** The keepers stop their servers when they end; mariadbd is named too in case its keeper was killed hard. */
  private static final List<Pattern> SERVERS = List.of(Pattern.compile("CassandraNodeMain"),
      Pattern.compile("MariaDbNodeMain"), Pattern.compile("ContainerNodeMain"),
      Pattern.compile("mariadbd.*target/mariadb/base"));

  @CommandLine.ParentCommand
  MapperBench parent;

  @Override
  public Integer call() throws IOException, InterruptedException {
    long self = ProcessHandle.current().pid();
    List<ProcessHandle> found = ProcessHandle.allProcesses().filter(p -> p.pid() != self)
        .filter(p -> p.info().commandLine().map(c -> SERVERS.stream().anyMatch(s -> s.matcher(c).find())).orElse(false))
        .toList();
    for (ProcessHandle process : found) {
      parent.out.println("stopping pid " + process.pid() + ": " + process.info().command().orElse("?"));
      process.destroy();
    }
    int containers = removeContainers();
    if (found.isEmpty() && containers == 0) {
      parent.out.println("no suite servers running");
    }
    return 0;
  }

  private int removeContainers() throws IOException, InterruptedException {
    List<String> ids;
    try {
      ids = output("docker", "ps", "-aq", "--filter", "label=" + ServerSettings.CONTAINER_LABEL);
    } catch (IOException e) {
      return 0; // no docker command: no containers of ours either
    }
    for (String id : ids) {
      parent.out.println("removing container " + id);
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
