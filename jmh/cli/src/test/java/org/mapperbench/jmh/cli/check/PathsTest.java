package org.mapperbench.jmh.cli.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.results.SyntheticEntries;
import org.mapperbench.jmh.results.figures.RunResults;

class PathsTest {
  @TempDir Path tmp;

  @Test
  void should_give_each_cost_ratio_of_a_library_on_both_paths() throws Exception {
    java.nio.file.Files.createDirectories(tmp.resolve("a"));
    java.nio.file.Files.createDirectories(tmp.resolve("b"));
    RunResults memtable = SyntheticEntries.judgedRun(tmp.resolve("a"), 5);
    RunResults dataset = SyntheticEntries.judgedRun(tmp.resolve("b"), 5);

    String report = Paths.report(memtable, dataset);

    assertThat(report).contains("spring-data vs driver4-native")
        .containsPattern("readUser +mean +memtable \\+3\\d% \\[.*dataset \\+3\\d% \\[")
        .containsPattern("writeUser +mean +memtable same +dataset same")
        .contains("note: the first run should have no dataset and the second one");
  }

  @Test
  void should_refuse_a_folder_that_is_no_run_in_one_line() {
    var err = new java.io.ByteArrayOutputStream();
    var out = new java.io.PrintStream(new java.io.ByteArrayOutputStream());
    int exit = Paths.run(tmp.resolve("none"), tmp.resolve("none"), out, new java.io.PrintStream(err));
    assertThat(exit).isEqualTo(2);
    assertThat(err.toString().lines()).singleElement().asString().startsWith("paths: ");
  }
}
