package org.mapperbench.jmh.bench.measure;

import org.mapperbench.settings.ForkSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.mapperbench.entities.data.Dataset;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.DatasetSettings;

/**
 * The dataset the runner loaded before the first round ({@code bench.dataset}), as a fork's inputs take it: reads and
 * updates draw their rows from their own part of a table ({@link KeyDraw}); deletes take each row of theirs once,
 * in blocks every fork JVM of the run claims in turn, so that no row is deleted twice and none a read may meet.
 */
public final class Preloaded {
  public static final Dataset DATASET = new Dataset(DatasetSettings.USERS.get(System.getProperties()),
      BenchSettings.SEED.get(System.getProperties()));
  /** Rows a delete pool claims at once. */
  static final int DELETE_BLOCK = 1_024;

  private Preloaded() {}

  public static boolean loaded() {
    return DATASET.loaded();
  }

  /** A draw of one thread of one state class over a part of a table. */
  static KeyDraw draw(Dataset.Table table, Dataset.Part part, long stream) {
    return draw(DATASET.first(table, part), DATASET.count(table, part), stream);
  }

  /** A draw over the catalogues of {@code size} products. */
  public static KeyDraw catalogues(int size, long stream) {
    return draw(DATASET.firstCatalogue(size), DATASET.catalogues(size), stream);
  }

  private static KeyDraw draw(long first, long count, long stream) {
    var p = System.getProperties();
    return new KeyDraw(DatasetSettings.KEYS.get(p), DatasetSettings.ZIPFIAN_CONSTANT.get(p), first, count,
        DATASET.seed() * 31 + stream);
  }

  /** Rows of a table's delete part, taken once each across the run. */
  public static final class Deletes {
    private final Dataset.Table table;
    private long next;
    private long end;
    private long block;

    public Deletes(Dataset.Table table) {
      this.table = table;
    }

    /** The next row to delete; -1 once the part is used up (the caller then deletes a row of its own). */
    public long next() {
      if (next >= end && !claim()) {
        return -1;
      }
      return next++;
    }

    /** The lowest block no fork JVM of the run has claimed: a file made in the run's id-space folder. */
    private boolean claim() {
      long blocks = (DATASET.count(table, Dataset.Part.DELETE) + DELETE_BLOCK - 1) / DELETE_BLOCK;
      String dir = ForkSettings.ID_SPACE_DIR.get(System.getProperties());
      for (; block < blocks; block++) {
        try {
          if (dir != null) {
            Files.createFile(Path.of(dir).resolve("delete-" + table.name().toLowerCase() + "-" + block + ".claimed"));
          }
          long first = DATASET.first(table, Dataset.Part.DELETE);
          next = first + block * DELETE_BLOCK;
          end = Math.min(first + DATASET.count(table, Dataset.Part.DELETE), next + DELETE_BLOCK);
          block++;
          return true;
        } catch (FileAlreadyExistsException taken) {
          // another fork JVM's
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
      return false;
    }
  }
}
