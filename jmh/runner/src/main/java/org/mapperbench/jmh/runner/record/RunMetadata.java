package org.mapperbench.jmh.runner.record;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mapperbench.entities.adapter.AdapterTraits;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.results.model.AdapterRecord;
import org.mapperbench.jmh.results.model.CodeRecord;
import org.mapperbench.jmh.results.model.FaultRecord;
import org.mapperbench.jmh.results.model.ForkJvmRecord;
import org.mapperbench.jmh.results.model.MachineRecord;
import org.mapperbench.jmh.results.model.NoiseProbeRecord;
import org.mapperbench.jmh.results.model.PlannedRoundRecord;
import org.mapperbench.jmh.results.model.PrecisionRecord;
import org.mapperbench.jmh.results.model.RecordedSettings;
import org.mapperbench.jmh.results.model.RunRecord;
import org.mapperbench.jmh.results.model.ServerRecord;
import org.mapperbench.jmh.results.model.SessionRecord;
import org.mapperbench.jmh.results.model.StatsSidecarRecord;
import org.mapperbench.jmh.results.model.TraitsRecord;
import org.mapperbench.jmh.results.model.VariantRecord;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.jmh.runner.server.ServerVerifier;
import org.mapperbench.jmh.runner.variant.AdapterModule;

/**
 * The facts a reader needs to trust or reproduce a run, written as {@code run.json} ({@link RunRecord}): the server,
 * the client JVM, the machine, the settings, for each adapter its status, its traits (what the library can and cannot
 * do) and every library version exactly as resolved for its JVM, and the noise probe's forks. Filled in as the run
 * goes; {@link #record()} is what run.json holds at that moment.
 */
public final class RunMetadata {
  private String startedAt = Instant.now().toString();
  private final String sessionStartedAt = startedAt;
  private final long sessionStartNanos = System.nanoTime();
  private String finishedAt;
  private String status = SuiteNames.RUNNING;
  private final Map<String, ServerRecord> servers = new LinkedHashMap<>();
  private final Map<String, String> client = client();
  private final MachineRecord machine = machine();
  private final RecordedSettings settings;
  /** Where Maven resolved the adapters' trees: their libraries are read from the paths below it. */
  private final java.nio.file.Path mavenRepository;
  private final Map<String, String> harness;
  private final Map<String, Adapter> adapters = new LinkedHashMap<>();
  /** Null until the probe's first fork ended or failed: a run without the probe says nothing of it. */
  private List<NoiseProbeRecord.Fork> probeForks;
  private final List<String> probeProblems = new ArrayList<>();
  private PrecisionRecord precision;
  private StatsSidecarRecord statsSidecar;
  /** The sidecar's record as the earlier sessions of a resumed run left it; null for a new run. */
  private StatsSidecarRecord earlierStats;
  private Map<String, String> given;
  private CodeRecord code;
  private final List<PlannedRoundRecord> rounds = new ArrayList<>();
  /** The sessions before this one, when this one resumes a run. */
  private final List<SessionRecord> earlierSessions = new ArrayList<>();
  private SessionRecord session;
  private Integer firstRound;
  private Integer lastRound;

  /** An adapter's record as it changes: its status and problems with every fork JVM. */
  private static final class Adapter {
    String status = "pending";
    final TraitsRecord traits;
    final Map<String, String> libraries;
    final List<String> problems = new ArrayList<>();
    final List<ForkJvmRecord> forks = new ArrayList<>();

    final VariantRecord variant;
    String floor;

    Adapter(TraitsRecord traits, Map<String, String> libraries, VariantRecord variant) {
      this.traits = traits;
      this.libraries = libraries;
      this.variant = variant;
    }

    AdapterRecord record() {
      return new AdapterRecord(status, traits, libraries, List.copyOf(problems), List.copyOf(forks), variant, floor);
    }
  }

  public RunMetadata(RunSettings settings, Map<String, String> harnessLibraries) {
    this.settings = settings.recorded();
    this.mavenRepository = settings.mavenRepository();
    this.harness = harnessLibraries;
  }

  /** The runner settings the user gave, which a resume reuses. */
  public void given(Map<String, String> settings) {
    given = settings;
  }

