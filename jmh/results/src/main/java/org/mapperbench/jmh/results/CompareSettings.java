package org.mapperbench.jmh.results;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What differs between two run.json files: library versions, traits, settings, servers, client JVM, machine. Values
 * that change with every run (start and end times, the server's pid, port and container, each fork's record, the
 * stats sidecar's own figures) are left out; an object present on one side only (an adapter, a server) is one line.
 */
public final class CompareSettings {
  /** Paths that differ between any two runs and say nothing about what was measured. */
  private static final Pattern IGNORED = Pattern.compile(
      "startedAt|finishedAt|status|statsSidecar(\\..*)?|servers\\.[^.]+\\.(description|url|contactPoints|pid)"
          + "|servers\\.[^.]+\\.container\\.(containerId|containerName)|adapters\\.[^.]+\\.forks");

  /** What stands for a dot inside one name of a path when the patterns match it: no name holds it. */
  private static final char NAME_DOT = '\u2024';

  /** One difference: the path in run.json and each side's value (null: absent on that side). */
  public record Difference(String path, String a, String b) {
    /** The longest value a one-line message quotes whole. */
    static final int QUOTED = 60;

    /** {@code a} as a one-line message quotes it: whole if short, else its start and its length. */
    public String shortA() {
      return brief(a);
    }

    public String shortB() {
      return brief(b);
    }

    private static String brief(String value) {
      if (value == null) {
        return "absent";
      }
      String line = value.replaceAll("\\s+", " ");
      return line.length() <= QUOTED ? line : line.substring(0, QUOTED - 10) + "... (" + line.length() + " chars)";
    }
  }

  private CompareSettings() {}

  public static List<Difference> between(JsonNode a, JsonNode b) {
    return between(a, b, Pattern.compile("(?!)"));
  }

  /** As {@link #between(JsonNode, JsonNode)}, also leaving out the paths {@code alsoIgnored} matches. */
  public static List<Difference> between(JsonNode a, JsonNode b, Pattern alsoIgnored) {
    List<Difference> differences = new ArrayList<>();
    diff("", "", a, b, alsoIgnored, differences);
    return differences;
  }

  /**
   * {@code path} is what a difference names; {@code key} is the same path with each name's own dots replaced, which
   * the patterns match, so that a name with dots (a variant such as {@code spring-data@5.1.2}) is one step of it.
   */
  private static void diff(String path, String key, JsonNode a, JsonNode b, Pattern alsoIgnored,
      List<Difference> out) {
    if (!path.isEmpty() && (IGNORED.matcher(key).matches() || alsoIgnored.matcher(key).matches())) {
      return;
    }
    boolean hasA = a != null && !a.isMissingNode();
    boolean hasB = b != null && !b.isMissingNode();
    if (hasA && hasB && a.isObject() && b.isObject()) {
      Set<String> names = new LinkedHashSet<>();
      a.fieldNames().forEachRemaining(names::add);
      b.fieldNames().forEachRemaining(names::add);
      for (String name : names) {
        String step = name.replace('.', NAME_DOT);
        diff(path.isEmpty() ? name : path + "." + name, key.isEmpty() ? step : key + "." + step, a.get(name),
            b.get(name), alsoIgnored, out);
      }
      return;
    }
    String textA = hasA ? text(a) : null;
    String textB = hasB ? text(b) : null;
    if (textA == null ? textB != null : !textA.equals(textB)) {
      out.add(new Difference(path, textA, textB));
    }
  }

  /** A scalar as itself, a list of scalars as {@code [1, 4, 16]}, a whole object as "present". */
  private static String text(JsonNode node) {
    if (node.isObject()) {
      return "present";
    }
    if (node.isArray()) {
      List<String> items = new ArrayList<>();
      for (Iterator<JsonNode> it = node.elements(); it.hasNext(); ) {
        JsonNode item = it.next();
        items.add(item.isValueNode() ? item.asText() : item.toString());
      }
      return items.toString();
    }
    return node.isNull() ? "null" : node.asText();
  }
}
