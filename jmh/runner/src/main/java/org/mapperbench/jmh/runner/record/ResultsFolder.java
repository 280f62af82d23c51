package org.mapperbench.jmh.runner.record;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.results.model.RunRecord;

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
      Files.createDirectories(dir.resolve(SuiteNames.LOGS_DIR));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot create " + dir + ": " + e.getMessage(), e);
    }
    ResultsFolder folder = new ResultsFolder(dir);
    folder.markLatest();
    return folder;
  }

  /** A run's folder a resume goes on writing into, once it has checked that it may ({@link #markLatest}). */
  public static ResultsFolder open(Path dir) {
    return new ResultsFolder(dir);
  }

  /** Points {@code results/latest} at this folder: a convenience, so a run goes on without it. */
  public void markLatest() {
    try {
      Path latest = dir.toAbsolutePath().getParent().resolve("latest");
      Files.deleteIfExists(latest);
      Files.createSymbolicLink(latest, dir.getFileName());
    } catch (IOException e) {
      // the run's own line names its folder
    }
  }

  public Path dir() {
    return dir;
  }

  public Path log(String adapterId) {
    return dir.resolve(SuiteNames.LOGS_DIR).resolve(adapterId + ".log");
  }

  public Path stats() {
    return dir.resolve(SuiteNames.STATS_DIR);
  }

  /**
   * Copies the servers' own logs (their log and their collectors' pauses) into {@link SuiteNames#SERVER_LOGS}, one
   * folder per node in the order given, so that the run's windows can be held to what the servers did meanwhile. A log
   * that cannot be copied is left out: the results stand without it.
   */
  public void keepServerLogs(java.util.List<Path> folders, int session) {
    for (int i = 0; i < folders.size(); i++) {
      // A resumed run's servers are new ones: each session keeps its own nodes' logs beside the first's.
      String node = session <= 1 ? Integer.toString(i + 1) : "s" + session + "-" + (i + 1);
      Path into = dir.resolve(SuiteNames.SERVER_LOGS).resolve(node);
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

  /**
   * Replaces the file whole (written beside it, then moved over it): a run stopped while writing keeps the previous
   * version, never half a file.
   */
  public void write(String name, Object value) {
    Path file = dir.resolve(name);
    Path next = dir.resolve(name + ".next");
    try {
      JSON.writeValue(next.toFile(), value);
      Files.move(next, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Appends one record as a line of {@code forks/<name>.jsonl} and forces it to disk before the adapter's JSON and
   * run.json name the fork: a line run.json does not name is one a resume leaves out.
   */
  public void appendFork(String name, Object line) {
    Path file = dir.resolve(SuiteNames.FORKS_DIR).resolve(name + ".jsonl");
    try {
      Files.createDirectories(file.getParent());
      byte[] bytes = (JSON.writer().without(SerializationFeature.INDENT_OUTPUT).writeValueAsString(line) + "\n")
          .getBytes(java.nio.charset.StandardCharsets.UTF_8);
      try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.APPEND,
          StandardOpenOption.WRITE)) {
        channel.write(java.nio.ByteBuffer.wrap(bytes));
        channel.force(false);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The lines of {@code forks/<name>.jsonl}, each parsed; a last line cut short by a kill is left out. */
  public java.util.List<com.fasterxml.jackson.databind.JsonNode> forks(String name) {
    Path file = dir.resolve(SuiteNames.FORKS_DIR).resolve(name + ".jsonl");
    java.util.List<com.fasterxml.jackson.databind.JsonNode> lines = new java.util.ArrayList<>();
    if (!Files.isRegularFile(file)) {
      return lines;
    }
    try {
      for (String line : Files.readAllLines(file)) {
        try {
          lines.add(JSON.readTree(line));
        } catch (IOException e) {
          // half a line: the fork it began was never named in run.json
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return lines;
  }
}
