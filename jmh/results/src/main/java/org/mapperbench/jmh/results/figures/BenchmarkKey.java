package org.mapperbench.jmh.results.figures;

import org.mapperbench.jmh.results.model.ResultEntry;

/**
 * One benchmark of an adapter, as the runner plans it and the report finds it in a JMH entry: its operation, whether
 * it is the throughput sweep (else sample mode), its threads and its consistency setting. Its labels are the one
 * spelling of a benchmark's name: the runner persists them (forks/*.jsonl, run.json's fork JVMs), so they never change.
 *
 * @param setting the consistency setting, e.g. "RF3 QUORUM" ({@link #settingLabel}), or "" for none
 */
public record BenchmarkKey(String operation, boolean throughput, int threads, String setting) {
  /** A sample-mode benchmark of one thread, without a setting. */
  public static BenchmarkKey sample(String operation) {
    return new BenchmarkKey(operation, false, 1, "");
  }

  /** A point of the throughput sweep, without a setting. */
  public static BenchmarkKey swept(String operation, int threads) {
    return new BenchmarkKey(operation, true, threads, "");
  }

  /** The key of a JMH entry, as the runner files it (mode, threads, and the setting in its params). */
  public static BenchmarkKey of(ResultEntry entry) {
    return new BenchmarkKey(entry.operation(), SuiteNames.THROUGHPUT.equals(entry.modeName()), entry.threadCount(),
        settingLabel(entry.param(ResultEntry.REPLICATION_FACTOR_PARAM), entry.param(ResultEntry.CONSISTENCY_PARAM)));
  }

  /**
   * "RF3 QUORUM"; "QUORUM" when the run was given a replication map instead of a factor; "" without a level.
   *
   * @param factor the entry's replication factor param: a number, or the replication map itself
   */
  public static String settingLabel(String factor, String level) {
    if (level.isEmpty()) {
      return "";
    }
    return factor.matches("\\d+") ? "RF" + factor + " " + level : level;
  }

  /** "readUser [RF3 QUORUM]": any name of a benchmark, with its setting when there is one. */
  public static String withSetting(String name, String setting) {
    return setting.isEmpty() ? name : name + " [" + setting + "]";
  }

  public BenchmarkKey withoutSetting() {
    return new BenchmarkKey(operation, throughput, threads, "");
  }

  /** "readUser" in sample mode, "readUser x4" in the sweep. */
  public String shortLabel() {
    return throughput ? operation + " x" + threads : operation;
  }

  /** The short label with the setting: "readUser x4 [RF3 ALL]". */
  public String label() {
    return withSetting(shortLabel(), setting);
  }

  /** The label a reader finds the benchmark by, e.g. "readUser (thrpt, 4 threads)". */
  public String readable() {
    return operation + " (" + (throughput ? SuiteNames.THROUGHPUT : SuiteNames.SAMPLE) + ", " + threads
        + (threads == 1 ? " thread)" : " threads)");
  }
}
