package org.mapperbench.jmh.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.jmh.results.SyntheticEntries;
import org.mapperbench.jmh.results.figures.RunResults;

/** A run that swept three consistency levels on an embedded three-node cluster, RF 3. */
class ConsistencySectionTest {

  @Test
  void should_show_the_reference_in_the_tables_and_every_setting_in_its_own_section(@TempDir Path dir)
      throws Exception {
    RunResults run = SyntheticEntries.consistencySweep(dir);

    assertThat(run.consistencySettings()).containsExactly("RF3 ONE", "RF3 QUORUM", "RF3 ALL");
    assertThat(run.allFigures()).hasSize(3);
    assertThat(run.figures()).singleElement().satisfies(f -> assertThat(f.setting()).isEqualTo("RF3 ONE"));

    List<Doc.Block> blocks = ConsistencySection.build(RunModel.of(run));
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
    assertThat(ConsistencySection.build(RunModel.of(run))).isEmpty();
  }


}
