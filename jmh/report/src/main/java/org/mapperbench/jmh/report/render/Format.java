package org.mapperbench.jmh.report.render;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.mapperbench.jmh.results.figures.Interval;

/** How numbers and JSON values read in both reports: one locale, one sign for "no figure". */
public final class Format {
  /** What a missing figure shows as, so an empty cell is never mistaken for a zero. */
  public static final String NONE = "–";

  private Format() {}

  static String number(double value, int decimals) {
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
