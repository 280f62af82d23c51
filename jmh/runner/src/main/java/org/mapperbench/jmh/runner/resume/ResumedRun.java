package org.mapperbench.jmh.runner.resume;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.function.BiPredicate;
import java.util.function.IntPredicate;
import java.util.regex.Pattern;
import org.mapperbench.jmh.results.CompareSettings;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.results.model.AdapterRecord;
import org.mapperbench.jmh.results.model.ForkJvmRecord;
import org.mapperbench.jmh.results.model.PlannedRoundRecord;
import org.mapperbench.jmh.results.model.RecordedSettings;
import org.mapperbench.jmh.results.model.RunRecord;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.jmh.runner.phase.RoundSequence.RoundsDone;
import org.mapperbench.jmh.runner.record.ResultsFolder;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.Setting;

/**
 * A run this session goes on with ({@code bench.resume}): its run.json, the settings it was given, the checks that
 * this session measures the same code, versions, settings and servers, and which of its forks and rounds are kept.
 * What a resume may change and how rounds are counted: docs/results.md, "Stopping and resuming".
 */
public final class ResumedRun {
  /** What a resume may set anew: how many more rounds, and how long and how precise. */
  private static final List<Setting<?>> MAY_DIFFER =
      List.of(BenchSettings.ROUNDS, BenchSettings.MAX_ROUNDS, BenchSettings.BUDGET, BenchSettings.PRECISION);
  /** run.json's paths that record what happened, not what was measured, or that a resume may change. */
  private static final Pattern HISTORY = Pattern.compile("noiseProbe(\\..*)?|precision(\\..*)?|rounds|sessions"
      + "|given(\\..*)?|code\\.(commit|dirty)|settings\\.(" + String.join("|",
          MAY_DIFFER.stream().map(s -> Pattern.quote(s.name())).toList()) + ")(\\..*)?"
      + "|adapters\\.[^.]+\\.(status|problems|floor)|servers(\\..*)?");
  // A dataset is put in after this check (and taken in from the store on a resume): its dataset checks itself.
  private static final Pattern NOT_SERVERS = Pattern.compile("(?!servers(\\.|$)).*"
      + "|servers\\.[^.]+\\.container\\.(engine|network)|servers\\.[^.]+\\.dataset(\\..*)?");

  private final Path dir;
  private final String name;
  private final RunRecord earlier;
  private final JsonNode earlierJson;
  private final RoundsDone roundsDone;
  /** Whether this session was given a budget of its own, rather than what is left of the run's. */
  private boolean ownBudget;

  private ResumedRun(Path dir, String name, RunRecord earlier, JsonNode earlierJson) {
    this.dir = dir;
    this.name = name;
    this.earlier = earlier;
    this.earlierJson = earlierJson;
    this.roundsDone = roundsDoneOf();
  }

  /** Reads the run to resume; one line and exit 2 if it cannot be resumed at all. */
  public static ResumedRun load(Path dir, String name) {
    Path run = dir.resolve(SuiteNames.RUN_FILE);
    if (!Files.isRegularFile(run)) {
      throw new RunSettings.BadInput("resume: " + name + " has no " + SuiteNames.RUN_FILE + "; give a run's folder");
    }
    try {
      JsonNode json = ResultsFolder.JSON.readTree(run.toFile());
      RunRecord record = ResultsFolder.JSON.treeToValue(json, RunRecord.class);
      boolean forks = record.adapters().values().stream().anyMatch(a -> !a.forks().isEmpty());
      if (forks && !Files.isDirectory(dir.resolve(SuiteNames.FORKS_DIR)) || record.sessions().isEmpty()) {
        throw new RunSettings.BadInput("resume: " + name + " was written before runs could be resumed;"
            + " start a new run");
      }
      if (record.sessions().stream().anyMatch(s -> s.run() != null)) {
        throw new RunSettings.BadInput("resume: " + name + " merges several runs (scripts/mapper-bench merge);"
            + " resume the run that stopped, then merge again");
      }
      RecordedSettings settings = record.settings() == null ? RecordedSettings.none() : record.settings();
      if (settings.paced() || settings.profiled()) {
        throw new RunSettings.BadInput("resume: " + name + " has a rate or profiling phase, which a resume does not"
            + " continue; start a new run");
      }
      return new ResumedRun(dir, name, record, json);
    } catch (IOException e) {
      throw new RunSettings.BadInput("resume: cannot read " + run + ": " + e.getMessage());
    }
  }

  public RunRecord earlier() {
    return earlier;
  }

  public Path dir() {
    return dir;
  }

