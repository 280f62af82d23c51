package org.mapperbench.jmh.results.model;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.ProfileSettings;
import org.mapperbench.settings.RateSettings;
import org.mapperbench.settings.Setting;

/**
 * The settings of a run.json written before 2026-11-27 ({@link SettingsRecord}) under the registry's names, so that
 * one reader serves runs old and new. Only a field the older run wrote becomes a setting; none counts as given, as
 * those runs kept what the user gave apart ({@code given}).
 */
final class LegacySettings {
  private LegacySettings() {}

  static Map<String, RecordedSettings.Value> values(SettingsRecord s) {
    Map<String, RecordedSettings.Value> values = new LinkedHashMap<>();
    put(values, BenchSettings.QUICK, s.quick());
    put(values, BenchSettings.ROUNDS, s.minRounds());
    put(values, BenchSettings.MAX_ROUNDS, s.maxRounds());
    put(values, BenchSettings.PRECISION, s.precision());
    put(values, BenchSettings.BUDGET, s.budgetSeconds() == null ? null : Duration.ofSeconds(s.budgetSeconds()));
    put(values, BenchSettings.WARMUP_ITERATIONS, s.warmupIterations());
    put(values, BenchSettings.JVM_WARMUP_PASSES, s.jvmWarmupPasses());
    put(values, BenchSettings.WARMUP_COMPILE_SHARE, s.warmupCompileShare());
    put(values, BenchSettings.MAX_WARMUP_ITERATIONS, s.maxWarmupIterations());
    put(values, BenchSettings.MEASUREMENT_ITERATIONS, s.measurementIterations());
    put(values, BenchSettings.ITERATION_MILLIS, s.iterationMillis());
    put(values, BenchSettings.OPERATIONS, s.operations());
    put(values, BenchSettings.THREADS, s.sweepThreads());
    put(values, BenchSettings.SWEEP_OPERATIONS, s.sweepOperations());
    put(values, BenchSettings.SEED, s.seed());
    put(values, BenchSettings.CONSISTENCY, s.consistencyLevels());
    put(values, BenchSettings.REPLICATION_FACTOR, s.replicationFactors());
    put(values, BenchSettings.CLIENT_HEAP, s.clientHeap());
    put(values, BenchSettings.SERVER_WARMUP_SECONDS, s.serverWarmupSeconds());
    put(values, BenchSettings.SHUFFLE, s.shuffledAdapterOrder());
    put(values, BenchSettings.STATS_INTERVAL_MILLIS, s.statsIntervalMillis());
    put(values, BenchSettings.SETTLE_SECONDS, s.settleSeconds());
    put(values, BenchSettings.SLOWDOWN, s.slowdown());
    put(values, BenchSettings.SLOWDOWN_ADAPTERS, s.slowedAdapters());
    put(values, BenchSettings.FAULT, s.fault());
    put(values, BenchSettings.CHEAT, s.cheat());
    if (s.profile() != null) {
      put(values, ProfileSettings.PROFILE, s.profile().events());
      put(values, ProfileSettings.PROFILE_ONLY, s.profile().only());
    }
    SettingsRecord.RateMode rate = s.rate();
    if (rate != null) {
      // Those runs wrote a rate as ArrivalRate.toString (2000/s); the parser reads 2000.
      put(values, RateSettings.RATES, rate.rates().stream().map(r -> r.replace("/s", "")).toList());
      put(values, RateSettings.P99_TARGET, rate.p99TargetMicros() == null ? null
          : Duration.ofNanos(Math.round(rate.p99TargetMicros() * 1000)));
      put(values, RateSettings.RATE_SECONDS, rate.seconds());
      put(values, RateSettings.RATE_WORKERS, rate.workers());
      put(values, RateSettings.MIX, rate.mix());
      put(values, RateSettings.CAPACITY_STEPS, rate.capacitySteps());
      put(values, RateSettings.PAUSE, rate.pauseMillis() == null ? null
          : Duration.ofNanos(Math.round(rate.pauseMillis() * 1e6)));
    }
    return values;
  }

  private static void put(Map<String, RecordedSettings.Value> values, Setting<?> setting, Object value) {
    if (value != null && !(value instanceof List<?> list && list.isEmpty())) {
      values.put(setting.name(), new RecordedSettings.Value(Setting.format(value), false));
    }
  }
}
