package org.mapperbench.jmh.results;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * Judges a run's gated cells while it runs (the report module's gate, {@code scripts/mapper-bench gate}): after each
 * round the runner asks which cells of the Versions part are still open, and gives more forks only to those, until
 * every one is decided or the budget is spent (docs/variants.md, "A run that stops when it knows"). Found on the class
 * path as {@link ReportWriter} is, so that the runner compiles against no rendering class.
 */
public interface GateJudge {
  /** A variant's operation against its base, with at least one cost still open. */
  record Pair(String variant, String base, String operation) {}

  /**
   * Where the gate stands.
   *
   * @param cells the cells it judges besides requests, which are exact
   * @param open those whose 95% interval still holds their threshold, or that have too few forks for one
   * @param undecided the variant's operations the open cells belong to, each once
   */
  record Judged(int cells, int open, List<Pair> undecided) {}

  /** The run in {@code resultsDir} as it stands; empty when it has no variant to gate. */
  Optional<Judged> judge(Path resultsDir);

  /** The report module's judge; empty if it is not on the class path. */
  static Optional<GateJudge> find() {
    return ServiceLoader.load(GateJudge.class).findFirst();
  }
}
