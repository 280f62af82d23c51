package org.mapperbench.jmh.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code check-results --fault}: what a run with {@code -Dbench.fault=node-down} must show. Every Cassandra fork
 * JVM had the node stopped and started again, and lost none of the rows its inserts wrote (read back at ALL).
 * Forks at ALL failed, each in one line, and every other fork ran through and verified.
 */
final class FaultCheck {
  private FaultCheck() {}

  static int run(Path folder, List<String> adapters, PrintStream out) {
    RunResults run;
    try {
      run = RunResults.load(folder);
    } catch (RunResults.BadFolder e) {
      out.println("problem: " + e.getMessage());
      return 1;
    }
    List<String> problems = new ArrayList<>();
    if (!"node-down".equals(run.run().path("settings").path("fault").asText())) {
      problems.add("run.json: settings.fault is not node-down");
    }
    for (String adapter : adapters.isEmpty() ? run.adapters() : adapters) {
      int atAll = 0;
      int others = 0;
      long written = 0;
      for (JsonNode fork : run.adapter(adapter).path("forks")) {
        String where = adapter + " round " + fork.path("round").asInt() + " " + fork.path("trials").path(0).asText();
        JsonNode fault = fork.path("fault");
        if (fault.path("stoppedNode").asText("").isEmpty()) {
          problems.add(where + ": no node was stopped");
        }
        if (fault.path("rowsLost").asLong(-1) != 0) {
          problems.add(where + ": " + fault.path("rowsLost").asText("?") + " rows lost");
        }
        written += fault.path("rowsWritten").asLong();
        if (fork.path("trials").path(0).asText().endsWith(" ALL]")) {
          atAll++;
        } else {
          others++;
          if (!fork.path("passed").asBoolean(false)) {
            problems.add(where + ": failed verification");
          }
        }
      }
      List<String> errors = new ArrayList<>();
      run.adapter(adapter).path("problems").forEach(p -> errors.add(p.asText()));
      long allFailures = errors.stream().filter(e -> e.contains(" ALL] (round") && !e.contains("\n")).count();
      errors.stream().filter(e -> !e.contains(" ALL]")).forEach(e -> problems.add(adapter + ": " + e));
      if (atAll > 0 && allFailures == 0) {
        problems.add(adapter + ": no benchmark at ALL failed while the node was down");
      }
      if (others == 0) {
        problems.add(adapter + ": no fork below ALL ran");
      }
      out.println(adapter + ": " + (atAll + others) + " fork JVMs with the node down, " + written + " rows written, "
          + allFailures + " failures at ALL");
    }
    problems.forEach(p -> out.println("problem: " + p));
    return problems.isEmpty() ? 0 : 1;
  }
}