  /**
   * This session's settings: those the run was given, and from the command line only what a resume may change.
   * {@code bench.rounds=N} asks for N rounds more than the last one planned.
   */
  public Properties properties(Properties commandLine) {
    Properties merged = new Properties();
    commandLine.stringPropertyNames().forEach(k -> merged.setProperty(k, commandLine.getProperty(k)));
    Map<String, String> given = earlier.given();
    for (Setting<?> setting : org.mapperbench.settings.Suite.ALL) {
      String before = given.get(setting.name());
      String now = setting.raw(commandLine);
      if (!RunSettings.inRunRecord(setting)) {
        continue; // where the folders are: this session's own
      }
      if (MAY_DIFFER.contains(setting) ? now == null && before != null : before != null) {
        merged.setProperty(setting.name(), before);
      }
      if (!MAY_DIFFER.contains(setting) && now != null && !now.equals(before)) {
        throw new RunSettings.BadInput("resume: " + name + " was run with " + (before == null
            ? "no -D" + setting.name() : "-D" + setting.name() + "=" + before) + "; leave it out or give the same");
      }
    }
    ownBudget = BenchSettings.BUDGET.isSet(commandLine);
    if (BenchSettings.ROUNDS.isSet(commandLine)) {
      merged.setProperty(BenchSettings.ROUNDS.name(),
          Integer.toString(lastRound() + BenchSettings.ROUNDS.get(commandLine)));
    }
    return merged;
  }

  /** The budget the earlier sessions spent, unless this session was given its own: its rounds fit in what is left. */
  public double spentSeconds() {
    return ownBudget ? 0 : earlier.sessions().stream().mapToDouble(s -> s.seconds() == null ? 0 : s.seconds()).sum();
  }

  /** Code, library versions, traits, settings, client JVM and machine: one line naming the first difference. */
  public void checkBeforeServers(RunRecord now) {
    check(now, HISTORY);
  }

  /** The servers this session started or reached: the same product, version, counters and variables. */
  public void checkServers(RunRecord now) {
    check(now, NOT_SERVERS);
  }

  private void check(RunRecord now, Pattern ignored) {
    List<CompareSettings.Difference> differences =
        CompareSettings.between(earlierJson, ResultsFolder.JSON.valueToTree(now), ignored);
    if (!differences.isEmpty()) {
      CompareSettings.Difference first = differences.get(0);
      throw new RunSettings.BadInput("resume: " + name + " cannot go on: " + first.path() + " was " + first.shortA()
          + ", now " + first.shortB() + (differences.size() > 1 ? " (and " + (differences.size() - 1) + " more)" : "")
          + "; start a new run");
    }
  }

  /** The last round the run planned; 0 if it stopped before its first. */
  public int lastRound() {
    int planned = earlier.rounds().stream().mapToInt(PlannedRoundRecord::number).max().orElse(0);
    return Math.max(planned, earlier.adapters().values().stream().flatMap(a -> a.forks().stream())
        .mapToInt(f -> f.round() == null ? 0 : f.round()).max().orElse(0));
  }

  /** Where the rounds stand: the last one's plan if it was cut short, with what of it already ran. */
  public RoundsDone roundsDone() {
    return roundsDone;
  }

  private RoundsDone roundsDoneOf() {
    int last = lastRound();
    PlannedRoundRecord plan = earlier.rounds().stream().filter(r -> r.number() == last).findFirst().orElse(null);
    if (plan == null) {
      return new RoundsDone(last, null, Set.of(), false);
    }
    Set<String> done = new HashSet<>();
    earlier.adapters().forEach((id, a) -> a.forks().stream().filter(f -> f.round() != null && f.round() == last)
        .forEach(f -> done.add(RoundsDone.jvm(id, f.trials()))));
    boolean probeDone = earlier.noiseProbe() != null && (earlier.noiseProbe().forks().stream()
        .anyMatch(f -> f.round() != null && f.round() == last) || earlier.noiseProbe().problems().stream()
        .anyMatch(p -> p.startsWith("round " + last + ":")));
    boolean complete = probeDone && plan.forks().entrySet().stream().filter(e -> !stopped(e.getKey()))
        .allMatch(e -> e.getValue().stream().allMatch(label -> done.stream()
            .anyMatch(jvm -> jvm.startsWith(e.getKey() + " ") && List.of(jvm.substring(e.getKey().length() + 1)
                .split(",")).contains(label))));
    return complete ? new RoundsDone(last, null, Set.of(), false) : new RoundsDone(last, plan, done, probeDone);
  }

  /** Whether the adapter stopped for good in an earlier session (status error): it gets no further round. */
  public boolean stopped(String adapter) {
    AdapterRecord record = earlier.adapters().get(adapter);
    return record != null && SuiteNames.ERROR.equals(record.status());
  }

  /** Which of the adapter's filed forks run.json names (round and benchmark label). */
  public BiPredicate<Integer, String> kept(String adapter) {
    Set<String> named = new HashSet<>();
    AdapterRecord record = earlier.adapters().get(adapter);
    List<ForkJvmRecord> forks = record == null ? List.of() : record.forks();
    forks.forEach(f -> f.trials().forEach(t -> named.add(f.round() + " " + t)));
    return (round, label) -> named.contains(round + " " + label);
  }

  /** Which rounds' probe forks run.json names. */
  public IntPredicate probeKept() {
    Set<Integer> rounds = new HashSet<>();
    if (earlier.noiseProbe() != null) {
      earlier.noiseProbe().forks().forEach(f -> rounds.add(f.round()));
    }
    return rounds::contains;
  }
}
