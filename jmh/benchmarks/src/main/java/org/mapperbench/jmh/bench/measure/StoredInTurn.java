package org.mapperbench.jmh.bench.measure;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.mapperbench.entities.data.DataGenerator;
import org.mapperbench.entities.data.Dataset;
import org.mapperbench.entities.schema.Operation;

/**
 * Inputs that use a few stored rows in turn instead of a new row a call: reads and updates, which leave a row there
 * for the next call (docs/methodology.md, "Rows read and updated in turn"); with a loaded dataset, rows of it drawn as
 * {@code bench.keys} says ({@link Preloaded}). Each call still reaches the server (the counters prove it), and on the
 * memtable path a read or update of a row touched before costs what a first one costs:
 * Cassandra keeps no rows cache unless a table asks for one. The rows stay stored, for every JMH run of the fork
 * that needs them, until the runner empties the tables before a trial measures ({@link #forgetAll}); so a trial
 * writes them at most twice, where a row a call wrote as many rows as the trial made calls.
 *
 * @param <S> what is kept of a stored row
 * @param <T> a call's input
 */
public abstract class StoredInTurn<S, T> extends PreparedCall<T> {
  /** Rows stored per state class and thread, until the tables are emptied. */
  private static final Map<String, List<Object>> STORED = new ConcurrentHashMap<>();
  /**
   * Users or orders a trial reads or updates in turn, shared out among its threads: at 16 threads, 1,000 each had a
   * read trial write 33,000 rows through the library for 63,000 timed reads.
   */
  static final int ROWS = 1_000;

  private int turn;
  /** The draw of a loaded dataset's rows; null until the first input of a run that has one. */
  private KeyDraw draw;

  public StoredInTurn(Operation timedOperation) {
    super(timedOperation);
  }

  /** The tables were emptied: every stored row is gone. */
  protected static void forgetAll() {
    STORED.clear();
  }

  /** How many rows this thread uses in turn. */
  protected int stored() {
    return (ROWS + trialThreads() - 1) / trialThreads();
  }

  /** Writes one more row; what the inputs need of it. */
  public abstract S store(DataGenerator data);

  /** The input of a call on this stored row. */
  public abstract T input(S row, DataGenerator data);

  /** The preloaded table these inputs take rows of when the run loaded a dataset; null for none. */
  protected Dataset.Table preloadedTable() {
    return null;
  }

  /** The part of that table they may touch: reads the read part, updates the update part. */
  protected Dataset.Part preloadedPart() {
    return Dataset.Part.READ;
  }

  /** The draw of the preloaded rows these inputs take: by default, any row of their table's part. */
  protected KeyDraw preloadedDraw() {
    return Preloaded.draw(preloadedTable(), preloadedPart(), stream());
  }

  /** What the inputs need of a preloaded row. */
  protected S preloaded(long row) {
    throw new UnsupportedOperationException(getClass().getSimpleName() + " takes no preloaded row");
  }

  @Override
  @SuppressWarnings("unchecked")
  public final T prepareOne(DataGenerator data) {
    if (Preloaded.loaded() && preloadedTable() != null) {
      if (draw == null) {
        draw = preloadedDraw();
      }
      return input(preloaded(draw.next()), data);
    }
    List<Object> rows = STORED.computeIfAbsent(stateKey(), k -> new ArrayList<>());
    if (rows.size() < stored()) {
      rows.add(store(data));
    }
    return input((S) rows.get(turn++ % rows.size()), data);
  }

  /** Stored rows whose id is a call's whole input: the reads. */
  public abstract static class Ids extends StoredInTurn<UUID, UUID> {
    protected Ids(Operation timedOperation) {
      super(timedOperation);
    }

    @Override
    public final UUID input(UUID id, DataGenerator data) {
      return id;
    }
  }
}
