package org.mapperbench.jmh.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.mapperbench.jmh.results.figures.RunResults;

/** Copies a fixture results folder (src/test/resources/runs/) to a test's own directory: the report writes into it. */
public final class Fixtures {
  private Fixtures() {}

  public static Path copy(String name, Path into) {
    try {
      Path source = Path.of(Fixtures.class.getResource("/runs/" + name).toURI());
      Path target = into.resolve(name);
      Files.createDirectories(target);
      try (Stream<Path> files = Files.list(source)) {
        for (Path file : files.toList()) {
          Files.copy(file, target.resolve(file.getFileName()));
        }
      }
      return target;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  public static RunResults load(String name, Path into) {
    return RunResults.load(copy(name, into));
  }
}
