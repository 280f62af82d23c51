package org.mapperbench.settings;

import java.util.List;
import java.util.Properties;
import java.util.stream.Collectors;

/** Every setting of the suite, in the order docs/configuration.md lists them. */
public final class Suite {
  private Suite() {}

  public static final List<Setting<?>> ALL = List.of(
      BenchSettings.ADAPTERS, BenchSettings.OPERATIONS, BenchSettings.THREADS, BenchSettings.SWEEP_OPERATIONS,
      BenchSettings.ROWS,
      BenchSettings.QUICK,
      BenchSettings.PRECISION, BenchSettings.BUDGET, BenchSettings.ROUNDS, BenchSettings.MAX_ROUNDS,
      BenchSettings.WARMUP_ITERATIONS, BenchSettings.MEASUREMENT_ITERATIONS, BenchSettings.ITERATION_MILLIS,
      BenchSettings.WARMUP_ITERATION_MILLIS,
      BenchSettings.ITERATION_SECONDS, BenchSettings.JVM_WARMUP_PASSES, BenchSettings.JVM_WARMUP_SECONDS,
      BenchSettings.SETTLE_SECONDS,
      BenchSettings.WARMUP_COMPILE_SHARE,
      BenchSettings.MAX_WARMUP_ITERATIONS, BenchSettings.REMEASURES, BenchSettings.INTERLEAVE,
      BenchSettings.CLIENT_CPUS,
      BenchSettings.SERVER_CPUS, BenchSettings.PREPARE_THREADS, BenchSettings.SEED,
      BenchSettings.SHUFFLE,
      BenchSettings.SERVER_WARMUP_SECONDS, BenchSettings.CONSISTENCY, BenchSettings.REPLICATION_FACTOR,
      BenchSettings.CLIENT_HEAP, BenchSettings.CLIENT_JVM_OPTIONS, BenchSettings.CLASS_ARCHIVE,
      BenchSettings.GC_BETWEEN_ITERATIONS,
      BenchSettings.RESULTS_DIR, BenchSettings.RESUME, BenchSettings.STATS_INTERVAL_MILLIS,
      BenchSettings.STATS_DOCKER, BenchSettings.STATS_JMX, BenchSettings.FAULT, BenchSettings.SLOWDOWN,
      BenchSettings.SLOWDOWN_ADAPTERS, BenchSettings.INJECT_CPU, BenchSettings.CHEAT,
      DatasetSettings.USERS, DatasetSettings.KEYS, DatasetSettings.ZIPFIAN_CONSTANT, DatasetSettings.DIR,
      RateSettings.RATES, RateSettings.P99_TARGET, RateSettings.RATE_SECONDS, RateSettings.RATE_WORKERS,
      RateSettings.MIX, RateSettings.OPERATIONS, RateSettings.CAPACITY_STEPS, RateSettings.PAUSE,
      ProfileSettings.PROFILE, ProfileSettings.PROFILE_ONLY,
      ServerSettings.SERVER, ServerSettings.CASSANDRA_IMAGE, ServerSettings.MARIADB_IMAGE,
      ServerSettings.CONTAINER_START_TIMEOUT_SECONDS, ServerSettings.CASSANDRA_PORT,
      ServerSettings.CASSANDRA_STORAGE_PORT, ServerSettings.CASSANDRA_NODES, ServerSettings.CASSANDRA_HEAP,
      ServerSettings.CASSANDRA_JVM_OPTIONS, ServerSettings.CASSANDRA_YAML, ServerSettings.CASSANDRA_SECURE,
      ServerSettings.CASSANDRA_START_TIMEOUT_SECONDS, ServerSettings.CONTACT_POINTS, ServerSettings.LOCAL_DC,
      ServerSettings.KEYSPACE, ServerSettings.REPLICATION, ServerSettings.CASSANDRA_USER,
      ServerSettings.CASSANDRA_PASSWORD, ServerSettings.CASSANDRA_TRUSTSTORE,
      ServerSettings.CASSANDRA_TRUSTSTORE_PASSWORD, ServerSettings.CASSANDRA_KEYSTORE,
      ServerSettings.CASSANDRA_KEYSTORE_PASSWORD, ServerSettings.MARIADB_URL, ServerSettings.MARIADB_USER,
      ServerSettings.MARIADB_PASSWORD, ServerSettings.MARIADB_PORT, ServerSettings.MARIADB_SERVER_OPTIONS,
      ServerSettings.MARIADB_START_TIMEOUT_SECONDS,
      BenchSettings.FORKS, BenchSettings.ROOT, BenchSettings.WORK_DIR, BenchSettings.MAVEN_HOME,
      BenchSettings.MAVEN_OFFLINE, BenchSettings.MAVEN_REPOSITORY);

  /**
   * What one JVM of the suite hands the runner's: every setting the runner reads that {@code given} has a value for,
   * each as a {@code -D} option, a secret in the environment instead ({@link ServerSettings#SECRET_ENVIRONMENT}).
   *
   * @param flags {@code -Dname=value}, in the registry's order
   * @param environment a secret's variable and value
   */
  public record HandOff(List<String> flags, java.util.Map<String, String> environment) {
    public static HandOff of(Properties given) {
      List<String> flags = new java.util.ArrayList<>();
      java.util.Map<String, String> environment = new java.util.LinkedHashMap<>();
      for (Setting<?> setting : ALL) {
        String value = setting.reaches(Reach.RUNNER) ? setting.raw(given) : null;
        if (value != null && setting.secret()) {
          environment.put(ServerSettings.SECRET_ENVIRONMENT.get(setting), value);
        } else if (value != null) {
          flags.add("-D" + setting.name() + "=" + value);
        }
      }
      return new HandOff(flags, environment);
    }
  }

  /** Reads every setting the runner uses, so that a wrong value stops a run before any server starts. */
  public static void check(Properties p) {
    ALL.stream().filter(s -> s.reaches(Reach.RUNNER)).forEach(s -> s.get(p));
  }

  /** The table of docs/configuration.md. */
  public static String markdownTable() {
    return "| property | default | meaning |\n|---|---|---|\n" + ALL.stream().filter(Setting::documented)
        .map(s -> "| `" + s.name() + "` | " + s.defaultDoc() + " | " + s.doc() + " |")
        .collect(Collectors.joining("\n")) + "\n";
  }
}
