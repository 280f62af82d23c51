package org.mapperbench.jmh.results.merge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.results.SyntheticEntries;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.SuiteInterval;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.results.model.ResultEntry;
import org.mapperbench.jmh.results.model.RoundRecord;
import org.mapperbench.jmh.results.model.SessionRecord;

/** Two made-up runs of the same benchmarks merged, and runs a merge must refuse. */
class RunMergeTest {
  @TempDir Path dir;

  @Test
  void should_number_each_run_rounds_after_the_previous_run_and_narrow_every_interval() throws IOException {
    RunResults a = SyntheticEntries.judgedRun(folder("a"), 4, 0.05);
    RunResults b = SyntheticEntries.judgedRun(folder("b"), 3, 0.05);
    machine(a.dir(), "machine a", "2026-11-28T10:00:00Z");
    machine(b.dir(), "machine b", "2026-11-28T09:00:00Z");

    RunMerge.Merged merged = RunMerge.merge(List.of(a.dir(), b.dir()), dir.resolve("merged"));

    assertThat(merged.runs()).isEqualTo(2);
    assertThat(merged.rounds()).isEqualTo(7);
    RunResults run = RunResults.load(merged.dir());
    ResultEntry read = run.entries("spring-data").get(0);
    assertThat(read.forkCount()).isEqualTo(7);
    assertThat(read.rounds()).extracting(RoundRecord::round).containsExactly(1, 2, 3, 4, 5, 6, 7);
    for (String adapter : List.of("driver4-native", "spring-data")) {
      for (int i = 0; i < 2; i++) {
        double both = SuiteInterval.storedHalfWidthShare(run.entries(adapter).get(i));
        assertThat(both).as(adapter + " " + i)
            .isLessThan(SuiteInterval.storedHalfWidthShare(a.entries(adapter).get(i)))
            .isLessThan(SuiteInterval.storedHalfWidthShare(b.entries(adapter).get(i)));
      }
    }
    assertThat(run.record().sessions()).extracting(SessionRecord::run).containsExactly("a", "b");
    assertThat(run.record().sessions()).extracting(s -> s.machine().os()).containsExactly("machine a", "machine b");
    assertThat(run.record().sessions()).extracting(SessionRecord::firstRound).containsExactly(1, 5);
    assertThat(run.record().startedAt()).isEqualTo("2026-11-28T09:00:00Z");
    assertThat(run.record().precision().stoppedBy()).isEqualTo("merged from 2 runs");
    assertThat(run.record().precision().of()).isEqualTo(4);
  }

  @Test
  void should_refuse_in_one_line_a_run_of_other_settings_or_one_that_did_not_pass() throws IOException {
    Path a = SyntheticEntries.judgedRun(folder("a"), 3).dir();
    Path b = SyntheticEntries.write(folder("b"), SyntheticEntries.runRecord(List.of("driver4-native", "spring-data"),
        SyntheticEntries.settings(List.of(), List.of(), List.of("readUser"), List.of(4)), Map.of()), Map.of()).dir();

    assertThatThrownBy(() -> RunMerge.merge(List.of(a, b), dir.resolve("merged")))
        .isInstanceOf(RunMerge.Refused.class)
        .hasMessageStartingWith("b cannot join a: settings.bench.operations")
        .hasMessageEndingWith("; merge runs of the same code, versions, settings, adapters and servers")
        .hasMessageNotContaining("\n");
    assertThat(dir.resolve("merged")).doesNotExist();

    ObjectNode failed = (ObjectNode) RunResults.JSON.readTree(b.resolve(SuiteNames.RUN_FILE).toFile());
    failed.put("status", SuiteNames.FAILED);
    RunResults.JSON.writeValue(b.resolve(SuiteNames.RUN_FILE).toFile(), failed);
    assertThatThrownBy(() -> RunMerge.merge(List.of(a, b), dir.resolve("merged")))
        .hasMessageEndingWith("b ended failed, not passed; resume or run it again first");
  }

  @Test
  void should_merge_runs_of_a_versioned_variant_whose_id_has_dots() throws IOException {
    List<RunResults> runs = variantRuns(3, 4);
    RunResults a = runs.get(0);
    RunResults b = runs.get(1);
    machine(a.dir(), "machine a", "2026-12-01T18:41:34Z");
    machine(b.dir(), "machine a", "2026-12-01T19:05:36Z");
    forks(a.dir(), "spring-data@5.1.2", 3, 40.5);
    forks(b.dir(), "spring-data@5.1.2", 4, 41.5);

    RunResults run = RunResults.load(RunMerge.merge(List.of(a.dir(), b.dir()), dir.resolve("merged")).dir());

    assertThat(run.adapters()).contains("spring-data@5.1.2");
    assertThat(run.record().adapters().get("spring-data@5.1.2").forks()).hasSize(7);
    ResultEntry merged = run.entries("spring-data@5.1.2").get(0);
    assertThat(merged.forkCount()).isEqualTo(7);
    assertThat(SuiteInterval.storedHalfWidthShare(merged))
        .isLessThan(SuiteInterval.storedHalfWidthShare(RunResults.load(a.dir()).entries("spring-data@5.1.2").get(0)))
        .isLessThan(SuiteInterval.storedHalfWidthShare(RunResults.load(b.dir()).entries("spring-data@5.1.2").get(0)));
  }

