package org.mapperbench.jmh.report.render;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.entities.adapter.AdapterTraits.StatementStyle;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.jmh.results.figures.WindowEventLog;
import org.mapperbench.jmh.results.figures.RunFigures;
import org.mapperbench.jmh.results.figures.BenchmarkKey;
import org.mapperbench.jmh.results.figures.BenchmarkFigures;
import org.mapperbench.jmh.results.figures.HierarchicalBootstrap;
import org.mapperbench.jmh.results.figures.NoiseFloor;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.ShadowedLibrary;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.results.model.TraitsRecord;
import org.mapperbench.settings.BenchSettings;

/**
 * What a reader must know before trusting a figure: results the server did not fully account for, figures too
 * noisy to compare, and what each library cannot do as the others do. Found from the files, never assumed.
 */
public final class Warnings {
  /** The precision target of a run that names none (written before targets existed). */
  static final double DEFAULT_TARGET = 0.05;
  /** CPU of other processes, in percent of one core, above which a fork counts as measured under foreign load. */
  static final double FOREIGN_LOAD = 25;
  /** The share of measured time the JIT may spend compiling, for a run that names none (written before it did). */
  static final double DEFAULT_COMPILE_SHARE = 0.05;

  enum Kind {
    VERIFICATION("Verification"),
    PRECISION("Precision target missed"),
    MACHINE("Machine and floors"),
    LIMITATION("Library limitations");

    final String title;

    Kind(String title) {
      this.title = title;
    }
  }

  record Warning(Kind kind, String text) {}

  private Warnings() {}

  /** The run's warnings, its measured windows read against its logs; its noise floor null without a noise probe. */
  public static List<Warning> of(RunModel model) {
    RunResults run = model.run();
    RunFigures figures = model.figures();
    NoiseFloor floor = model.floor();
    Optional<WindowEventLog.Tally> windowEvents = model.windowEvents();
    List<Warning> warnings = new ArrayList<>();
    verification(run, warnings);
    double target = target(run);
    long withoutInterval = figures.all().stream().filter(f -> !f.mean().known()).count();
    if (withoutInterval > 0) {
      warnings.add(new Warning(Kind.PRECISION, String.format(Locale.ROOT,
          "%d of %d benchmarks rest on fewer than %d forks:"
              + " their spread between forks is unknown, so they carry no interval and no verdict", withoutInterval,
          figures.all().size(), HierarchicalBootstrap.MIN_FORKS)));
    }
    for (BenchmarkFigures f : figures.all()) {
      if (!f.mean().known()) {
        continue;
      } else if (!(f.errorPercent() <= 100 * target)) {
        warnings.add(new Warning(Kind.PRECISION, String.format(Locale.ROOT, "%s: %s: ± %s %s is %s of %s %s (%d forks)",
            f.adapter(), f.label(), Format.number(f.error(), 1), f.unit(), Format.percent(f.errorPercent()),
            Format.number(f.score(), 1), f.unit(), f.forks())));
      }
    }
    if (run.record().machine() != null && run.record().machine().haltsWithoutPolling()) {
      warnings.add(new Warning(Kind.MACHINE, "idle CPUs halted without polling (haltpoll, guest_halt_poll_ns 0): every"
          + " latency carries the hypervisor's wake-ups (see Machine noise; sudo scripts/tune-machine before a run)"));
    }
    MachineWarnings.foreignLoad(figures.all(), FOREIGN_LOAD)
        .forEach(text -> warnings.add(new Warning(Kind.MACHINE, text)));
    MachineWarnings.serverWorkInWindows(windowEvents).ifPresent(text -> warnings.add(new Warning(Kind.MACHINE, text)));
    MachineWarnings.floors(run, figures).forEach(text -> warnings.add(new Warning(Kind.MACHINE, text)));
    MachineWarnings.sessions(run.record(), floor == null ? Double.NaN : floor.spread())
        .forEach(text -> warnings.add(new Warning(Kind.MACHINE, text)));
    double compileShare = run.settings().get(BenchSettings.WARMUP_COMPILE_SHARE).orElse(DEFAULT_COMPILE_SHARE);
    MachineWarnings.compiling(figures.all(), 100 * compileShare)
        .forEach(text -> warnings.add(new Warning(Kind.MACHINE, text)));
    MachineWarnings.remeasured(figures.all(), 100 * compileShare)
        .forEach(text -> warnings.add(new Warning(Kind.MACHINE, text)));
    MachineWarnings.unsettled(figures.all()).forEach(text -> warnings.add(new Warning(Kind.MACHINE, text)));
    run.adapters().forEach(adapter -> limitations(run, adapter, warnings));
    return warnings;
  }

  /** The run's precision target: a share of the mean. */
  static double target(RunResults run) {
    double target = run.precisionTarget();
    return Double.isFinite(target) ? target : DEFAULT_TARGET;
  }

