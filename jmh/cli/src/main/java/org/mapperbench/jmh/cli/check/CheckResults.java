package org.mapperbench.jmh.cli.check;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.jmh.report.render.Format;
import org.mapperbench.jmh.results.figures.BenchmarkKey;
import org.mapperbench.jmh.results.ReportWriter;
import org.mapperbench.jmh.results.figures.BenchmarkFigures;
import org.mapperbench.jmh.results.figures.HierarchicalBootstrap;
import org.mapperbench.jmh.results.figures.NoiseFloor;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.SuiteInterval;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.results.model.PrecisionRecord;
import org.mapperbench.jmh.results.model.RoundRecord;
import org.mapperbench.jmh.results.model.ServerRecord;
import org.mapperbench.jmh.results.model.ResultEntries;
import org.mapperbench.jmh.results.model.ResultEntry;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.protocol.metrics.CostMetric;

/**
 * {@code scripts/mapper-bench check [results/latest] [adapter ...]}, what CI runs after the quick benchmark: every
 * adapter named has its JMH JSON with every planned benchmark, each verified against the server's counters, carrying
 * its per-call costs and the suite's interval method (an interval from three forks on, none below), over at least two
 * forks; run.json says the run passed and how it met its precision target; a run with a noise probe has one probe
 * fork per round; the stats sidecar left a timeline for the client and each server, every row marked with a
 * benchmark; and the report is there. Exit 1 with one line per problem, 0 otherwise.
 */
public final class CheckResults {
  private final List<String> problems = new ArrayList<>();

  CheckResults() {}

  /**
   * Checks a run: every benchmark of {@code adapters} passed, or with {@code fault} a node-down run ({@link
   * FaultCheck}); {@code expectedKind}, when not null, also requires every server to be of that kind. Exit 1 with one
   * line per problem, 0 otherwise.
   */
  public static int run(Path folder, List<String> adapters, String expectedKind, boolean fault, PrintStream out) {
    return fault ? FaultCheck.run(folder, adapters, out) : run(folder, adapters, expectedKind, out);
  }

  static int run(Path folder, List<String> adapters, PrintStream out) {
    return run(folder, adapters, null, out);
  }

  static int run(Path folder, List<String> adapters, String expectedKind, PrintStream out) {
    CheckResults check = new CheckResults();
    RunResults run;
    try {
      run = RunResults.load(folder);
    } catch (RunResults.BadFolder e) {
      out.println("problem: " + e.getMessage() + ": the run did not start or did not get far");
      return 1;
    }
    List<String> expectedAdapters = adapters.isEmpty() ? run.adapters() : adapters;
    check.servers(run, expectedKind, out);
    StatsCheck.check(folder, run, expectedAdapters, check.problems, out);
    if (run.profileOnly()) {
      // The profiling pass alone: no timed round, so no JMH result, precision or noise probe to hold it to.
      ProfileCheck.reportWritten(folder, check.problems);
    } else {
      check.benchmarks(run, expectedAdapters, out);
      check.precision(run);
      check.harness(run);
      FloorCheck.check(run, check.problems);
      check.noiseProbe(run, out);
      WindowOverlapCheck.check(run, check.problems, out);
      check.report(folder, expectedAdapters, out);
      DashboardCheck.check(folder, check.problems);
      RateCheck.check(run, expectedAdapters, check.problems, out);
    }
    ProfileCheck.check(run, expectedAdapters, check.problems, out);
    check.problems.forEach(p -> out.println("problem: " + p));
    return check.problems.isEmpty() ? 0 : 1;
  }

