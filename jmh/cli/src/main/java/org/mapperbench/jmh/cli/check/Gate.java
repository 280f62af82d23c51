package org.mapperbench.jmh.cli.check;

import org.mapperbench.jmh.report.render.VerdictWords;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.mapperbench.jmh.results.GateJudge;
import org.mapperbench.jmh.results.figures.RunFigures;
import org.mapperbench.jmh.results.figures.Verdict;
import org.mapperbench.jmh.results.figures.Cost;
import org.mapperbench.jmh.results.figures.HierarchicalBootstrap;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.SuiteNames;

/**
 * {@code scripts/mapper-bench gate [results/latest]}, a release gate for a library's own CI: reads the run's Versions
 * part (each variant against the first of its module the run named) and fails where a variant costs more than its
 * base by more than the cost's threshold, and only where the whole 95% interval of the ratio lies above it. "Same"
 * never fails, nor does a cell without an interval. Exit 1 with one line per failing cell, 0 when none fails, 2 when
 * the run cannot be gated (no variant, or no cell with an interval). Thresholds and their false-alarm rate:
 * docs/variants.md, "A release gate".
 */
public final class Gate {
  private Gate() {}

  /** One cell that fails: a variant's cost of one operation, over its threshold. */
  record Failure(Verdict.Row row, String operation, Verdict.Judgement judgement, double threshold) {
    String line() {
      String difference = VerdictWords.differenceWords(judgement);
      return String.format(Locale.ROOT, "gate: %s vs %s %s %s %s%s, over the %s allowed", row.adapter(), row.base(),
          operation, row.cost().label, VerdictWords.words(judgement),
          difference.isEmpty() ? "" : " (" + difference + ")", VerdictWords.change(1 + threshold));
    }
  }

  /** Gates the run in {@code folder}; {@code thresholds} replace the defaults of the costs they name. */
  public static int run(Path folder, Map<Cost, Double> thresholds, PrintStream out) {
    Map<Cost, Double> limits = new EnumMap<>(GateJudge.DEFAULT_THRESHOLDS);
    limits.putAll(thresholds);
    RunResults run;
    try {
      run = RunResults.load(folder);
    } catch (RunResults.BadFolder e) {
      out.println("gate: " + e.getMessage());
      return 2;
    }
    Verdict versions = Verdict.versions(run, RunFigures.of(run));
    if (versions.isEmpty()) {
      out.println("gate: " + folder + " has no variant to gate: name the last release and the candidate in"
          + " bench.adapters, e.g. spring-data@5.1.2,spring-data@5.1.3-SNAPSHOT (docs/variants.md)");
      return 2;
    }
    List<Failure> failures = new ArrayList<>();
    int judged = 0;
    int cells = 0;
    for (Cost cost : Cost.values()) {
      for (Verdict.Row row : versions.rows(cost)) {
        for (Map.Entry<String, Verdict.Judgement> cell : row.operations().entrySet()) {
          Verdict.Judgement judgement = cell.getValue();
          cells++;
          GateJudge.Decision decision = GateJudge.decide(judgement, limits.get(cost));
          if (decision == GateJudge.Decision.UNJUDGED || decision == GateJudge.Decision.OPEN) {
            continue;
          }
          // Requests are exact in any number of forks; the other costs need an interval's forks.
          judged += cost == Cost.REQUESTS ? 0 : 1;
          if (decision == GateJudge.Decision.FAILS) {
            failures.add(new Failure(row, cell.getKey(), judgement, limits.get(cost)));
          }
        }
      }
    }
    List<String> problems = new ArrayList<>();
    if (!SuiteNames.PASSED.equals(run.status())) {
      problems.add("gate: run.json says " + run.status() + ": a run that did not pass is not gated on");
    }
    if (judged == 0) {
      out.println("gate: no cell of " + folder + " has a 95% interval: an interval needs "
          + HierarchicalBootstrap.MIN_FORKS + " forks (run without -Dbench.quick)");
      return 2;
    }
    failures.forEach(f -> problems.add(f.line()));
    problems.forEach(out::println);
    String summary = String.format(Locale.ROOT, "%d of %d cells judged besides requests (%s)", judged, cells,
        thresholds(limits));
    out.println(problems.isEmpty() ? "gate: passed: " + summary
        : "gate: failed: " + failures.size() + " over their threshold; " + summary);
    return problems.isEmpty() ? 0 : 1;
  }

  /** "requests +0%, alloc +2.0%, ...": what the run was held to, as a command line names them. */
  static String thresholds(Map<Cost, Double> limits) {
    List<String> parts = new ArrayList<>();
    limits.forEach((cost, limit) -> parts.add(cost.key() + " " + VerdictWords.change(1 + limit)));
    return "allowed: " + String.join(", ", parts);
  }
}
