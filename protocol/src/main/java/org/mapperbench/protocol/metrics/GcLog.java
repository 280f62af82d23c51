package org.mapperbench.protocol.metrics;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The collectors' pause log every fork JVM and every suite-started Cassandra node writes (HotSpot's unified logging,
 * {@code -Xlog:gc}), with the wall-clock time of each line, so that a pause can be placed inside or outside a
 * measured window; the option that writes it and the reader that reads it back, in one place.
 */
public final class GcLog {
  /** The file name a fork JVM's log takes beside its console log; a node's is {@code logs/gc.log}. */
  public static final String SUFFIX = ".gc.log";
  private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSSZ");
  /** {@code [2026-11-25T21:40:01.123+0000][12.3s][info][gc] GC(3) Pause Young (Normal) (...) 100M->20M(1G) 3ms}. */
  private static final Pattern PAUSE =
      Pattern.compile("^\\[([^\\]]+)\\].*\\[gc\\s*\\] GC\\(\\d+\\) (Pause [A-Za-z]+).* ([0-9.]+)ms$");

  private GcLog() {}

  /**
   * The JVM option that writes every collection's pause to {@code file}, one file for the JVM's whole life. A name with
   * a ':' in it (a variant's, driver4-native@profile:scylla-driver) is quoted, since -Xlog splits on ':' otherwise;
   * others are left bare, as every JDK reads them.
   */
  public static String option(Path file) {
    String name = file.toString().contains(":") ? "\"" + file + "\"" : file.toString();
    return "-Xlog:gc:file=" + name + ":time,uptime,level,tags:filecount=0";
  }

  /**
   * One pause of the application's threads.
   *
   * @param startMillis when it began, in milliseconds since the epoch
   * @param millis how long it lasted
   * @param kind {@code Pause Young}, {@code Pause Remark}, {@code Pause Full}...
   */
  public record Pause(double startMillis, double millis, String kind) {
    public double endMillis() {
      return startMillis + millis;
    }
  }

  /** The pauses a log holds, in order; none if the file is missing. */
  public static List<Pause> read(Path file) throws IOException {
    List<Pause> pauses = new ArrayList<>();
    if (!Files.exists(file)) {
      return pauses;
    }
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      Matcher m = PAUSE.matcher(line);
      if (m.matches()) {
        double end = OffsetDateTime.parse(m.group(1), TIME).toInstant().toEpochMilli();
        double millis = Double.parseDouble(m.group(3));
        pauses.add(new Pause(end - millis, millis, m.group(2)));
      }
    }
    return pauses;
  }
}
