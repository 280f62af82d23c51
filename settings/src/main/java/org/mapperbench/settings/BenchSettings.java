package org.mapperbench.settings;

import static org.mapperbench.settings.Reach.FORK;
import static org.mapperbench.settings.Reach.RUNNER;
import static org.mapperbench.settings.Setting.user;

import java.time.Duration;
import java.util.List;
import java.util.Properties;

/** The settings of what a benchmark run measures and how long; docs/configuration.md is generated from these. */
public final class BenchSettings {
  private BenchSettings() {}

  public static final Setting<List<String>> ADAPTERS = user("bench.adapters", "all",
      "comma-separated adapter ids, e.g. `driver4-native`, or variants of one, e.g. `spring-data@4.5.13`,"
          + " `driver4-native@jdk=/usr/lib/jvm/temurin-25-jdk-amd64` (see [Variants](variants.md))",
      Parsers.WORDS, p -> List.of(), RUNNER);
  public static final Setting<List<String>> OPERATIONS = user("bench.operations", "all",
      "e.g. `readUser,writeOrder`", Parsers.WORDS, p -> List.of(), RUNNER);
  // One thread's rate is the one-thread sample's 1/mean, so the sweep's far end is all the sweep needs; a smoke run
  // keeps one point.
  public static final Setting<List<Integer>> THREADS = user("bench.threads", "`16` (quick: `4`)",
      "client threads of the throughput sweep (`bench.sweepOperations`); the report shows one thread's rate from the "
          + "one-thread sample (1/mean) when the sweep has no 1", Parsers.POSITIVES,
      p -> quick(p) ? List.of(4) : List.of(16), RUNNER);
  // A default run of eleven adapters has no room for a sweep: its readUser at 16 threads took 6.8 s a trial, and 14
  // of 15 trials still compiled at their last warm-up iteration (docs/methodology.md, "How long a run takes"). A
  // smoke run keeps it, so that every path of the suite runs.
  public static final Setting<List<String>> SWEEP_OPERATIONS = user("bench.sweepOperations",
      "none (quick: `readUser`)", "operations of the throughput sweep, of those `bench.operations` plans, e.g."
          + " `readUser` or `writeUser,readUser,updateUser,deleteUser`", Parsers.WORDS,
      p -> quick(p) ? List.of("readUser") : List.of(), RUNNER);
  // Two points fit a line; docs/methodology.md, "Rows per call", shows what more points and larger N cost in run time.
  public static final Setting<List<Integer>> ROWS = user("bench.rows", "`1,100`",
      "rows per call of the rows-per-call benchmarks: products read (1, 10, 100, 1000) or written (1, 10, 100) in one"
          + " call (an order of 100 line items, `readOrder100` and `writeOrder100`, and the paging through 10,000"
          + " products, `pageProducts`, run when `bench.operations` names them; see [Rows per"
          + " call](methodology.md#rows-per-call))",
      Parsers.POSITIVES, p -> List.of(1, 100), RUNNER);
  public static final Setting<Boolean> QUICK = user("bench.quick", "`false`",
      "smoke run: exactly 2 rounds of 1 warm-up and 2 measurement iterations of 0.1 s, no settling of the server, one"
          + " thread count of the sweep, no budget; 2 forks carry no error bar", Parsers.BOOLEAN, p -> false, RUNNER);
  public static final Setting<Double> PRECISION = user("bench.precision", "`5%`",
      "the half-width of the mean's interval, as a share of the mean, that every benchmark should reach (`0.05` or"
          + " `5%`)", Parsers.SHARE, p -> 0.05, RUNNER);
  // What a user waits for a default run of every adapter on 2 cores: its first rounds fill most of it, the rest goes
  // to the precise costs' rounds (docs/reference.md gives the reference run's length).
  public static final Setting<Duration> BUDGET = user("bench.budget", "`45m` (quick: none)",
      "wall time of the whole run; rounds beyond the minimum are added only while the next one fits (`45m`,"
          + " `1h30m`, `900s`)", Parsers.WALL_TIME, p -> quick(p) ? null : Duration.ofMinutes(45), RUNNER);
  // Chosen from measured variance components; docs/methodology.md, "What the defaults rest on", shows the measurement.
  public static final Setting<Integer> ROUNDS = user("bench.rounds", "3 (quick: 2)",
      "the fewest rounds every benchmark gets", Parsers.POSITIVE, p -> quick(p) ? 2 : 3, RUNNER);
  public static final Setting<Integer> MAX_ROUNDS = user("bench.maxRounds", "12 (quick: `bench.rounds`)",
      "the most rounds any benchmark gets", Parsers.POSITIVE, p -> quick(p) ? ROUNDS.get(p) : 12, RUNNER);
  public static final Setting<Integer> WARMUP_ITERATIONS = user("bench.warmupIterations", "1",
      "JMH warm-up iterations of each fork of a benchmark", Parsers.POSITIVE, p -> 1, RUNNER);
  // Interleaved, a trial's windows average the window-to-window noise that the turns leave; docs/methodology.md,
  // "Interleaved windows", gives what 4 and 8 bought and cost.
  public static final Setting<Integer> MEASUREMENT_ITERATIONS = user("bench.measurementIterations",
      "4 (one at a time: 2; quick: 2)", "JMH measurement iterations of each fork of a benchmark", Parsers.POSITIVE,
      p -> !quick(p) && BenchSettings.INTERLEAVE.get(p) ? 4 : 2, RUNNER, FORK);
  // docs/methodology.md, "Interleaved windows", measures what it cancels and what it costs: every library is read
  // against its family's native, and a variant against its base, cell by cell, so forks interleave unless told not to.
  public static final Setting<Boolean> INTERLEAVE = user("bench.interleave", "`true` (with `bench.fault`: `false`)",
      "the fork JVMs of a round that share a family, a server and a setting run together and take their measured"
          + " windows in turns, the others stopped meanwhile, so that what drifts with the machine's time falls alike"
          + " on each; `false` runs them one at a time", Parsers.BOOLEAN,
      p -> BenchSettings.FAULT.get(p) == null, RUNNER);
  public static final Setting<Integer> ITERATION_SECONDS = user("bench.iterationSeconds", "—",
      "the older way to give `bench.iterationMillis`, in seconds", Parsers.POSITIVE, p -> null, RUNNER);
  // A smoke run: long enough for hundreds of calls per iteration, short enough for every adapter in about 10 minutes.
  public static final Setting<Integer> ITERATION_MILLIS = user("bench.iterationMillis", "500 (quick: 100)",
      "length of each measurement iteration, in milliseconds", Parsers.POSITIVE,
      p -> ITERATION_SECONDS.isSet(p) ? ITERATION_SECONDS.get(p) * 1000 : quick(p) ? 100 : 500, RUNNER, FORK);
  // Not shorter by default: the JIT compiles by call counts, and two quiet iterations of half the length let a
  // quarter of the forks measure while it still compiled (docs/methodology.md, "Measuring a compiled JVM").
  public static final Setting<Integer> WARMUP_ITERATION_MILLIS = user("bench.warmupIterationMillis",
      "`bench.iterationMillis`", "length of each warm-up iteration of a trial, in milliseconds (at most"
          + " `bench.iterationMillis`); the JVM warm-up pass's are half as long", Parsers.POSITIVE,
      ITERATION_MILLIS::get, RUNNER, FORK);
  /**
   * A warm-up iteration's length: {@link #WARMUP_ITERATION_MILLIS}, but never longer than the measured iterations it
   * warms up ({@code iterationMillis}, which a profiled trial may lengthen).
   */
  public static int warmupIterationMillis(java.util.Properties properties, int iterationMillis) {
    return Math.min(WARMUP_ITERATION_MILLIS.get(properties), iterationMillis);
  }

