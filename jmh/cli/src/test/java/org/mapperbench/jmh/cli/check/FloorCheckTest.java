package org.mapperbench.jmh.cli.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.results.SyntheticEntries;

/** A floor that allocates more than a mapper on its driver is no floor: the check names the operation. */
class FloorCheckTest {
  @TempDir Path dir;

  @Test
  void should_fail_a_mapper_that_allocates_less_than_its_native_beyond_the_bytes_spread() {
    List<String> problems = new ArrayList<>();
    FloorCheck.check(SyntheticEntries.judgedRun(dir, 6, 0.03, 3000), problems);

    assertThat(problems).singleElement().asString().startsWith("spring-data allocates 3,00")
        .contains("B per readUser call, 2", "% less than its floor driver4-native (3,99", "spread between forks");
  }

  @Test
  void should_pass_a_mapper_within_the_spread_and_judge_nothing_below_three_forks() throws java.io.IOException {
    List<String> problems = new ArrayList<>();
    FloorCheck.check(SyntheticEntries.judgedRun(dir, 6, 0.03, 3990), problems);
    java.nio.file.Files.createDirectories(dir.resolve("two"));
    FloorCheck.check(SyntheticEntries.judgedRun(dir.resolve("two"), 2, 0.03, 3000), problems);

    assertThat(problems).isEmpty();
  }
}
