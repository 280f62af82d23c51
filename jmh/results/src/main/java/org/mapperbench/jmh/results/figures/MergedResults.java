package org.mapperbench.jmh.results.figures;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mapperbench.jmh.results.model.ResultEntries;
import org.mapperbench.jmh.results.model.ResultEntry;
import org.mapperbench.settings.AdapterIds;

/**
 * {@code results.json}: every adapter's entries in one JMH result list, so a JMH visualizer shows the whole run at
 * once. JMH tells benchmarks apart by name and params only, and every adapter runs the same benchmark names, so each
 * entry gets {@code params.adapter}; nothing else changes (the verification stays with its figures).
 */
public final class MergedResults {
  private MergedResults() {}

  public static List<ResultEntry> merge(RunResults run) {
    List<ResultEntry> merged = new ArrayList<>();
    for (String adapter : run.adapters()) {
      for (ResultEntry entry : run.entries(adapter)) {
        Map<String, String> params = new LinkedHashMap<>();
        // A run from before variants' names lost their '=': JMH Visualizer splits params on it.
        params.put(ResultEntry.ADAPTER_PARAM, AdapterIds.canonical(adapter));
        // A run written before the runner put them there: JMH's own fields say the same.
        if (!entry.params().containsKey(ResultEntry.THREADS_PARAM)) {
          params.put(ResultEntry.THREADS_PARAM, entry.threads() == null ? "" : entry.threads().toString());
          params.put(ResultEntry.MODE_PARAM, entry.modeName());
        }
        merged.add(entry.withParams(params));
      }
    }
    return merged;
  }

  public static void write(RunResults run, Path file) throws IOException {
    ResultEntries.write(file, merge(run));
  }
}
