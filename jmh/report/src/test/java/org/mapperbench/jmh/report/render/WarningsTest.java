package org.mapperbench.jmh.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.jmh.report.Fixtures;
import org.mapperbench.jmh.report.render.Warnings.Kind;
import org.mapperbench.jmh.report.render.Warnings.Warning;
import org.mapperbench.jmh.results.SyntheticEntries;
import org.mapperbench.jmh.results.figures.RunResults;

class WarningsTest {
  @TempDir Path tmp;

  private List<String> texts(String fixture, Kind kind) {
    RunResults run = Fixtures.load(fixture, tmp);
    return Warnings.of(RunModel.of(run)).stream().filter(w -> w.kind() == kind)
        .map(Warning::text).toList();
  }

  @Test
  void should_find_every_kind_of_verification_trouble() {
    assertThat(texts("problems", Kind.VERIFICATION)).contains(
        "run: run.json says failed",
        "hibernate-mariadb: status failed",
        "hibernate-mariadb: updateUser: Com_update counted 9,870 of 10,000 calls",
        "hibernate-mariadb: updateUser (sample, 1 thread) FAILED verification: "
            + "Com_update counted 9,870 of 10,000 calls",
        "hibernate-mariadb: no result for 1 of 22 planned benchmarks: deleteOrder",
        "kundera: status error",
        "kundera: no result for 20 of 22 planned benchmarks: writeUser, writeUser x1, writeUser x4, writeUser x16, "
            + "readUser x1, readUser x4, readUser x16, updateUser, updateUser x1, updateUser x4, updateUser x16, "
            + "deleteUser, deleteUser x1, deleteUser x4, deleteUser x16, writeOrder, readOrder, updateOrder, "
            + "updateOrderStatus, deleteOrder",
        "spring-data.json is missing (adapter status: error)");
  }

  @Test
  void should_say_once_that_benchmarks_of_too_few_forks_have_no_interval() {
    assertThat(texts("two-natives", Kind.PRECISION)).filteredOn(t -> t.contains("fewer than 3 forks")).singleElement()
        .asString().endsWith("rest on fewer than 3 forks: their spread between forks is unknown, "
            + "so they carry no interval and no verdict");
  }

  @Test
  void should_name_the_benchmarks_that_missed_the_precision_target_and_only_those() {
    RunResults run = SyntheticEntries.run(tmp, Map.of(
        "driver4-native", List.of(
            SyntheticEntries.sample("readUser", 6, 3, 40, f -> 100 * (1 + 0.01 * Math.sin(f)), 1),
            SyntheticEntries.sample("writeUser", 6, 3, 40, f -> 100 * (1 + 0.3 * Math.sin(f)), 2))));

    assertThat(kinds(run, Kind.PRECISION)).singleElement().asString()
        .startsWith("driver4-native: writeUser (sample, 1 thread): ± ").endsWith("(6 forks)");
  }

  @Test
  void should_flag_floors_of_one_backend_that_disagree_and_forks_under_foreign_load() {
    var slowFloor = SyntheticEntries.sample("roundTrip", 4, 3, 40, f -> 300 * (1 + 0.01 * Math.sin(f)), 3);
    ((com.fasterxml.jackson.databind.node.ObjectNode) slowFloor.get("rounds").get(2)).put("foreignCpuPercent", 80.0);
    RunResults run = SyntheticEntries.run(tmp, Map.of(
        "driver4-native", List.of(
            SyntheticEntries.sample("roundTrip", 4, 3, 40, f -> 100 * (1 + 0.01 * Math.cos(f)), 4)),
        "spring-data", List.of(slowFloor)));

    assertThat(kinds(run, Kind.MACHINE)).containsExactlyInAnyOrder(
        "round 3: 1 fork measured while other processes used more than 25% of a core: spring-data roundTrip 80%",
        kinds(run, Kind.MACHINE).stream()
            .filter(t -> t.startsWith("CASSANDRA floors disagree: roundTrip through spring-data"))
            .findFirst().orElse("no floor warning"));
  }

  @Test
  void should_not_flag_floors_that_agree() {
    RunResults run = SyntheticEntries.run(tmp, Map.of(
        "driver4-native", List.of(
            SyntheticEntries.sample("roundTrip", 4, 3, 40, f -> 100 * (1 + 0.02 * Math.cos(f)), 5)),
        "spring-data", List.of(
            SyntheticEntries.sample("roundTrip", 4, 3, 40, f -> 101 * (1 + 0.02 * Math.sin(f)), 6))));

    assertThat(kinds(run, Kind.MACHINE)).isEmpty();
  }

  private static List<String> kinds(RunResults run, Kind kind) {
    return Warnings.of(RunModel.of(run)).stream().filter(w -> w.kind() == kind)
        .map(Warning::text).toList();
  }

  @Test
  void should_list_literal_statements_an_unsettable_consistency_level_and_every_declared_limitation() {
    List<String> limitations = texts("problems", Kind.LIMITATION);
    assertThat(limitations).contains(
        "kundera: statements are LITERAL: the CQL/SQL text is built and parsed for every call",
        "kundera: cannot set the consistency level; its requests go at the library's default",
        "spring-data: statements are MIXED: some operations send literal CQL/SQL (its limitations say which)",
        "jdbc-mariadb: no consistency level: one MariaDB server; a write is acknowledged at commit");
    assertThat(limitations.stream().filter(l -> l.startsWith("hibernate-mariadb: "))).hasSize(5);
    assertThat(limitations).noneMatch(l -> l.startsWith("jdbc-mariadb: cannot set"));
  }

  @Test
  void should_find_no_verification_trouble_in_a_run_that_passed() {
    assertThat(texts("two-natives", Kind.VERIFICATION)).isEmpty();
  }
}
