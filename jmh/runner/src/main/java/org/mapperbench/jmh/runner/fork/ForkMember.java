package org.mapperbench.jmh.runner.fork;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.runner.plan.PlannedBenchmark;

/**
 * One fork JVM of a round as {@link ForkRunner} runs it, alone or with others of its group: its adapter, its trials in
 * the round, the adapter's whole plan, and its JVM.
 */
public record ForkMember(String adapter, List<PlannedBenchmark> trials, List<PlannedBenchmark> plan,
    BenchmarkJvm jvm) {

  /** The first word of the stats rows while {@code members} run: every adapter among them. */
  static String label(List<ForkMember> members) {
    return SuiteNames.together(members.stream().map(ForkMember::adapter).toList());
  }

  /** How many of {@code members} run each trial, by label. */
  static Map<String, Long> sharing(List<ForkMember> members) {
    return members.stream().flatMap(m -> m.trials().stream().map(PlannedBenchmark::label))
        .collect(Collectors.groupingBy(t -> t, Collectors.counting()));
  }
}