  // A smoke run is not read for its figures: the pass would be a third of its time.
  public static final Setting<Integer> JVM_WARMUP_PASSES = user("bench.jvmWarmupPasses", "1 (quick: 0)",
      "the fewest passes over all of a fork JVM's benchmarks, one iteration of half `bench.warmupIterationMillis`"
          + " each in a fixed order, before any of them measures: every trial then measures code the JIT compiled"
          + " with every call path's profile, whatever the round's order", Parsers.NON_NEGATIVE,
      p -> quick(p) ? 0 : 1, RUNNER, FORK);
  // The JIT compiles by call counts, so a slower machine needs longer: the bound is time, and the JIT's quiet ends
  // the warm-up before it (docs/methodology.md, "Measuring a compiled JVM").
  public static final Setting<Integer> JVM_WARMUP_SECONDS = user("bench.jvmWarmupSeconds", "120 (quick: 0)",
      "a fork JVM's passes go on until each benchmark's last two pass iterations were quiet, for at most this long;"
          + " a fork JVM still compiling then is reported apart (see [Measuring a compiled"
          + " JVM](methodology.md#measuring-a-compiled-jvm))", Parsers.NON_NEGATIVE, p -> quick(p) ? 0 : 120, RUNNER,
      FORK);
  // A trial warms up past its planned iterations while the JIT still compiles for more than this share of one.
  public static final Setting<Double> WARMUP_COMPILE_SHARE = user("bench.warmupCompileShare", "`5%`",
      "a benchmark's warm-up goes on, one iteration at a time, until the JIT compiled for at most this share of two"
          + " iterations in a row (see [Measuring a compiled JVM](methodology.md#measuring-a-compiled-jvm))",
      Parsers.SHARE, p -> 0.05, RUNNER, FORK);
  public static final Setting<Integer> MAX_WARMUP_ITERATIONS = user("bench.maxWarmupIterations", "5 (quick: 1)",
      "the most warm-up iterations a benchmark's fork gets, planned ones included; a fork that stops here is flagged",
      Parsers.POSITIVE, p -> quick(p) ? 1 : 5, RUNNER, FORK);
  // A window the JIT compiled in measures the compiler too: measured again, not pooled (docs/methodology.md,
  // "Measuring a compiled JVM").
  public static final Setting<Integer> REMEASURES = user("bench.remeasures", "2 (quick: 0)",
      "a trial whose measured iterations the JIT compiled in for more than `bench.warmupCompileShare` is measured"
          + " again, on a settled server, up to this many times (interleaved, in turns with the others measuring"
          + " again); one still compiling then is reported apart",
      Parsers.NON_NEGATIVE, p -> quick(p) ? 0 : 2, RUNNER, FORK);
  // Apart, the client's JIT and the servers' threads do not take turns on one core (docs/methodology.md, "Measuring
  // a compiled JVM"); a user's machine does not do so, so latency is not the same figure pinned.
  public static final Setting<String> CLIENT_CPUS = user("bench.clientCpus", "—",
      "CPUs the fork JVMs and the noise probe run on, as `taskset -c` takes them (`1`, `2-3`); with"
          + " `bench.serverCpus`, the client and the servers on separate cores (Linux, `taskset`)", Parsers.CPUS,
      p -> "", RUNNER);
  public static final Setting<String> SERVER_CPUS = user("bench.serverCpus", "—",
      "CPUs the suite's server processes and the runner itself run on (`0`), once they have started", Parsers.CPUS,
      p -> "", RUNNER);
  public static final Setting<Integer> PREPARE_THREADS = user("bench.prepareThreads", "4",
      "threads that write the rows a fork's reads, updates and deletes need, before it measures (at least as many as"
          + " the trial's benchmark threads)", Parsers.POSITIVE, p -> 4, RUNNER, FORK);
  /** The 2019 study's date: every run of the same command generates the same data. */
  public static final long DEFAULT_SEED = 20191022L;
  public static final Setting<Long> SEED = user("bench.seed", "`" + DEFAULT_SEED + "`",
      "data generator seed; also fixes the order of every round", Parsers.WHOLE, p -> DEFAULT_SEED, RUNNER, FORK);
  public static final Setting<Boolean> SHUFFLE = user("bench.shuffle", "`true`",
      "shuffle the adapters and each adapter's benchmarks in every round (recorded in `run.json`), so no library"
          + " always goes first", Parsers.BOOLEAN, p -> true, RUNNER);
  // Each node of an embedded cluster compiles its own hot paths from its share of the warm-up's requests. The
  // profiling pass alone measures the client's code, not the server's speed: a short warm-up serves it.
  public static final Setting<Integer> SERVER_WARMUP_SECONDS = user("bench.serverWarmupSeconds",
      "60 (the profiling pass alone: 15; quick: 5), times `cassandra.nodes`",
      "the suite's own CRUD traffic against the server before any adapter is measured", Parsers.POSITIVE,
      p -> (quick(p) ? 5 : ProfileSettings.PROFILE_ONLY.get(p) ? 15 : 60) * ServerSettings.CASSANDRA_NODES.get(p),
      RUNNER);
  public static final Setting<Integer> SETTLE_SECONDS = user("bench.settleSeconds", "10 (quick: 0)",
      "before each benchmark measures, the runner empties the server's tables and waits up to this long for its"
          + " flushes, compactions or purge to end; `0`: neither, as in a quick run, whose figures are a smoke's (see"
          + " [A settled server](methodology.md#a-settled-server))",
      Parsers.NON_NEGATIVE, p -> quick(p) ? 0 : 10, RUNNER);
  /** Levels a request can be sent at; SERIAL and LOCAL_SERIAL are for a conditional update's Paxos phase only. */
  public static final List<String> CONSISTENCY_LEVELS =
      List.of("ANY", "ONE", "TWO", "THREE", "QUORUM", "ALL", "LOCAL_QUORUM", "EACH_QUORUM", "LOCAL_ONE");
  public static final Setting<List<String>> CONSISTENCY = user("bench.consistency", "`LOCAL_QUORUM`",
      "consistency level of every request; several (`ONE,QUORUM,ALL`) make a sweep, one fork JVM per level (see"
          + " [Clusters and consistency](clusters.md))", BenchSettings::consistencyLevels, p -> List.of("LOCAL_QUORUM"),
      Reach.TEST, RUNNER, FORK);
  public static final Setting<List<Integer>> REPLICATION_FACTOR = user("bench.replicationFactor",
      "`min(cassandra.nodes, 3)`", "replication factor of the suite's keyspace; several (`1,3`) make a sweep, one"
          + " keyspace `mapper_bench_rf<n>` each", Parsers.POSITIVES,
      p -> List.of(Math.min(ServerSettings.CASSANDRA_NODES.get(p), 3)), RUNNER);
  public static final Setting<String> CLIENT_HEAP = user("bench.clientHeap", "`1g`",
      "heap of each benchmark JVM", Parsers.TEXT, p -> "1g", RUNNER);
  // Levers for steadier fork JVMs (docs/methodology.md, "Where the spread comes from"), measured before any is a
  // default.
  /**
   * What every benchmark and noise-probe fork JVM runs with, before {@code bench.clientJvmOptions}. G1 by name: a JVM
   * that sees one CPU (bench.clientCpus) would otherwise pick the serial collector, which a service on a server-class
   * machine does not run. The heap touched before the first trial: G1 takes fresh regions of an untouched heap
   * throughout a fork's life, and the page faults of their first touch, in the windows of some trials and not
   * others, were the whole-trial outliers (docs/methodology.md, "First touches of the heap").
   */
  public static final List<String> FORK_JVM_OPTIONS = List.of("-XX:+UseG1GC", "-XX:+AlwaysPreTouch");
  public static final Setting<List<String>> CLIENT_JVM_OPTIONS = user("bench.clientJvmOptions", "—",
      "JVM options added to each benchmark and noise-probe fork JVM's own (`" + String.join(" ", FORK_JVM_OPTIONS)
          + "`), after them, so they win; space-separated, e.g. `-XX:+UseZGC`",
      (name, value) -> List.of(value.strip().split("\\s+")), p -> List.of(), RUNNER);
  // Off by default until it is measured to shorten a default run (docs/methodology.md, "A shorter start").
  public static final Setting<Boolean> CLASS_ARCHIVE = user("bench.classArchive", "`false`",
      "a class-data archive per adapter tree (AppCDS): the tree's first fork JVM writes the classes it loaded, the"
          + " later ones map them instead of loading them again (under `target/class-archives`)",
      Parsers.BOOLEAN, p -> false, RUNNER);
  public static final Setting<Boolean> GC_BETWEEN_ITERATIONS = user("bench.gcBetweenIterations", "`false`",
      "JMH's `-gc`: a full collection before every iteration, so that no window meets a young generation an earlier"
          + " one left (a call's GC cost is then read from its bytes and `·cpu.client.gc`, not from its latency)",
      Parsers.BOOLEAN, p -> false, RUNNER, FORK);
  public static final Setting<String> RESULTS_DIR = user("bench.resultsDir", "`results`",
      "where run folders go", Parsers.TEXT, p -> BenchSettings.ROOT.get(p) + "/results", RUNNER);
  public static final Setting<String> RESUME = user("bench.resume", "—",
      "a run folder to continue (`results/2026-11-26T10-32-45`): checks that code, versions, settings and servers"
          + " match its run.json, then runs more rounds into it (see [Stopping and resuming](results.md#stopping-and-"
          + "resuming))", Parsers.TEXT, p -> "", RUNNER);
  public static final Setting<Integer> STATS_INTERVAL_MILLIS = user("bench.statsIntervalMillis", "`1000`",
      "how often the stats sidecar samples the client and the servers (see"
          + " [Resource use](results.md#resource-use))", Parsers.POSITIVE, p -> 1000, RUNNER);
  public static final Setting<List<String>> STATS_DOCKER = user("bench.stats.docker", "—",
      "containers whose stats the sidecar also reads from the Docker Engine API, e.g. `cassandra,mariadb`",
      Parsers.WORDS, p -> List.of(), RUNNER);
  public static final Setting<String> STATS_JMX = user("bench.stats.jmx", "—",
      "`host[:port]` of a Cassandra node whose CPU and heap the sidecar reads over JMX (port 7199 by default)",
      BenchSettings::jmxAddress, p -> null, RUNNER);
  public static final Setting<Double> SLOWDOWN = user("bench.slowdown", "—",
      "every adapter call made this share slower on purpose (`10%`), by a test-only wrapper, so that compare can be"
          + " shown to call a known slowdown slower; never in a real run", Parsers.SHARE, p -> null, RUNNER, FORK);
  public static final Setting<List<String>> SLOWDOWN_ADAPTERS = user("bench.slowdownAdapters", "all",
      "the adapters `bench.slowdown` slows, e.g. one of an in-run A/A pair (see [Variants](variants.md))",
      Parsers.WORDS, p -> List.of(), RUNNER);
  public static final Setting<List<InjectedCpu>> INJECT_CPU = user("bench.injectCpu", "—",
      "a busy spin of a fixed thread CPU time after every call of one operation of one adapter on purpose,"
          + " `adapter/operation:duration` entries (`driver4-native~2/readUser:20us`), by a test-only wrapper, so that"
          + " the Versions part can be shown to measure a known cost at its size (see [Magnitudes that"
          + " hold](variants.md#magnitudes-that-hold)); never in a real run", InjectedCpu::parseAll, p -> List.of(),
      RUNNER, FORK);
  public static final Setting<String> CHEAT = user("bench.cheat", "—",
      "a cheat of the conformance kit's own tests wrapped around every adapter on purpose, by name"
          + " (`emulatingConditionalUpdates`, `skippingStatusUpdates`, `cachingUserReads`, `bufferingUserWrites`),"
          + " to show that the benchmark's verification fails it; never in a real run", Parsers.TEXT, p -> "",
      RUNNER, FORK);
  public static final Setting<String> FAULT = user("bench.fault", "—",
      "`node-down`: stop one node of the suite's embedded cluster (`cassandra.nodes` of 2 or more) in the middle of"
          + " each fork, to measure what a library does while a replica is down", BenchSettings::fault, p -> null,
      RUNNER, Reach.TEST);
  /** Gone since every fork became a round; kept so that a run given it stops with a pointer to its successor. */
  public static final Setting<Integer> FORKS = new Setting<>("bench.forks", "", "", (name, value) -> {
    throw new BadSetting(
        "-Dbench.forks is gone: every fork is a round now; set -Dbench.rounds (and -Dbench.maxRounds)");
  }, p -> null, java.util.EnumSet.of(RUNNER), false, false);

