package org.mapperbench.jmh.results.figures;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.mapperbench.entities.schema.Operation;
import org.mapperbench.jmh.results.model.AdapterRecord;
import org.mapperbench.jmh.results.model.RecordedSettings;
import org.mapperbench.jmh.results.model.RunRecord;
import org.mapperbench.jmh.results.model.ResultEntry;
import org.mapperbench.jmh.results.model.TraitsRecord;
import org.mapperbench.jmh.results.model.VariantRecord;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.ProfileSettings;
import org.mapperbench.settings.ServerSettings;

/**
 * One results folder, read the one way the report, compare, the check command and the variance script read it:
 * {@code run.json} and each adapter's JMH entries, in run.json's adapter order. An adapter whose own file is gone
 * is read from {@code results.json} if the folder has one, and a folder with only {@code results.json} (entries
 * naming their adapter in {@code params.adapter}) is read from it alone. run.json is read once into a
 * {@link RunRecord}, whose records ignore fields they do not know (an older or newer run's); JMH entries are read
 * as {@link ResultEntry}. A run that died half-way leaves notes ({@link #notes()}), not exceptions.
 */
public final class RunResults {
  public static final ObjectMapper JSON = new ObjectMapper();

  private final Path dir;
  private final JsonNode run;
  private final RunRecord record;
  private final Map<String, List<ResultEntry>> entries;
  private final List<String> notes;
  /** Read once: an entry of an older run gets its interval bootstrapped here, which is worth doing only once. */
  private List<BenchmarkFigures> figures;

  private RunResults(Path dir, JsonNode run, RunRecord record, Map<String, List<ResultEntry>> entries,
      List<String> notes) {
    this.dir = dir;
    this.run = run;
    this.record = record;
    this.entries = entries;
    this.notes = notes;
  }

  /** @throws BadFolder when the folder is not a results folder at all, or its run.json cannot be read */
  public static RunResults load(Path dir) {
    if (!Files.isDirectory(dir)) {
      throw new BadFolder(dir + " is not a results folder (no such directory)");
    }
    Path runJson = dir.resolve(SuiteNames.RUN_FILE);
    Path merged = dir.resolve(SuiteNames.MERGED_FILE);
    if (!Files.isRegularFile(runJson) && !Files.isRegularFile(merged)) {
      throw new BadFolder(dir + " is not a results folder (neither run.json nor results.json)");
    }
    JsonNode run = Files.isRegularFile(runJson) ? ResultFiles.read(runJson) : JSON.createObjectNode();
    RunRecord record = Files.isRegularFile(runJson) ? ResultFiles.record(runJson, run) : RunRecord.none();
    List<String> notes = new ArrayList<>();
    Map<String, List<ResultEntry>> fromMerged = new LinkedHashMap<>();
    if (Files.isRegularFile(merged)) {
      try {
        for (ResultEntry entry : ResultFiles.list(merged)) {
          fromMerged
              .computeIfAbsent(entry.param(ResultEntry.ADAPTER_PARAM), a -> new ArrayList<>())
              .add(entry);
        }
      } catch (BadFolder e) {
        notes.add(e.getMessage());
      }
    }
    Set<String> adapters = new LinkedHashSet<>(record.adapters().keySet());
    fromMerged.keySet().stream().filter(a -> !a.isEmpty()).forEach(adapters::add);
    Map<String, List<ResultEntry>> entries = new LinkedHashMap<>();
    for (String adapter : adapters) {
      Path file = dir.resolve(adapter + ".json");
      List<ResultEntry> list = new ArrayList<>();
      if (Files.isRegularFile(file)) {
        // A runner killed while rewriting the file can leave it cut short: that is a finding, not a reason to stop.
        try {
          ResultFiles.list(file).forEach(list::add);
        } catch (BadFolder e) {
          notes.add(adapter + ": " + e.getMessage());
        }
      } else if (fromMerged.containsKey(adapter)) {
        list.addAll(fromMerged.get(adapter));
      } else {
        notes.add(missing(adapter, record.adapters().getOrDefault(adapter, AdapterRecord.none())));
      }
      entries.put(adapter, list);
    }
    return new RunResults(dir, run, record, entries, notes);
  }

