package org.mapperbench.jmh.results.merge;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.mapperbench.jmh.results.figures.BenchmarkKey;
import org.mapperbench.jmh.results.figures.ForkMerge;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.results.model.ResultEntries;
import org.mapperbench.jmh.results.model.ResultEntry;
import org.mapperbench.jmh.results.model.RoundRecord;
import org.mapperbench.jmh.results.model.VerificationRecord;

/**
 * Runs of the same code, versions, settings, adapters and servers, made on several machines (or one after another),
 * merged into one results folder that the report, {@code gate} and {@code check} read as one run. Each run's rounds
 * keep their forks together and are numbered after the previous run's, so that a variant stays paired with its base
 * within its machine and round: a run is a block of the pairing. The method: docs/results.md, "Merging runs".
 */
public final class RunMerge {
  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
  /** A fork's own GC log, named for its adapter (or the probe) and round. */
  private static final Pattern GC_LOG = Pattern.compile("(.+)-(\\d+)(\\.gc\\.log)");
  /** A problem or shortfall that names its round first. */
  private static final Pattern ROUND_PREFIX = Pattern.compile("round (\\d+):(.*)", Pattern.DOTALL);

  /** A merge that cannot be made: one line, naming the run and what differs. */
  public static final class Refused extends RuntimeException {
    Refused(String message) {
      super(message);
    }
  }

  /** What was merged: the folder, how many runs and rounds. */
  public record Merged(Path dir, int runs, int rounds) {}

  private RunMerge() {}

  /** Merges {@code runs}, in the order given, into {@code into}, a folder that must not exist yet. */
  public static Merged merge(List<Path> runs, Path into) {
    if (runs.size() < 2) {
      throw new Refused("name two runs or more");
    }
    if (Files.exists(into)) {
      throw new Refused(into + " exists; name a new folder");
    }
    List<MergedRecord.Source> sources = new ArrayList<>();
    int offset = 0;
    for (Path run : runs) {
      String name = run.toAbsolutePath().normalize().getFileName().toString();
      long same = sources.stream().filter(s -> s.dir().getFileName().toString().equals(name)).count();
      MergedRecord.Source source = source(run, offset, same == 0 ? name : name + " (" + (same + 1) + ")");
      if (!sources.isEmpty()) {
        MergedRecord.notAgain(sources, source);
        MergedRecord.sameRun(sources.get(0), source);
      }
      sources.add(source);
      offset += source.lastRound();
    }
    try {
      Files.createDirectories(into.resolve(SuiteNames.LOGS_DIR));
      Map<String, List<ResultEntry>> entries = new LinkedHashMap<>();
      for (String adapter : sources.get(0).record().adapters().keySet()) {
        entries.put(adapter, mergeEntries(sources, s -> s.run().entries(adapter)));
        ResultEntries.write(into.resolve(adapter + ".json"), entries.get(adapter));
      }
      if (sources.get(0).record().noiseProbe() != null) {
        ResultEntries.write(into.resolve(SuiteNames.NOISE_PROBE_FILE),
            mergeEntries(sources, MergedRecord.Source::probe));
      }
      for (int i = 0; i < sources.size(); i++) {
        MergedFiles.copy(sources.get(i), i + 1, into);
      }
      JSON.writeValue(into.resolve(SuiteNames.RUN_FILE).toFile(), MergedRecord.of(sources, entries));
    } catch (IOException e) {
      throw new UncheckedIOException("merge: cannot write " + into + ": " + e.getMessage(), e);
    }
    return new Merged(into, sources.size(), offset);
  }

