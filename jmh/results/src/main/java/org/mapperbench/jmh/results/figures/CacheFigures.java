package org.mapperbench.jmh.results.figures;

import java.util.Map;
import java.util.TreeMap;
import org.mapperbench.protocol.metrics.CostMetric;

/**
 * A one-thread benchmark's reads as the server's caches saw them ({@link CostMetric#cacheOf}), in the measured
 * windows: which reads left memory (docs/methodology.md, "A loaded dataset"). Shares are NaN where the windows counted
 * no lookup of that kind.
 *
 * @param reads the server's read requests per call, over every table (MariaDB: its SELECT statements)
 * @param keyLookups Cassandra's key cache lookups per call: one for each SSTable a read had to look into
 * @param keyHits of those, the share the key cache answered
 * @param chunkHits of Cassandra's chunk reads, the share the chunk cache answered
 * @param pages InnoDB's page reads per call
 * @param pageMisses of those, the share InnoDB had to read from disk (or the operating system's cache)
 */
public record CacheFigures(double reads, double keyLookups, double keyHits, double chunkHits, double pages,
    double pageMisses) {

  public static CacheFigures of(BenchmarkFigures figures) {
    Map<String, Double> perCall = new TreeMap<>();
    figures.entry().secondaryMetrics().forEach((metric, figure) -> {
      String counter = CostMetric.cacheCounterOf(metric);
      if (counter != null && Double.isFinite(figure.score())) {
        perCall.put(counter, figure.score());
      }
    });
    // Cassandra counts reads per table, MariaDB per SQL command.
    double reads = RequestsByCounter.of(figures).entrySet().stream()
        .filter(e -> e.getKey().endsWith(".read") || e.getKey().equals("Com_select"))
        .mapToDouble(Map.Entry::getValue).sum();
    return new CacheFigures(reads, perCall.getOrDefault("keys.request", 0.0),
        share(perCall, "keys.hit", "keys.request"), share(perCall, "chunks.hit", "chunks.request"),
        perCall.getOrDefault("pages.request", 0.0), share(perCall, "pages.miss", "pages.request"));
  }

  /** Whether the windows counted any lookup at all. */
  public boolean any() {
    return keyLookups > 0 || !Double.isNaN(chunkHits) || pages > 0;
  }

  /** Whether the lookups are Cassandra's caches', not InnoDB's pages. */
  public boolean cassandra() {
    return pages == 0;
  }

  /** SSTables a read looked into, on the mean (Cassandra). */
  public double sstablesPerRead() {
    return reads > 0 ? keyLookups / reads : Double.NaN;
  }

  private static double share(Map<String, Double> perCall, String part, String whole) {
    double all = perCall.getOrDefault(whole, 0.0);
    return all > 0 ? perCall.getOrDefault(part, 0.0) / all : Double.NaN;
  }
}
