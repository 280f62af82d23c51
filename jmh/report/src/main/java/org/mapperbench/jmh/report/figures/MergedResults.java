package org.mapperbench.jmh.report.figures;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.model.SuiteEntry;

/**
 * {@code results.json}: every adapter's entries in one JMH result list, so a JMH visualizer shows the whole run at
 * once. JMH tells benchmarks apart by name and params only, and every adapter runs the same benchmark names, so each
 * entry gets {@code params.adapter}; nothing else changes (the verification stays with its figures).
 */
public final class MergedResults {
  private MergedResults() {}

  static ArrayNode merge(RunResults run) {
    ArrayNode merged = RunResults.JSON.createArrayNode();
    for (String adapter : run.adapters()) {
      for (JsonNode entry : run.entries(adapter)) {
        ObjectNode copy = withAdapter((ObjectNode) entry, adapter);
        SuiteEntry.dropNonFinite(copy); // a run written before the runner dropped them
        merged.add(copy);
      }
    }
    return merged;
  }

  public static void write(RunResults run, Path file) throws IOException {
    RunResults.JSON.writer(SerializationFeature.INDENT_OUTPUT).writeValue(file.toFile(), merge(run));
  }

  /** A copy of the entry with the adapter in its params, placed where JMH puts params (before primaryMetric). */
  private static ObjectNode withAdapter(ObjectNode entry, String adapter) {
    ObjectNode params = entry.path("params").isObject()
        ? ((ObjectNode) entry.get("params")).deepCopy()
        : RunResults.JSON.createObjectNode();
    // A run from before variants' names lost their '=': JMH Visualizer splits params on it.
    params.put(SuiteEntry.ADAPTER_PARAM, org.mapperbench.settings.AdapterIds.canonical(adapter));
    // A run written before the runner put them there: JMH's own fields say the same.
    if (!params.has(SuiteEntry.THREADS_PARAM)) {
      params.put(SuiteEntry.THREADS_PARAM, entry.path("threads").asText());
      params.put(SuiteEntry.MODE_PARAM, entry.path("mode").asText());
    }
    ObjectNode copy = RunResults.JSON.createObjectNode();
    for (Map.Entry<String, JsonNode> field : entry.properties()) {
      if (field.getKey().equals("primaryMetric") && !copy.has("params")) {
        copy.set("params", params);
      }
      if (!field.getKey().equals("params")) {
        copy.set(field.getKey(), field.getValue().deepCopy());
      } else {
        copy.set("params", params);
      }
    }
    if (!copy.has("params")) {
      copy.set("params", params);
    }
    return copy;
  }
}
