package org.mapperbench.jmh.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.jmh.report.render.Doc.Block;
import org.mapperbench.jmh.report.render.Doc.Cell;
import org.mapperbench.jmh.report.render.Doc.Paragraph;
import org.mapperbench.jmh.report.render.Doc.Table;
import org.mapperbench.jmh.results.SyntheticEntries;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.SuiteNames;

class MachinesSectionTest {
  @TempDir Path dir;

  @Test
  void should_list_each_merged_run_with_its_rounds_machine_and_probe() throws IOException {
    SyntheticEntries.judgedRun(dir, 6);
    Path file = dir.resolve(SuiteNames.RUN_FILE);
    ObjectNode run = (ObjectNode) RunResults.JSON.readTree(file.toFile());
    ArrayNode sessions = run.putArray("sessions");
    session(sessions, "a", 1, 3, 0L);
    session(sessions, "b", 4, 6, 200_000L);
    ArrayNode probe = run.putObject("noiseProbe").putArray("forks");
    double[] means = {80, 82, 84, 100, 100, 100};
    for (int i = 0; i < means.length; i++) {
      probe.addObject().put("round", i + 1).put("meanMicros", means[i]);
    }
    RunResults.JSON.writeValue(file.toFile(), run);

    List<Block> blocks = MachinesSection.build(RunModel.of(RunResults.load(dir)));

    assertThat(((Paragraph) blocks.get(1)).text()).contains("merges 2 runs", "lay 22.0% apart");
    List<List<Cell>> rows = ((Table) blocks.get(2)).rows();
    assertThat(rows).extracting(r -> r.get(0).text() + " " + r.get(1).text() + " " + r.get(3).text() + " "
        + r.get(4).text() + " " + r.get(5).text())
        .containsExactly("a 1–3 halt at once 82.0 2.4%", "b 4–6 poll 200 µs 100.0 0.0%");
  }

  @Test
  void should_say_nothing_of_a_run_as_the_runner_wrote_it() {
    assertThat(MachinesSection.build(RunModel.of(SyntheticEntries.judgedRun(dir, 6)))).isEmpty();
  }

  private static void session(ArrayNode sessions, String name, int first, int last, long pollNanos) {
    ObjectNode session = sessions.addObject().put("firstRound", first).put("lastRound", last).put("run", name);
    session.putObject("machine").put("os", "Linux").put("cores", 2).put("idleDriver", "haltpoll")
        .put("haltPollNanos", pollNanos);
  }
}