  /** The note on an adapter run.json names but whose file is gone, with the status run.json gives it. */
  public static String missing(String adapter, AdapterRecord record) {
    return adapter + ".json is missing (adapter status: " + status(record) + ")";
  }

  public Path dir() {
    return dir;
  }

  /** The run folder's own name, also when the report is made through {@code results/latest}. */
  public String id() {
    try {
      return dir.toRealPath().getFileName().toString();
    } catch (IOException e) {
      return String.valueOf(dir.toAbsolutePath().normalize().getFileName());
    }
  }

  /** The folder as given, its real name if that differs, and when the run started and how it ended. */
  public String describe() {
    StringBuilder text = new StringBuilder(dir.toString());
    if (!id().equals(String.valueOf(dir.getFileName()))) {
      text.append(" (").append(id()).append(')');
    }
    String started = record.startedAt();
    if (started != null && !started.isEmpty()) {
      text.append("  started ").append(started.replaceFirst("\\.\\d+Z$", "Z"));
    }
    if (record.status() != null && !record.status().isEmpty()) {
      text.append("  ").append(record.status());
    }
    return text.toString();
  }

  /**
   * run.json as written, or an empty object when the folder has only results.json: for the readers that show or
   * compare every field, also those this version does not know (the metadata's facts, compare's differences).
   */
  public JsonNode run() {
    return run;
  }

  /** run.json, read; {@link RunRecord#none()} when the folder has only results.json. */
  public RunRecord record() {
    return record;
  }

  /** run.json's settings, each read with the registry's own {@code Setting}; none recorded when it has none. */
  public RecordedSettings settings() {
    return record.settings() == null ? RecordedSettings.none() : record.settings();
  }

  public String status() {
    return record.status() == null ? "unknown" : record.status();
  }

  /** Whether the run was the profiling pass alone ({@code bench.profileOnly}): no timed round, no JMH result. */
  public boolean profileOnly() {
    return settings().profiled() && settings().get(ProfileSettings.PROFILE_ONLY).orElse(false);
  }

  public List<String> adapters() {
    return List.copyOf(entries.keySet());
  }

  public List<ResultEntry> entries(String adapter) {
    return entries.getOrDefault(adapter, List.of());
  }

  /**
   * The figures the report's tables, charts and compare read: every entry's, adapter by adapter, in each adapter's
   * file order, but of a consistency sweep only the reference setting's ({@link #consistencySettings}'s first).
   */
  public List<BenchmarkFigures> figures() {
    String reference = consistencySettings().isEmpty() ? null : consistencySettings().get(0);
    return allFigures().stream()
        .filter(f -> reference == null || f.setting().isEmpty() || f.setting().equals(reference)).toList();
  }

  /** Every entry's figures, every consistency setting of a sweep included. */
  public synchronized List<BenchmarkFigures> allFigures() {
    if (figures == null) {
      List<BenchmarkFigures> all = new ArrayList<>();
      entries.forEach((adapter, list) -> list.forEach(entry -> all.add(BenchmarkFigures.of(adapter, entry))));
      figures = List.copyOf(all);
    }
    return figures;
  }

  /**
   * The run's consistency settings as {@link BenchmarkFigures#setting} names them, the reference first: each
   * replication factor with each level, in the order the run was given them. Empty for a run before the sweep.
   */
  public List<String> consistencySettings() {
    List<String> levels = settings().get(BenchSettings.CONSISTENCY).orElse(List.of());
    List<String> factors = new ArrayList<>();
    // A replication map of the user's own has no factor of the suite's.
    List<Integer> replicationFactors = settings().get(ServerSettings.REPLICATION).isPresent() ? List.of()
        : settings().get(BenchSettings.REPLICATION_FACTOR).orElse(List.of());
    replicationFactors.forEach(f -> factors.add("RF" + f + " "));
    if (factors.isEmpty()) {
      factors.add("");
    }
    List<String> all = new ArrayList<>();
    factors.forEach(factor -> levels.forEach(level -> all.add(factor + level)));
    return all;
  }

