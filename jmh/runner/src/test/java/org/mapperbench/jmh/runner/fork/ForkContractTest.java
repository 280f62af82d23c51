package org.mapperbench.jmh.runner.fork;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.jmh.results.figures.BenchmarkKey;
import org.mapperbench.jmh.results.model.ResultEntries;
import org.mapperbench.jmh.results.model.ResultEntry;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.jmh.runner.plan.PlannedBenchmark;
import org.mapperbench.jmh.runner.record.ResultsFolder;
import org.mapperbench.protocol.link.ForkProtocol.PlanLine;
import org.openjdk.jmh.annotations.Mode;

/**
 * The runner and the fork name a benchmark alike: every trial of a sweep plan, written as the fork reads it, comes
 * back from the JMH entry the fork writes (and the runner files) with the key the runner planned it under.
 */
class ForkContractTest {
  @Test
  void should_find_every_planned_benchmark_under_its_key_in_the_entry_the_fork_writes(@TempDir Path dir)
      throws Exception {
    Properties p = new Properties();
    p.setProperty("bench.threads", "1,4");
    p.setProperty("bench.sweepOperations", "readUser");
    p.setProperty("bench.replicationFactor", "1,3");
    p.setProperty("bench.consistency", "QUORUM,ALL");
    RunSettings settings = RunSettings.from(p);
    List<PlannedBenchmark> plan = PlannedBenchmark.plan(settings, Backend.CASSANDRA);
    Path trials = new TrialsFile(settings, new InputSizing(settings)).write("a", plan, dir.resolve("trials.tsv"));
    List<String> lines = Files.readAllLines(trials);

    assertThat(plan).hasSize(lines.size()).anySatisfy(b -> assertThat(b.throughput()).isTrue());
    for (int i = 0; i < plan.size(); i++) {
      PlanLine line = PlanLine.parse(lines.get(i));
      ObjectNode entry = ResultsFolder.JSON.createObjectNode()
          .put("benchmark", "org.mapperbench.jmh.bench.CrudBenchmarks." + line.method())
          .put("mode", Mode.deepValueOf(line.mode()).shortLabel()).put("threads", line.threads());
      entry.putObject("primaryMetric");
      ResultEntry filed = ForkStore.fileParams(ResultEntries.of(entry), plan.get(i));

      assertThat(BenchmarkKey.of(filed)).isEqualTo(plan.get(i).key());
      assertThat(BenchmarkKey.of(filed).label()).isEqualTo(plan.get(i).label());
    }
  }
}
