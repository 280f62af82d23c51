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
      BenchSettings.ITERATION_SECONDS, BenchSettings.JVM_WARMUP_PASSES, BenchSettings.SETTLE_SECONDS,
      BenchSettings.WARMUP_COMPILE_SHARE,
      BenchSettings.MAX_WARMUP_ITERATIONS, BenchSettings.PREPARE_THREADS, BenchSettings.SEED, BenchSettings.SHUFFLE,
      BenchSettings.SERVER_WARMUP_SECONDS, BenchSettings.CONSISTENCY, BenchSettings.REPLICATION_FACTOR,
      BenchSettings.CLIENT_HEAP, BenchSettings.CLIENT_JVM_OPTIONS, BenchSettings.GC_BETWEEN_ITERATIONS,
      BenchSettings.RESULTS_DIR, BenchSettings.RESUME, BenchSettings.STATS_INTERVAL_MILLIS,
      BenchSettings.STATS_DOCKER, BenchSettings.STATS_JMX, BenchSettings.FAULT, BenchSettings.SLOWDOWN,
      BenchSettings.SLOWDOWN_ADAPTERS, BenchSettings.INJECT_CPU, BenchSettings.CHEAT,
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

  /** What the jmh profile hands the runner as {@code -D}s: every setting it reads, except secrets. */
  public static List<String> runnerFlags() {
    return ALL.stream()
        .filter(s -> s.reaches(Reach.RUNNER) && !s.secret() && s.documented() || s == BenchSettings.FORKS)
        .map(Setting::name).toList();
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
