package org.mapperbench.jmh.cli.check;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.results.model.ServerRecord;

/** The stats sidecar's part of {@link CheckResults}: a timeline per process, every row marked with a benchmark. */
final class StatsCheck {
  private StatsCheck() {}

  /** The sidecar's TSVs: one for the client JVMs, one per server; the client's rows name every adapter that ran. */
  static void check(Path folder, RunResults run, List<String> adapters, List<String> problems, PrintStream out) {
    List<String> processes = new ArrayList<>(List.of("client"));
    for (String server : run.record().servers().keySet().stream().sorted().toList()) {
      int nodes = run.record().servers().get(server).nodeCount();
      boolean local = !ServerRecord.EXTERNAL.equals(run.record().servers().get(server).kind());
      if (nodes > 1 && local) {
        // An embedded cluster's nodes are sampled one file each.
        for (int node = 1; node <= nodes; node++) {
          processes.add(server + "-node" + node);
        }
      } else {
        processes.add(server);
      }
    }
    for (String process : processes) {
      Path file = folder.resolve(SuiteNames.statsFile(process));
      List<String> lines;
      try {
        lines = Files.readAllLines(file);
      } catch (IOException e) {
        problems.add("stats: stats/" + process + ".tsv is missing");
        continue;
      }
      if (lines.isEmpty() || !List.of(lines.get(0).split("\t")).equals(SuiteNames.STATS_COLUMNS)) {
        problems.add("stats: " + process + ".tsv has header " + (lines.isEmpty() ? "none" : lines.get(0))
            + ", not " + SuiteNames.STATS_COLUMNS);
        continue;
      }
      List<String[]> rows = lines.subList(1, lines.size()).stream().map(l -> l.split("\t", -1)).toList();
      if (rows.isEmpty()) {
        problems.add("stats: " + process + ".tsv has no samples");
      }
      long unlabelled = rows.stream()
          .filter(r -> r.length != SuiteNames.STATS_COLUMNS.size() || r[r.length - 1].isBlank()).count();
      if (unlabelled > 0) {
        problems.add("stats: " + process + ".tsv has " + unlabelled + " rows with no benchmark");
      }
      if (process.equals("client")) {
        long between = rows.stream().filter(r -> r[r.length - 1].equals("-")).count();
        if (between > 0) {
          problems.add("stats: client.tsv has " + between + " rows sampled while no benchmark ran");
        }
        Set<String> sampled = new LinkedHashSet<>();
        rows.forEach(r -> sampled.addAll(SuiteNames.labelAdapters(r[r.length - 1])));
        adapters.stream().filter(a -> !sampled.contains(a))
            .forEach(a -> problems.add("stats: client.tsv has no sample of " + a));
      }
    }
    out.println("stats: " + String.join(", ", processes.stream().map(SuiteNames::statsFileName).toList()));
  }
}
