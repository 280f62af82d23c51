package org.mapperbench.jmh.cli.check;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.mapperbench.jmh.results.CompareSettings;
import org.mapperbench.jmh.results.figures.BenchmarkFigures;
import org.mapperbench.jmh.results.figures.Cost;
import org.mapperbench.jmh.results.figures.HierarchicalBootstrap;
import org.mapperbench.jmh.results.figures.RunResults;

/**
 * {@code scripts/mapper-bench compare results/A results/B}: every benchmark of two runs side by side, with B/A and its
 * interval, a verdict only where that interval excludes 1 (see {@link CompareRow}), and B/A of the per-call client CPU,
 * server CPU and allocation; headed by what differs between the two run.json files. Exit 0, or 2 with one line on bad
 * input.
 */
public final class Compare {
  private Compare() {}

  /** Prints the comparison of two runs: exit 0, or 2 with one line when a folder holds no run. */
  public static int run(Path a, Path b, boolean markdown, double minEffect, PrintStream out, PrintStream err) {
    try {
      out.print(report(load(a), load(b), markdown, minEffect));
      return 0;
    } catch (RunResults.BadFolder e) {
      err.println("compare: " + e.getMessage());
      return 2;
    }
  }

  /** A folder that holds no figure at all cannot be compared; one with some is compared, with notes on the rest. */
  private static RunResults load(Path folder) {
    RunResults run = RunResults.load(folder);
    if (run.figures().isEmpty()) {
      throw new RunResults.BadFolder(run.notes().isEmpty()
          ? folder + " holds no benchmark results" : run.notes().get(0));
    }
    return run;
  }

  static String report(RunResults a, RunResults b, boolean markdown, double minEffect) {
    StringBuilder out = new StringBuilder();
    String heading = markdown ? "## " : "";
    String item = markdown ? "- " : "  ";
    out.append(heading).append("Comparing two runs\n\n");
    out.append(item).append("A: ").append(a.describe()).append('\n');
    a.notes().forEach(note -> out.append(item).append("   ").append(note).append('\n'));
    out.append(item).append("B: ").append(b.describe()).append('\n');
    b.notes().forEach(note -> out.append(item).append("   ").append(note).append('\n'));

    out.append('\n').append(heading).append("What differs in run.json\n\n");
    List<CompareSettings.Difference> differences = CompareSettings.between(a.run(), b.run());
    if (differences.isEmpty()) {
      out.append(item).append("nothing: same libraries, settings and servers\n");
    } else if (markdown) {
      CompareTable table = new CompareTable("run.json", "A", "B");
      differences.forEach(d -> table.row(d.path(), side(d.a(), "A", d.b()), side(d.b(), "B", d.a())));
      out.append(table.render(true));
    } else {
      int width = differences.stream().mapToInt(d -> d.path().length()).max().orElse(0);
      for (CompareSettings.Difference d : differences) {
        out.append(item).append(d.path()).append(" ".repeat(width - d.path().length())).append("  ")
            .append(change(d)).append('\n');
      }
    }

    out.append('\n').append(heading).append("Benchmarks\n\n");
    String line = markdown ? "" : item;
    out.append(line).append("A, B: mean and the half-width of its 95% interval (forks, then iterations, resampled).\n")
        .append(line).append("B/A: B's mean over A's, with its 95% interval from the same resamples. A difference"
            + " counts\n")
        .append(line).append("only when that interval excludes 1").append(minEffect > 0
            ? String.format(java.util.Locale.ROOT, " and lies beyond 1 \u00b1 %.1f%% (--min-effect)", 100 * minEffect)
            : "")
        .append(": latency is then slower or faster,\n")
        .append(line).append("throughput lower or higher. requests, alloc, cpu client, cpu server: B/A of what one\n")
        .append(line).append("call cost, as the report's verdict says it: \"same\" where its interval holds 1.\n\n");
    CompareTable table = new CompareTable("adapter", "operation", "mode", ">threads", ">A", ">B", "unit", ">B/A",
        "verdict", ">requests", ">alloc", ">cpu client", ">cpu server");
    Map<CompareRow.Verdict, Integer> counts = new EnumMap<>(CompareRow.Verdict.class);
    Map<CompareKey, BenchmarkFigures> inA = byKey(a);
    Map<CompareKey, BenchmarkFigures> inB = byKey(b);
    TreeSet<CompareKey> keys = new TreeSet<>(inA.keySet());
    keys.addAll(inB.keySet());
    for (CompareKey key : keys) {
      CompareRow row = CompareRow.of(key, inA.get(key), inB.get(key), minEffect);
      counts.merge(row.verdict(), 1, Integer::sum);
      table.row(key.adapter(), key.operation(), key.mode(), String.valueOf(key.threads()),
          CompareRow.scoreText(row.a()), CompareRow.scoreText(row.b()), row.unit(), row.ratioText(), row.verdictText(),
          row.cost(Cost.REQUESTS), row.cost(Cost.ALLOCATION), row.cost(Cost.CLIENT_CPU), row.cost(Cost.SERVER_CPU));
    }
    out.append(table.render(markdown)).append('\n').append(summary(keys.size(), counts)).append('\n');
    return out.toString();
  }

  private static Map<CompareKey, BenchmarkFigures> byKey(RunResults run) {
    Map<CompareKey, BenchmarkFigures> figures = new java.util.TreeMap<>();
    run.figures().forEach(f -> figures.put(CompareKey.of(f), f));
    return figures;
  }

  private static String change(CompareSettings.Difference d) {
    if (d.a() == null && "present".equals(d.b())) {
      return "only in B";
    }
    if (d.b() == null && "present".equals(d.a())) {
      return "only in A";
    }
    return (d.a() == null ? "(absent)" : d.a()) + " -> " + (d.b() == null ? "(absent)" : d.b());
  }

  private static String side(String value, String name, String other) {
    if (value == null) {
      return "present".equals(other) ? "-" : "(absent)";
    }
    return "present".equals(value) && other == null ? "only in " + name : value;
  }

  private static String summary(int total, Map<CompareRow.Verdict, Integer> counts) {
    List<String> parts = new ArrayList<>();
    int worse = counts.getOrDefault(CompareRow.Verdict.WORSE, 0);
    int better = counts.getOrDefault(CompareRow.Verdict.BETTER, 0);
    parts.add(worse + " worse in B (slower or lower)");
    parts.add(better + " better in B (faster or higher)");
    parts.add(counts.getOrDefault(CompareRow.Verdict.WITHIN_ERROR, 0) + " within error");
    for (CompareRow.Verdict verdict : List.of(CompareRow.Verdict.NO_ERROR_BAR, CompareRow.Verdict.UNITS_DIFFER,
        CompareRow.Verdict.ONLY_IN_A, CompareRow.Verdict.ONLY_IN_B)) {
      int n = counts.getOrDefault(verdict, 0);
      if (n > 0) {
        parts.add(n + " " + switch (verdict) {
          case NO_ERROR_BAR -> "without a verdict: a side rests on fewer than " + HierarchicalBootstrap.MIN_FORKS
              + " forks, so no error bar";
          case UNITS_DIFFER -> "in different units";
          case ONLY_IN_A -> "only in A";
          default -> "only in B";
        });
      }
    }
    return total + " benchmarks: " + String.join(", ", parts);
  }
}