  void benchmarks(RunResults run, List<String> adapters, PrintStream out) {
    Set<BenchmarkKey> each = new LinkedHashSet<>();
    for (String op : run.plannedOperations()) {
      each.add(BenchmarkKey.sample(op));
      if (run.sweptOperations().contains(op)) {
        run.sweepThreads().forEach(t -> each.add(BenchmarkKey.swept(op, t)));
      }
    }
    // A consistency sweep runs every Cassandra benchmark once per setting.
    List<String> settings = run.consistencySettings().size() > 1 ? run.consistencySettings() : List.of("");
    Set<BenchmarkKey> swept = new LinkedHashSet<>();
    settings.forEach(setting -> each.forEach(b -> swept.add(
        new BenchmarkKey(b.operation(), b.throughput(), b.threads(), setting))));
    // A run that settles the server does so before every benchmark's fork (not in the node-down fault).
    boolean settles = run.settings().get(BenchSettings.SETTLE_SECONDS).orElse(0) > 0
        && run.settings().get(BenchSettings.FAULT).isEmpty();
    for (String adapter : adapters) {
      boolean cassandra = run.traits(adapter).backend() == Backend.CASSANDRA;
      Set<BenchmarkKey> expected = new LinkedHashSet<>(cassandra ? swept : each);
      if (!run.plans(adapter, SuiteNames.CONDITIONAL)) {
        expected.removeIf(b -> b.operation().equals(SuiteNames.CONDITIONAL));
      }
      if (!Files.isRegularFile(run.dir().resolve(adapter + ".json"))) {
        problems.add(adapter + ": " + adapter + ".json is missing");
        continue;
      }
      Set<BenchmarkKey> found = new LinkedHashSet<>();
      for (ResultEntry entry : run.entries(adapter)) {
        BenchmarkFigures f = BenchmarkFigures.of(adapter, entry);
        found.add(settings.size() > 1 ? f.key() : f.key().withoutSetting());
        if (!f.verified()) {
          problems.add(adapter + ": " + f.label() + " failed verification");
        }
        for (CostMetric resource : CostMetric.RESOURCE) {
          String metric = resource.metricName();
          if (!(entry.secondary(metric).score() > 0)) {
            problems.add(adapter + ": " + f.label() + " has no positive " + metric);
          }
        }
        // Requests per call come from the server's counters, at the edges of each one-thread window (runs that record a
        // warm-up target have both; older ones neither).
        boolean current = run.settings().recorded(BenchSettings.WARMUP_COMPILE_SHARE);
        String requests = CostMetric.REQUESTS_SERVER.metricName();
        String jit = CostMetric.JIT_CLIENT.metricName();
        if (current && !f.throughput()
            && !(entry.secondary(requests).score() >= 1)) {
          problems.add(adapter + ": " + f.label() + " has no " + requests + " of at least 1");
        }
        if (current && Double.isNaN(entry.secondary(jit).score())) {
          problems.add(adapter + ": " + f.label() + " has no " + jit
              + " (the JIT's share of its windows)");
        }
        if (!SuiteInterval.isStored(entry)) {
          problems.add(adapter + ": " + f.label() + " carries no interval of the suite's method (" + f.forks()
              + " forks)");
        } else if (f.mean().known() != f.forks() >= HierarchicalBootstrap.MIN_FORKS) {
          problems.add(adapter + ": " + f.label() + (f.mean().known() ? " has" : " lacks") + " an interval on "
              + f.forks() + " forks: an interval needs at least " + HierarchicalBootstrap.MIN_FORKS
              + ", and every figure with as many has one");
        }
        long unsettled = settles ? f.rounds().stream()
            .filter(r -> r.warmUp() == null || r.warmUp().settleMillis() == null).count() : 0;
        if (unsettled > 0) {
          problems.add(adapter + ": " + f.label() + " has " + unsettled + " forks with no settle before they measured");
        }
        if (f.rounds().size() != f.forks() || f.forks() < 2) {
          problems.add(adapter + ": " + f.label() + " has " + f.rounds().size() + " round records for "
              + f.forks() + " forks; every benchmark needs at least two");
        }
      }
      expected.stream().filter(b -> !found.contains(b))
          .forEach(b -> problems.add(adapter + ": no result for " + b.label()));
      // Without them the floor is not chosen by the driver the adapter resolved, nor a variant held to its own.
      if (run.adapter(adapter).libraries().isEmpty()) {
        problems.add(adapter + ": run.json names none of its libraries");
      }
      String status = Objects.requireNonNullElse(run.adapter(adapter).status(), "absent");
      if (!SuiteNames.PASSED.equals(status)) {
        problems.add(adapter + ": run.json says " + status);
      }
      out.println(adapter + ": " + found.stream().filter(expected::contains).count() + " of " + expected.size()
          + " benchmarks");
    }
  }

  /** Each server's kind; a container must name its image and the image's content id, so a run can be repeated. */
  private void servers(RunResults run, String expectedKind, PrintStream out) {
    List<String> described = new ArrayList<>();
    run.record().servers().forEach((name, server) -> {
      String kind = Objects.requireNonNullElse(server.kind(), "?");
      ServerRecord.Container container = server.container();
      if (expectedKind != null && !expectedKind.equals(kind)) {
        problems.add("run.json: server " + name + " is " + kind + ", not " + expectedKind);
      }
      if (ServerRecord.CONTAINER.equals(kind)
          && (container == null || isEmpty(container.image()) || isEmpty(container.imageId()))) {
        problems.add("run.json: server " + name + " ran in a container but names no image or image id");
      }
      int nodes = server.nodeCount();
      described.add(name + " " + Objects.requireNonNullElse(server.version(), "?") + " (" + kind
          + (nodes > 1 ? ", " + nodes + " nodes" : "")
          + (container == null ? "" : ", " + Objects.requireNonNullElse(container.image(), "")) + ")");
    });
    out.println("servers: " + String.join(", ", described));
  }

