package org.mapperbench.jmh.results.merge;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.mapperbench.jmh.results.CompareSettings;
import org.mapperbench.jmh.results.figures.BenchmarkKey;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.SuiteInterval;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.results.model.AdapterRecord;
import org.mapperbench.jmh.results.model.ForkJvmRecord;
import org.mapperbench.jmh.results.model.NoiseProbeRecord;
import org.mapperbench.jmh.results.model.PlannedRoundRecord;
import org.mapperbench.jmh.results.model.PrecisionRecord;
import org.mapperbench.jmh.results.model.ResultEntry;
import org.mapperbench.jmh.results.model.RunRecord;
import org.mapperbench.jmh.results.model.SessionRecord;
import org.mapperbench.jmh.results.model.StatsSidecarRecord;

/** The merged run's run.json, made from each run's own: its fork JVMs, probe forks, rounds and sessions renumbered. */
final class MergedRecord {
  /**
   * run.json's paths that may differ between runs a merge takes: when and where each ran, what happened in it, and
   * how many rounds it was given; everything else (code, library versions, traits, settings, servers, the client
   * JVM) must be the same.
   */
  private static final Pattern MAY_DIFFER = Pattern.compile("machine(\\..*)?|client\\.java\\.home|noiseProbe(\\..*)?"
      + "|precision(\\..*)?|rounds|sessions|given(\\..*)?|code\\.dirty"
      + "|settings\\.bench\\.(rounds|maxRounds|budget|precision)(\\..*)?|adapters\\.[^.]+\\.(status|problems)"
      + "|servers\\.[^.]+\\.(dataset|container\\.(engine|network))(\\..*)?");

  /**
   * One run a merge takes, read once by the loader the report reads it with.
   *
   * @param probe its noise probe's entries (none without a probe)
   * @param offset what its rounds' numbers are moved by: the rounds of the runs before it
   * @param name its folder's name, with " (2)" and on after a run of the same name (folders of one name on several
   *     machines)
   */
  record Source(RunResults run, List<ResultEntry> probe, int offset, String name) {
    Path dir() {
      return run.dir();
    }

    RunRecord record() {
      return run.record();
    }

    /** Its last round: the most any of its records or entries names. */
    int lastRound() {
      RunRecord record = record();
      Stream<Integer> planned = record.rounds().stream().map(PlannedRoundRecord::number);
      Stream<Integer> forks = record.adapters().values().stream().flatMap(a -> a.forks().stream())
          .map(f -> f.round() == null ? 0 : f.round());
      Stream<Integer> probeForks = record.noiseProbe() == null ? Stream.of()
          : record.noiseProbe().forks().stream().map(f -> f.round() == null ? 0 : f.round());
      Stream<Integer> entries = Stream.concat(run.adapters().stream().flatMap(a -> run.entries(a).stream()),
          probe.stream()).flatMap(e -> e.rounds().stream()).map(r -> r.round() == null ? 0 : r.round());
      return Stream.of(planned, forks, probeForks, entries).flatMap(s -> s).max(Comparator.naturalOrder()).orElse(0);
    }
  }

  private MergedRecord() {}

  /**
   * Refuses, in one line, a run that is already in the merge under any folder name: one whose sessions (or, for a
   * run that records none, whose start) one of the runs before it holds too. Its forks counted twice would narrow
   * every interval by about the square root of 2 with no new measurement.
   */
  static void notAgain(List<Source> before, Source other) {
    Set<String> own = sessionStarts(other);
    for (Source earlier : before) {
      Optional<String> shared = sessionStarts(earlier).stream().filter(own::contains).findFirst();
      if (shared.isPresent()) {
        throw new RunMerge.Refused(other.name() + " is " + earlier.name() + " again (a session started "
            + shared.get() + " in both); merge each run once");
      }
    }
  }

  private static Set<String> sessionStarts(Source source) {
    Set<String> starts = new LinkedHashSet<>();
    source.record().sessions().stream().map(SessionRecord::startedAt).filter(t -> t != null).forEach(starts::add);
    if (starts.isEmpty() && source.record().startedAt() != null) {
      starts.add(source.record().startedAt());
    }
    return starts;
  }

  /** Refuses, in one line, a run that differs from the first in what was measured. */
  static void sameRun(Source first, Source other) {
    List<CompareSettings.Difference> differences =
        CompareSettings.between(first.run().run(), other.run().run(), MAY_DIFFER);
    if (!differences.isEmpty()) {
      CompareSettings.Difference d = differences.get(0);
      String more = differences.size() > 1 ? " (and " + (differences.size() - 1) + " more)" : "";
      throw new RunMerge.Refused(other.name() + " cannot join " + first.name() + ": " + d.path() + " is " + d.shortB()
          + " there, " + d.shortA() + " in " + first.name() + more
          + "; merge runs of the same code, versions, settings, adapters and servers");
    }
  }

