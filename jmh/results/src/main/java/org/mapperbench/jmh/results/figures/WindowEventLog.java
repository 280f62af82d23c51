package org.mapperbench.jmh.results.figures;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.mapperbench.jmh.results.model.ResultEntry;
import org.mapperbench.protocol.metrics.CostMetric;
import org.mapperbench.protocol.metrics.GcLog;

/**
 * What the servers and the fork JVMs did inside each measured window of a run's single-thread benchmarks: flushes
 * and compactions from each Cassandra node's log, collectors' pauses from each node's and each fork's GC log, placed
 * by wall-clock time against the windows' edges ({@code ·window.start}, {@code ·window.end}).
 */
public final class WindowEventLog {
  /** A pause this long inside a window is one the issue of a quiet server counts. */
  private static final String SUITE_TABLES = "suite's tables";
  public static final double LONG_PAUSE_MILLIS = 20;
  private static final Pattern LOG_LINE =
      Pattern.compile("^\\S+\\s+\\[.*?\\] (\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d,\\d{3}) \\S+ - (.*)$");
  private static final DateTimeFormatter LOG_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss,SSS");
  private static final Pattern FLUSH = Pattern.compile("^Enqueuing flush of (\\S+?)\\.(\\S+?), Reason: (\\w+).*");
  private static final Pattern FLUSHED = Pattern.compile("^Completed flushing \\S*/data/([^/]+)/([^/-]+)-.*");
  private static final Pattern COMPACTED =
      Pattern.compile("^Compacted \\(.*?\\) \\d+ sstables to \\[\\S*?/data/([^/]+)/([^/-]+)-.* in ([0-9,]+)ms.*");

  /** Something that happened between {@code start} and {@code end}, in milliseconds since the epoch. */
  public record Event(String kind, double start, double end) {
    public boolean overlaps(double from, double to) {
      return start <= to && end >= from;
    }
  }

  /** One benchmark's iteration means, fork by fork, and the kinds of event each of its windows held. */
  public record Measured(List<List<Double>> means, List<List<List<String>>> held) {}

  /** The measured windows of a run's single-thread benchmarks, and how many held each kind of event. */
  public record Tally(int windows, Map<String, Integer> windowsWith, int windowsWithSuiteWork,
      List<Measured> measured) {}

  /** A flush or a compaction of the tables the suite's benchmarks use, not of Cassandra's own. */
  static boolean suiteWork(String kind) {
    return kind.contains(SUITE_TABLES);
  }

  private WindowEventLog() {}

  /**
   * {@link #tally}, read once for the whole report: empty when the logs cannot be read, as the report then says
   * nothing of them.
   */
  public static java.util.Optional<Tally> tallyIfReadable(RunResults run) {
    try {
      return java.util.Optional.of(tally(run));
    } catch (IOException e) {
      return java.util.Optional.empty();
    }
  }

  /** The run's windows against its logs' events; no windows for a run whose windows carry no times. */
  public static Tally tally(RunResults run) throws IOException {
    List<Event> events = new ArrayList<>();
    events.addAll(serverEvents(run.dir().resolve(SuiteNames.SERVER_LOGS)));
    events.addAll(clientPauses(run.dir().resolve(SuiteNames.LOGS_DIR)));
    Map<String, Integer> windowsWith = new TreeMap<>();
    int windows = 0;
    int withSuiteWork = 0;
    List<Measured> measured = new ArrayList<>();
    for (String adapter : run.adapters()) {
      for (ResultEntry entry : run.entries(adapter)) {
        BenchmarkFigures f = BenchmarkFigures.of(adapter, entry);
        List<List<Double>> starts = ForkSamples.ofSecondary(entry, CostMetric.WINDOW_START.metricName())
            .iterationMeans();
        List<List<Double>> ends = ForkSamples.ofSecondary(entry, CostMetric.WINDOW_END.metricName()).iterationMeans();
        List<List<Double>> means = ForkSamples.of(entry).iterationMeans();
        if (f.throughput() || starts.isEmpty() || !shape(starts).equals(shape(means))) {
          continue;
        }
        List<List<List<String>>> held = held(events, starts, ends);
        for (List<List<String>> fork : held) {
          for (List<String> kinds : fork) {
            windows++;
            withSuiteWork += kinds.stream().anyMatch(WindowEventLog::suiteWork) ? 1 : 0;
            kinds.stream().distinct().forEach(kind -> windowsWith.merge(kind, 1, Integer::sum));
          }
        }
        measured.add(new Measured(means, held));
      }
    }
    return new Tally(windows, windowsWith, withSuiteWork, measured);
  }

