package org.mapperbench.entities.conformance;

import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.schema.RequestAccounting.CounterSource;

/**
 * A real server with the suite's schema applied, shared by every conformance class of a test JVM: what adapters
 * connect to, the raw reads that check them, and the server's own counters.
 */
interface ServerFixture extends AutoCloseable {
  AdapterConfig config();

  RawReads raw();

  CounterSource counters();

  /**
   * Writes the dataset's rows with the suite's own statements, once per fixture, and where the kit can reach the
   * node's storage flushes them to SSTables, so that reads of them leave the memtable path.
   */
  void preload(org.mapperbench.entities.data.Dataset dataset);

  /**
   * The dataset's catalogues a fixture preloads: those of up to 100 products. The kit reads one of 10; the catalogues
   * of 1,000 and 10,000 would cost each adapter's kit seconds of writes one at a time for no check.
   */
  static long preloadedCatalogues(org.mapperbench.entities.data.Dataset dataset) {
    return dataset.firstCatalogue(1_000);
  }

  @Override
  void close();
}
