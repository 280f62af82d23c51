package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * {@code settings} in a run.json written before 2026-11-27, which copied each setting into a field of its own: read
 * only, into {@link RecordedSettings} ({@link LegacySettings}). A run written before a setting existed reads it as
 * null, its lists as empty.
 *
 * @param quick a smoke run of two short rounds
 * @param precision the precision target, a share of the mean (0.05)
 * @param budgetSeconds the run's wall-time budget; null (written so) when it has none, as a quick run
 * @param jvmWarmupPasses passes of one iteration over all of a fork JVM's benchmarks before any measures
 * @param jvmWarmupIterations runs before jvmWarmupPasses: extra warm-up iterations of a fork JVM's first benchmark
 * @param warmupCompileShare the JIT's share of a warm-up iteration above which a trial warms up further
 * @param operations the benchmark methods planned: the report tells one never planned from one gone missing
 * @param sweepThreads the client thread counts of the throughput sweep
 * @param sweepOperations the operations of the throughput sweep; null in a run written before the setting, which swept
 *     every user operation
 * @param consistencyLevel the reference consistency level: the first of {@code consistencyLevels}
 * @param replicationFactors empty when the user gave a replication map of their own
 * @param shuffledAdapterOrder whether the adapters ran in an order shuffled by the seed
 * @param settleSeconds the longest wait for a settled server before each benchmark; 0 when the run did not settle
 * @param slowdown the share every call was slowed by on purpose (compare's self-test); absent in a real run
 * @param fault the fault injected ({@code node-down}); absent without one
 * @param profile the profiling pass ({@code bench.profile}); absent without one
 * @param slowedAdapters the adapters {@code slowdown} slowed ({@code bench.slowdownAdapters}); absent for all of them
 * @param cheat the conformance kit's cheat every adapter was wrapped in on purpose (verification's self-test,
 *     {@code bench.cheat}); absent in a real run
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record SettingsRecord(
    Boolean quick,
    Integer minRounds,
    Integer maxRounds,
    Double precision,
    @JsonInclude(JsonInclude.Include.ALWAYS) Long budgetSeconds,
    Integer warmupIterations,
    Integer jvmWarmupPasses,
    Integer jvmWarmupIterations,
    Double warmupCompileShare,
    Integer maxWarmupIterations,
    Integer measurementIterations,
    Integer iterationMillis,
    List<String> operations,
    List<Integer> sweepThreads,
    List<String> sweepOperations,
    Long seed,
    String consistencyLevel,
    List<String> consistencyLevels,
    List<Integer> replicationFactors,
    String clientHeap,
    Integer serverWarmupSeconds,
    Boolean shuffledAdapterOrder,
    Integer statsIntervalMillis,
    Integer settleSeconds,
    Double slowdown,
    String fault,
    RateMode rate,
    ProfilePass profile,
    List<String> slowedAdapters,
    String cheat) {

  /**
   * Rate mode's settings, absent when it was off.
   *
   * @param rates {@code bench.rates} as given
   * @param p99TargetMicros {@code bench.p99Target}
   * @param seconds {@code bench.rateSeconds}
   * @param workers {@code bench.rateWorkers}
   * @param mix {@code bench.mix}
   * @param capacitySteps {@code bench.capacitySteps}
   * @param pauseMillis {@code bench.pause}, absent when off
   */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonIgnoreProperties(ignoreUnknown = true)
  public record RateMode(List<String> rates, Double p99TargetMicros, Integer seconds, Integer workers,
      java.util.Map<String, Integer> mix, Integer capacitySteps, Double pauseMillis) {}

  /**
   * The profiling pass's settings.
   *
   * @param events what it sampled: {@code cpu}, {@code alloc}
   * @param only whether the run was the pass alone, with no timed rounds ({@code bench.profileOnly})
   */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @JsonIgnoreProperties(ignoreUnknown = true)
  public record ProfilePass(List<String> events, Boolean only) {}

  public SettingsRecord {
    operations = operations == null ? List.of() : operations;
    sweepThreads = sweepThreads == null ? List.of() : sweepThreads;
    consistencyLevels = consistencyLevels == null ? List.of() : consistencyLevels;
    replicationFactors = replicationFactors == null ? List.of() : replicationFactors;
  }
}
