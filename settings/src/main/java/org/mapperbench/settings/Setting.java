package org.mapperbench.settings;

import java.util.EnumSet;
import java.util.Properties;
import java.util.Set;
import java.util.function.Function;

/**
 * One {@code -D} setting: its name, what it means, its default and how its value is parsed. A blank value means the
 * default, because the build passes every setting through whether or not the user gave it.
 *
 * @param defaultDoc the default as docs/configuration.md shows it; a test holds the two together
 * @param fallback the default, which may depend on other settings (bench.quick, cassandra.nodes)
 * @param documented false for the few that tests, forks or the suite's own tools set, never a user
 * @param secret never handed to another JVM as a {@code -D} option, which {@code ps} shows every user of the machine
 */
public record Setting<T>(String name, String defaultDoc, String doc, Parser<T> parser, Function<Properties, T> fallback,
    Set<Reach> reach, boolean documented, boolean secret) {

  /** Turns a non-blank value into a typed one, or throws {@link BadSetting} naming the setting. */
  @FunctionalInterface
  public interface Parser<T> {
    T parse(String name, String value);
  }

  static <T> Setting<T> user(String name, String defaultDoc, String doc, Parser<T> parser,
      Function<Properties, T> fallback, Reach first, Reach... more) {
    return new Setting<>(name, defaultDoc, doc, parser, fallback, EnumSet.of(first, more), true, false);
  }

  static <T> Setting<T> internal(String name, String doc, Parser<T> parser, T fallback, Reach first, Reach... more) {
    return new Setting<>(name, "", doc, parser, p -> fallback, EnumSet.of(first, more), false, false);
  }

  /** The value in {@code p}, or the default when it is absent or blank. */
  public T get(Properties p) {
    String raw = raw(p);
    return raw == null ? fallback.apply(p) : parser.parse(name, raw);
  }

  /** Whether {@code p} gives this setting a non-blank value. */
  public boolean isSet(Properties p) {
    return raw(p) != null;
  }

  /** The stripped value, or null when absent or blank. */
  public String raw(Properties p) {
    String v = p.getProperty(name);
    return v == null || v.isBlank() ? null : v.strip();
  }

  /**
   * The value in {@code p} as text this setting's own parser reads back to the same value: what the user gave, or
   * the default written out; null when the setting has no value (a default of none).
   */
  public String text(Properties p) {
    String raw = raw(p);
    return raw != null ? raw : format(fallback.apply(p));
  }

  /** A value as the registry's parsers read it: lists comma-separated, a map as key:value, a time with its unit. */
  public static String format(Object value) {
    if (value == null) {
      return null;
    } else if (value instanceof java.util.Collection<?> list) {
      return String.join(",", list.stream().map(Setting::format).toList());
    } else if (value instanceof java.util.Map<?, ?> map) {
      return String.join(",", map.entrySet().stream().map(e -> e.getKey() + ":" + e.getValue()).toList());
    } else if (value instanceof ArrivalRate rate) {
      return rate.text();
    } else if (value instanceof java.time.Duration d) {
      return d.toNanosPart() == 0 ? d.toSeconds() + "s" : d.toNanosPart() % 1_000_000 == 0 ? d.toMillis() + "ms"
          : d.toNanos() / 1000 + "us";
    }
    return value.toString();
  }

  /** The command-line option that gives another JVM this value. */
  public String flag(Object value) {
    if (secret) {
      throw new IllegalStateException(name + " is a secret: hand it to another JVM in its environment");
    }
    return "-D" + name + "=" + format(value);
  }

  public boolean reaches(Reach jvm) {
    return reach.contains(jvm);
  }
}