  @Test
  void should_refuse_in_one_short_line_a_variant_run_of_other_traits() throws IOException {
    List<RunResults> runs = variantRuns(3, 3);
    RunResults a = runs.get(0);
    RunResults b = runs.get(1);
    Path file = b.dir().resolve(SuiteNames.RUN_FILE);
    ObjectNode tree = (ObjectNode) RunResults.JSON.readTree(file.toFile());
    ((ObjectNode) tree.path("adapters").path("spring-data@5.1.2").path("traits"))
        .put("family", "x".repeat(500));
    RunResults.JSON.writeValue(file.toFile(), tree);

    assertThatThrownBy(() -> RunMerge.merge(List.of(a.dir(), b.dir()), dir.resolve("merged")))
        .hasMessageStartingWith("b cannot join a: adapters.spring-data@5.1.2.traits.family is xxx")
        .hasMessageContaining("(500 chars)")
        .hasMessageNotContaining("\n")
        .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(250));
  }

  @Test
  void should_refuse_the_same_run_twice_under_any_folder_name() throws IOException {
    RunResults a = SyntheticEntries.judgedRun(folder("a"), 3, 0.05);
    machine(a.dir(), "machine a", "2026-12-01T18:41:34Z");
    Path copy = folder("copy");
    try (var files = Files.list(a.dir())) {
      for (Path f : files.toList()) {
        Files.copy(f, copy.resolve(f.getFileName()));
      }
    }

    assertThatThrownBy(() -> RunMerge.merge(List.of(a.dir(), a.dir()), dir.resolve("merged")))
        .isInstanceOf(RunMerge.Refused.class)
        .hasMessage("a (2) is a again (a session started 2026-12-01T18:41:34Z in both); merge each run once");
    assertThatThrownBy(() -> RunMerge.merge(List.of(a.dir(), copy), dir.resolve("merged")))
        .hasMessageStartingWith("copy is a again");
    assertThat(dir.resolve("merged")).doesNotExist();
  }

  @Test
  void should_name_a_later_run_rounds_as_the_merged_run_numbers_them() {
    assertThat(RunMerge.shiftGcLog("spring-data~2-3.gc.log", 6)).isEqualTo("spring-data~2-9.gc.log");
    assertThat(RunMerge.shiftGcLog("spring-data.log", 6)).isEqualTo("spring-data.log");
    assertThat(RunMerge.shift("round 2: users.read: the calls need 5", 4)).isEqualTo("round 6: users.read: the calls"
        + " need 5");
    assertThat(RunMerge.shift("no round here", 4)).isEqualTo("no round here");
  }

  private Path folder(String name) throws IOException {
    return Files.createDirectories(dir.resolve(name));
  }

  /** Two made-up runs, a and b, of their forks each, spring-data's build named as a versioned variant is. */
  private List<RunResults> variantRuns(int forksA, int forksB) throws IOException {
    List<RunResults> runs = List.of(SyntheticEntries.judgedRun(folder("a"), forksA, 0.05),
        SyntheticEntries.judgedRun(folder("b"), forksB, 0.05));
    for (RunResults run : runs) {
      rename(run.dir(), "spring-data", "spring-data@5.1.2");
    }
    return runs;
  }

  /** Renames an adapter of a made-up run, in run.json and its file, as a variant's id names it. */
  private static void rename(Path run, String from, String to) throws IOException {
    Path file = run.resolve(SuiteNames.RUN_FILE);
    ObjectNode tree = (ObjectNode) RunResults.JSON.readTree(file.toFile());
    ObjectNode adapters = (ObjectNode) tree.path("adapters");
    ObjectNode renamed = RunResults.JSON.createObjectNode();
    adapters.fields().forEachRemaining(e -> renamed.set(e.getKey().equals(from) ? to : e.getKey(), e.getValue()));
    tree.set("adapters", renamed);
    RunResults.JSON.writeValue(file.toFile(), tree);
    Files.move(run.resolve(from + ".json"), run.resolve(to + ".json"));
  }

  /** Gives an adapter of a made-up run a fork record per round, as the runner writes them: each run's own. */
  private static void forks(Path run, String adapter, int rounds, double seconds) throws IOException {
    Path file = run.resolve(SuiteNames.RUN_FILE);
    ObjectNode tree = (ObjectNode) RunResults.JSON.readTree(file.toFile());
    var forks = ((ObjectNode) tree.path("adapters").path(adapter)).putArray("forks");
    for (int r = 1; r <= rounds; r++) {
      ObjectNode fork = forks.addObject().put("round", r);
      fork.putArray("trials").add("readUser").add("writeUser");
      fork.put("seconds", seconds + r).put("passed", true);
    }
    RunResults.JSON.writeValue(file.toFile(), tree);
  }

  /** Gives the made-up run a machine, a start and one session over its rounds, as the runner records them. */
  private static void machine(Path run, String os, String startedAt) throws IOException {
    Path file = run.resolve(SuiteNames.RUN_FILE);
    ObjectNode tree = (ObjectNode) RunResults.JSON.readTree(file.toFile());
    tree.putObject("machine").put("os", os).put("cores", 2);
    tree.put("startedAt", startedAt);
    tree.putArray("sessions").addObject().put("startedAt", startedAt).put("status", SuiteNames.PASSED)
        .put("firstRound", 1).put("lastRound", 1);
    RunResults.JSON.writeValue(file.toFile(), tree);
  }
}