  static RunRecord of(List<Source> sources, Map<String, List<ResultEntry>> entries) {
    RunRecord first = sources.get(0).record();
    Map<String, AdapterRecord> adapters = new LinkedHashMap<>();
    first.adapters().forEach((id, a) -> {
      List<ForkJvmRecord> forks = new ArrayList<>();
      List<String> problems = new ArrayList<>();
      for (Source s : sources) {
        AdapterRecord own = s.record().adapters().getOrDefault(id, AdapterRecord.none());
        own.forks().forEach(f -> forks.add(new ForkJvmRecord(shift(f.round(), s.offset()), f.trials(), f.seconds(),
            f.passed(), f.adapterCalls(), f.serverRequests(), shift(f.shortfalls(), s.offset()), f.fault())));
        problems.addAll(shift(own.problems(), s.offset()));
      }
      adapters.put(id, new AdapterRecord(a.status(), a.traits(), a.libraries(), problems, forks, a.variant(),
          a.floor()));
    });
    NoiseProbeRecord probe = null;
    if (first.noiseProbe() != null) {
      List<NoiseProbeRecord.Fork> forks = new ArrayList<>();
      List<String> problems = new ArrayList<>();
      for (Source s : sources) {
        NoiseProbeRecord own = s.record().noiseProbe();
        if (own != null) {
          own.forks().forEach(f -> forks.add(new NoiseProbeRecord.Fork(shift(f.round(), s.offset()), f.startedAt(),
              f.seconds(), f.meanMicros(), f.stealPercent(), f.foreignCpuPercent())));
          problems.addAll(shift(own.problems(), s.offset()));
        }
      }
      probe = new NoiseProbeRecord(first.noiseProbe().file(), forks, problems);
    }
    List<PlannedRoundRecord> rounds = new ArrayList<>();
    List<SessionRecord> sessions = new ArrayList<>();
    StatsSidecarRecord stats = null;
    for (Source s : sources) {
      s.record().rounds().forEach(r -> rounds.add(new PlannedRoundRecord(r.number() + s.offset(), r.forks(),
          r.probeSlot())));
      s.record().sessions().forEach(r -> sessions.add(new SessionRecord(r.startedAt(), r.finishedAt(), r.status(),
          r.stoppedBy(), shift(r.firstRound(), s.offset()), shift(r.lastRound(), s.offset()), r.seconds(),
          r.run() != null ? r.run() : s.name(), r.run() != null ? r.machine() : s.record().machine())));
      StatsSidecarRecord own = s.record().statsSidecar();
      stats = own == null ? stats : stats == null ? own : own.after(stats);
    }
    return new RunRecord(sources.stream().map(s -> s.record().startedAt()).filter(t -> t != null)
        .min(Comparator.naturalOrder()).orElse(null), sources.stream().map(s -> s.record().finishedAt())
        .filter(t -> t != null).max(Comparator.naturalOrder()).orElse(null), SuiteNames.PASSED, first.servers(),
        first.client(), first.machine(), first.settings(), first.harness(), adapters, probe,
        precision(sources, entries), stats, first.given(), first.code(), rounds, sessions);
  }

  private static Integer shift(Integer round, int offset) {
    return round == null ? null : round + offset;
  }

  private static List<String> shift(List<String> texts, int offset) {
    return texts.stream().map(t -> RunMerge.shift(t, offset)).toList();
  }

  /** The precision the merged forks reach, against the target the first run was given. */
  private static PrecisionRecord precision(List<Source> sources, Map<String, List<ResultEntry>> entries) {
    double target = sources.get(0).run().precisionTarget();
    List<String> missed = new ArrayList<>();
    int of = 0;
    for (Map.Entry<String, List<ResultEntry>> adapter : entries.entrySet()) {
      for (ResultEntry entry : adapter.getValue()) {
        of++;
        if (!(SuiteInterval.storedHalfWidthShare(entry) <= target)) {
          missed.add(adapter.getKey() + " " + BenchmarkKey.of(entry).label());
        }
      }
    }
    return new PrecisionRecord(Double.isNaN(target) ? null : target, of - missed.size(), of, missed,
        "merged from " + sources.size() + " runs");
  }
}