  private static void verification(RunResults run, List<Warning> warnings) {
    if (!SuiteNames.PASSED.equals(run.status())) {
      warnings.add(verification("run: run.json says " + run.status()
          + (SuiteNames.RUNNING.equals(run.status()) ? " (still running, or the runner was killed)"
              : SuiteNames.INTERRUPTED.equals(run.status()) ? " (stopped before its rounds were done:"
                  + " ./mvnw verify -Pjmh -Dbench.resume=<this folder> goes on with it)" : "")));
    }
    run.notes().forEach(note -> warnings.add(verification(note)));
    double slowdown = run.settings().get(BenchSettings.SLOWDOWN).orElse(0.0);
    if (slowdown > 0) {
      warnings.add(verification(String.format(Locale.ROOT,
          "run: every call was slowed on purpose by %.0f%% (bench.slowdown,"
          + " compare's self-test): these figures are not the libraries' own", 100 * slowdown)));
    }
    for (var injected : run.settings().get(BenchSettings.INJECT_CPU).orElse(List.of())) {
      warnings.add(verification("run: " + injected.adapter() + "'s " + injected.operation() + " spun "
          + injected.cpu().toNanos() / 1000 + " µs of its thread's CPU after every call on purpose"
          + " (bench.injectCpu, the Versions part's self-test): its figures are not the library's own"));
    }
    String cheat = run.settings().get(BenchSettings.CHEAT).orElse("");
    if (!cheat.isBlank()) {
      warnings.add(verification("run: every adapter was wrapped on purpose in the conformance kit's cheat "
          + cheat + " (bench.cheat, verification's self-test): these figures are not the libraries'"
          + " own"));
    }
    for (String adapter : run.adapters()) {
      String status = run.adapterStatus(adapter);
      if (!SuiteNames.PASSED.equals(status)) {
        warnings.add(verification(adapter + ": status " + status));
      }
      run.adapter(adapter).problems().forEach(problem -> warnings.add(verification(adapter + ": " + problem)));
      Set<BenchmarkKey> found = new LinkedHashSet<>();
      for (BenchmarkFigures f : run.figures().stream().filter(x -> x.adapter().equals(adapter)).toList()) {
        found.add(f.key().withoutSetting());
        if (!f.hasVerification()) {
          warnings.add(verification(adapter + ": " + f.label() + " carries no verification"));
        } else if (!f.verified()) {
          List<String> shortfalls = f.verification().shortfalls();
          warnings.add(verification(adapter + ": " + f.label() + " FAILED verification"
              + (shortfalls.isEmpty() ? "" : ": " + String.join("; ", shortfalls))));
        }
      }
      missing(run, adapter, found, warnings);
    }
  }

  /**
   * Planned benchmarks without a result, as one line per adapter in the runner's own labels ("readUser x4" is the
   * sweep at 4 threads): an adapter that erred early lacks most of them, and twenty lines would bury the rest.
   */
  private static void missing(RunResults run, String adapter, Set<BenchmarkKey> found, List<Warning> warnings) {
    if (found.isEmpty()) {
      if (run.notes().contains(RunResults.missing(adapter, run.adapter(adapter)))) {
        return;
      }
      warnings.add(verification(adapter + ": no results (" + adapter + ".json is missing or empty)"));
      return;
    }
    List<String> absent = new ArrayList<>();
    int planned = 0;
    for (String op : run.plannedOperations().stream().filter(op -> run.plans(adapter, op)).toList()) {
      planned++;
      if (!found.contains(BenchmarkKey.sample(op))) {
        absent.add(op);
      }
      if (run.sweptOperations().contains(op)) {
        for (int t : run.sweepThreads()) {
          planned++;
          if (!found.contains(BenchmarkKey.swept(op, t))) {
            absent.add(BenchmarkKey.swept(op, t).shortLabel());
          }
        }
      }
    }
    if (!absent.isEmpty()) {
      warnings.add(verification(adapter + ": no result for " + absent.size() + " of " + planned
          + " planned benchmarks: " + String.join(", ", absent)));
    }
  }

  private static void limitations(RunResults run, String adapter, List<Warning> warnings) {
    TraitsRecord traits = run.traits(adapter);
    StatementStyle statements = traits.statements();
    if (statements == StatementStyle.LITERAL) {
      warnings.add(limitation(adapter + ": statements are LITERAL: the CQL/SQL text is built and parsed for every"
          + " call"));
    } else if (statements == StatementStyle.MIXED) {
      warnings.add(limitation(adapter + ": statements are MIXED: some operations send literal CQL/SQL (its limitations"
          + " say which)"));
    }
    if (traits.backend() == Backend.CASSANDRA && Boolean.FALSE.equals(traits.consistencyLevelSettable())) {
      warnings.add(limitation(adapter + ": cannot set the consistency level; its requests go at the library's"
          + " default"));
    }
    traits.limitations().forEach(l -> warnings.add(limitation(adapter + ": " + l)));
    List<ShadowedLibrary> shadowed = ShadowedLibrary.of(run.adapter(adapter).libraries(), run.record().harness());
    if (!shadowed.isEmpty()) {
      warnings.add(limitation(adapter + ": its own tree comes first on its fork JVMs' classpath, so the harness ran"
          + " on its " + String.join("; ", shadowed.stream().map(ShadowedLibrary::describe).toList())));
    }
  }

  private static Warning verification(String text) {
    return new Warning(Kind.VERIFICATION, text);
  }

  private static Warning limitation(String text) {
    return new Warning(Kind.LIMITATION, text);
  }
}
