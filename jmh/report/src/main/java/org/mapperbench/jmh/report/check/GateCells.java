package org.mapperbench.jmh.report.check;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.mapperbench.jmh.report.figures.RunFigures;
import org.mapperbench.jmh.report.render.Verdict;
import org.mapperbench.jmh.results.GateJudge;
import org.mapperbench.jmh.results.figures.Cost;
import org.mapperbench.jmh.results.figures.RunResults;

/**
 * The gate's judge while a run goes on, at the default thresholds ({@link Gate#DEFAULT_THRESHOLDS}): a cell is open
 * while its 95% interval holds its threshold or it has too few forks for one. Requests are exact, so never open.
 */
public final class GateCells implements GateJudge {
  @Override
  public Optional<Judged> judge(Path resultsDir) {
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
          Gate.Decision decision = Gate.decide(cell.getValue(), Gate.DEFAULT_THRESHOLDS.get(cost));
          cells += decision == Gate.Decision.UNJUDGED ? 0 : 1;
          if (decision == Gate.Decision.OPEN || decision == Gate.Decision.STRADDLES) {
            open++;
            undecided.add(new Pair(row.adapter(), row.base(), cell.getKey()));
          }
        }
      }
    }
    return Optional.of(new Judged(cells, open, new ArrayList<>(undecided)));
  }
}