  /** The code measured, which a resume must match. */
  public void code(CodeRecord digests) {
    code = digests;
  }

  /** A timed round's plan, as it starts. */
  public void round(PlannedRoundRecord plan) {
    rounds.removeIf(r -> r.number() == plan.number());
    rounds.add(plan);
  }

  /**
   * Goes on from a run's record, when this session resumes it: its start, earlier sessions and rounds, and for each
   * adapter (already recorded by this session) its status, problems and fork JVMs, and the noise probe's forks.
   */
  public void resume(RunRecord earlier) {
    startedAt = earlier.startedAt();
    earlierSessions.addAll(earlier.sessions());
    rounds.addAll(earlier.rounds());
    earlier.adapters().forEach((id, record) -> {
      Adapter a = adapters.get(id);
      if (a != null) {
        a.status = record.status();
        a.problems.addAll(record.problems());
        a.forks.addAll(record.forks());
      }
    });
    earlierStats = earlier.statsSidecar();
    if (earlier.noiseProbe() != null) {
      probeForks().addAll(earlier.noiseProbe().forks());
      probeProblems.addAll(earlier.noiseProbe().problems());
    }
  }

  /** This session's number: 1 for the run itself, then one more for each resume. */
  public int session() {
    return earlierSessions.size() + 1;
  }

  /** One entry per backend the run used, e.g. {@code servers.cassandra} and {@code servers.mariadb}. */
  public void server(Backend backend, ServerRecord description) {
    servers.put(backend.name().toLowerCase(), description);
  }

  /** Adapters are recorded in the order they run. */
  public void adapter(AdapterModule module, AdapterTraits traits) {
    adapters.put(module.id(), new Adapter(TraitsRecord.of(traits), module.libraries(mavenRepository),
        module.variantRecord()));
  }

  /** The native adapter the verdict reads the library against. */
  public void floor(String id, String floor) {
    adapters.get(id).floor = floor;
  }

  /** passed, failed (a verification fell short) or error (a benchmark did not complete). */
  public void adapterStatus(String id, String status, String problem) {
    Adapter a = adapters.get(id);
    if (!SuiteNames.ERROR.equals(a.status)
        && !(SuiteNames.FAILED.equals(a.status) && SuiteNames.PASSED.equals(status))) {
      a.status = status;
    }
    if (problem != null) {
      a.problems.add(problem);
    }
  }

  /** One fork JVM of a round: its trials and its verification against the server's counters, all trials together. */
  public void fork(String id, int round, List<String> trials, ServerVerifier.Verification verification, double seconds,
      FaultRecord fault) {
    Map<String, Long> calls = new LinkedHashMap<>();
    verification.calls().forEach((op, n) -> calls.put(op.name(), n));
    Map<String, Long> requests = new LinkedHashMap<>();
    verification.serverRequests().forEach((r, n) -> requests.put(r.toString(), n));
    firstRound = firstRound == null ? round : Math.min(firstRound, round);
    lastRound = lastRound == null ? round : Math.max(lastRound, round);
    adapters.get(id).forks.add(new ForkJvmRecord(round, trials, Math.round(seconds * 10) / 10.0, verification.passed(),
        calls, requests, verification.shortfalls(), fault));
  }

  /**
   * The noise probe's fork of a round, in {@code noiseProbe.forks}: when it ran, for how long, its mean time per call,
   * and the steal and foreign CPU meanwhile (percent of one core; an unknown figure is left out).
   */
  public void noiseProbeFork(int round, String startedAt, double seconds, double meanMicros, double stealPercent,
      double foreignCpuPercent) {
    probeForks().add(new NoiseProbeRecord.Fork(round, startedAt, Math.round(seconds * 100) / 100.0,
        rounded(meanMicros, 100), rounded(stealPercent, 10), rounded(foreignCpuPercent, 10)));
  }

  /** A probe fork that failed, in {@code noiseProbe.problems}: worth knowing, never a reason to fail the run. */
  public void noiseProbeProblem(String problem) {
    probeForks();
    probeProblems.add(problem);
  }

  private List<NoiseProbeRecord.Fork> probeForks() {
    if (probeForks == null) {
      probeForks = new ArrayList<>();
    }
    return probeForks;
  }

