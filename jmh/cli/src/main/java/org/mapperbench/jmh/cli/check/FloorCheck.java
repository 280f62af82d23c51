package org.mapperbench.jmh.cli.check;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.mapperbench.jmh.results.figures.BenchmarkFigures;
import org.mapperbench.jmh.results.figures.Cost;
import org.mapperbench.jmh.results.figures.FamilyNative;
import org.mapperbench.jmh.results.figures.NoiseFloor;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.model.AdapterRecord;

/**
 * Floors that are floors. One driver per family: a library's verdict is its cost over a native adapter's, and over a
 * native on another driver version it would mix the driver's change into the library's own: a problem per library
 * whose floor resolved a different driver version (docs/variants.md). And the native must be the cheapest use of its
 * driver: a problem per operation on which a library allocates less than its native by more than the bytes' own
 * spread between forks, which a mapper can only do where the native wastes (docs/methodology.md, "Rows per call").
 */
final class FloorCheck {
  private FloorCheck() {}

  static void check(RunResults run, List<String> problems) {
    double bytesSpread = NoiseFloor.medianSpread(run.figures(), Cost.ALLOCATION);
    for (String adapter : run.adapters()) {
      AdapterRecord own = run.adapter(adapter);
      Optional<String> floor = run.floor(adapter).filter(f -> !f.equals(adapter));
      if (floor.isEmpty()) {
        continue;
      }
      AdapterRecord base = run.adapter(floor.get());
      String mine = FamilyNative.driver(own);
      String theirs = FamilyNative.driver(base);
      cheaperThanFloor(run, adapter, floor.get(), bytesSpread, problems);
      if (mine != null && theirs != null && !Objects.equals(mine, theirs)) {
        problems.add(adapter + " runs " + mine + " but its floor " + floor.get() + " runs " + theirs
            + ": its verdict would mix the driver's change into the library's cost; align the pins or add a"
            + " variant of " + FamilyNative.module(floor.get(), base) + " on " + mine
            + " to bench.adapters (docs/variants.md)");
      }
    }
  }

  /** Operations whose bytes per call fall below the floor's by more than the run's bytes spread; none below 3 forks. */
  private static void cheaperThanFloor(RunResults run, String adapter, String floor, double spread,
      List<String> problems) {
    if (!Double.isFinite(spread)) {
      return;
    }
    for (BenchmarkFigures own : run.figures()) {
      if (!own.adapter().equals(adapter) || own.throughput() || own.threads() != 1) {
        continue;
      }
      run.figures().stream().filter(b -> b.adapter().equals(floor) && !b.throughput() && b.threads() == 1
          && b.operation().equals(own.operation())).findFirst().ifPresent(base -> {
            double mine = Cost.ALLOCATION.score(own);
            double theirs = Cost.ALLOCATION.score(base);
            if (mine < theirs * (1 - 2 * spread)) {
              problems.add(String.format(java.util.Locale.ROOT, "%s allocates %,.0f B per %s call, %.1f%% less than"
                  + " its floor %s (%,.0f B), beyond twice the bytes' spread between forks (%.1f%%): the floor is not"
                  + " the cheapest use of its driver there", adapter, mine, own.operation(),
                  100 * (1 - mine / theirs), floor, theirs, 100 * spread));
            }
          });
    }
  }
}
