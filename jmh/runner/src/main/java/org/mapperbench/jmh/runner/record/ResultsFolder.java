package org.mapperbench.jmh.runner.record;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import org.mapperbench.jmh.report.figures.SuiteNames;
import org.mapperbench.jmh.report.model.RunRecord;

/**
 * {@code results/<timestamp>/}: one JMH JSON file per adapter (rewritten after every fork JVM, so a run that dies
 * keeps what finished), {@code run.json}, the benchmark JVMs' logs, and the stats sidecar's timelines in
 * {@code stats/}. {@code results/latest} points at the newest.
 */
public final class ResultsFolder {
  public static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private final Path dir;

  private ResultsFolder(Path dir) {
    this.dir = dir;
  }

  public static ResultsFolder create(Path resultsDir) {
    String name = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH-mm-ss"));
    Path dir = resultsDir.resolve(name);
    try {
      Files.createDirectories(dir.resolve("logs"));
      Path latest = resultsDir.resolve("latest");
      Files.deleteIfExists(latest);
      Files.createSymbolicLink(latest, Path.of(name));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot create " + dir + ": " + e.getMessage(), e);
    }
    return new ResultsFolder(dir);
  }

  public Path dir() {
    return dir;
  }

  public Path log(String adapterId) {
    return dir.resolve("logs").resolve(adapterId + ".log");
  }

  public Path stats() {
    return dir.resolve("stats");
  }

  /** run.json as the run stands. */
  public void writeRun(RunRecord run) {
    write(SuiteNames.RUN_FILE, run);
  }

  public void write(String name, Object value) {
    try {
      JSON.writeValue(dir.resolve(name).toFile(), value);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
