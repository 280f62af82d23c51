package org.mapperbench.jmh.runner.stats;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.mapperbench.jmh.results.figures.SuiteNames;

/**
 * One source's timeline, {@code stats/<name>.tsv}: a header, then one row per sample, flushed as written so a run
 * that dies keeps every row it took and a reader can follow the file while the run goes on.
 */
final class StatsTsv implements Closeable {
  static final String HEADER = String.join("\t", SuiteNames.STATS_COLUMNS);
  private static final DateTimeFormatter TIME =
      DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

  private final BufferedWriter out;

  private StatsTsv(BufferedWriter out) {
    this.out = out;
  }

  /** Appends to the timeline, with its header first if it is new: a resumed run's timeline goes on in the same file. */
  static StatsTsv open(Path file) throws IOException {
    boolean fresh = !Files.exists(file) || Files.size(file) == 0;
    StatsTsv tsv = new StatsTsv(Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
        StandardOpenOption.APPEND));
    if (fresh) {
      tsv.line(HEADER);
    }
    return tsv;
  }

  void write(Instant time, Sample sample, String benchmark) throws IOException {
    line(row(time, sample, benchmark));
  }

  /** Empty cells where a backend cannot see a figure: a reader must not mistake "unknown" for zero. */
  static String row(Instant time, Sample sample, String benchmark) {
    return TIME.format(time)
        + '\t' + String.format(Locale.ROOT, "%.1f", sample.cpuPercent())
        + '\t' + (sample.rssBytes() == null ? "" : sample.rssBytes())
        + '\t' + (sample.heapBytes() == null ? "" : sample.heapBytes())
        + '\t' + benchmark;
  }

  private void line(String line) throws IOException {
    out.write(line);
    out.write('\n');
    out.flush();
  }

  @Override
  public void close() throws IOException {
    out.close();
  }
}
