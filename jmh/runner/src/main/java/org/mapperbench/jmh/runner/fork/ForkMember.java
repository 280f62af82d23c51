package org.mapperbench.jmh.runner.fork;

import java.util.List;
import org.mapperbench.jmh.runner.plan.PlannedBenchmark;

/**
 * One fork JVM of a round as {@link ForkRunner} runs it, alone or with others of its group: its adapter, its trials in
 * the round, the adapter's whole plan, and its JVM.
 */
public record ForkMember(String adapter, List<PlannedBenchmark> trials, List<PlannedBenchmark> plan,
    BenchmarkJvm jvm) {}
