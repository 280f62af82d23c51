package org.mapperbench.jmh.report.render;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.mapperbench.jmh.results.figures.Interval;

/** How numbers and JSON values read in both reports: one locale, one sign for "no figure". */
public final class Format {
  /** What a missing figure shows as, so an empty cell is never mistaken for a zero. */
  public static final String NONE = "–";
  private static final DateTimeFormatter SECONDS = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'", Locale.ROOT)
      .withZone(ZoneOffset.UTC);

  private Format() {}

  public static String number(double value, int decimals) {
    return Double.isFinite(value) ? String.format(Locale.ROOT, "%,." + decimals + "f", value) : NONE;
  }

  public static String percent(double value) {
    return Double.isFinite(value) ? String.format(Locale.ROOT, "%.1f%%", value) : NONE;
  }

  public static String ratio(double value) {
    return Double.isFinite(value) ? String.format(Locale.ROOT, "%.2f", value) : NONE;
  }

  /** A ratio and its interval, "1.53 [1.41, 1.66]"; the ratio alone where no interval could be given. */
  public static String ratio(Interval value) {
    if (value.known() && value.low() != value.high()) {
      return String.format(Locale.ROOT, "%.2f [%.2f, %.2f]", value.point(), value.low(), value.high());
    }
    return ratio(value.point());
  }

  /**
   * An amount in its unit with three significant digits: "0.42 µs", "1,234 B"; signed for a difference ("+5.1 µs").
   */
  public static String amount(double value, String unit, boolean signed) {
    if (!Double.isFinite(value)) {
      return NONE;
    }
    double size = Math.abs(value);
    int decimals = size >= 100 || size == 0 ? 0 : size >= 10 ? 1 : size >= 1 ? 2 : 3;
    return String.format(Locale.ROOT, "%" + (signed ? "+" : "") + ",." + decimals + "f", value) + " " + unit;
  }

  /** An amount and its interval, "+5.1 µs [+3.2, +7.0]"; the amount alone where no interval could be given. */
  public static String amount(Interval value, String unit, boolean signed) {
    String point = amount(value.point(), unit, signed);
    if (!value.known() || value.low() == value.high()) {
      return point;
    }
    String low = amount(value.low(), unit, signed);
    String high = amount(value.high(), unit, signed);
    return point + " [" + low.substring(0, low.length() - unit.length() - 1) + ", "
        + high.substring(0, high.length() - unit.length() - 1) + "]";
  }

  /**
   * An instant of a record to the second, "2026-12-03 13:40:27 UTC": the runner writes nanoseconds, which no reader
   * needs; {@link #NONE} for null, and the text as written where it is not an ISO-8601 instant.
   */
  static String instant(String iso) {
    if (iso == null) {
      return NONE;
    }
    try {
      return SECONDS.format(Instant.parse(iso));
    } catch (DateTimeParseException e) {
      return iso;
    }
  }

  /** A value of a record as text; null (absent) as {@link #NONE}. */
  static String value(Object value) {
    return value(value, NONE);
  }

  /** A value of a record as text, or {@code absent} for null. */
  static String value(Object value, String absent) {
    return value == null ? absent : value.toString();
  }

  /** A list of a record on one line, joined by commas; an empty one as {@link #NONE}. */
  static String list(List<?> values) {
    return values.isEmpty() ? NONE : String.join(", ", values.stream().map(v -> value(v)).toList());
  }

  /** A JSON value on one line: lists joined by commas, objects as key=value; null and missing as {@link #NONE}. */
  static String json(JsonNode value) {
    if (value == null || value.isMissingNode() || value.isNull()) {
      return NONE;
    }
    if (value.isArray()) {
      List<String> items = new ArrayList<>();
      value.forEach(item -> items.add(json(item)));
      return items.isEmpty() ? NONE : String.join(", ", items);
    }
    if (value.isObject()) {
      List<String> items = new ArrayList<>();
      value.properties().forEach(field -> items.add(field.getKey() + "=" + json(field.getValue())));
      return items.isEmpty() ? NONE : String.join(", ", items);
    }
    return value.asText();
  }
}
