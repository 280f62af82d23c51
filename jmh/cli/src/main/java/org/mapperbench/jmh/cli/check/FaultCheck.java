package org.mapperbench.jmh.cli.check;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.model.FaultRecord;
import org.mapperbench.jmh.results.model.ForkJvmRecord;
import org.mapperbench.settings.BenchSettings;

/**
 * {@code scripts/mapper-bench check --fault}: what a run with {@code -Dbench.fault=node-down} must show. Every
 * Cassandra fork JVM had the node stopped and started again, and lost none of the rows its inserts wrote (read back at
 * ALL). Forks at ALL failed, each in one line, and every other fork ran through and verified.
 */
final class FaultCheck {
  /** The record of a fork that has none: nothing stopped, nothing known of its rows. */
  private static final FaultRecord NONE = new FaultRecord(null, null, null, null, null, null, null, null);

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
    if (!run.settings().get(BenchSettings.FAULT).filter(FaultRecord.NODE_DOWN::equals).isPresent()) {
      problems.add("run.json: settings.fault is not node-down");
    }
    for (String adapter : adapters.isEmpty() ? run.adapters() : adapters) {
      int atAll = 0;
      int others = 0;
      long written = 0;
      for (ForkJvmRecord fork : run.adapter(adapter).forks()) {
        String where = adapter + " round " + Objects.requireNonNullElse(fork.round(), 0) + " " + fork.firstTrial();
        FaultRecord fault = fork.fault() == null ? NONE : fork.fault();
        if (fault.stoppedNode() == null || fault.stoppedNode().isEmpty()) {
          problems.add(where + ": no node was stopped");
        }
        if (fault.rowsLost() == null || fault.rowsLost() != 0) {
          problems.add(where + ": " + Objects.requireNonNullElse(fault.rowsLost(), "?") + " rows lost");
        }
        written += Objects.requireNonNullElse(fault.rowsWritten(), 0L);
        if (fork.firstTrial().endsWith(" ALL]")) {
          atAll++;
        } else {
          others++;
          if (!Boolean.TRUE.equals(fork.passed())) {
            problems.add(where + ": failed verification");
          }
        }
      }
      List<String> errors = run.adapter(adapter).problems();
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
