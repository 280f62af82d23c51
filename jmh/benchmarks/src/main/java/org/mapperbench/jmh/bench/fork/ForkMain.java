package org.mapperbench.jmh.bench.fork;

import org.mapperbench.jmh.bench.measure.AdapterUnderTest;
import org.mapperbench.jmh.bench.measure.MeasuredWindow;
import org.mapperbench.jmh.bench.measure.ResourceCostProfiler;
import org.mapperbench.jmh.bench.measure.RunnerLink;
import org.mapperbench.settings.ForkSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.protocol.link.ForkMessage;
import org.mapperbench.protocol.link.ForkProtocol.PlanLine;
import org.mapperbench.protocol.link.ForkProtocol;
import org.mapperbench.protocol.link.TrialWarmUp;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * One fork of a round: a fresh JVM on one adapter's classpath that runs, one after another and in the order the
 * runner shuffled, one JMH trial of each benchmark it is given (JMH in this JVM, {@code forks = 0}). The adapter is
 * opened once for all of them: opening a library's session costs one to three seconds, paid once per JVM instead of
 * once per benchmark, and the JIT warms the library's shared paths once.
 *
 * <p>Usage: {@code ForkMain <plan file> <output folder>}, one {@link PlanLine} per benchmark. Measurement
 * iterations and the iteration length come from {@code bench.measurementIterations} and {@code bench.iterationMillis}.
 * Benchmark {@code i} (from 0) writes {@code <output>/<i>/jmh.json} and its call ledger in
 * {@code <output>/<i>/ledger/}. The fork tells the runner over its link ({@link RunnerLink}) when each benchmark starts
 * and ends, so it can clip its machine-load readings to each one, and what failed.
 */
public final class ForkMain {
  private static final Properties SETTINGS = System.getProperties();
  /** The profiler's metric of the share of a measured window the JIT spent compiling. */
  private static final String JIT_METRIC = org.mapperbench.protocol.metrics.CostMetric.JIT_CLIENT.metricName();

  private ForkMain() {}

  /**
   * A plan line as this fork runs it: a JMH trial, or (mode null) a paced one at {@code ratePerSecond}, or a capacity
   * search below it.
   */
  record PlannedTrial(String method, Mode mode, int threads, int warmupIterations, long inputsPerThread,
      double ratePerSecond, boolean capacity, boolean profiled) {
    static PlannedTrial parse(String line) {
      PlanLine l = PlanLine.parse(line);
      Mode mode = l.paced() ? null : l.profiled() ? Mode.Throughput : Mode.deepValueOf(l.mode());
      return new PlannedTrial(l.method(), mode, l.threads(), l.warmupIterations(), l.inputsPerThread(),
          l.ratePerSecond(), l.capacity(), l.profiled());
    }

    boolean paced() {
      return mode == null;
    }
  }

  public static void main(String[] args) throws IOException {
    List<PlannedTrial> plan = Files.readAllLines(Path.of(args[0])).stream()
        .filter(line -> !line.isBlank()).map(PlannedTrial::parse).toList();
    Path out = Path.of(args[1]);
    System.setProperty(ForkSettings.KEEP_ADAPTER_OPEN.name(), "true");
    int failed = 0;
    try {
      MeasuredWindow.quietCompilerFirst(false);
      SteadyJvm jvm = SteadyJvm.warm(plan, out);
      for (int i = 0; i < plan.size(); i++) {
        Path dir = Files.createDirectories(out.resolve(Integer.toString(i)));
        RunnerLink.awaitTrial(i);
        RunnerLink.tell(new ForkMessage.TrialStarted(i));
        ForkMessage.Failure failure = plan.get(i).paced() ? runPaced(plan.get(i), dir) : run(i, plan.get(i), dir, jvm);
        RunnerLink.tell(new ForkMessage.TrialEnded(i, failure));
        failed += failure == null ? 0 : 1;
      }
      // Interleaved, a fork that ended while another still measures would close its session in that one's window.
      RunnerLink.awaitTrial(plan.size());
      measurePacerFloor(plan, out);
    } catch (IOException | RuntimeException | Error e) {
      RunnerLink.tell(new ForkMessage.ForkFailed(ForkMessage.Failure.of(e)));
      throw e;
    } finally {
      AdapterUnderTest.closeShared();
    }
    System.out.flush();
    // Library threads (driver event loops, pools) must not keep a finished fork alive.
    System.exit(failed == 0 ? 0 : 3);
  }

