package org.mapperbench.jmh.report.summary;

import org.mapperbench.jmh.report.render.Format;
import org.mapperbench.jmh.report.render.VerdictWords;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.mapperbench.entities.schema.Operation;
import org.mapperbench.jmh.results.figures.RowsFigures;
import org.mapperbench.jmh.results.figures.Verdict;
import org.mapperbench.jmh.results.figures.BenchmarkFigures;
import org.mapperbench.jmh.results.figures.Cost;
import org.mapperbench.jmh.results.figures.Interval;
import org.mapperbench.jmh.results.figures.NoiseFloor;
import org.mapperbench.jmh.results.figures.PathRatios;
import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.StartupFigures;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.results.model.RoundRecord;
import org.mapperbench.jmh.results.model.SessionRecord;
import org.mapperbench.settings.BenchSettings;

/**
 * What the docs quote from a run, and nothing else: its length, its machine, how much its costs varied between forks,
 * and each library's verdict against its native. The report writes one into every results folder; docs/reference/
 * keeps the reference run's ({@code scripts/mapper-bench reference}), and a test holds the docs to it.
 *
 * @param run the results folder's name
 * @param quick whether it was a smoke run ({@code bench.quick})
 * @param servers each backend's product and version, e.g. "Apache Cassandra 5.0.9"
 * @param seconds the run's length over its sessions (a resumed run's pauses left out), Maven's start not counted
 * @param verified whether the server's counters accounted for every benchmark's calls
 * @param hotTrials the trials measured while the JIT compiled for more than {@code bench.warmupCompileShare}
 * @param libraries each library against the native adapter of its family, as the verdict judges it; none for a
 *     quick run, which is read only for its length
 * @param startup each adapter's start, from its fork JVMs; none for a quick run
 * @param given the settings the user gave the run, by name, as run.json records them: with the suite's command they
 *     are the run's command line
 * @param datasetUsers the users of the dataset the run read ({@code bench.dataset}); absent on the memtable path
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RunSummary(String run, String finishedAt, String commit, boolean quick, Machine machine,
    Map<String, String> servers, List<String> adapters, int benchmarks, int rounds, int trials, double seconds,
    boolean verified, Spreads spreads, int hotTrials, List<Library> libraries, List<Startup> startup,
    Map<String, String> given, Long datasetUsers) {

  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
  /** The costs a library is judged on here, in the verdict's order. */
  private static final List<Cost> COSTS = List.of(Cost.REQUESTS, Cost.ALLOCATION, Cost.CLIENT_CPU, Cost.SERVER_CPU,
      Cost.MEAN_LATENCY);

  /** @param memoryBytes the machine's memory; {@code java} the benchmark JVMs' version */
  public record Machine(String os, Integer cores, Long memoryBytes, String java) {}

  /**
   * The median over the run's one-thread benchmarks of each cost's spread between forks, in percent (sd of the fork
   * means over their mean); null where the run cannot say (fewer than {@link NoiseFloor#MIN_FORKS} forks).
   *
   * @param probe the CPU-loop probe's spread: the machine's own noise
   */
  public record Spreads(Double bytes, Double clientCpu, Double serverCpu, Double meanLatency, Double probe) {}

  /**
   * One library against the native adapter of its family (its versions are in the run's run.json).
   *
   * @param costs for each cost's title, each operation's ratio
   * @param overall for each cost's title, the library's one ratio over all its operations ({@link
   *     Verdict.Row#library}); absent in a summary written before it was kept
   * @param perRow for each curve of rows per call ({@link #ROW_CURVES}, by name: "readProducts"), each cost's
   *     per-row difference over the native, by the cost's title; absent where a curve has no fit on both sides
   */
  public record Library(String adapter, String against, String library, List<String> limitations,
      Map<String, Map<String, Ratio>> costs, Map<String, Map<String, Amount>> perRow, Map<String, Ratio> overall) {
    public Library(String adapter, String against, String library, List<String> limitations,
        Map<String, Map<String, Ratio>> costs, Map<String, Map<String, Amount>> perRow) {
      this(adapter, against, library, limitations, costs, perRow, null);
    }
  }

  /**
   * How long an adapter's fork JVMs took from their start until it was open, and its own open, medians in seconds
   * ({@link StartupFigures}).
   */
  public record Startup(String adapter, int jvms, double readySeconds, Double openSeconds) {
    static Startup of(StartupFigures f) {
      return new Startup(f.adapter(), f.jvms(), round(f.readyMedian(), 2),
          Double.isNaN(f.openMedian()) ? null : round(f.openMedian(), 2));
    }
  }

  /** The curves whose per-row costs a summary keeps: a product row read and written. */
  public static final List<Operation> ROW_CURVES = List.of(Operation.READ_PRODUCTS_1, Operation.WRITE_PRODUCTS_1);

  /** An amount in its cost's unit (µs, B, requests) with its 95% interval, written as [point, low, high]. */
  @com.fasterxml.jackson.annotation.JsonFormat(shape = com.fasterxml.jackson.annotation.JsonFormat.Shape.ARRAY)
  public record Amount(double point, double low, double high) {
    public Interval interval() {
      return new Interval(point, low, high);
    }
  }

  /**
   * A ratio over the native with its 95% interval; where the verdict gives none, its words instead (the library's own
   * cost, or why there is no ratio). Written as an array, [point, low, high] or [words], one line each.
   */
  @com.fasterxml.jackson.annotation.JsonFormat(shape = com.fasterxml.jackson.annotation.JsonFormat.Shape.ARRAY)
  public record Ratio(Double point, Double low, Double high, String words) {
    /** A ratio alone ({@link Verdict.Row#library}): its interval, or no figure without one. */
    static Ratio of(Interval ratio) {
      return ratio != null && ratio.known() ? new Ratio(round(ratio.point(), 4), round(ratio.low(), 4),
          round(ratio.high(), 4), null) : new Ratio(null, null, null, Format.NONE);
    }

    static Ratio of(Verdict.Judgement judgement) {
      Interval r = judgement.ratio();
      boolean known = judgement.direction() != Verdict.Direction.NO_FIGURE;
      return known ? new Ratio(round(r.point(), 4), round(r.low(), 4), round(r.high(), 4), null)
          : new Ratio(null, null, null, VerdictWords.words(judgement));
    }

    /** The ratio as an interval; not known where the verdict gave words instead. */
    public Interval interval() {
      return point == null ? Interval.NONE : new Interval(point, low, high);
    }
  }

  public static RunSummary of(RunResults run) {
    return of(RunModel.of(run));
  }

  /** From the run's figures, which the report has already computed. */
  public static RunSummary of(RunModel model) {
    RunResults run = model.run();
    var record = run.record();
    List<BenchmarkFigures> all = run.allFigures();
    int trials = 0;
    int hot = 0;
    double hotPercent = 100 * run.settings().get(BenchSettings.WARMUP_COMPILE_SHARE)
        .orElseGet(() -> BenchSettings.WARMUP_COMPILE_SHARE.get(new java.util.Properties()));
    for (BenchmarkFigures f : all) {
      for (RoundRecord round : f.rounds()) {
        trials++;
        hot += round.compilePercent() != null && round.compilePercent() > hotPercent ? 1 : 0;
      }
    }
    Map<String, String> servers = new TreeMap<>();
    record.servers().forEach((backend, server) -> servers.put(backend, server.product() + " " + server.version()));
    var machine = record.machine();
    // A quick run is read only for its length: its two short forks give no verdict worth keeping.
    boolean quick = run.settings().get(BenchSettings.QUICK).orElse(false);
    return new RunSummary(run.id(), record.finishedAt(), record.code() == null ? null : record.code().commit(),
        quick, machine == null ? null : new Machine(machine.os(), machine.cores(), machine.memoryBytes(),
            record.client().get("java.version")),
        servers, run.adapters().stream().sorted().toList(), all.size(), record.sessions().stream()
            .mapToInt(s -> s.lastRound() == null ? 0 : s.lastRound()).max().orElse(0),
        trials, record.sessions().stream().map(SessionRecord::seconds).filter(java.util.Objects::nonNull)
            .mapToDouble(Double::doubleValue).sum(),
        !all.isEmpty() && all.stream().allMatch(BenchmarkFigures::verified), spreads(run), hot,
        quick ? List.of() : libraries(run, model.verdict(), model.rows()),
        quick ? null : model.startup().stream().map(Startup::of)
            .sorted(java.util.Comparator.comparing(Startup::adapter)).toList(),
        given(run), datasetUsers(run));
  }

  /** The command line a reader runs to make a run like this one: the suite's command with the settings given. */
  @JsonIgnore
  public String command() {
    StringBuilder command = new StringBuilder("./mvnw verify -Pjmh -DskipTests");
    if (given != null) {
      given.forEach((name, value) -> command.append(" -D").append(name).append('=').append(value));
    }
    return command.toString();
  }

  private static Map<String, String> given(RunResults run) {
    Map<String, String> given = new TreeMap<>();
    run.settings().values().forEach((name, value) -> {
      if (value.given() && value.value() != null) {
        given.put(name, value.value());
      }
    });
    return given.isEmpty() ? null : given;
  }

  private static Long datasetUsers(RunResults run) {
    java.util.OptionalLong users = PathRatios.users(run);
    return users.isPresent() ? users.getAsLong() : null;
  }

  private static Spreads spreads(RunResults run) {
    NoiseFloor floor = NoiseFloor.of(run);
    return new Spreads(spread(run, Cost.ALLOCATION), spread(run, Cost.CLIENT_CPU), spread(run, Cost.SERVER_CPU),
        spread(run, Cost.MEAN_LATENCY),
        floor != null && Double.isFinite(floor.spread()) ? round(100 * floor.spread(), 1) : null);
  }

  private static Double spread(RunResults run, Cost cost) {
    double spread = NoiseFloor.medianSpread(run.figures(), cost);
    return Double.isFinite(spread) ? round(100 * spread, 1) : null;
  }

  private static List<Library> libraries(RunResults run, Verdict verdict, RowsFigures rows) {
    Map<String, Library> byAdapter = new LinkedHashMap<>();
    for (Cost cost : COSTS) {
      for (Verdict.Row row : verdict.rows(cost)) {
        Library library = byAdapter.computeIfAbsent(row.adapter(), adapter -> new Library(adapter, row.base(),
            run.traits(adapter).library(), run.traits(adapter).limitations(), new LinkedHashMap<>(),
            perRow(rows, adapter), new LinkedHashMap<>()));
        Map<String, Ratio> ratios = new LinkedHashMap<>();
        row.operations().forEach((op, judgement) -> ratios.put(op, Ratio.of(judgement)));
        library.costs().put(cost.title, ratios);
        library.overall().put(cost.title, Ratio.of(row.library()));
      }
    }
    return new ArrayList<>(byAdapter.values());
  }

  private static Map<String, Map<String, Amount>> perRow(RowsFigures rows, String adapter) {
    Map<String, Map<String, Amount>> curves = new LinkedHashMap<>();
    for (Operation curve : ROW_CURVES) {
      Map<String, Amount> costs = new LinkedHashMap<>();
      for (Cost cost : RowsFigures.COSTS) {
        Interval over = rows.perRowOverNative(adapter, curve, cost);
        if (Double.isFinite(over.point()) && Double.isFinite(over.low()) && Double.isFinite(over.high())) {
          costs.put(cost.title, new Amount(round(over.point(), 3), round(over.low(), 3), round(over.high(), 3)));
        }
      }
      if (!costs.isEmpty()) {
        curves.put(curve.curveName(), costs);
      }
    }
    return curves.isEmpty() ? null : curves;
  }

  /** The run's length as the runner's last line gives it: "47:39", minutes and seconds. */
  @JsonIgnore
  public String length() {
    return org.mapperbench.jmh.results.figures.Durations.clock((long) (seconds * 1e9));
  }

  /** The run's length in whole minutes, rounded, as prose gives it ("48 minutes"). */
  @JsonIgnore
  public long minutes() {
    return Math.round(seconds / 60);
  }

  public void write(Path file) throws IOException {
    Files.createDirectories(file.toAbsolutePath().getParent());
    JSON.writeValue(file.toFile(), this);
  }

  public static RunSummary read(Path file) throws IOException {
    return JSON.readValue(file.toFile(), RunSummary.class);
  }

  /** This run's summary in its results folder. */
  public static Path in(Path resultsDir) {
    return resultsDir.resolve(SuiteNames.SUMMARY_FILE);
  }

  private static double round(double value, int places) {
    double scale = Math.pow(10, places);
    return Math.round(value * scale) / scale;
  }
}
