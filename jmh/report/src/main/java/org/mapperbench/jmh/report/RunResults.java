package org.mapperbench.jmh.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One results folder as the runner left it: {@code run.json} and each adapter's JMH entries, in run.json's adapter
 * order (the order they ran). Read as Jackson trees, not bound to classes: the report must survive a run.json or a JMH
 * version with fields it does not know, and a run that died half-way.
 */
final class RunResults {
  static final ObjectMapper JSON = new ObjectMapper();

  /** Every benchmark method, floor first, in the order the runner plans them. */
  static final List<String> OPERATIONS = List.of(
      "roundTrip", "writeUser", "readUser", "updateUser", "deleteUser",
      "writeOrder", "readOrder", "updateOrder", "updateOrderStatus", "deleteOrder");

  /** The operations of the throughput sweep. */
  static final List<String> SWEPT = List.of("writeUser", "readUser", "updateUser", "deleteUser");

  /** The plain driver of each family, which that family's mappers are read against. */
  static final List<String> NATIVE_ADAPTERS = List.of("driver3-native", "driver4-native", "jdbc-mariadb");

  private final Path dir;
  private final JsonNode run;
  private final Map<String, List<JsonNode>> entries;
  private final List<String> problems;

  private RunResults(Path dir, JsonNode run, Map<String, List<JsonNode>> entries, List<String> problems) {
    this.dir = dir;
    this.run = run;
    this.entries = entries;
    this.problems = problems;
  }

  static RunResults load(Path dir) throws IOException {
    Path runJson = dir.resolve("run.json");
    if (!Files.isRegularFile(runJson)) {
      throw new NoSuchFileException(runJson.toString(), null, "missing: not a results folder, or its run never started");
    }
    JsonNode run = JSON.readTree(runJson.toFile());
    Map<String, List<JsonNode>> entries = new LinkedHashMap<>();
    List<String> problems = new ArrayList<>();
    for (String adapter : fieldNames(run.path("adapters"))) {
      List<JsonNode> list = new ArrayList<>();
      Path file = dir.resolve(adapter + ".json");
      if (Files.isRegularFile(file)) {
        // A runner killed while rewriting the file can leave it cut short: that is a finding, not a reason to stop.
        try {
          JsonNode tree = JSON.readTree(file.toFile());
          if (tree != null && tree.isArray()) {
            tree.forEach(list::add);
          } else {
            problems.add(adapter + ": " + file.getFileName() + " is not a JMH result list");
          }
        } catch (IOException e) {
          problems.add(adapter + ": " + file.getFileName() + " is unreadable: " + e.getMessage().lines().findFirst().orElse(""));
        }
      }
      entries.put(adapter, list);
    }
    return new RunResults(dir, run, entries, problems);
  }

  Path dir() {
    return dir;
  }

  /** The run folder's own name, also when the report is made through {@code results/latest}. */
  String id() {
    try {
      return dir.toRealPath().getFileName().toString();
    } catch (IOException e) {
      return String.valueOf(dir.toAbsolutePath().normalize().getFileName());
    }
  }

  JsonNode run() {
    return run;
  }

  String status() {
    return run.path("status").asText("unknown");
  }

  List<String> adapters() {
    return List.copyOf(entries.keySet());
  }

  List<JsonNode> entries(String adapter) {
    return entries.getOrDefault(adapter, List.of());
  }

  JsonNode adapter(String adapter) {
    return run.path("adapters").path(adapter);
  }

  JsonNode traits(String adapter) {
    return adapter(adapter).path("traits");
  }

  /** Adapter files that exist but could not be read. */
  List<String> problems() {
    return problems;
  }

  List<Integer> sweepThreads() {
    List<Integer> threads = new ArrayList<>();
    run.path("settings").path("sweepThreads").forEach(t -> threads.add(t.asInt()));
    return threads;
  }

  /**
   * The operations this run meant to measure: run.json's settings name them; a run written before they did
   * planned every operation some adapter has a result for (which may miss an operation every adapter lost).
   */
  List<String> plannedOperations() {
    JsonNode named = run.path("settings").path("operations");
    Set<String> planned = new LinkedHashSet<>();
    if (named.isArray() && !named.isEmpty()) {
      named.forEach(op -> planned.add(op.asText()));
      return List.copyOf(planned);
    }
    Set<String> seen = new LinkedHashSet<>();
    entries.values().forEach(list -> list.forEach(entry -> seen.add(operation(entry))));
    OPERATIONS.stream().filter(seen::contains).forEach(planned::add);
    planned.addAll(seen);
    return List.copyOf(planned);
  }

  /** The benchmark method of a JMH entry: {@code org.mapperbench.jmh.bench.CrudBenchmarks.readUser} gives readUser. */
  static String operation(JsonNode entry) {
    String benchmark = entry.path("benchmark").asText();
    return benchmark.substring(benchmark.lastIndexOf('.') + 1);
  }

  static List<String> fieldNames(JsonNode object) {
    List<String> names = new ArrayList<>();
    object.fieldNames().forEachRemaining(names::add);
    return names;
  }
}
