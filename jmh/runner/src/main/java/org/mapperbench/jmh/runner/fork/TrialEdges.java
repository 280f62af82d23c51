package org.mapperbench.jmh.runner.fork;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.mapperbench.jmh.runner.plan.PlannedBenchmark;
import org.mapperbench.jmh.runner.stats.StatsSidecar;
import org.mapperbench.protocol.link.ForkMessage;

/**
 * What one fork JVM tells the runner over its link, trial by trial: when each trial started and ended, the machine's
 * load at both edges, and what failed. As it hears it, it names the running trial in the stats timeline and, when
 * the first trial starts, sets off what must happen while the fork measures (the node-down fault).
 */
final class TrialEdges implements Consumer<ForkMessage> {
  final Map<Integer, MachineLoad.Reading> starts = new HashMap<>();
  final Map<Integer, MachineLoad.Reading> ends = new HashMap<>();
  final Map<Integer, String> startedAt = new HashMap<>();
  final Map<Integer, ForkMessage.Failure> failures = new HashMap<>();
  /** The fork's failure outside any trial; null if none. */
  ForkMessage.Failure forkFailure;
  /** A profile fork's request counts at its profiled windows' edges; null for any other fork. */
  final ProfileResults.WindowRequests windows;

  /** The first word of its stats rows: its adapter, or those of every fork interleaved with it. */
  private final String label;
  private final List<PlannedBenchmark> trials;
  private final MachineLoad load;
  private final StatsSidecar stats;
  private final Runnable firstTrialStarted;
  /** How many forks ran each trial, by label: 1 alone, the group's forks that had it when interleaved. */
  private final Map<String, Long> sharing;

  TrialEdges(String label, List<PlannedBenchmark> trials, MachineLoad load, StatsSidecar stats,
      ProfileResults.WindowRequests windows, Map<String, Long> sharing, Runnable firstTrialStarted) {
    this.label = label;
    this.trials = trials;
    this.load = load;
    this.stats = stats;
    this.windows = windows;
    this.sharing = sharing;
    this.firstTrialStarted = firstTrialStarted;
  }

  /** What the client's stats rows say while the fork JVM starts, opens its adapter and goes between trials. */
  String between() {
    return label + " fork";
  }

  @Override
  public void accept(ForkMessage message) {
    if (message instanceof ForkMessage.TrialStarted started) {
      int index = started.trial();
      if (index == 0) {
        firstTrialStarted.run();
      }
      stats.benchmark(label + " " + trials.get(index).label());
      startedAt.put(index, Instant.now().toString());
      starts.put(index, load.read());
    } else if (message instanceof ForkMessage.WindowClosing closing) {
      if (windows != null) {
        windows.closing(closing.trial());
      }
    } else if (message instanceof ForkMessage.TrialEnded ended) {
      ends.put(ended.trial(), load.read());
      if (!ended.passed()) {
        failures.put(ended.trial(), ended.failure());
      }
      stats.benchmark(between());
    } else if (message instanceof ForkMessage.ForkFailed failed) {
      forkFailure = failed.failure();
    }
  }

  /** The latest trial that started, the first before any has. */
  String runningTrial() {
    return trials.get(startedAt.keySet().stream().mapToInt(Integer::intValue).max().orElse(0)).label();
  }

  /** What the fork said failed in the trial, else outside any trial; null if it said nothing. */
  ForkMessage.Failure failure(int trial) {
    return failures.getOrDefault(trial, forkFailure);
  }

  /**
   * The trial's share of the round's wall time, for planning the budget: its wall time, split evenly among the forks
   * interleaved in it, whose trials span each other's turns; NaN when it has not both edges.
   */
  double plannedSeconds(int trial) {
    return seconds(trial) / sharing.getOrDefault(trials.get(trial).label(), 1L);
  }

  /** The trial's wall time between its edges; NaN when it has not both. */
  double seconds(int trial) {
    MachineLoad.Reading start = starts.get(trial);
    MachineLoad.Reading end = ends.get(trial);
    return start == null || end == null ? Double.NaN : (end.wallNanos() - start.wallNanos()) / 1e9;
  }
}
