package org.mapperbench.jmh.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One results folder as Compare reads it: {@code run.json}, and the figures of {@code results.json} (every adapter
 * merged, each entry naming its adapter in {@code params.adapter}) or, without it, of each {@code <adapter>.json}
 * that {@code run.json} lists.
 */
final class CompareRun {
  private static final ObjectMapper JSON = new ObjectMapper();

  final Path folder;
  /** run.json, or an empty object when the folder has only results.json. */
  final JsonNode run;
  final Map<CompareKey, CompareFigure> figures;
  /** What the reader should know about the folder: adapter files that are missing, and why. */
  final List<String> notes;

  private CompareRun(Path folder, JsonNode run, Map<CompareKey, CompareFigure> figures, List<String> notes) {
    this.folder = folder;
    this.run = run;
    this.figures = figures;
    this.notes = notes;
  }

  static CompareRun load(Path folder) {
    if (!Files.isDirectory(folder)) {
      throw new BadFolder(folder + " is not a results folder (no such directory)");
    }
    Path runJson = folder.resolve("run.json");
    Path merged = folder.resolve("results.json");
    if (!Files.isRegularFile(runJson) && !Files.isRegularFile(merged)) {
      throw new BadFolder(folder + " is not a results folder (neither run.json nor results.json)");
    }
    JsonNode run = Files.isRegularFile(runJson) ? read(runJson) : JSON.createObjectNode();
    Map<CompareKey, CompareFigure> figures = new TreeMap<>();
    List<String> notes = new ArrayList<>();
    if (Files.isRegularFile(merged)) {
      for (JsonNode entry : entries(merged)) {
        String adapter = entry.path("params").path("adapter").asText("");
        if (adapter.isEmpty()) {
          throw new BadFolder(merged + " has an entry without params.adapter");
        }
        add(figures, adapter, entry);
      }
    } else {
      Iterator<Map.Entry<String, JsonNode>> adapters = run.path("adapters").fields();
      while (adapters.hasNext()) {
        Map.Entry<String, JsonNode> adapter = adapters.next();
        Path file = folder.resolve(adapter.getKey() + ".json");
        if (!Files.isRegularFile(file)) {
          notes.add(adapter.getKey() + ".json is missing (adapter status: "
              + adapter.getValue().path("status").asText("unknown") + ")");
          continue;
        }
        for (JsonNode entry : entries(file)) {
          add(figures, adapter.getKey(), entry);
        }
      }
    }
    if (figures.isEmpty()) {
      throw new BadFolder(folder + " holds no benchmark results");
    }
    return new CompareRun(folder, run, figures, notes);
  }

  /** The folder's name, and when the run started and how it ended, as run.json says. */
  String describe() {
    StringBuilder text = new StringBuilder(folder.toString());
    try {
      String name = folder.toRealPath().getFileName().toString();
      if (!name.equals(String.valueOf(folder.getFileName()))) {
        text.append(" (").append(name).append(')');
      }
    } catch (IOException e) {
      // the folder was read a moment ago; without its real name the line is still right
    }
    String started = run.path("startedAt").asText("");
    if (!started.isEmpty()) {
      text.append("  started ").append(started.replaceFirst("\\.\\d+Z$", "Z"));
    }
    String status = run.path("status").asText("");
    if (!status.isEmpty()) {
      text.append("  ").append(status);
    }
    return text.toString();
  }

  private static void add(Map<CompareKey, CompareFigure> figures, String adapter, JsonNode entry) {
    String benchmark = entry.path("benchmark").asText("");
    CompareKey key = new CompareKey(adapter, benchmark.substring(benchmark.lastIndexOf('.') + 1),
        entry.path("mode").asText("?"), entry.path("threads").asInt(1));
    figures.put(key, CompareFigure.of(entry));
  }

  private static JsonNode entries(Path file) {
    JsonNode list = read(file);
    if (!list.isArray()) {
      throw new BadFolder(file + " is not a JMH result list");
    }
    return list;
  }

  private static JsonNode read(Path file) {
    try {
      JsonNode tree = JSON.readTree(file.toFile());
      if (tree == null || tree.isMissingNode()) {
        throw new BadFolder(file + " is empty");
      }
      return tree;
    } catch (JsonProcessingException e) {
      String line = e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ")";
      throw new BadFolder(file + " is not valid JSON" + line);
    } catch (IOException e) {
      throw new BadFolder(file + " cannot be read (" + e.getMessage() + ")");
    }
  }

  /** A folder Compare cannot read; its message is the one line the user sees. */
  static final class BadFolder extends RuntimeException {
    BadFolder(String message) {
      super(message);
    }
  }
}
