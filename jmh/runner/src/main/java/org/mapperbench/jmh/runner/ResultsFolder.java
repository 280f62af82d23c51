package org.mapperbench.jmh.runner;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code results/<timestamp>/}: one JMH JSON file per adapter (rewritten after every benchmark, so a run that dies
 * keeps what finished), {@code run.json}, the benchmark JVMs' logs, and the stats sidecar's timelines in
 * {@code stats/}. {@code results/latest} points at the newest.
 */
final class ResultsFolder {
  static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private final Path dir;
  private final Map<String, ArrayNode> byAdapter = new LinkedHashMap<>();

  private ResultsFolder(Path dir) {
    this.dir = dir;
  }

  static ResultsFolder create(Path resultsDir) {
    String name = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH-mm-ss"));
    Path dir = resultsDir.resolve(name);
    try {
      Files.createDirectories(dir.resolve("logs"));
      Path latest = resultsDir.resolve("latest");
      Files.deleteIfExists(latest);
      Files.createSymbolicLink(latest, Path.of(name));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot create " + dir + ": " + e.getMessage(), e);
    }
    return new ResultsFolder(dir);
  }

  Path dir() {
    return dir;
  }

  Path log(String adapterId) {
    return dir.resolve("logs").resolve(adapterId + ".log");
  }

  Path stats() {
    return dir.resolve("stats");
  }

  /** Adds one JMH result file's entries, each carrying the server verification, to the adapter's JSON. */
  ArrayNode add(String adapterId, Path jmhJson, ServerVerifier.Verification verification) {
    ArrayNode entries;
    try {
      entries = (ArrayNode) JSON.readTree(jmhJson.toFile());
    } catch (IOException | ClassCastException e) {
      throw new IllegalStateException("JMH wrote no readable result to " + jmhJson, e);
    }
    for (JsonNode entry : entries) {
      ObjectNode v = ((ObjectNode) entry).putObject("verification");
      v.put("passed", verification.passed());
      ObjectNode calls = v.putObject("adapterCalls");
      verification.calls().forEach((op, n) -> calls.put(op.name(), n));
      ObjectNode server = v.putObject("serverRequests");
      verification.serverRequests().forEach((request, n) -> server.put(request.toString(), n));
      verification.shortfalls().forEach(v.putArray("shortfalls")::add);
    }
    ArrayNode all = byAdapter.computeIfAbsent(adapterId, id -> JSON.createArrayNode());
    all.addAll(entries);
    write(adapterId + ".json", all);
    return entries;
  }

  void write(String name, Object value) {
    try {
      JSON.writeValue(dir.resolve(name).toFile(), value);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
