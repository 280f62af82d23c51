package org.mapperbench.jmh.results.figures;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.jmh.results.SyntheticEntries;
import org.mapperbench.protocol.metrics.CostMetric;

/**
 * A made-up run of three rounds and twelve operations, each fork of each benchmark off by its own 15% (the forks
 * share nothing, as the suite's mostly do not): the run's cells vary alike, so each borrows from the others.
 */
class BorrowedIntervalsTest {
  private static final List<String> OPERATIONS = List.of("readUser", "writeUser", "updateUser", "deleteUser",
      "readOrder", "writeOrder", "updateOrder", "deleteOrder", "updateOrderStatus", "readProducts1",
      "writeProducts1", "readProducts10");
  /** The mapper's client CPU over the native's, every operation. */
  private static final double TRUTH = 1.5;

  @TempDir Path dir;

  @Test
  void should_fit_a_prior_from_the_run_and_narrow_each_paired_cell() {
    RunResults run = run(3, 0.15);
    RunFigures figures = RunFigures.of(run);
    VariancePrior prior = figures.prior(Cost.CLIENT_CPU);
    assertThat(prior.known()).isTrue();
    assertThat(prior.cells()).isEqualTo(OPERATIONS.size());
    assertThat(figures.prior(Cost.REQUESTS)).isEqualTo(VariancePrior.NONE);
    int narrower = 0;
    int holding = 0;
    int differenceHolding = 0;
    for (String op : OPERATIONS) {
      BenchmarkFigures own = figures.sample("spring-data", op).orElseThrow();
      BenchmarkFigures base = figures.sample("driver4-native", op).orElseThrow();
      Interval alone = Cost.CLIENT_CPU.perNative(own, base);
      Interval borrowed = figures.costPerNative("spring-data", op, Cost.CLIENT_CPU);
      assertThat(borrowed.point()).isEqualTo(alone.point());
      narrower += borrowed.high() / borrowed.low() < alone.high() / alone.low() ? 1 : 0;
      holding += borrowed.low() <= TRUTH && TRUTH <= borrowed.high() ? 1 : 0;
      Interval difference = figures.costDifference("spring-data", "driver4-native", op, Cost.CLIENT_CPU);
      assertThat(difference.low()).isLessThan(difference.point());
      assertThat(difference.high()).isGreaterThan(difference.point());
      differenceHolding += difference.low() <= 100 * (TRUTH - 1) && 100 * (TRUTH - 1) <= difference.high() ? 1 : 0;
    }
    assertThat(narrower).isGreaterThanOrEqualTo(OPERATIONS.size() - 2);
    assertThat(holding).isGreaterThanOrEqualTo(OPERATIONS.size() - 2);
    assertThat(differenceHolding).isGreaterThanOrEqualTo(OPERATIONS.size() - 2);
  }

  @Test
  void should_give_one_ratio_per_library_with_rounds_as_its_unit() {
    RunResults run = run(4, 0.15);
    Verdict verdict = Verdict.of(run, RunFigures.of(run));
    Verdict.Row row = verdict.row(Cost.CLIENT_CPU, "spring-data").orElseThrow();
    assertThat(row.library().point()).isCloseTo(row.geometricMean(), offset(1e-9));
    assertThat(row.library().low()).isLessThan(TRUTH);
    assertThat(row.library().high()).isGreaterThan(TRUTH);
    assertThat(row.libraryDirection()).isEqualTo(Verdict.Direction.HIGHER);
    Verdict.Row requests = verdict.row(Cost.REQUESTS, "spring-data").orElseThrow();
    assertThat(requests.library().low()).isEqualTo(requests.library().high()).isEqualTo(1.0);
  }

  @Test
  void should_give_no_library_interval_below_three_rounds() {
    RunResults run = run(2, 0.15);
    Verdict verdict = Verdict.of(run, RunFigures.of(run));
    Interval library = verdict.row(Cost.CLIENT_CPU, "spring-data").orElseThrow().library();
    assertThat(library.point()).isCloseTo(TRUTH, offset(0.3));
    assertThat(library.known()).isFalse();
  }

  private RunResults run(int forks, double spread) {
    Random random = new Random(forks);
    Map<String, List<JsonNode>> entries = new LinkedHashMap<>();
    entries.put("driver4-native", new ArrayList<>());
    entries.put("spring-data", new ArrayList<>());
    long seed = 1;
    for (String op : OPERATIONS) {
      for (String adapter : entries.keySet()) {
        double level = adapter.equals("spring-data") ? 100 * TRUTH : 100;
        double[] forkLevel = new double[forks];
        for (int f = 0; f < forks; f++) {
          forkLevel[f] = level * Math.exp(spread * random.nextGaussian());
        }
        ObjectNode entry = SyntheticEntries.sample(op, forks, 2, 20, f -> forkLevel[f], seed++);
        SyntheticEntries.withSecondary(entry, CostMetric.CPU_CLIENT.metricName(), "us/op", 0.05,
            f -> forkLevel[f], seed++);
        SyntheticEntries.withSecondary(entry, CostMetric.REQUESTS_SERVER.metricName(), "requests/op", 0,
            f -> 1.0, seed++);
        entries.get(adapter).add(entry);
      }
    }
    return SyntheticEntries.run(dir, entries);
  }
}
