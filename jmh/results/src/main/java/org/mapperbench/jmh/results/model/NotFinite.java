package org.mapperbench.jmh.results.model;

import java.util.Collection;

/**
 * Jackson's filter for a figure that could not be had: a number that is not finite, or a list holding one, is left
 * out of what the suite writes, as is a null. Dashboards that read JMH files expect numbers there, and an absent
 * figure reads back as none (NaN). Used as {@code @JsonInclude(value = CUSTOM, valueFilter = NotFinite.class)}.
 */
public final class NotFinite {
  @Override
  public boolean equals(Object value) {
    if (value == null) {
      return true;
    }
    if (value instanceof Collection<?> list) {
      return list.stream().anyMatch(NotFinite::notFinite);
    }
    return notFinite(value);
  }

  @Override
  public int hashCode() {
    return 0;
  }

  private static boolean notFinite(Object value) {
    return value instanceof Double number && !Double.isFinite(number);
  }
}
