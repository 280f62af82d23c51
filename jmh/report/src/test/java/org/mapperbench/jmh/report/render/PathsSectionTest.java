package org.mapperbench.jmh.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.jmh.report.render.Doc.Paragraph;
import org.mapperbench.jmh.report.render.Doc.Table;
import org.mapperbench.jmh.results.SyntheticEntries;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.SuiteNames;

class PathsSectionTest {
  @TempDir Path results;

  @Test
  void should_read_a_dataset_run_against_the_newest_run_beside_it_without_one() throws Exception {
    RunResults older = SyntheticEntries.judgedRun(Files.createDirectories(results.resolve("2026-01-01T00-00-00")), 5);
    RunResults memtable = SyntheticEntries.judgedRun(Files.createDirectories(results.resolve("2026-01-02T00-00-00")),
        5);
    RunResults dataset = withDataset(SyntheticEntries.judgedRun(Files.createDirectories(
        results.resolve("2026-01-03T00-00-00")), 5));

    List<Doc.Block> blocks = PathsSection.build(RunModel.of(dataset));

    assertThat(((Paragraph) blocks.get(1)).text()).contains("run " + memtable.id() + ", the newest run beside")
        .doesNotContain(older.id()).contains("moved on 0 of 2 benchmarks.");
    Table table = (Table) blocks.get(2);
    assertThat(table.rows()).hasSize(2);
    assertThat(table.rows().get(0).get(2).text()).matches("\\+3\\d% \\[\\+\\d\\d%, \\+\\d\\d%\\]");
    assertThat(table.rows().get(0).get(4).text()).isEqualTo("no");
  }

  @Test
  void should_say_how_to_get_the_memtable_path_when_no_run_is_beside_it() throws Exception {
    RunResults dataset = withDataset(SyntheticEntries.judgedRun(Files.createDirectories(results.resolve("only")), 5));

    assertThat(((Paragraph) PathsSection.build(RunModel.of(dataset)).get(1)).text())
        .startsWith("No run without a dataset sits beside this one");
  }

  @Test
  void should_say_nothing_of_a_run_without_a_dataset() throws Exception {
    RunResults memtable = SyntheticEntries.judgedRun(Files.createDirectories(results.resolve("plain")), 5);

    assertThat(PathsSection.build(RunModel.of(memtable))).isEmpty();
  }

  /** The run as if its Cassandra node had held a dataset of 1,000 users. */
  private static RunResults withDataset(RunResults run) throws Exception {
    Path file = run.dir().resolve(SuiteNames.RUN_FILE);
    ObjectNode record = (ObjectNode) RunResults.JSON.readTree(file.toFile());
    record.putObject("servers").putObject("cassandra").putObject("dataset").put("users", 1000);
    RunResults.JSON.writeValue(file.toFile(), record);
    return RunResults.load(run.dir());
  }
}
