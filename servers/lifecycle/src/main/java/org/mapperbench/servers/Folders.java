package org.mapperbench.servers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;

/** The suite's scratch folders: a server's data, a fork's work folder, emptied before each use. */
public final class Folders {
  private Folders() {}

  /** Deletes the folder and everything in it; nothing when it does not exist. */
  public static void deleteRecursively(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (var paths = Files.walk(dir)) {
      for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }

  /** The folder, empty: what an earlier user left in it is deleted first. */
  public static Path fresh(Path dir) throws IOException {
    deleteRecursively(dir);
    return Files.createDirectories(dir);
  }
}
