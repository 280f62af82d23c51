package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The suite's record of one fork of a benchmark (or of the noise probe), in its JMH entry's {@code rounds}, in fork
 * order. Machine figures in percent of one core; a figure that could not be had is absent.
 *
 * @param round the round the fork ran in
 * @param startedAt when its measurement started (ISO-8601, UTC)
 * @param seconds the wall time of its trial, warm-up included
 * @param foreignCpuPercent the CPU other processes used while it ran
 * @param stealPercent the steal time while it ran
 * @param compilePercent the mean over its measured iterations of {@code CostMetric.JIT_CLIENT.metricName()}
 * @param gcPercent the mean over its measured iterations of {@code CostMetric.GC_CLIENT.metricName()}
 * @param warmUp how its warm-up went; absent when the fork wrote no record of it
 * @param verified whether its fork JVM passed verification; absent for the noise probe, which has none
 * @param startup how long its fork JVM took to open the adapter; absent for the noise probe and older runs
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record RoundRecord(
    Integer round,
    String startedAt,
    Double seconds,
    Double foreignCpuPercent,
    Double stealPercent,
    Double compilePercent,
    Double gcPercent,
    WarmUp warmUp,
    Boolean verified,
    Startup startup) {

  /** The same fork, numbered as a merged run numbers its rounds ({@code scripts/mapper-bench merge}). */
  public RoundRecord withRound(Integer number) {
    return new RoundRecord(number, startedAt, seconds, foreignCpuPercent, stealPercent, compilePercent, gcPercent,
        warmUp, verified, startup);
  }

  public RoundRecord withVerified(boolean passed) {
    return new RoundRecord(round, startedAt, seconds, foreignCpuPercent, stealPercent, compilePercent, gcPercent,
        warmUp, passed, startup);
  }

  /**
   * A fork JVM's start, the same in every trial it ran (docs/results.md, "Start-up").
   *
   * @param readySeconds from the JVM's start until its adapter was open
   * @param openSeconds the part of it the adapter's {@code open} took: the library's session or context built
   */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonIgnoreProperties(ignoreUnknown = true)
  public record Startup(Double readySeconds, Double openSeconds) {}

  /**
   * A fork's warm-up: it goes on past its planned iterations while the JIT compiles more than the run's
   * {@code warmupCompileShare}, up to {@code maxWarmupIterations}.
   *
   * @param iterations the warm-up iterations it took
   * @param lastCompilePercent the JIT's share of the last of them; absent when unknown
   * @param capped whether it stopped at the cap with the JIT still busy
   * @param settleMillis how long the runner emptied the tables and waited for the server before it measured; absent
   *     when it did not (the node-down fault, {@code bench.settleSeconds=0}, an older run)
   * @param settled whether the server had no flush, compaction or purge left when it measured; absent when the server
   *     does not say or nothing was waited for
   * @param jvmSeconds how long its fork JVM's passes over all its benchmarks took before any measured; absent without
   *     them (a quick run, an older run)
   * @param jvmPasses how many passes they were
   * @param jvmQuiet whether the JIT was quiet when they ended; false: the fork JVM still compiled when
   *     {@code bench.jvmWarmupSeconds} ran out, and its trials are told apart from the quiet ones
   * @param remeasured how many times its measured iterations were run again because the JIT compiled in them
   *     ({@code bench.remeasures}); absent when they were not
   */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonIgnoreProperties(ignoreUnknown = true)
  public record WarmUp(Integer iterations, Double lastCompilePercent, Boolean capped, Long settleMillis,
      Boolean settled, Double jvmSeconds, Integer jvmPasses, Boolean jvmQuiet, Integer remeasured) {
    public WarmUp(Integer iterations, Double lastCompilePercent, Boolean capped) {
      this(iterations, lastCompilePercent, capped, null, null, null, null, null, null);
    }
  }
}
