package org.mapperbench.entities.conformance;

import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.data.DataGenerator;

/**
 * What every part of the conformance kit shares: the adapter under test, opened once on the server its backend
 * needs, the raw reads that check what it stored, and fresh data.
 */
@ExtendWith(ServerFixtures.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class ConformanceBase {
  MapperAdapter adapter;
  ServerFixture server;
  RawReads raw;
  DataGenerator data;

  /** A new, unopened instance of the adapter under test. */
  protected abstract MapperAdapter newAdapter();

  @BeforeAll
  void openAdapter() {
    adapter = newAdapter();
    server = ServerFixtures.get(adapter.traits().backend());
    raw = server.raw();
    data = new DataGenerator(DataGenerator.DEFAULT_SEED, 0, ThreadLocalRandom.current().nextLong(1L << 40));
    try {
      adapter.open(server.config());
    } catch (UnsupportedOperationException cannot) {
      // A library that cannot meet the cluster's demands (Kundera and TLS) is skipped, its reason in one line.
      org.junit.jupiter.api.Assumptions.abort(adapter.traits().id() + ": " + cannot.getMessage());
    }
  }

  @AfterAll
  void closeAdapter() {
    if (adapter != null) {
      adapter.close();
    }
  }
}
