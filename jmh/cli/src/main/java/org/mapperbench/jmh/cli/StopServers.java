package org.mapperbench.jmh.cli;

import java.io.IOException;
import java.util.concurrent.Callable;
import org.mapperbench.servers.LeftoverServers;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The launcher's door to {@link LeftoverServers}, which lives with the servers it stops. */
@Command(name = "stop-servers", description = "Stops suite servers a crashed run left behind: embedded nodes, their"
    + " keepers and containers.")
final class StopServers implements Callable<Integer> {
  @CommandLine.ParentCommand
  MapperBench parent;

  @Override
  public Integer call() throws IOException, InterruptedException {
    if (LeftoverServers.stopAll(parent.out::println) == 0) {
      parent.out.println("no suite servers running");
    }
    return 0;
  }
}
