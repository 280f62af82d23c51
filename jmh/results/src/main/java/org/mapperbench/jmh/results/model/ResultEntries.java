package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The one place a JMH result entry is read and written: a JMH result file (a list of entries) and a single entry,
 * bound to {@link ResultEntry} with Jackson. Written in JMH's field order with the suite's fields after JMH's, and no
 * figure that is not finite ({@link NotFinite}).
 *
 * <p>Read leniently: a part of the suite's ({@code rounds}, {@code interval}, {@code verification}) this version
 * cannot read is taken to be absent, as a JMH figure that is missing reads as "no figure", so one odd entry never
 * stops a report.
 */
public final class ResultEntries {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Map<String, Class<?>> SUITE_PARTS = Map.of(
      "rounds", RoundRecord[].class, "interval", IntervalRecord.class, "verification", VerificationRecord.class);

  private ResultEntries() {}

  /** A JMH result file, as JMH and the suite write it. */
  public static List<ResultEntry> read(Path file) throws IOException {
    return list(JSON.readTree(file.toFile()));
  }

  /**
   * The entries of a JMH result list.
   *
   * @throws NotEntries when the JSON is not a list of entries
   */
  public static List<ResultEntry> list(JsonNode list) {
    if (list == null || !list.isArray()) {
      throw new NotEntries("is not a JMH result list");
    }
    List<ResultEntry> entries = new ArrayList<>();
    list.forEach(entry -> entries.add(of(entry)));
    return entries;
  }

  /**
   * One entry.
   *
   * @throws NotEntries when even JMH's own fields cannot be read
   */
  public static ResultEntry of(JsonNode entry) {
    if (entry == null || !entry.isObject()) {
      throw new NotEntries("holds an entry that is not an object");
    }
    try {
      return JSON.treeToValue(entry, ResultEntry.class);
    } catch (IOException | IllegalArgumentException whole) {
      ObjectNode readable = entry.deepCopy();
      SUITE_PARTS.forEach((field, type) -> {
        if (readable.has(field) && !binds(readable.get(field), type)) {
          readable.remove(field);
        }
      });
      try {
        return JSON.treeToValue(readable, ResultEntry.class);
      } catch (IOException | IllegalArgumentException e) {
        throw new NotEntries("holds an entry that is not JMH's: " + e.getMessage().lines().findFirst().orElse(""));
      }
    }
  }

  /** The file as JMH would write it, indented. */
  public static void write(Path file, List<ResultEntry> entries) throws IOException {
    JSON.writer(SerializationFeature.INDENT_OUTPUT).writeValue(file.toFile(), entries);
  }

  /** The entry as JSON, for a record that holds one (a fork's line) and for tests of the format. */
  public static JsonNode tree(ResultEntry entry) {
    return JSON.valueToTree(entry);
  }

  private static boolean binds(JsonNode part, Class<?> type) {
    try {
      JSON.treeToValue(part, type);
      return true;
    } catch (IOException | IllegalArgumentException e) {
      return false;
    }
  }

  /** JSON that is not a list of JMH entries; the message completes "&lt;file&gt; ...". */
  public static final class NotEntries extends IllegalArgumentException {
    public NotEntries(String message) {
      super(message);
    }
  }
}