  /** The project's root folder: the runner's working folder unless the build says otherwise. */
  public static final Setting<String> ROOT = Setting.internal("mapperbench.root", "the project's root folder",
      Parsers.TEXT, ".", RUNNER);
  // The suite's own Maven, as the jmh profile found it: a variant's module is built with it (docs/variants.md).
  public static final Setting<String> MAVEN_HOME = Setting.internal("mapperbench.mavenHome",
      "the Maven that built the suite", Parsers.TEXT, "", RUNNER);
  public static final Setting<Boolean> MAVEN_OFFLINE = Setting.internal("mapperbench.mavenOffline",
      "whether that Maven ran offline", Parsers.BOOLEAN, false, RUNNER);
  public static final Setting<String> MAVEN_REPOSITORY = Setting.internal("mapperbench.mavenRepository",
      "that Maven's local repository", Parsers.TEXT, "", RUNNER);
  public static final Setting<String> WORK_DIR = new Setting<>("mapperbench.workDir", "", "where servers keep their"
      + " data and logs", Parsers.TEXT, p -> BenchSettings.ROOT.get(p) + "/jmh/runner/target",
      java.util.EnumSet.of(RUNNER, Reach.TEST), false, false);

  /** The value of {@code bench.fault} that stops a node. */
  public static final String NODE_DOWN = "node-down";