  /** The reference consistency level: the first the run was given; null for a run before the setting. */
  public String consistencyLevel() {
    return settings().get(BenchSettings.CONSISTENCY).filter(levels -> !levels.isEmpty()).map(levels -> levels.get(0))
        .orElse(null);
  }

  /**
   * Whether the run planned {@code operation} for the adapter: the conditional update only where the library has one.
   */
  public boolean plans(String adapter, String operation) {
    return !SuiteNames.CONDITIONAL.equals(operation) || !Boolean.FALSE.equals(traits(adapter).conditionalUpdate());
  }

  /** The adapter as run.json records it; {@link AdapterRecord#none()} for one it does not name. */
  public AdapterRecord adapter(String adapter) {
    return record.adapters().getOrDefault(adapter, AdapterRecord.none());
  }

  /**
   * The native adapter the adapter is read against: the runner's choice where run.json records it, for a run written
   * before by the same rule ({@link FamilyNative}); a native adapter's is itself.
   */
  public Optional<String> floor(String adapter) {
    return Optional.ofNullable(adapter(adapter).floor())
        .or(() -> FamilyNative.of(adapter, adapters(), this::adapter));
  }

  /** The adapter of the same module a variant is compared with, or null for one that is not a variant. */
  public String against(String adapter) {
    VariantRecord variant = adapter(adapter).variant();
    return variant == null ? null : variant.against();
  }

  public TraitsRecord traits(String adapter) {
    return adapter(adapter).traits();
  }

  /** The adapter's status in run.json, "unknown" when it gives none. */
  public String adapterStatus(String adapter) {
    return status(adapter(adapter));
  }

  private static String status(AdapterRecord adapter) {
    return adapter.status() == null ? "unknown" : adapter.status();
  }

  /** What a reader should know about the folder: adapter files missing or unreadable. */
  public List<String> notes() {
    return notes;
  }

  public List<Integer> sweepThreads() {
    return settings().get(BenchSettings.THREADS).orElse(List.of());
  }

  /**
   * The operations of the throughput sweep, of those the run planned; a run written before they were a setting swept
   * every user operation.
   */
  public List<String> sweptOperations() {
    List<String> swept = settings().get(BenchSettings.SWEEP_OPERATIONS).orElse(SuiteNames.USER_OPERATIONS);
    List<String> planned = settings().get(BenchSettings.OPERATIONS).orElse(List.of());
    return planned.isEmpty() ? swept : swept.stream().filter(planned::contains).toList();
  }

  /** The precision target the run was given (a share of the mean), or NaN for a run that had none. */
  public double precisionTarget() {
    return settings().get(BenchSettings.PRECISION).orElse(Double.NaN);
  }

  /**
   * The operations this run meant to measure: run.json's settings name them (none named: every one); a run written
   * before they did planned every operation some adapter has a result for (which may miss one every adapter lost).
   */
  public List<String> plannedOperations() {
    Set<String> planned = new LinkedHashSet<>();
    Optional<List<String>> named = settings().get(BenchSettings.OPERATIONS);
    Set<String> seen = new LinkedHashSet<>();
    entries.values().forEach(list -> list.forEach(entry -> seen.add(entry.operation())));
    Optional<List<Integer>> rows = settings().get(BenchSettings.ROWS);
    if (named.isPresent() && (!named.get().isEmpty() || rows.isPresent())) {
      // Every operation, the rows-per-call points at the run's bench.rows (a run from before them recorded none).
      planned.addAll(named.get().isEmpty() ? Operation.benchmarkMethods(rows.get()) : named.get());
      return List.copyOf(planned);
    }
    SuiteNames.OPERATIONS.stream().filter(seen::contains).forEach(planned::add);
    planned.addAll(seen);
    return List.copyOf(planned);
  }

  /** A folder that cannot be read as a run; its message is the one line the user sees. */
  public static final class BadFolder extends RuntimeException {
    public BadFolder(String message) {
      super(message);
    }
  }
}