  private static MergedRecord.Source source(Path dir, int offset, String name) {
    if (!Files.isRegularFile(dir.resolve(SuiteNames.RUN_FILE))) {
      throw new Refused(dir + " has no " + SuiteNames.RUN_FILE + "; name a run's folder");
    }
    RunResults run;
    List<ResultEntry> probe;
    try {
      run = RunResults.load(dir.toAbsolutePath().normalize());
      Path probeFile = run.dir().resolve(SuiteNames.NOISE_PROBE_FILE);
      probe = Files.isRegularFile(probeFile) ? ResultEntries.read(probeFile) : List.of();
    } catch (RunResults.BadFolder | IOException e) {
      throw new Refused("cannot read " + dir + ": " + e.getMessage());
    }
    if (!SuiteNames.PASSED.equals(run.record().status())) {
      throw new Refused(dir + " ended " + run.record().status() + ", not passed; resume or run it again first");
    }
    if (run.settings().paced() || run.settings().profiled()) {
      throw new Refused(dir + " has a rate or profiling phase, which a merge does not take; run those alone");
    }
    return new MergedRecord.Source(run, probe, offset, name);
  }

  /**
   * Each benchmark's entries from every run, matched by their key, their forks numbered as the merged run numbers
   * rounds and merged as the runner merges forks; in the first run's order, then any benchmark only a later run has.
   */
  private static List<ResultEntry> mergeEntries(List<MergedRecord.Source> sources,
      Function<MergedRecord.Source, List<ResultEntry>> of) {
    Map<BenchmarkKey, List<ResultEntry>> byKey = new LinkedHashMap<>();
    for (MergedRecord.Source source : sources) {
      for (ResultEntry entry : of.apply(source)) {
        List<RoundRecord> shifted = entry.rounds().stream()
            .map(r -> r.withRound(r.round() == null ? null : r.round() + source.offset())).toList();
        ResultEntry moved = entry.withRounds(shifted);
        if (entry.verification() != null) {
          moved = moved.withVerification(shift(entry.verification(), source.offset()));
        }
        byKey.computeIfAbsent(BenchmarkKey.of(entry), k -> new ArrayList<>()).add(moved);
      }
    }
    List<ResultEntry> merged = new ArrayList<>();
    for (List<ResultEntry> entries : byKey.values()) {
      ResultEntry entry = ForkMerge.merge(entries);
      boolean verified = entries.stream().allMatch(e -> e.verification() != null);
      merged.add(verified ? entry.withVerification(verification(entries)) : entry);
    }
    return merged;
  }

  private static VerificationRecord shift(VerificationRecord v, int offset) {
    return new VerificationRecord(v.passed(), v.scope(), v.adapterCalls(), v.forkServerRequests(),
        v.shortfalls().stream().map(s -> shift(s, offset)).toList());
  }

  /** Every run's verification of the benchmark, as one: calls and requests summed, passed if each passed. */
  private static VerificationRecord verification(List<ResultEntry> entries) {
    Map<String, Long> calls = new LinkedHashMap<>();
    Map<String, Long> requests = new LinkedHashMap<>();
    List<String> shortfalls = new ArrayList<>();
    boolean passed = true;
    for (ResultEntry e : entries) {
      VerificationRecord v = e.verification();
      passed &= Boolean.TRUE.equals(v.passed());
      v.adapterCalls().forEach((k, n) -> calls.merge(k, n, Long::sum));
      v.forkServerRequests().forEach((k, n) -> requests.merge(k, n, Long::sum));
      shortfalls.addAll(v.shortfalls());
    }
    return new VerificationRecord(passed, entries.get(0).verification().scope(), calls, requests, shortfalls);
  }

  /** "round 3: ..." as the merged run numbers that round; any other text as it is. */
  static String shift(String text, int offset) {
    Matcher m = ROUND_PREFIX.matcher(text);
    return offset == 0 || !m.matches() ? text : "round " + (Integer.parseInt(m.group(1)) + offset) + ":" + m.group(2);
  }

  /** A fork's GC log's name as the merged run numbers its round; any other log's name as it is. */
  static String shiftGcLog(String name, int offset) {
    Matcher m = GC_LOG.matcher(name);
    return offset == 0 || !m.matches() ? name : m.group(1) + "-" + (Integer.parseInt(m.group(2)) + offset) + m.group(3);
  }
}
