package org.mapperbench.jmh.runner;

import java.lang.management.ManagementFactory;
import java.time.Instant;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.jmh.report.SuiteNames;

/**
 * The facts a reader needs to trust or reproduce a run, written as {@code run.json}: the server, the client JVM,
 * the machine, the settings, for each adapter its status, its traits (what the library can and cannot do) and
 * every library version exactly as resolved for its JVM, and the noise probe's forks.
 */
final class RunMetadata {
  private final Map<String, Object> root = new LinkedHashMap<>();
  private final Map<String, Object> adapters = new LinkedHashMap<>();

  RunMetadata(RunSettings settings, Map<String, String> harnessLibraries) {
    root.put("startedAt", Instant.now().toString());
    root.put("finishedAt", null);
    root.put("status", SuiteNames.RUNNING);
    root.put("servers", new LinkedHashMap<String, Object>());
    root.put("client", client());
    root.put("machine", machine());
    root.put("settings", settings.describe());
    root.put("harness", harnessLibraries);
    root.put("adapters", adapters);
  }

  /** One entry per backend the run used, e.g. {@code servers.cassandra} and {@code servers.mariadb}. */
  @SuppressWarnings("unchecked")
  void server(Backend backend, Map<String, Object> description) {
    ((Map<String, Object>) root.get("servers")).put(backend.name().toLowerCase(), description);
  }

  /** Adapters are recorded in the order they run. */
  void adapter(AdapterModule module, Properties traits) {
    Map<String, Object> a = new LinkedHashMap<>();
    a.put("status", "pending");
    Map<String, Object> t = new LinkedHashMap<>();
    for (String key : List.of("library", "family", "backend", "statements", "consistencyLevelSettable", "conditionalUpdate",
        "batching", "asynchrony", "orderRelation")) {
      t.put(key, key.endsWith("Settable") || key.equals("conditionalUpdate") ? Boolean.valueOf(traits.getProperty(key))
          : traits.getProperty(key));
    }
    t.put("limitations", lines(traits, "limitations"));
    t.put("jvmFlags", lines(traits, "jvmFlags"));
    Map<String, String> librarySettings = new java.util.TreeMap<>();
    traits.stringPropertyNames().stream()
        .filter(k -> k.startsWith("settings."))
        .forEach(k -> librarySettings.put(k.substring("settings.".length()), traits.getProperty(k)));
    t.put("settings", librarySettings);
    a.put("traits", t);
    a.put("libraries", module.libraries());
    a.put("problems", new java.util.ArrayList<String>());
    adapters.put(module.id(), a);
  }

  static List<String> lines(Properties traits, String key) {
    String value = traits.getProperty(key, "");
    return value.isEmpty() ? List.of() : Arrays.asList(value.split("\n"));
  }

  /** passed, failed (a verification fell short) or error (a benchmark did not complete). */
  @SuppressWarnings("unchecked")
  void adapterStatus(String id, String status, String problem) {
    Map<String, Object> a = (Map<String, Object>) adapters.get(id);
    String current = (String) a.get("status");
    if (!SuiteNames.ERROR.equals(current) && !(SuiteNames.FAILED.equals(current) && SuiteNames.PASSED.equals(status))) {
      a.put("status", status);
    }
    if (problem != null) {
      ((List<String>) a.get("problems")).add(problem);
    }
  }

  /** One fork JVM of a round: its trials and its verification against the server's counters, all trials together. */
  @SuppressWarnings("unchecked")
  void fork(String id, int round, List<String> trials, ServerVerifier.Verification verification, double seconds,
      Map<String, Object> fault) {
    Map<String, Object> a = (Map<String, Object>) adapters.get(id);
    Map<String, Object> f = new LinkedHashMap<>();
    f.put("round", round);
    f.put("trials", trials);
    f.put("seconds", Math.round(seconds * 10) / 10.0);
    f.put("passed", verification.passed());
    Map<String, Long> calls = new LinkedHashMap<>();
    verification.calls().forEach((op, n) -> calls.put(op.name(), n));
    f.put("adapterCalls", calls);
    Map<String, Long> requests = new LinkedHashMap<>();
    verification.serverRequests().forEach((r, n) -> requests.put(r.toString(), n));
    f.put("serverRequests", requests);
    f.put("shortfalls", verification.shortfalls());
    if (fault != null) {
      f.put("fault", fault);
    }
    ((List<Object>) a.computeIfAbsent("forks", k -> new java.util.ArrayList<>())).add(f);
  }

