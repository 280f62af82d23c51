package org.mapperbench.settings;

import static org.mapperbench.settings.Reach.FORK;
import static org.mapperbench.settings.Reach.RUNNER;
import static org.mapperbench.settings.Reach.TEST;
import static org.mapperbench.settings.Setting.user;

import java.util.Locale;

/**
 * The settings of a dataset loaded before the first round, and of the keys a benchmark draws from it;
 * docs/methodology.md, "A loaded dataset", explains them.
 */
public final class DatasetSettings {
  private DatasetSettings() {}

  /** How a benchmark draws the preloaded rows it reads, updates or deletes, as YCSB draws them. */
  public enum KeyDistribution {
    /** Every row alike. */
    UNIFORM,
    /** A few rows often, most rarely (YCSB's scrambled zipfian: the hot rows are spread over the table). */
    ZIPFIAN,
    /** The rows loaded last most often. */
    LATEST;

    public String label() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  public static final Setting<Long> USERS = user("bench.dataset", "none",
      "users to load before the first round (`100000`, `1M`, `10M`), with as many orders and their line items, and"
          + " catalogues of each size the product reads read; the rows are written, flushed and compacted into"
          + " SSTables (InnoDB pages on MariaDB) and kept for the next"
          + " run with the same dataset (`bench.datasetDir`). See [A loaded dataset](methodology.md#a-loaded-dataset)",
      DatasetSettings::count, p -> 0L, RUNNER, FORK, TEST);
  public static final Setting<KeyDistribution> KEYS = user("bench.keys", "`zipfian`",
      "how reads, updates and deletes draw preloaded rows: `uniform`, `zipfian` or `latest` (with `bench.dataset`)",
      DatasetSettings::distribution, p -> KeyDistribution.ZIPFIAN, RUNNER, FORK);
  public static final Setting<Double> ZIPFIAN_CONSTANT = user("bench.zipfianConstant", "`0.99`",
      "the exponent of the zipfian and latest distributions (YCSB's default)", DatasetSettings::exponent,
      p -> 0.99, RUNNER, FORK);
  public static final Setting<String> DIR = user("bench.datasetDir", "`~/.cache/mapper-bench/datasets`",
      "where loaded datasets are kept between runs, one folder per server, schema, size, seed and server version",
      Parsers.TEXT, p -> System.getProperty("user.home") + "/.cache/mapper-bench/datasets", RUNNER);

  /** A count such as 250000, 100k or 10M. */
  static long count(String name, String value) {
    String digits = value.strip().replace("_", "");
    long unit = 1;
    if (digits.endsWith("k") || digits.endsWith("K")) {
      unit = 1_000;
    } else if (digits.endsWith("m") || digits.endsWith("M")) {
      unit = 1_000_000;
    }
    try {
      long n = Long.parseLong(unit == 1 ? digits : digits.substring(0, digits.length() - 1)) * unit;
      if (n >= 0) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new BadSetting("-D" + name + " wants a number of users such as 100000, 100k or 10M, not '" + value + "'");
  }

  static KeyDistribution distribution(String name, String value) {
    try {
      return KeyDistribution.valueOf(value.strip().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new BadSetting("-D" + name + " wants uniform, zipfian or latest, not '" + value + "'");
    }
  }

  static double exponent(String name, String value) {
    try {
      double exponent = Double.parseDouble(value);
      if (exponent > 0) {
        return exponent;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new BadSetting("-D" + name + " wants a positive exponent such as 0.99, not '" + value + "'");
  }
}
