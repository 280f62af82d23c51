package org.mapperbench.jmh.report.check;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.mapperbench.jmh.results.figures.FamilyNative;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.model.AdapterRecord;

/**
 * One driver per family: a library's verdict is its cost over a native adapter's, and over a native on another
 * driver version it would mix the driver's change into the library's own. A problem per library whose floor resolved
 * a different driver version (docs/variants.md).
 */
final class FloorCheck {
  private FloorCheck() {}

  static void check(RunResults run, List<String> problems) {
    for (String adapter : run.adapters()) {
      AdapterRecord own = run.adapter(adapter);
      Optional<String> floor = run.floor(adapter).filter(f -> !f.equals(adapter));
      if (floor.isEmpty()) {
        continue;
      }
      AdapterRecord base = run.adapter(floor.get());
      String mine = FamilyNative.driver(own);
      String theirs = FamilyNative.driver(base);
      if (mine != null && theirs != null && !Objects.equals(mine, theirs)) {
        problems.add(adapter + " runs " + mine + " but its floor " + floor.get() + " runs " + theirs
            + ": its verdict would mix the driver's change into the library's cost; align the pins or add a"
            + " variant of " + FamilyNative.module(floor.get(), base) + " on " + mine
            + " to bench.adapters (docs/variants.md)");
      }
    }
  }
}