  /**
   * The noise probe's fork of a round, in {@code noiseProbe.forks}: when it ran, for how long, its mean time per call,
   * and the steal and foreign CPU meanwhile (percent of one core; an unknown figure is left out).
   */
  void noiseProbeFork(int round, String startedAt, double seconds, double meanMicros, double stealPercent,
      double foreignCpuPercent) {
    Map<String, Object> f = new LinkedHashMap<>();
    f.put("round", round);
    f.put("startedAt", startedAt);
    f.put("seconds", Math.round(seconds * 100) / 100.0);
    putFinite(f, "meanMicros", Math.round(meanMicros * 100) / 100.0);
    putFinite(f, SuiteNames.STEAL_PERCENT, Math.round(stealPercent * 10) / 10.0);
    putFinite(f, "foreignCpuPercent", Math.round(foreignCpuPercent * 10) / 10.0);
    forks(noiseProbe()).add(f);
  }

  /** A probe fork that failed, in {@code noiseProbe.problems}: worth knowing, never a reason to fail the run. */
  @SuppressWarnings("unchecked")
  void noiseProbeProblem(String problem) {
    ((List<String>) noiseProbe().computeIfAbsent("problems", k -> new java.util.ArrayList<String>())).add(problem);
  }

  @SuppressWarnings("unchecked")
  private Map<String, Object> noiseProbe() {
    return (Map<String, Object>) root.computeIfAbsent(SuiteNames.NOISE_PROBE, k -> {
      Map<String, Object> probe = new LinkedHashMap<>();
      probe.put("file", SuiteNames.NOISE_PROBE_FILE);
      probe.put("forks", new java.util.ArrayList<Object>());
      return probe;
    });
  }

  @SuppressWarnings("unchecked")
  private static List<Object> forks(Map<String, Object> probe) {
    return (List<Object>) probe.get("forks");
  }

  private static void putFinite(Map<String, Object> map, String key, double value) {
    if (Double.isFinite(value)) {
      map.put(key, value);
    }
  }

  /** Which benchmarks met the precision target, which did not, and why the run stopped adding rounds. */
  void precision(Map<String, Object> summary) {
    root.put("precision", summary);
  }

  @SuppressWarnings("unchecked")
  String adapterStatusOf(String id) {
    return (String) ((Map<String, Object>) adapters.get(id)).get("status");
  }

  /** The stats sidecar's interval, sample count, files and its own CPU cost. */
  void statsSidecar(Map<String, Object> description) {
    root.put("statsSidecar", description);
  }

  void finish(String status) {
    root.put("finishedAt", Instant.now().toString());
    root.put("status", status);
  }

  Map<String, Object> asMap() {
    return root;
  }

  private static Map<String, Object> client() {
    Map<String, Object> c = new LinkedHashMap<>();
    for (String key : List.of("java.version", "java.vm.name", "java.vm.vendor", "java.vm.version", "java.home")) {
      c.put(key, System.getProperty(key));
    }
    return c;
  }

  private static Map<String, Object> machine() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"));
    m.put("cores", Runtime.getRuntime().availableProcessors());
    var os = ManagementFactory.getOperatingSystemMXBean();
    if (os instanceof com.sun.management.OperatingSystemMXBean sun) {
      m.put("memoryBytes", sun.getTotalMemorySize());
    }
    return m;
  }
}
