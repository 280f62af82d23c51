package org.mapperbench.jmh.report.render;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import org.mapperbench.jmh.results.figures.RunFigures;
import org.mapperbench.jmh.results.figures.WindowEventLog;
import org.mapperbench.jmh.results.figures.BenchmarkFigures;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.results.figures.VarianceComponents;
import org.mapperbench.jmh.results.figures.NoiseFloor;
import org.mapperbench.jmh.results.model.NoiseProbeRecord;
import org.mapperbench.jmh.results.model.RoundRecord;
import org.mapperbench.jmh.results.model.RunRecord;
import org.mapperbench.jmh.results.model.SessionRecord;

/**
 * Warnings about what the machine did while the libraries were measured: forks that ran while other processes used
 * the CPU, and floors that disagree. Every adapter of a backend asks its server for the same row, so where their
 * roundTrip intervals do not overlap, either a library spends more on its cheapest call than its native driver does
 * (a real cost, such as Hibernate's transaction statements around every unit of work), or the
 * machine changed between their forks. Rounds interleave the adapters, so the second is rarer than before; the
 * warning names both.
 */
final class MachineWarnings {
  private MachineWarnings() {}

  /** One line per round that had forks measured under foreign load, naming them. */
  static List<String> foreignLoad(List<BenchmarkFigures> figures, double thresholdPercent) {
    Map<Integer, List<String>> byRound = new TreeMap<>();
    for (BenchmarkFigures f : figures) {
      for (int i = 0; i < f.foreignCpu().size(); i++) {
        double load = f.foreignCpu().get(i);
        if (load > thresholdPercent) {
          Integer round = f.rounds().get(i).round();
          byRound.computeIfAbsent(round == null ? i + 1 : round, r -> new ArrayList<>())
              .add(String.format(Locale.ROOT, "%s %s %.0f%%", f.adapter(), f.shortLabel(), load));
        }
      }
    }
    List<String> lines = new ArrayList<>();
    byRound.forEach((round, forks) -> lines.add(String.format(Locale.ROOT,
        "round %d: %d fork%s measured while other processes used more than %.0f%% of a core: %s", round, forks.size(),
        forks.size() == 1 ? "" : "s", thresholdPercent, String.join(", ", forks))));
    return lines;
  }

