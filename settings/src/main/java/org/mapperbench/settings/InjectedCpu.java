package org.mapperbench.settings;

import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One entry of {@code bench.injectCpu}: a busy spin of a fixed amount of its thread's CPU time after every call of one
 * operation of one adapter, so that a run can be shown to measure a known cost at its true size (docs/variants.md,
 * "Magnitudes that hold"). Written {@code adapter/operation:duration}, e.g. {@code driver4-native~2/readUser:20us}.
 */
public record InjectedCpu(String adapter, String operation, Duration cpu) {
  private static final Pattern FORM = Pattern.compile("(.+)/(\\w+):(\\d+)(us|ms)");

  /** Every entry of the setting's value, each checked; one line naming the first that is not of the form. */
  public static List<InjectedCpu> parseAll(String name, String value) {
    return Parsers.words(value).stream().map(entry -> parse(name, entry)).toList();
  }

  static InjectedCpu parse(String name, String entry) {
    Matcher m = FORM.matcher(entry);
    if (!m.matches() || Long.parseLong(m.group(3)) == 0) {
      throw new BadSetting("-D" + name + " wants adapter/operation:duration entries such as"
          + " driver4-native~2/readUser:20us, not '" + entry + "'");
    }
    long amount = Long.parseLong(m.group(3));
    return new InjectedCpu(AdapterIds.canonical(m.group(1)), m.group(2),
        m.group(4).equals("us") ? Duration.ofNanos(amount * 1000) : Duration.ofMillis(amount));
  }

  /** The entry as the setting's parser reads it back. */
  @Override
  public String toString() {
    return adapter + "/" + operation + ":" + cpu.toNanos() / 1000 + "us";
  }
}