  /** One JMH trial: its warm-up, the server settled, its measured run. Its failure, or null. */
  private static ForkMessage.Failure run(int index, PlannedTrial trial, Path dir, SteadyJvm jvm) throws IOException {
    System.setProperty(ForkSettings.LEDGER_DIR.name(), dir.resolve("ledger").toString());
    int measured = BenchSettings.MEASUREMENT_ITERATIONS.get(SETTINGS);
    try {
      // The server meets every trial's measured run as it met every other: empty, with nothing left to flush, or for
      // rows used in turn holding only those rows (see warmUp).
      MeasuredWindow.quietCompilerFirst(false);
      TrialWarmUp warm = warmUp(index, trial, measured, jvm.passShare(index), RunnerLink::settle).withJvm(jvm.outcome())
          .withStartup(AdapterUnderTest.startup());
      warm.write(dir);
      MeasuredWindow.quietCompilerFirst(true);
      TrialInputBudget.prepareFor(trial, measured, iterationMillis(trial));
      if (trial.profiled()) {
        return ProfiledTrial.measure(index, trial, measured, dir);
      }
      RunnerLink.measuring(index);
      try {
        return measure(trial, measured, dir, warm);
      } finally {
        RunnerLink.measured();
      }
    } catch (RunnerException | RuntimeException e) {
      return ForkMessage.Failure.of(e);
    }
  }

  /**
   * The trial's measured iterations, run again on a settled server while the JIT compiled in them for more than
   * {@code bench.warmupCompileShare} on average, up to {@code bench.remeasures} times: a window the compiler ran in
   * measures the compiler's CPU and the core it held, not the library's compiled code. The runs before the last
   * served as warm-up; their calls are in the trial's ledger, so the server's counters still account for every one.
   * One still compiling after the last run is kept, and its compile share reports it apart. Its failure, or null.
   */
  private static ForkMessage.Failure measure(PlannedTrial trial, int measured, Path dir, TrialWarmUp warm)
      throws RunnerException, IOException {
    double target = BenchSettings.WARMUP_COMPILE_SHARE.get(SETTINGS);
    int remeasures = BenchSettings.REMEASURES.get(SETTINGS);
    TrialWarmUp record = warm;
    while (true) {
      Collection<RunResult> results = new Runner(options(trial, measured, iterationMillis(trial))
          .resultFormat(ResultFormatType.JSON).result(dir.resolve(ForkProtocol.RESULT_FILE).toString()).build()).run();
      if (results.isEmpty()) {
        return new ForkMessage.Failure("RunnerException", "JMH gave no result");
      }
      double compiling = java.util.Arrays.stream(compileShares(results, measured)).average().orElse(0);
      if (compiling <= target || record.remeasured() >= remeasures) {
        return null;
      }
      // Rows used in turn stay: emptying the tables would have the run write them again before its window.
      record = record.remeasuredAfter(BenchmarkMethods.storedInTurn(trial.method()) ? record.settled()
          : RunnerLink.settle());
      record.write(dir);
      TrialInputBudget.prepareFor(trial, measured, iterationMillis(trial));
    }
  }

  /** A paced trial ({@link RateTrial}); its failure, or null. */
  private static ForkMessage.Failure runPaced(PlannedTrial trial, Path dir) {
    System.setProperty(ForkSettings.LEDGER_DIR.name(), dir.resolve("ledger").toString());
    MeasuredWindow.quietCompilerFirst(true);
    AdapterUnderTest sut = new AdapterUnderTest();
    try {
      sut.open();
      RateTrial paced = new RateTrial(trial.method(), trial.threads());
      if (trial.capacity()) {
        paced.searchCapacity(sut, dir, trial.ratePerSecond());
      } else {
        paced.run(sut, dir, trial.ratePerSecond());
      }
      return null;
    } catch (Exception | Error e) {
      return ForkMessage.Failure.of(e);
    } finally {
      sut.close();
    }
  }

  /**
   * After a fork's paced trials, the pacer's own floor at the highest rate any of them asked (a capacity search's:
   * the top of its range), last, when nothing else runs. A floor that could not be measured is left out, not failed:
   * it measures the tool, not the library.
   */
  private static void measurePacerFloor(List<PlannedTrial> plan, Path out) {
    List<PlannedTrial> paced = plan.stream().filter(PlannedTrial::paced).toList();
    if (paced.isEmpty()) {
      return;
    }
    try {
      RateTrial.measurePacerFloor(out.resolve(ForkProtocol.PACER_FLOOR),
          paced.stream().mapToDouble(PlannedTrial::ratePerSecond).max().orElseThrow(),
          paced.stream().mapToInt(PlannedTrial::threads).max().orElseThrow());
    } catch (Exception e) {
      System.err.println("mapper-bench: the pacer's floor was not measured: " + ForkMessage.Failure.of(e).line());
    }
  }

