package org.mapperbench.jmh.report.summary;

import org.mapperbench.jmh.report.render.VerdictWords;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.mapperbench.entities.schema.Operation;
import org.mapperbench.jmh.results.figures.RowsFigures;
import org.mapperbench.jmh.report.render.Format;
import org.mapperbench.jmh.results.figures.Cost;
import org.mapperbench.jmh.results.figures.Interval;
import org.mapperbench.jmh.results.figures.PathRatios;

/**
 * docs/choosing.md's tables, written from the reference run's summary between their markers, the prose around them
 * the page's own: each library's costs over its native, what each row of a call adds, and each adapter's start. A
 * test fails when the page differs from what the summary in docs/reference/ writes.
 */
public final class ChoosingPage {
  public static final Path PAGE = Path.of("docs", "choosing.md");
  public static final String TABLE_BEGIN =
      "<!-- costs from docs/reference/default.json: scripts/mapper-bench reference -->";
  public static final String TABLE_END = "<!-- end of costs -->";
  public static final String ROWS_BEGIN =
      "<!-- costs per row from docs/reference/default.json: scripts/mapper-bench reference -->";
  public static final String ROWS_END = "<!-- end of costs per row -->";
  public static final String STARTUP_BEGIN =
      "<!-- start-up from docs/reference/default.json: scripts/mapper-bench reference -->";
  public static final String STARTUP_END = "<!-- end of start-up -->";
  public static final String DISK_BEGIN =
      "<!-- both paths from docs/reference/default.json and dataset.json: scripts/mapper-bench reference -->";
  public static final String DISK_END = "<!-- end of both paths -->";
  /** The costs the path of a read moves: the server's own work, and the latency that carries it. */
  static final List<Cost> DISK_COSTS = List.of(Cost.MEAN_LATENCY, Cost.SERVER_CPU);

  /**
   * Each library against its native, cost by cost: its one ratio over all its operations where the summary keeps it,
   * then in a few words over its operations: "same" where every operation's interval holds 1, else the range of the
   * ratios that differ and how many operations they are.
   */
  public static String costsTable(RunSummary run) {
    Set<String> costs = new LinkedHashSet<>();
    run.libraries().forEach(library -> costs.addAll(library.costs().keySet()));
    StringBuilder table = new StringBuilder("| library | against | ")
        .append(costs.stream().map(c -> c.replace(" per call", "")).collect(Collectors.joining(" | ")))
        .append(" |\n|---|---|").append("---|".repeat(costs.size())).append('\n');
    for (RunSummary.Library library : run.libraries()) {
      table.append("| ").append(library.adapter()).append(" | ").append(library.against());
      for (String cost : costs) {
        String overall = library.overall() == null || !library.overall().containsKey(cost) ? ""
            : VerdictWords.overall(library.overall().get(cost).interval());
        String range = range(library.costs().getOrDefault(cost, Map.of()).values());
        table.append(" | ").append(overall.isEmpty() ? range : overall + "; " + range);
      }
      table.append(" |\n");
    }
    return table.toString();
  }

  /**
   * What each row of a call adds over the native, one table per curve: each library's per-row difference with its
   * interval, cost by cost, from the fits through the N the run ran.
   */
  public static String rowsTables(RunSummary run) {
    StringBuilder tables = new StringBuilder();
    for (Operation curve : RunSummary.ROW_CURVES) {
      String name = curve.curveName();
      List<RunSummary.Library> libraries = run.libraries().stream()
          .filter(l -> l.perRow() != null && l.perRow().containsKey(name)).toList();
      if (libraries.isEmpty()) {
        continue;
      }
      tables.append(tables.isEmpty() ? "" : "\n").append("Each row of `").append(name).append("`:\n\n")
          .append("| library | against | ")
          .append(RowsFigures.COSTS.stream().map(c -> c.title.replace(" per call", "")).collect(Collectors.joining(
              " | "))).append(" |\n|---|---|").append("---:|".repeat(RowsFigures.COSTS.size())).append('\n');
      for (RunSummary.Library library : libraries) {
        tables.append("| ").append(library.adapter()).append(" | ").append(library.against());
        for (Cost cost : RowsFigures.COSTS) {
          RunSummary.Amount amount = library.perRow().get(name).get(cost.title);
          tables.append(" | ").append(amount == null ? "—" : Format.amount(amount.interval(), cost.unit, true));
        }
        tables.append(" |\n");
      }
    }
    // A summary adopted before summaries kept costs per row: the next adoption writes them.
    return tables.isEmpty() ? "The reference run's summary keeps no costs per row yet; each run's report gives its own,"
        + " in its part on rows per call.\n" : tables.toString();
  }

  /**
   * Each adapter's start, natives included: the median time from its fork JVM's start until it was open, and of it
   * the adapter's own open (its session, mapping or application context built).
   */
  public static String startupTable(RunSummary run) {
    if (run.startup() == null || run.startup().isEmpty()) {
      // A summary adopted before summaries kept start-ups: the next adoption writes them.
      return "The reference run's summary keeps no start-up times yet; each run's report gives its own, in its"
          + " part Start-up.\n";
    }
    StringBuilder table = new StringBuilder("| adapter | fork JVMs | ready after (median) | of it, its open |\n")
        .append("|---|---:|---:|---:|\n");
    for (RunSummary.Startup s : run.startup()) {
      table.append("| ").append(s.adapter()).append(" | ").append(s.jvms()).append(" | ")
          .append(Format.number(s.readySeconds(), 2)).append(" s | ")
          .append(s.openSeconds() == null ? "—" : Format.number(s.openSeconds(), 2) + " s").append(" |\n");
    }
    return table.toString();
  }

