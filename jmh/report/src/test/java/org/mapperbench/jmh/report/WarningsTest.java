package org.mapperbench.jmh.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.report.Warnings.Kind;
import org.mapperbench.jmh.report.Warnings.Warning;

class WarningsTest {
  @TempDir Path tmp;

  private List<String> texts(String fixture, Kind kind) {
    RunResults run = Fixtures.load(fixture, tmp);
    return Warnings.of(run, RunFigures.of(run)).stream().filter(w -> w.kind() == kind).map(Warning::text).toList();
  }

  @Test
  void should_find_every_kind_of_verification_trouble() {
    assertThat(texts("problems", Kind.VERIFICATION)).contains(
        "run: run.json says failed",
        "hibernate-mariadb: status failed",
        "hibernate-mariadb: updateUser: Com_update counted 9,870 of 10,000 calls",
        "hibernate-mariadb: updateUser (sample, 1 thread) FAILED verification: Com_update counted 9,870 of 10,000 calls",
        "hibernate-mariadb: no result for 1 of 22 planned benchmarks: deleteOrder",
        "kundera: status error",
        "kundera: no result for 20 of 22 planned benchmarks: writeUser, writeUser x1, writeUser x4, writeUser x16, "
            + "readUser x1, readUser x4, readUser x16, updateUser, updateUser x1, updateUser x4, updateUser x16, "
            + "deleteUser, deleteUser x1, deleteUser x4, deleteUser x16, writeOrder, readOrder, updateOrder, "
            + "updateOrderStatus, deleteOrder",
        "spring-data: no results (spring-data.json is missing or empty)");
  }

  @Test
  void should_flag_an_error_wider_than_a_tenth_of_its_score_and_only_that() {
    assertThat(texts("problems", Kind.WIDE_ERROR))
        .anyMatch(w -> w.startsWith("hibernate-mariadb: readUser (sample, 1 thread): ± ") && w.contains("is 30.0% of"))
        .noneMatch(w -> w.startsWith("hibernate-mariadb: writeUser"));
    assertThat(texts("two-natives", Kind.WIDE_ERROR)).containsExactly(
        "driver4-native: updateUser (sample, 1 thread): ± 116.0 us/op is 32.8% of 354.1 us/op",
        "driver4-native: updateOrderStatus (sample, 1 thread): ± 89.9 us/op is 26.8% of 335.6 us/op");
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
