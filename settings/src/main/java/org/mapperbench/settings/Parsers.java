package org.mapperbench.settings;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The value types of the suite's settings, each with the one-line message a wrong value gets. */
public final class Parsers {
  private Parsers() {}

  public static final Setting.Parser<String> TEXT = (name, value) -> value;

  public static final Setting.Parser<Boolean> BOOLEAN =
      (name, value) -> switch (value.toLowerCase(java.util.Locale.ROOT)) {
        case "true" -> true;
        case "false" -> false;
        default -> throw new BadSetting("-D" + name + " wants true or false, not '" + value + "'");
      };

  public static final Setting.Parser<Integer> POSITIVE = Parsers::positive;
  public static final Setting.Parser<Integer> NON_NEGATIVE = (name, value) -> value.strip().equals("0") ? 0
      : positive(name, value);

  public static final Setting.Parser<Integer> PORT = (name, value) -> {
    try {
      int port = Integer.parseInt(value);
      if (port >= 0 && port <= 65535) {
        return port;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new BadSetting("-D" + name + " wants a port from 0 (any free one) to 65535, not '" + value + "'");
  };

  public static final Setting.Parser<Long> WHOLE = (name, value) -> {
    try {
      return Long.parseLong(value);
    } catch (NumberFormatException e) {
      throw new BadSetting("-D" + name + " wants a whole number, not '" + value + "'");
    }
  };

  /** A list of CPUs as {@code taskset -c} takes it ({@code 1}, {@code 0,2}, {@code 2-3}); empty for none. */
  public static final Setting.Parser<String> CPUS = (name, value) -> {
    if (value.isBlank() || value.strip().matches("\\d+(-\\d+)?(,\\d+(-\\d+)?)*")) {
      return value.strip();
    }
    throw new BadSetting("-D" + name + " wants CPUs as taskset -c takes them, such as 1, 0,2 or 2-3, not '" + value
        + "'");
  };

  /** A share such as 0.05, also written as 5%. */
  public static final Setting.Parser<Double> SHARE = (name, value) -> {
    try {
      double share = value.endsWith("%") ? Double.parseDouble(value.substring(0, value.length() - 1)) / 100
          : Double.parseDouble(value);
      if (share > 0 && share < 1) {
        return share;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new BadSetting("-D" + name + " wants a share such as 0.05 or 5%, not '" + value + "'");
  };

  /** A wall time such as 45m, 1h30m, 90s, or a number of seconds. */
  public static final Setting.Parser<Duration> WALL_TIME = (name, value) -> {
    Matcher m = Pattern.compile("(?:(\\d+)h)?(?:(\\d+)m)?(?:(\\d+)s?)?").matcher(value);
    if (m.matches()) {
      long seconds = 0;
      for (int group = 1; group <= 3; group++) {
        String part = m.group(group);
        seconds += part == null ? 0 : Long.parseLong(part) * (group == 1 ? 3600 : group == 2 ? 60 : 1);
      }
      if (seconds > 0) {
        return Duration.ofSeconds(seconds);
      }
    }
    throw new BadSetting("-D" + name + " wants a wall time such as 45m, 1h30m or 900s, not '" + value + "'");
  };

  /** A latency such as 10ms, 500us or 2s. */
  public static final Setting.Parser<Duration> LATENCY = (name, value) -> {
    Matcher m = Pattern.compile("(\\d+)(us|ms|s)").matcher(value);
    if (m.matches() && Long.parseLong(m.group(1)) > 0) {
      long n = Long.parseLong(m.group(1));
      return switch (m.group(2)) {
        case "us" -> Duration.ofNanos(n * 1000);
        case "ms" -> Duration.ofMillis(n);
        default -> Duration.ofSeconds(n);
      };
    }
    throw new BadSetting("-D" + name + " wants a latency such as 10ms, 500us or 2s, not '" + value + "'");
  };

  /** Comma-separated words, blanks dropped. */
  public static final Setting.Parser<List<String>> WORDS = (name, value) -> words(value);

  /** Comma-separated positive whole numbers. */
  public static final Setting.Parser<List<Integer>> POSITIVES =
      (name, value) -> words(value).stream().map(v -> positive(name, v)).distinct().toList();

  public static List<String> words(String value) {
    return Arrays.stream(value.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
  }

  public static int positive(String name, String value) {
    try {
      int n = Integer.parseInt(value);
      if (n > 0) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new BadSetting("-D" + name + " wants positive whole numbers, not '" + value + "'");
  }
}
