package org.mapperbench.jmh.runner.dataset;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.mapperbench.servers.Folders;

/**
 * Loaded datasets kept between runs ({@code bench.datasetDir}): one folder per server, schema, size, seed and server
 * version, so that a run whose dataset is kept takes it in instead of loading it again. A folder is used only when its
 * record ({@value #RECORD}, written last) names exactly the dataset asked for; any other is refused in one line and
 * replaced, never used.
 */
final class DatasetStore {
  static final String RECORD = "dataset.json";
  /**
   * The way rows are made from their numbers and which rows a dataset holds ({@code Dataset}); a change to either
   * makes every kept dataset foreign. 2: catalogues.
   */
  static final int FORMAT = 2;
  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * What a kept dataset is: the folder's name is made from it, and its record must repeat it.
   *
   * @param schema a digest of the statements that made the tables
   */
  record Key(String backend, String schema, long users, long seed, String serverVersion, int format) {
    static Key of(String backend, List<String> schemaStatements, long users, long seed, String serverVersion) {
      return new Key(backend, digest(String.join(";\n", schemaStatements)), users, seed, serverVersion, FORMAT);
    }

    String folderName() {
      return backend + "-" + users + "-seed" + seed + "-" + serverVersion.replaceAll("[^A-Za-z0-9.]", "_") + "-"
          + schema.substring(0, 12);
    }
  }

  /** A kept dataset's record: its key, its line items (their number is drawn), when it was loaded, what that took. */
  record Kept(Key key, long lineItems, String loadedAt, double loadSeconds) {}

  /** A kept dataset: its folder and its record. */
  record Found(Path folder, Kept kept) {}

  private final Path root;

  DatasetStore(Path root) {
    this.root = root;
  }

  /** The dataset's folder when it holds exactly that dataset; otherwise says why in one line and removes it. */
  Optional<Found> find(Key key, java.io.PrintStream out) {
    Path folder = root.resolve(key.folderName());
    if (!Files.isDirectory(folder)) {
      return Optional.empty();
    }
    Path record = folder.resolve(RECORD);
    String problem;
    Kept kept = null;
    if (!Files.isRegularFile(record)) {
      problem = "has no " + RECORD + " (a load that did not finish)";
    } else {
      try {
        kept = JSON.readValue(record.toFile(), Kept.class);
        problem = key.equals(kept.key()) ? null : "holds another dataset (" + kept.key() + ")";
      } catch (IOException e) {
        problem = "has an unreadable " + RECORD;
      }
    }
    if (problem == null) {
      return Optional.of(new Found(folder, kept));
    }
    out.println("dataset: " + folder + " " + problem + ": not used, loading afresh");
    delete(folder);
    return Optional.empty();
  }

  /** An empty folder for the dataset about to be kept. */
  Path begin(Key key) {
    Path folder = root.resolve(key.folderName());
    delete(folder);
    try {
      return Files.createDirectories(folder);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot create " + folder + ": " + e.getMessage(), e);
    }
  }

  /** Marks the folder complete: its record, written last. */
  void finish(Key key, Path folder, long lineItems, double loadSeconds) {
    try {
      JSON.writerWithDefaultPrettyPrinter().writeValue(folder.resolve(RECORD).toFile(),
          new Kept(key, lineItems, Instant.now().toString(), loadSeconds));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + folder.resolve(RECORD) + ": " + e.getMessage(), e);
    }
  }

  /** The bytes of every file under the folder, a file linked twice counted once per link. */
  static long bytes(Path folder) {
    try (Stream<Path> files = Files.walk(folder)) {
      return files.filter(Files::isRegularFile).mapToLong(f -> f.toFile().length()).sum();
    } catch (IOException e) {
      return -1;
    }
  }

  static void delete(Path folder) {
    try {
      Folders.deleteRecursively(folder);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot delete " + folder + ": " + e.getMessage(), e);
    }
  }

  static String digest(String text) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
          .digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
