package org.mapperbench.jmh.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.report.SyntheticEntries;
import org.mapperbench.jmh.report.check.CheckResults;
import org.mapperbench.jmh.report.figures.RunResults;
import org.mapperbench.jmh.report.model.MachineRecord;
import org.mapperbench.jmh.report.model.RunRecord;
import org.mapperbench.jmh.report.model.ServerRecord;

/** A run that swept three consistency levels on an embedded three-node cluster, RF 3. */
class ConsistencySectionTest {

  @Test
  void should_show_the_reference_in_the_tables_and_every_setting_in_its_own_section(@TempDir Path dir)
      throws Exception {
    RunResults run = sweep(dir);

    assertThat(run.consistencySettings()).containsExactly("RF3 ONE", "RF3 QUORUM", "RF3 ALL");
    assertThat(run.allFigures()).hasSize(3);
    assertThat(run.figures()).singleElement().satisfies(f -> assertThat(f.setting()).isEqualTo("RF3 ONE"));

    List<Doc.Block> blocks = ConsistencySection.build(run);
    assertThat(blocks.get(0)).isEqualTo(new Doc.Heading(2, "Cost of consistency"));
    assertThat(blocks).anySatisfy(b -> assertThat(b).isInstanceOfSatisfying(Doc.Paragraph.class,
        p -> assertThat(p.text()).contains("The 3 nodes ran on this machine and shared its 2 cores")));
    Doc.Table table = (Doc.Table) blocks.get(blocks.size() - 1);
    assertThat(table.header()).containsExactly(
        "operation", "RF3 ONE us", "RF3 QUORUM us", "\u00f7 RF3 ONE", "RF3 ALL us", "\u00f7 RF3 ONE");
    List<Doc.Cell> readUser = table.rows().get(0);
    assertThat(readUser.get(0).text()).isEqualTo("readUser");
    assertThat(readUser.get(3).text()).startsWith("1.5");
    assertThat(readUser.get(5).text()).startsWith("2.0");
  }

  @Test
  void should_say_nothing_for_a_run_of_one_setting(@TempDir Path dir) {
    RunResults run = SyntheticEntries.run(dir, Map.of("driver4-native",
        List.of(SyntheticEntries.sample("readUser", 3, 4, 20, f -> 1000, 1))));
    assertThat(run.consistencySettings()).isEmpty();
    assertThat(ConsistencySection.build(run)).isEmpty();
  }

  @Test
  void should_expect_every_benchmark_in_every_setting(@TempDir Path dir) throws Exception {
    RunResults run = sweep(dir);
    CheckResults check = new CheckResults();
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    check.benchmarks(run, List.of("driver4-native"), new java.io.PrintStream(out));
    assertThat(out.toString()).contains("driver4-native: 3 of 3 benchmarks");
  }

  private static RunResults sweep(Path dir) throws Exception {
    Map<String, Double> levels = Map.of("ONE", 1000.0, "QUORUM", 1500.0, "ALL", 2000.0);
    List<JsonNode> entries = new java.util.ArrayList<>();
    long seed = 1;
    for (String level : List.of("ONE", "QUORUM", "ALL")) {
      ObjectNode entry = SyntheticEntries.sample("readUser", 4, 4, 20, f -> levels.get(level), seed++);
      entry.putObject("params").put("replicationFactor", "3").put("consistency", level);
      entries.add(entry);
    }
    RunRecord run = SyntheticEntries.runRecord(List.of("driver4-native"),
        SyntheticEntries.settings(List.of("ONE", "QUORUM", "ALL"), List.of(3), List.of("readUser"), List.of()),
        Map.of());
    ServerRecord cluster = ServerRecord.cassandra("Apache Cassandra", "5.0.6", "embedded", null, "three nodes")
        .withCluster(null, List.of(), 3, null, Map.of());
    run = new RunRecord(run.startedAt(), run.finishedAt(), run.status(), Map.of("cassandra", cluster), run.client(),
        new MachineRecord(null, 2, null, null, null), run.settings(), run.harness(), run.adapters(), null, null, null);
    return SyntheticEntries.write(dir, run, Map.of("driver4-native", entries));
  }
}
