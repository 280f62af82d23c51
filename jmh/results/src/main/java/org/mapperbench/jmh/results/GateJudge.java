package org.mapperbench.jmh.results;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.mapperbench.jmh.results.figures.Cost;
import org.mapperbench.jmh.results.figures.Interval;
import org.mapperbench.jmh.results.figures.RunFigures;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.Verdict;

/**
 * The release gate's judgement of a run's Versions part (each variant against the first adapter of its module the
 * run named), cell by cell against each cost's threshold: {@code scripts/mapper-bench gate} fails a run on it, and the
 * runner, after each round, gives more forks only to the cells still open, until every one is decided or the budget
 * is spent (docs/variants.md, "A release gate" and "A run that stops when it knows").
 */
public final class GateJudge {
  /** How much more a variant may cost before the gate fails it, by cost ({@link Cost#gateThreshold}). */
  public static final Map<Cost, Double> DEFAULT_THRESHOLDS = defaults();

  /** A variant's operation against its base, with at least one cost still open. */
  public record Pair(String variant, String base, String operation) {}

  /**
   * Where the gate stands.
   *
   * @param cells the cells it judges besides requests, which are exact
   * @param open those whose 95% interval still holds their threshold, or that have too few forks for one
   * @param undecided the variant's operations the open cells belong to, each once
   */
  public record Judged(int cells, int open, List<Pair> undecided) {}

  /** What the gate makes of one cell. */
  public enum Decision {
    /** Its interval lies wholly above the threshold. */
    FAILS,
    /** Its interval lies wholly below the threshold. */
    PASSES,
    /** Its interval holds the threshold: the gate passes it ("same" never fails), though more forks could tell. */
    STRADDLES,
    /** No interval yet, for want of forks: more rounds would give it one. */
    OPEN,
    /** No interval more rounds would give (a cost its forks cannot state, a benchmark not measured). */
    UNJUDGED
  }

  private GateJudge() {}

  private static Map<Cost, Double> defaults() {
    Map<Cost, Double> thresholds = new EnumMap<>(Cost.class);
    for (Cost cost : Cost.values()) {
      thresholds.put(cost, cost.gateThreshold);
    }
    return Collections.unmodifiableMap(thresholds);
  }

  /** One cell against its threshold, a share over 1 (0.05 for 5% more). */
  public static Decision decide(Verdict.Judgement judgement, double threshold) {
    if (Verdict.TOO_FEW_FORKS.equals(judgement.unmeasured())) {
      return Decision.OPEN;
    }
    if (!judgement.ratio().known() || !judgement.unmeasured().isEmpty()) {
      return Decision.UNJUDGED;
    }
    Interval ratio = judgement.ratio();
    return ratio.low() > 1 + threshold ? Decision.FAILS : ratio.high() < 1 + threshold ? Decision.PASSES
        : Decision.STRADDLES;
  }

  /**
   * The run in {@code resultsDir} as it stands, at the default thresholds: a cell is open while its 95% interval
   * holds its threshold or it has too few forks for one; requests are exact, so never open. Empty when it has no
   * variant to gate, or cannot be read yet.
   */
  public static Optional<Judged> judge(Path resultsDir) {
    RunResults run;
    try {
      run = RunResults.load(resultsDir);
    } catch (RunResults.BadFolder e) {
      return Optional.empty();
    }
    Verdict versions = Verdict.versions(run, RunFigures.of(run));
    if (versions.isEmpty()) {
      return Optional.empty();
    }
    int cells = 0;
    int open = 0;
    Set<Pair> undecided = new LinkedHashSet<>();
    for (Cost cost : Cost.values()) {
      if (cost == Cost.REQUESTS) {
        continue;
      }
      for (Verdict.Row row : versions.rows(cost)) {
        for (Map.Entry<String, Verdict.Judgement> cell : row.operations().entrySet()) {
          Decision decision = decide(cell.getValue(), DEFAULT_THRESHOLDS.get(cost));
          cells += decision == Decision.UNJUDGED ? 0 : 1;
          if (decision == Decision.OPEN || decision == Decision.STRADDLES) {
            open++;
            undecided.add(new Pair(row.adapter(), row.base(), cell.getKey()));
          }
        }
      }
    }
    return Optional.of(new Judged(cells, open, new ArrayList<>(undecided)));
  }
}