  private static List<Integer> shape(List<List<Double>> forks) {
    return forks.stream().map(List::size).toList();
  }

  /** Per fork, per window, the kinds of the events it held. */
  private static List<List<List<String>>> held(List<Event> events, List<List<Double>> starts,
      List<List<Double>> ends) {
    List<List<List<String>>> held = new ArrayList<>();
    for (int f = 0; f < starts.size(); f++) {
      List<List<String>> fork = new ArrayList<>();
      for (int i = 0; i < starts.get(f).size(); i++) {
        double from = starts.get(f).get(i);
        double to = ends.get(f).get(i);
        fork.add(events.stream().filter(e -> e.overlaps(from, to)).map(Event::kind).toList());
      }
      held.add(fork);
    }
    return held;
  }

  /** Flushes, compactions and collectors' pauses of every node whose logs the run kept. */
  static List<Event> serverEvents(Path serverLogs) throws IOException {
    List<Event> events = new ArrayList<>();
    if (!Files.isDirectory(serverLogs)) {
      return events;
    }
    try (Stream<Path> nodes = Files.list(serverLogs)) {
      for (Path node : nodes.sorted().toList()) {
        events.addAll(cassandraLog(node.resolve("system.log")));
        for (GcLog.Pause pause : GcLog.read(node.resolve("gc.log"))) {
          events.add(new Event("server GC pause", pause.startMillis(), pause.endMillis()));
          if (pause.millis() > LONG_PAUSE_MILLIS) {
            events.add(new Event(String.format(Locale.ROOT, "server GC pause over %.0f ms", LONG_PAUSE_MILLIS),
                pause.startMillis(), pause.endMillis()));
          }
        }
      }
    }
    return events;
  }

  static List<Event> cassandraLog(Path log) throws IOException {
    List<Event> events = new ArrayList<>();
    if (!Files.exists(log)) {
      return events;
    }
    Map<String, List<double[]>> pendingFlushes = new LinkedHashMap<>();
    Map<String, String> pendingKinds = new LinkedHashMap<>();
    for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
      Matcher m = LOG_LINE.matcher(line);
      if (!m.matches()) {
        continue;
      }
      double at = LocalDateTime.parse(m.group(1), LOG_TIME).atZone(ZoneId.systemDefault()).toInstant().toEpochMilli();
      String message = m.group(2);
      Matcher flush = FLUSH.matcher(message);
      Matcher flushed = FLUSHED.matcher(message);
      Matcher compacted = COMPACTED.matcher(message);
      if (flush.matches()) {
        String table = flush.group(1) + "." + flush.group(2);
        pendingFlushes.computeIfAbsent(table, t -> new ArrayList<>()).add(new double[] {at});
        pendingKinds.put(table, (suite(flush.group(1)) ? "flush of the " + SUITE_TABLES + ", " + flush.group(3)
            : "flush of a system table"));
      } else if (flushed.matches()) {
        String table = flushed.group(1) + "." + flushed.group(2);
        List<double[]> pending = pendingFlushes.getOrDefault(table, List.of());
        if (!pending.isEmpty()) {
          events.add(new Event(pendingKinds.get(table), pending.remove(0)[0], at));
        }
      } else if (compacted.matches()) {
        double millis = Double.parseDouble(compacted.group(3).replace(",", ""));
        events.add(new Event(suite(compacted.group(1)) ? "compaction of the " + SUITE_TABLES
            : "compaction of a system table", at - millis, at));
      }
    }
    return events;
  }

  /** A node the suite started holds no keyspace of its own but the suite's: every other one is Cassandra's. */
  private static boolean suite(String keyspace) {
    return !keyspace.startsWith("system");
  }

  /** Every fork JVM's collectors' pauses, from the GC logs beside the forks' console logs. */
  static List<Event> clientPauses(Path logs) throws IOException {
    List<Event> events = new ArrayList<>();
    if (!Files.isDirectory(logs)) {
      return events;
    }
    try (Stream<Path> files = Files.list(logs)) {
      for (Path file : files.filter(p -> p.toString().endsWith(GcLog.SUFFIX)).toList()) {
        for (GcLog.Pause pause : GcLog.read(file)) {
          events.add(new Event("client GC pause", pause.startMillis(), pause.endMillis()));
        }
      }
    }
    return events;
  }
}