  /**
   * The trial's warm-up, each JMH run's result only telling how much the JIT compiled in each iteration: at least the
   * planned iterations, then more until compilation took at most {@code bench.warmupCompileShare} of two iterations in
   * a row, up to {@code bench.maxWarmupIterations}. The iterations the rule needs in any case run as one JMH run, the
   * rest one at a time, since each JMH run costs set-up and a window's edges of its own. A quiet iteration of the
   * same benchmark in the JVM's last warm-up pass ({@link SteadyJvm}) counts as the first of the two: its code was
   * compiled then, and the trial's own iteration still shows whether anything the later benchmarks ran made the JIT
   * compile it again.
   * A JVM still compiling measures its compiler threads too, in CPU per call and in the time the client waits for a
   * core.
   *
   * @param index the trial's place in the plan: interleaved, each run of its warm-up iterations waits until no other
   *     fork runs ({@link RunnerLink#awaitWarmUp})
   * @param passShare the compile share of the benchmark's iteration in the warm-up pass; NaN without one
   * @param settle asked once the warm-up is over: how the server settled before the trial measures
   */
  static TrialWarmUp warmUp(int index, PlannedTrial trial, int measured, double passShare,
      java.util.function.Supplier<ForkProtocol.Settled> settle) throws RunnerException {
    double target = BenchSettings.WARMUP_COMPILE_SHARE.get(SETTINGS);
    int cap = Math.max(trial.warmupIterations(), BenchSettings.MAX_WARMUP_ITERATIONS.get(SETTINGS));
    // Rows used in turn are written once after the tables were emptied. Emptied between the warm-up and the measured
    // run, they were written again just before it, through the library's write path, and the JIT recompiled the
    // read's code in the window (docs/methodology.md, "A quiet pass, or each benchmark quiet"): such a trial settles
    // first, and its warm-up writes the rows its measured run reads.
    boolean inTurn = BenchmarkMethods.storedInTurn(trial.method());
    ForkProtocol.Settled settledFirst = inTurn ? settle.get() : null;
    TrialInputBudget.sizeFromPlan(trial, measured);
    int done = 0;
    double share = passShare;
    double before = Double.NaN;
    int quietBefore = passShare <= target ? 1 : 0;
    // Two quiet iterations in a row, not one: the JIT compiles in bursts, and a single quiet one is often a lull.
    while (done < trial.warmupIterations() || done < cap && !(share <= target && before <= target)) {
      int iterations = done == 0 ? Math.min(cap, Math.max(trial.warmupIterations(), 2 - quietBefore)) : 1;
      Collection<RunResult> results;
      RunnerLink.awaitWarmUp(index);
      try {
        TrialInputBudget.prepareFor(trial, iterations, warmupMillis(trial));
        results = new Runner(options(trial, iterations, warmupMillis(trial)).build()).run();
      } finally {
        RunnerLink.endWarmUp(index);
      }
      results.stream().findFirst().ifPresent(result -> TrialInputBudget.sizeFromPace(trial, result));
      for (double compiling : compileShares(results, iterations)) {
        before = share;
        share = compiling;
      }
      done += iterations;
    }
    // With a cap of one iteration (a quick run) one quiet iteration is all there can be.
    boolean quiet = share <= target && (before <= target || done == 1);
    return new TrialWarmUp(done, share, done >= cap && !quiet, inTurn ? settledFirst : settle.get(), null);
  }

  /** Each iteration's share of wall time the JIT spent compiling, in order; 0 where JMH reported none. */
  static double[] compileShares(Collection<RunResult> results, int iterations) {
    double[] shares = new double[iterations];
    results.stream().flatMap(r -> r.getBenchmarkResults().stream()).findFirst().ifPresent(benchmark -> {
      int i = 0;
      for (var iteration : benchmark.getIterationResults()) {
        Result<?> compiling = iteration.getSecondaryResults().get(JIT_METRIC);
        if (i < iterations) {
          shares[i++] = compiling == null ? 0 : compiling.getScore() / 100;
        }
      }
    });
    return shares;
  }

  static ChainedOptionsBuilder options(PlannedTrial trial, int measurementIterations, int millis) {
    boolean sample = trial.mode() == Mode.SampleTime;
    return new OptionsBuilder()
        .include(BenchmarkMethods.include(trial.method()))
        .forks(0)
        .warmupIterations(0)
        .measurementIterations(measurementIterations)
        .measurementTime(TimeValue.milliseconds(millis))
        .mode(trial.mode())
        .timeUnit(sample ? TimeUnit.MICROSECONDS : TimeUnit.SECONDS)
        .threads(trial.threads())
        .addProfiler(ResourceCostProfiler.class)
        .shouldDoGC(BenchSettings.GC_BETWEEN_ITERATIONS.get(SETTINGS))
        .shouldFailOnError(true); // no result format: a warm-up iteration writes no file
        // (JMH's default is jmh-result.json)
  }

  /** A trial's iteration length: the setting's, but never shorter than a profile needs ({@link ProfiledTrial}). */
  static int iterationMillis(PlannedTrial trial) {
    int millis = BenchSettings.ITERATION_MILLIS.get(SETTINGS);
    return trial.profiled() ? Math.max(millis, ProfiledTrial.MIN_ITERATION_MILLIS) : millis;
  }

  /** A trial's warm-up iteration's length; the JVM warm-up pass runs iterations of half of it. */
  static int warmupMillis(PlannedTrial trial) {
    return BenchSettings.warmupIterationMillis(SETTINGS, iterationMillis(trial));
  }
}