  /**
   * Each library against its native on both paths of a read, one table per cost: the memtable path of the default
   * run, then the rows read through SSTables of the dataset run, for each operation the dataset run read. "moved"
   * where the two 95% intervals do not overlap (docs/methodology.md, "A loaded dataset").
   */
  public static String diskTables(RunSummary memtable, RunSummary dataset) {
    if (dataset == null) {
      return "No run on a loaded dataset is adopted yet; `scripts/mapper-bench paths` reads any two runs.\n";
    }
    StringBuilder tables = new StringBuilder();
    int moved = 0;
    int pairs = 0;
    for (Cost cost : DISK_COSTS) {
      List<String> operations = dataset.libraries().stream()
          .flatMap(l -> l.costs().getOrDefault(cost.title, Map.of()).keySet().stream()).distinct().toList();
      if (operations.isEmpty()) {
        continue;
      }
      tables.append(tables.isEmpty() ? "" : "\n").append(Character.toUpperCase(cost.title.charAt(0)))
          .append(cost.title.substring(1)).append(", over the native, memtable → ").append(users(dataset))
          .append(":\n\n| library | against | ").append(String.join(" | ", operations)).append(" |\n|---|---|")
          .append("---|".repeat(operations.size())).append('\n');
      for (RunSummary.Library library : dataset.libraries()) {
        RunSummary.Library before = memtable.libraries().stream()
            .filter(l -> l.adapter().equals(library.adapter())).findFirst().orElse(null);
        tables.append("| ").append(library.adapter()).append(" | ").append(library.against());
        for (String op : operations) {
          RunSummary.Ratio then = before == null ? null : before.costs().getOrDefault(cost.title, Map.of()).get(op);
          RunSummary.Ratio now = library.costs().getOrDefault(cost.title, Map.of()).get(op);
          Interval memtablePath = then == null ? Interval.NONE : then.interval();
          Interval datasetPath = now == null ? Interval.NONE : now.interval();
          boolean move = PathRatios.moved(memtablePath, datasetPath);
          pairs += memtablePath.known() && datasetPath.known() ? 1 : 0;
          moved += move ? 1 : 0;
          tables.append(" | ").append(then == null ? "—" : ReferencePage.point(then)).append(" → ")
              .append(now == null ? "—" : ReferencePage.point(now)).append(move ? " (moved)" : "");
        }
        tables.append(" |\n");
      }
    }
    return tables.append("\n").append(moved).append(" of ").append(pairs)
        .append(" ratios moved between the paths (results folders `").append(memtable.run()).append("` and `")
        .append(dataset.run()).append("`).\n").toString();
  }

  private static String users(RunSummary dataset) {
    return String.format(java.util.Locale.ROOT, "%,d users", dataset.datasetUsers());
  }

  /**
   * {@code page} with its table of costs, its tables of costs per row, its table of start-up times written again from
   * {@code run}, and its tables of both paths from {@code run} and {@code dataset}; each part unchanged where its
   * markers are missing.
   *
   * @param dataset the reference run on a loaded dataset; null before one is adopted
   */
  public static String withTables(String page, RunSummary run, RunSummary dataset) {
    String costs = between(page, TABLE_BEGIN, TABLE_END, costsTable(run));
    String startup = between(between(costs, ROWS_BEGIN, ROWS_END, rowsTables(run)), STARTUP_BEGIN, STARTUP_END,
        startupTable(run));
    return between(startup, DISK_BEGIN, DISK_END, diskTables(run, dataset));
  }

  private static String between(String page, String beginMarker, String endMarker, String text) {
    int begin = page.indexOf(beginMarker);
    int end = page.indexOf(endMarker);
    if (begin < 0 || end < begin) {
      return page;
    }
    return page.substring(0, begin + beginMarker.length()) + "\n" + text + page.substring(end);
  }

  private static String range(java.util.Collection<RunSummary.Ratio> ratios) {
    List<RunSummary.Ratio> known = ratios.stream().filter(r -> r.point() != null).toList();
    if (known.isEmpty()) {
      return "—";
    }
    List<String> parts = new ArrayList<>();
    List<Double> higher = known.stream().filter(r -> r.low() > 1).map(RunSummary.Ratio::point).sorted().toList();
    List<Double> lower = known.stream().filter(r -> r.high() < 1).map(RunSummary.Ratio::point).sorted().toList();
    for (List<Double> side : List.of(higher, lower)) {
      if (!side.isEmpty()) {
        String low = VerdictWords.change(side.get(0));
        String high = VerdictWords.change(side.get(side.size() - 1));
        parts.add((low.equals(high) ? low : low + " to " + high) + " in " + side.size() + " of " + known.size());
      }
    }
    return parts.isEmpty() ? "same in " + known.size() : String.join("; ", parts);
  }

  private ChoosingPage() {}
}
