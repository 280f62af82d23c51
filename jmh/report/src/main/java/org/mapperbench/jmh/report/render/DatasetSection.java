package org.mapperbench.jmh.report.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.jmh.results.figures.CacheFigures;
import org.mapperbench.jmh.results.figures.WindowEventLog;
import org.mapperbench.jmh.report.render.Doc.Block;
import org.mapperbench.jmh.report.render.Doc.Cell;
import org.mapperbench.jmh.report.render.Doc.Heading;
import org.mapperbench.jmh.report.render.Doc.Paragraph;
import org.mapperbench.jmh.report.render.Doc.Table;
import org.mapperbench.jmh.results.figures.BenchmarkFigures;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.model.DatasetRecord;
import org.mapperbench.jmh.results.model.ServerRecord;
import org.mapperbench.settings.DatasetSettings;

/**
 * A run on a loaded dataset ({@code bench.dataset}): what each server held, and for each one-thread benchmark what its
 * reads cost the server's caches, so that a reader sees which reads left memory. Nothing for a run without one.
 */
public final class DatasetSection {
  private DatasetSection() {}

  /** "key_cache_size 64MiB, innodb_buffer_pool_size 320 MiB": a size in bytes in MiB. */
  private static String caches(Map<String, String> caches) {
    List<String> sizes = new ArrayList<>();
    (caches == null ? Map.<String, String>of() : caches).forEach((name, size) -> sizes.add(name + " "
        + (size.matches("\\d+") ? Format.number(Long.parseLong(size) / 1048576.0, 0) + " MiB" : size)));
    return String.join(", ", sizes);
  }

  /** What the node's log says of flushes and compactions inside the measured windows. */
  private static String settled(Optional<WindowEventLog.Tally> windowEvents) {
    if (windowEvents.isEmpty() || windowEvents.get().windows() == 0) {
      return "";
    }
    WindowEventLog.Tally tally = windowEvents.get();
    int held = tally.windowsWithSuiteWork();
    return held == 0 ? "None of the " + Format.number(tally.windows(), 0) + " measured windows held a flush or a"
        + " compaction of the suite's tables." : held + " of the " + Format.number(tally.windows(), 0) + " measured"
        + " windows held a flush or a compaction of the suite's tables (listed under Warnings).";
  }

  public static List<Block> build(RunModel model) {
    RunResults run = model.run();
    Optional<WindowEventLog.Tally> windowEvents = model.windowEvents();
    List<String> held = new ArrayList<>();
    for (Map.Entry<String, ServerRecord> server : run.record().servers().entrySet()) {
      DatasetRecord d = server.getValue().dataset();
      if (d != null) {
        String how = DatasetRecord.SNAPSHOT.equals(d.source()) ? "taken in from the store" : "loaded";
        held.add(server.getKey() + ": " + Format.number(d.users(), 0) + " users and orders, "
            + Format.number(d.lineItems(), 0) + " line items, "
            + (d.products() == null ? "" : Format.number(d.products(), 0) + " products, ") + how + " in "
            + Format.number(d.seconds(), 0) + " s"
            + (d.snapshotBytes() == null ? "" : ", kept in " + Format.number(d.snapshotBytes() / 1e6, 0) + " MB")
            + ", caches " + caches(d.caches()));
      }
    }
    if (held.isEmpty()) {
      return List.of();
    }
    List<List<Cell>> rows = new ArrayList<>();
    for (BenchmarkFigures f : run.figures()) {
      CacheFigures c = CacheFigures.of(f);
      if (!f.throughput() && c.any() && c.reads() > 0) {
        boolean cassandra = c.cassandra();
        rows.add(List.of(Cell.of(f.adapter()), Cell.of(f.shortLabel()), Cell.of(Format.number(c.reads(), 2)),
            Cell.of(cassandra ? Format.number(c.sstablesPerRead(), 2) : Format.NONE),
            Cell.of(cassandra ? Format.percent(100 * c.keyHits()) : Format.NONE),
            Cell.of(cassandra ? Format.percent(100 * c.chunkHits()) : Format.NONE),
            Cell.of(cassandra ? Format.NONE : Format.number(c.pages() / c.reads(), 1)),
            Cell.of(cassandra ? Format.NONE : Format.percent(100 * c.pageMisses()))));
      }
    }
    String keys = run.settings().get(DatasetSettings.KEYS).map(DatasetSettings.KeyDistribution::label)
        .orElse("zipfian");
    List<Block> blocks = new ArrayList<>();
    blocks.add(new Heading(2, "The loaded dataset"));
    blocks.add(new Paragraph("Before the first round each server held a dataset (" + String.join("; ", held)
        + "). Reads and updates drew its rows as " + keys + ". Below, per call in the measured windows, what the reads"
        + " cost the server's caches " + MethodDocs.DATASET.see() + ". " + settled(windowEvents)));
    if (!rows.isEmpty()) {
      blocks.add(new Table(List.of("adapter", "benchmark", "reads/call", "SSTables/read", "key cache hits",
          "chunk cache hits", "pages/read", "pages from disk"),
          List.of(false, false, true, true, true, true, true, true), rows));
    }
    return blocks;
  }
}
