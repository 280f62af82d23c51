package org.mapperbench.entities.data;

import org.mapperbench.settings.ForkSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Hands each benchmark JVM of a run its own id space, so no two of them write the same ids. The runner gives every
 * JVM the same folder ({@code -Dbench.idSpaceDir}); each JVM claims the lowest free number by creating a file.
 * Forks run one after another, so the numbers, and with them the ids, are the same on every run of the same
 * command.
 */
public final class IdSpace {
  private IdSpace() {}

  /** The id space claimed in the folder named by {@code bench.idSpaceDir}, or a random one without it. */
  public static long claim() {
    String dir = ForkSettings.ID_SPACE_DIR.get(System.getProperties());
    return dir == null ? ThreadLocalRandom.current().nextLong(1L << 40) : claim(Path.of(dir));
  }

  public static long claim(Path dir) {
    try {
      Files.createDirectories(dir);
      for (long n = 0; ; n++) {
        try {
          Files.createFile(dir.resolve(n + ".claimed"));
          return n;
        } catch (FileAlreadyExistsException taken) {
          // the next number, then
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