  /**
   * One line naming the benchmarks measured while the JIT still compiled: the median over their forks of the share of
   * the measured time its threads spent compiling is above {@code thresholdPercent}. Their client CPU includes the
   * compiler's, and the client waited for a core the compiler held.
   */
  static List<String> compiling(List<BenchmarkFigures> figures, double thresholdPercent) {
    List<String> named = new ArrayList<>();
    int capped = 0;
    // A fork JVM's record is on each of its trials: one per adapter and round.
    java.util.Set<String> forkJvms = new java.util.HashSet<>();
    Map<String, java.util.SortedSet<Integer>> compilingJvms = new TreeMap<>();
    for (BenchmarkFigures f : figures) {
      List<Double> shares = new ArrayList<>();
      for (RoundRecord round : f.rounds()) {
        if (round.compilePercent() != null) {
          shares.add(round.compilePercent());
        }
        capped += round.warmUp() != null && Boolean.TRUE.equals(round.warmUp().capped()) ? 1 : 0;
        if (round.warmUp() != null && round.warmUp().jvmQuiet() != null) {
          forkJvms.add(f.adapter() + "/" + round.round());
          if (!round.warmUp().jvmQuiet()) {
            compilingJvms.computeIfAbsent(f.adapter(), a -> new java.util.TreeSet<>()).add(round.round());
          }
        }
      }
      double median = VarianceComponents.median(shares);
      if (median > thresholdPercent) {
        named.add(String.format(Locale.ROOT, "%s %s %.0f%%", f.adapter(), f.shortLabel(), median));
      }
    }
    List<String> lines = new ArrayList<>();
    if (!named.isEmpty()) {
      lines.add(String.format(Locale.ROOT, "%d benchmark%s measured while the JIT compiled for more than %.0f%% of the"
              + " measured time (median over forks; their client CPU includes the compiler's) %s: %s", named.size(),
          named.size() == 1 ? " was" : "s were", thresholdPercent, MethodDocs.COMPILED_JVM.see(),
          String.join(", ", named)));
    }
    if (!compilingJvms.isEmpty()) {
      List<String> jvms = new ArrayList<>();
      compilingJvms.forEach((adapter, rounds) -> jvms.add(adapter + (rounds.size() == 1 ? " round " : " rounds ")
          + rounds.stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(", "))));
      lines.add(String.format(Locale.ROOT, "%d of %d fork JVMs still compiled when their warm-up ran out of"
          + " bench.jvmWarmupSeconds %s: %s", compilingJvms.values().stream().mapToInt(java.util.Set::size).sum(),
          forkJvms.size(), MethodDocs.COMPILED_JVM.see(), String.join("; ", jvms)));
    }
    if (capped > 0) {
      lines.add(String.format(Locale.ROOT, "%d fork%s stopped warming up at bench.maxWarmupIterations while the"
          + " JIT still compiled more than the target share", capped, capped == 1 ? "" : "s"));
    }
    return lines;
  }

  /**
   * One line counting the trials measured again because the JIT compiled in their measured iterations
   * ({@code bench.remeasures}), and naming each one that still compiled in its last: reported apart, not pooled
   * unsaid.
   */
  static List<String> remeasured(List<BenchmarkFigures> figures, double thresholdPercent) {
    int trials = 0;
    int again = 0;
    List<String> compiling = new ArrayList<>();
    for (BenchmarkFigures f : figures) {
      for (RoundRecord round : f.rounds()) {
        trials++;
        if (round.warmUp() != null && round.warmUp().remeasured() != null) {
          again++;
          if (round.compilePercent() != null && round.compilePercent() > thresholdPercent) {
            compiling.add(String.format(Locale.ROOT, "%s %s round %d %.0f%%", f.adapter(), f.shortLabel(),
                round.round(), round.compilePercent()));
          }
        }
      }
    }
    if (again == 0) {
      return List.of();
    }
    return List.of(String.format(Locale.ROOT, "%d of %d trials were measured again because the JIT compiled for more"
            + " than %.0f%% of their measured time %s; %s", again, trials, thresholdPercent,
        MethodDocs.COMPILED_JVM.see(), compiling.isEmpty() ? "none still compiled in the last"
            : compiling.size() + " still compiled in the last, and are kept as measured: " + String.join(", ",
                compiling)));
  }

  /**
   * One line naming the benchmarks with a fork measured while the server still flushed or compacted after the runner's
   * wait ran out ({@code bench.settleSeconds}): measured, not dropped, and said.
   */
  static List<String> unsettled(List<BenchmarkFigures> figures) {
    List<String> named = new ArrayList<>();
    for (BenchmarkFigures f : figures) {
      long forks = f.rounds().stream()
          .filter(round -> round.warmUp() != null && Boolean.FALSE.equals(round.warmUp().settled())).count();
      if (forks > 0) {
        named.add(String.format(Locale.ROOT, "%s %s (%d fork%s)", f.adapter(), f.shortLabel(), forks,
            forks == 1 ? "" : "s"));
      }
    }
    return named.isEmpty() ? List.of() : List.of(String.format(Locale.ROOT, "%d benchmark%s measured while the server"
        + " still flushed or compacted when the wait for it ran out %s: %s", named.size(),
        named.size() == 1 ? " was" : "s were", MethodDocs.SETTLED_SERVER.see(), String.join(", ", named)));
  }

  /** Per backend, the two floors furthest apart when their intervals do not overlap. */
  static List<String> floors(RunResults run, RunFigures figures) {
    Map<String, List<BenchmarkFigures>> byBackend = new LinkedHashMap<>();
    for (String adapter : run.adapters()) {
      figures.sample(adapter, SuiteNames.FLOOR).filter(f -> f.mean().known()).ifPresent(f -> byBackend
          .computeIfAbsent(Objects.toString(run.traits(adapter).backend(), "?"), b -> new ArrayList<>())
          .add(f));
    }
    List<String> lines = new ArrayList<>();
    byBackend.forEach((backend, floors) -> {
      BenchmarkFigures lowest = floors.stream().min(Comparator.comparingDouble(f -> f.mean().high())).orElseThrow();
      BenchmarkFigures highest = floors.stream().max(Comparator.comparingDouble(f -> f.mean().low())).orElseThrow();
      if (highest.mean().low() > lowest.mean().high()) {
        lines.add(String.format(Locale.ROOT, "%s floors disagree: roundTrip through %s is %s, through %s %s: "
                + "%s spends more on its cheapest call than its native driver, or the machine changed between their "
                + "forks (see the load warnings); mean / floor uses the native adapter's floor",
            backend, highest.adapter(), describe(highest), lowest.adapter(), describe(lowest), highest.adapter()));
      }
    });
    return lines;
  }

  /**
   * A resumed run whose noise probe ran faster in one session than in another by more than the probe's own spread
   * between forks lets a 95% interval tell from none ({@link NoiseFloor#smallestResolvableRatio(double, int, int,
   * int)}, on the fastest and the slowest session's forks): the machine changed between the sessions, so their forks
   * measured on different machines.
   *
   * @param spread the probe's spread between forks over the run (its noise floor); NaN for none
   */
  static List<String> sessions(RunRecord record, double spread) {
    List<SessionRecord> sessions = record.sessions();
    if (sessions.size() < 2 || record.noiseProbe() == null || !Double.isFinite(spread)) {
      return List.of();
    }
    Map<Integer, List<Double>> means = new TreeMap<>();
    for (NoiseProbeRecord.Fork fork : record.noiseProbe().forks()) {
      // By when it started, not by its round: a round cut short by a stop is finished in the next session.
      for (int i = 0; i < sessions.size() && fork.startedAt() != null && fork.meanMicros() != null; i++) {
        SessionRecord session = sessions.get(i);
        if (session.startedAt() != null && fork.startedAt().compareTo(session.startedAt()) >= 0
            && (session.finishedAt() == null || fork.startedAt().compareTo(session.finishedAt()) <= 0)) {
          means.computeIfAbsent(i + 1, n -> new ArrayList<>()).add(fork.meanMicros());
          break;
        }
      }
    }
    Map<Integer, Double> bySession = new TreeMap<>();
    means.forEach((n, list) -> bySession.put(n, list.stream().mapToDouble(x -> x).average().orElseThrow()));
    if (bySession.size() < 2) {
      return List.of();
    }
    int fastest = bySession.entrySet().stream().min(Map.Entry.comparingByValue()).orElseThrow().getKey();
    int slowest = bySession.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
    double change = bySession.get(slowest) / bySession.get(fastest) - 1;
    int forks = means.values().stream().mapToInt(List::size).sum();
    double resolvable = NoiseFloor.smallestResolvableRatio(spread, means.get(slowest).size(),
        means.get(fastest).size(), forks - 1) - 1;
    if (forks < NoiseFloor.MIN_FORKS || !(change > resolvable)) {
      return List.of();
    }
    return List.of(String.format(Locale.ROOT, "the noise probe ran %s slower in session %d (%s µs per call) than in"
            + " session %d (%s µs), more than its spread between forks (%s) lets a run tell from none (%s): the"
            + " machine changed between sessions, so their rounds measured on different machines",
        Format.percent(100 * change), slowest, Format.number(bySession.get(slowest), 1), fastest,
        Format.number(bySession.get(fastest), 1), Format.percent(100 * spread), Format.percent(100 * resolvable)));
  }

  private static String describe(BenchmarkFigures f) {
    return String.format(Locale.ROOT, "%s us [%s, %s]", Format.number(f.score(), 1), Format.number(f.mean().low(), 1),
        Format.number(f.mean().high(), 1));
  }

  /**
   * A flush or compaction of the suite's tables inside a measured window, which the settle before each one should have
   * waited out (docs/methodology.md, "A settled server"); nothing when none was, or the logs say nothing.
   */
  static Optional<String> serverWorkInWindows(Optional<WindowEventLog.Tally> windowEvents) {
    return windowEvents.filter(tally -> tally.windowsWithSuiteWork() > 0).map(tally -> String.format(Locale.ROOT,
        "%d of %d measured windows held a flush or compaction of the suite's tables (scripts/mapper-bench variance"
        + " places each one)", tally.windowsWithSuiteWork(), tally.windows()));
  }
}