  static boolean quick(Properties p) {
    return QUICK.get(p);
  }

  private static String fault(String name, String value) {
    if (!value.equals(NODE_DOWN)) {
      throw new BadSetting("-D" + name + " knows only " + NODE_DOWN + ", not '" + value + "'");
    }
    return value;
  }

  private static List<String> consistencyLevels(String name, String value) {
    List<String> levels =
        Parsers.words(value).stream().map(l -> l.toUpperCase(java.util.Locale.ROOT)).distinct().toList();
    for (String level : levels) {
      if (!CONSISTENCY_LEVELS.contains(level)) {
        throw new BadSetting("-D" + name + " wants levels such as ONE,QUORUM,ALL, not '" + level + "'; known: "
            + String.join(", ", CONSISTENCY_LEVELS));
      }
    }
    return levels;
  }

  /** A typo should stop the run before any server starts, not leave a gap in the stats. */
  private static String jmxAddress(String name, String value) {
    int colon = value.lastIndexOf(':');
    if (colon == 0 || colon > 0 && !value.substring(colon + 1).matches("[1-9][0-9]{0,4}")) {
      throw new BadSetting(
          "-D" + name + " wants host or host:port (Cassandra's JMX port is 7199), not '" + value + "'");
    }
    return value;
  }
}
