package org.mapperbench.settings;

import java.util.List;

/**
 * One arrival rate of rate mode: calls per second, or a share of the throughput the family's native adapter measured
 * at the same number of threads in the same round, so that one setting means the same load on every backend.
 *
 * @param value calls per second, or the share (0.5 for 50%)
 * @param ofNative whether {@code value} is a share of the native adapter's throughput
 */
public record ArrivalRate(double value, boolean ofNative) {
  /** Comma-separated rates: {@code 1000,2000} or {@code 50%,90%}. */
  public static final Setting.Parser<List<ArrivalRate>> LIST =
      (name, value) -> Parsers.words(value).stream().map(v -> parse(name, v)).distinct().toList();

  static ArrivalRate parse(String name, String value) {
    try {
      boolean share = value.endsWith("%");
      double number = Double.parseDouble(share ? value.substring(0, value.length() - 1) : value);
      if (number > 0 && Double.isFinite(number)) {
        return new ArrivalRate(share ? number / 100 : number, share);
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new BadSetting("-D" + name + " wants calls per second (2000) or shares of the native adapter's throughput"
        + " (50%), not '" + value + "'");
  }

  /** The calls per second this rate asks of a library whose family's native adapter measured {@code nativeRate}. */
  public double perSecond(double nativeRate) {
    return ofNative ? value * nativeRate : value;
  }

  /** The rate as {@code -Dbench.rates} reads it: {@code 50%} or {@code 2000}. */
  public String text() {
    String text = toString();
    return ofNative ? text : text.substring(0, text.length() - "/s".length());
  }

  @Override
  public String toString() {
    return ofNative ? (value * 100 == Math.rint(value * 100) ? Long.toString(Math.round(value * 100))
        : Double.toString(value * 100)) + "%" : (value == Math.rint(value) ? Long.toString((long) value)
        : Double.toString(value)) + "/s";
  }
}
