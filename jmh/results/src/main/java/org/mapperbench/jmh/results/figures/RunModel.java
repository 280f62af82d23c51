package org.mapperbench.jmh.results.figures;

import java.util.List;
import java.util.Optional;

/**
 * One run's figures, computed once from its rounds for everything that renders them (the report's sections, its
 * summary for the docs, the gate): each benchmark's figures and ratios ({@link RunFigures}), the verdict of each
 * library against its native and of each variant against its module's first ({@link Verdict}), the per-row fits
 * ({@link RowsFigures}), the machine's noise floor, both paths of a run on a loaded dataset ({@link PathRatios}) and
 * the windows that held a flush, a compaction or a collection ({@link WindowEventLog}). Nothing here writes text.
 *
 * @param operations the operations the run planned, in the report's order
 * @param paths a dataset run against its memtable run; empty without a dataset, or with no memtable run to read
 * @param memtableNamed whether that memtable run was named for this run, rather than found beside it
 * @param windowEvents the node's and the collectors' events in measured windows, if their logs could be read
 * @param startup each adapter's start, from its fork JVMs
 * @param rates rate mode's paced trials and capacities; empty without rate mode
 * @param profiles the profiling pass's stacks; empty without one
 */
public record RunModel(RunResults run, List<String> operations, RunFigures figures, Verdict verdict,
    Verdict versions, RowsFigures rows, NoiseFloor floor, Optional<PathRatios> paths, boolean memtableNamed,
    Optional<WindowEventLog.Tally> windowEvents, List<StartupFigures> startup, RateFigures rates,
    ProfileFigures profiles) {

  /** {@code run}'s figures; {@code memtable}: a run on a loaded dataset is read against it, or the newest beside it. */
  public static RunModel of(RunResults run, Optional<RunResults> memtable) {
    RunFigures figures = RunFigures.of(run);
    Optional<PathRatios> paths = PathRatios.users(run).isEmpty() || run.profileOnly() ? Optional.empty()
        : memtable.or(() -> PathRatios.memtableBeside(run)).map(against -> PathRatios.of(against, run));
    return new RunModel(run, run.plannedOperations(), figures, Verdict.of(run, figures),
        Verdict.versions(run, figures), new RowsFigures(figures), NoiseFloor.of(run), paths, memtable.isPresent(),
        WindowEventLog.tallyIfReadable(run), StartupFigures.of(run), RateFigures.of(run), ProfileFigures.of(run));
  }

  /** {@code run}'s figures, a run on a loaded dataset read against the newest run beside it without one. */
  public static RunModel of(RunResults run) {
    return of(run, Optional.empty());
  }

  /** Whether the run read a loaded dataset ({@code bench.dataset}) and timed it. */
  public boolean onDataset() {
    return PathRatios.users(run).isPresent() && !run.profileOnly();
  }
}
