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

  /**
   * Copies the servers' own logs (their log and their collectors' pauses) into {@link SuiteNames#SERVER_LOGS}, one
   * folder per node in the order given, so that the run's windows can be held to what the servers did meanwhile. A log
   * that cannot be copied is left out: the results stand without it.
   */
  public void keepServerLogs(java.util.List<Path> folders) {
    for (int i = 0; i < folders.size(); i++) {
      Path into = dir.resolve(SuiteNames.SERVER_LOGS).resolve(Integer.toString(i + 1));
      try (var logs = Files.list(folders.get(i))) {
        Files.createDirectories(into);
        for (Path log : logs.filter(p -> p.toString().endsWith(".log")).toList()) {
          Files.copy(log, into.resolve(log.getFileName()), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
      } catch (IOException e) {
        // no server log to keep
      }
    }
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
