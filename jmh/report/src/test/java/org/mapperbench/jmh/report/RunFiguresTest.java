package org.mapperbench.jmh.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.results.figures.RunFigures;
import org.mapperbench.jmh.report.render.Doc.Cell;
import org.mapperbench.jmh.report.render.Doc;
import org.mapperbench.jmh.report.render.FigureTables;
import org.mapperbench.jmh.report.render.Format;
import org.mapperbench.jmh.results.figures.BenchmarkFigures;
import org.mapperbench.jmh.results.figures.RunResults;

class RunFiguresTest {
  private static final double HIBERNATE_WRITE_USER = 218.78488928098798;
  private static final double JDBC_WRITE_USER = 94.69996953541518;
  private static final double JDBC_ROUND_TRIP = 79.37077545816737;

  @TempDir Path tmp;

  @Test
  void should_divide_by_the_same_operation_on_the_family_native() {
    RunFigures figures = RunFigures.of(Fixtures.load("problems", tmp));
    assertThat(figures.familyNative("hibernate-mariadb")).contains("jdbc-mariadb");
    assertThat(figures.meanPerNative("hibernate-mariadb", "writeUser").point())
        .isCloseTo(HIBERNATE_WRITE_USER / JDBC_WRITE_USER, within(1e-9));
    assertThat(figures.meanPerNative("jdbc-mariadb", "writeUser").point()).isEqualTo(1.0);
  }

  @Test
  void should_divide_by_the_family_natives_round_trip_for_the_floor() {
    RunFigures figures = RunFigures.of(Fixtures.load("problems", tmp));
    assertThat(figures.floor("hibernate-mariadb").map(BenchmarkFigures::score)).contains(JDBC_ROUND_TRIP);
    assertThat(figures.meanPerFloor("hibernate-mariadb", "writeUser").point())
        .isCloseTo(HIBERNATE_WRITE_USER / JDBC_ROUND_TRIP, within(1e-9));
    assertThat(figures.meanPerFloor("jdbc-mariadb", "roundTrip").point()).isEqualTo(1.0);
  }

  @Test
  void should_have_no_ratio_without_a_native_of_the_family_in_the_run() {
    RunFigures figures = RunFigures.of(Fixtures.load("problems", tmp));
    assertThat(figures.familyNative("kundera")).isEmpty();
    assertThat(figures.meanPerNative("kundera", "readUser").point()).isNaN();
    assertThat(figures.meanPerFloor("kundera", "readUser").point()).isNaN();
  }

  @Test
  void should_show_dashes_for_a_missing_metric_a_missing_base_and_an_adapter_without_results() {
    RunResults run = Fixtures.load("problems", tmp);
    Doc.Table table = FigureTables.operation(run, RunFigures.of(run), "readUser");
    List<String> hibernate = texts(table.rows().get(0));
    List<String> kundera = texts(table.rows().get(2));
    List<String> springData = texts(table.rows().get(3));
    assertThat(hibernate.get(7)).as("client CPU of a run before the profiler").isEqualTo(Format.NONE);
    assertThat(kundera.get(1)).isNotEqualTo(Format.NONE);
    assertThat(kundera.subList(5, 7)).containsOnly(Format.NONE);
    assertThat(springData.subList(1, springData.size())).containsOnly(Format.NONE);
  }

  @Test
  void should_render_the_ratios_in_the_operation_table() {
    RunResults run = Fixtures.load("problems", tmp);
    List<String> hibernate = texts(FigureTables.operation(run, RunFigures.of(run), "writeUser").rows().get(0));
    assertThat(hibernate.get(5)).isEqualTo(Format.ratio(HIBERNATE_WRITE_USER / JDBC_WRITE_USER)).isEqualTo("2.31");
    assertThat(hibernate.get(6)).isEqualTo("2.76");
  }

  @Test
  void should_read_jmh_nan_strings_as_no_figure() {
    RunResults run = Fixtures.load("two-natives", tmp);
    BenchmarkFigures sweep = RunFigures.of(run).throughput("jdbc-mariadb", "readUser", 4).orElseThrow();
    assertThat(sweep.error()).isNaN();
    assertThat(sweep.score()).isPositive();
    assertThat(sweep.unit()).isEqualTo("ops/s");
  }

  private static List<String> texts(List<Cell> row) {
    return row.stream().map(Cell::text).toList();
  }
}