  private static boolean isEmpty(String text) {
    return text == null || text.isEmpty();
  }

  private void harness(RunResults run) {
    if (run.record().harness().isEmpty()) {
      problems.add("run.json: names none of the harness's libraries (JMH and its dependencies)");
    }
  }

  private void precision(RunResults run) {
    PrecisionRecord precision = run.record().precision();
    if (precision == null || precision.of() == null || precision.missed() == null || isEmpty(precision.stoppedBy())) {
      problems.add("run.json: no precision summary (target, met, of, missed, stoppedBy)");
    }
  }

  /**
   * When run.json has a noise probe: its file holds one entry with one probe fork for every round the run had (the
   * rounds its adapters' fork JVMs ran in), each with its steal time.
   */
  void noiseProbe(RunResults run, PrintStream out) {
    if (run.record().noiseProbe() == null) {
      return;
    }
    String name = SuiteNames.NOISE_PROBE_FILE;
    List<ResultEntry> list;
    try {
      list = ResultEntries.read(run.dir().resolve(name));
    } catch (IOException e) {
      problems.add("noise probe: " + name + " is missing or not JSON (" + ReportWriter.firstLine(e) + ")");
      return;
    } catch (ResultEntries.NotEntries e) {
      list = List.of();
    }
    if (list.size() != 1 || list.get(0).benchmark() == null) {
      problems.add("noise probe: " + name + " is not a JMH result list of one entry");
      return;
    }
    Set<Integer> rounds = new TreeSet<>();
    run.adapters().forEach(a -> run.adapter(a).forks()
        .forEach(f -> rounds.add(Objects.requireNonNullElse(f.round(), 0))));
    Map<Integer, Integer> probeForks = new TreeMap<>();
    int withoutSteal = 0;
    for (RoundRecord record : list.get(0).rounds()) {
      probeForks.merge(Objects.requireNonNullElse(record.round(), 0), 1, Integer::sum);
      withoutSteal += record.stealPercent() == null || record.stealPercent().isNaN() ? 1 : 0;
    }
    for (int round : rounds) {
      int n = probeForks.getOrDefault(round, 0);
      if (n != 1) {
        problems.add("noise probe: round " + round + " has " + n + " probe forks in " + name + ", not 1");
      }
    }
    if (withoutSteal > 0) {
      problems.add("noise probe: " + withoutSteal + " probe forks in " + name + " carry no stealPercent");
    }
    NoiseFloor floor = NoiseFloor.of(run);
    out.println("noise probe: " + probeForks.values().stream().mapToInt(Integer::intValue).sum() + " forks for "
        + rounds.size() + " rounds, spread " + Format.percent(floor == null ? Double.NaN : 100 * floor.spread()));
  }

  /** What the runner's report wrote: results.json must name each adapter in params.adapter. */
  private void report(Path folder, List<String> adapters, PrintStream out) {
    Path merged = folder.resolve(SuiteNames.MERGED_FILE);
    if (!Files.isRegularFile(merged)) {
      problems.add("report: results.json is missing");
    } else {
      try {
        List<ResultEntry> list;
        try {
          list = ResultEntries.read(merged);
        } catch (ResultEntries.NotEntries e) {
          list = List.of();
        }
        Set<String> covered = new LinkedHashSet<>();
        list.forEach(e -> covered.add(e.param(ResultEntry.ADAPTER_PARAM)));
        if (list.isEmpty() || list.get(0).benchmark() == null) {
          problems.add("report: results.json is not a list of JMH entries");
        }
        adapters.stream().filter(a -> !covered.contains(a))
            .forEach(a -> problems.add("report: results.json has no entry with params.adapter " + a));
      } catch (IOException e) {
        problems.add("report: results.json is not valid JSON (" + ReportWriter.firstLine(e) + ")");
      }
    }
    for (String name : List.of(SuiteNames.REPORT_MARKDOWN, SuiteNames.REPORT_HTML)) {
      Path file = folder.resolve(name);
      if (!Files.isRegularFile(file) || file.toFile().length() == 0) {
        problems.add("report: " + name + " is missing or empty");
      }
    }
    long charts = 0;
    try (Stream<Path> pngs = Files.list(folder.resolve(SuiteNames.CHARTS_DIR))) {
      charts = pngs.filter(p -> p.toString().endsWith(".png")).count();
    } catch (IOException e) {
      // counted as none below
    }
    if (charts == 0) {
      problems.add("report: charts/ holds no PNG");
    }
    out.println("report: results.json, report.md, report.html, " + charts + " charts");
  }
}