  /** Rounded to 1/{@code per}; null (left out) when unknown. Checked first: Math.round makes NaN a 0. */
  private static Double rounded(double value, int per) {
    return Double.isFinite(value) ? Math.round(value * per) / (double) per : null;
  }

  /** Which benchmarks met the precision target, which did not, and why the run stopped adding rounds. */
  public void precision(PrecisionRecord summary) {
    precision = summary;
  }

  public String adapterStatusOf(String id) {
    return adapters.get(id).status;
  }

  /** The stats sidecar's interval, sample count, files and its own CPU cost, over every session of the run. */
  public void statsSidecar(StatsSidecarRecord description) {
    statsSidecar = earlierStats == null ? description : description.after(earlierStats);
  }

  /** The run's status as this session leaves it; {@code stoppedBy} names the signal that stopped it, or is null. */
  public void finish(String status, String stoppedBy) {
    finishedAt = Instant.now().toString();
    this.status = status;
    session = sessionRecord(stoppedBy);
  }

  private SessionRecord sessionRecord(String stoppedBy) {
    return new SessionRecord(sessionStartedAt, finishedAt, finishedAt == null ? SuiteNames.RUNNING : status, stoppedBy,
        firstRound, lastRound, Math.round((System.nanoTime() - sessionStartNanos) / 1e8) / 10.0);
  }

  /** What run.json holds of the timed rounds, in a few words: "14 fork JVMs of rounds 1-3". */
  public String keptSummary() {
    List<ForkJvmRecord> all = adapters.values().stream().flatMap(a -> a.forks.stream()).toList();
    int first = all.stream().mapToInt(f -> f.round() == null ? 0 : f.round()).min().orElse(0);
    int last = all.stream().mapToInt(f -> f.round() == null ? 0 : f.round()).max().orElse(0);
    return all.size() + " fork JVM" + (all.size() == 1 ? "" : "s")
        + (all.isEmpty() ? "" : first == last ? " of round " + first : " of rounds " + first + "-" + last);
  }

  /** run.json as it stands. */
  public RunRecord record() {
    Map<String, AdapterRecord> adapterRecords = new LinkedHashMap<>();
    adapters.forEach((id, a) -> adapterRecords.put(id, a.record()));
    NoiseProbeRecord probe = probeForks == null ? null
        : new NoiseProbeRecord(SuiteNames.NOISE_PROBE_FILE, List.copyOf(probeForks), List.copyOf(probeProblems));
    List<SessionRecord> sessions = new ArrayList<>(earlierSessions);
    sessions.add(session != null ? session : sessionRecord(null));
    return new RunRecord(startedAt, finishedAt, status, new LinkedHashMap<>(servers), client, machine, settings,
        harness, adapterRecords, probe, precision, statsSidecar, given, code, List.copyOf(rounds), sessions);
  }

  private static Map<String, String> client() {
    Map<String, String> c = new LinkedHashMap<>();
    for (String key : List.of("java.version", "java.vm.name", "java.vm.vendor", "java.vm.version", "java.home")) {
      c.put(key, System.getProperty(key));
    }
    return c;
  }

  private static MachineRecord machine() {
    String os = System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
        + System.getProperty("os.arch");
    Long memoryBytes =
        ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean sun
            ? sun.getTotalMemorySize() : null;
    String idleDriver = firstLine(Path.of("/sys/devices/system/cpu/cpuidle/current_driver"));
    // The polling limit is the haltpoll governor's: under another governor it says nothing of what idle CPUs do.
    boolean haltpollGovernor =
        "haltpoll".equals(firstLine(Path.of("/sys/devices/system/cpu/cpuidle/current_governor")));
    String pollNanos = haltpollGovernor
        ? firstLine(Path.of("/sys/module/haltpoll/parameters/guest_halt_poll_ns")) : null;
    return new MachineRecord(os, Runtime.getRuntime().availableProcessors(), memoryBytes, idleDriver,
        pollNanos == null || !pollNanos.matches("\\d+") ? null : Long.valueOf(pollNanos));
  }

  /** A sysfs file's value, or null where the kernel has no such file. */
  private static String firstLine(Path file) {
    try {
      return Files.isReadable(file) ? Files.readString(file).strip() : null;
    } catch (IOException e) {
      return null;
    }
  }
}
