package org.mapperbench.jmh.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * What a reader must know before trusting a figure: results the server did not fully account for, figures too
 * noisy to compare, and what each library cannot do as the others do. Found from the files, never assumed.
 */
final class Warnings {
  /** Above this half-width (as a share of the score) two adapters' figures may not differ at all. */
  static final double WIDE_ERROR = 0.10;

  enum Kind {
    VERIFICATION("Verification"),
    WIDE_ERROR("Wide errors (99.9% CI half-width above 10% of the score)"),
    LIMITATION("Library limitations");

    final String title;

    Kind(String title) {
      this.title = title;
    }
  }

  record Warning(Kind kind, String text) {}

  private Warnings() {}

  static List<Warning> of(RunResults run, RunFigures figures) {
    List<Warning> warnings = new ArrayList<>();
    verification(run, warnings);
    for (BenchmarkFigures f : figures.all()) {
      if (Double.isFinite(f.error()) && f.score() != 0 && f.error() > WIDE_ERROR * Math.abs(f.score())) {
        warnings.add(new Warning(Kind.WIDE_ERROR, String.format(Locale.ROOT, "%s: %s: ± %s %s is %s of %s %s",
            f.adapter(), f.label(), Format.number(f.error(), 1), f.unit(), Format.percent(f.errorPercent()),
            Format.number(f.score(), 1), f.unit())));
      }
    }
    run.adapters().forEach(adapter -> limitations(run, adapter, warnings));
    return warnings;
  }

  private static void verification(RunResults run, List<Warning> warnings) {
    if (!"passed".equals(run.status())) {
      warnings.add(verification("run: run.json says " + run.status()
          + ("running".equals(run.status()) ? " (still running, or the runner was killed)" : "")));
    }
    run.problems().forEach(problem -> warnings.add(verification(problem)));
    for (String adapter : run.adapters()) {
      JsonNode meta = run.adapter(adapter);
      String status = meta.path("status").asText("unknown");
      if (!"passed".equals(status)) {
        warnings.add(verification(adapter + ": status " + status));
      }
      meta.path("problems").forEach(problem -> warnings.add(verification(adapter + ": " + problem.asText())));
      Set<String> found = new LinkedHashSet<>();
      for (JsonNode entry : run.entries(adapter)) {
        BenchmarkFigures f = BenchmarkFigures.of(adapter, entry);
        found.add(f.operation() + ' ' + f.mode() + ' ' + f.threads());
        if (f.verified() == null) {
          warnings.add(verification(adapter + ": " + f.label() + " carries no verification"));
        } else if (!f.verified()) {
          List<String> shortfalls = new ArrayList<>();
          entry.path("verification").path("shortfalls").forEach(s -> shortfalls.add(s.asText()));
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
  private static void missing(RunResults run, String adapter, Set<String> found, List<Warning> warnings) {
    if (found.isEmpty()) {
      warnings.add(verification(adapter + ": no results (" + adapter + ".json is missing or empty)"));
      return;
    }
    List<String> absent = new ArrayList<>();
    int planned = 0;
    for (String op : run.plannedOperations()) {
      planned++;
      if (!found.contains(op + " sample 1")) {
        absent.add(op);
      }
      if (RunResults.SWEPT.contains(op)) {
        for (int t : run.sweepThreads()) {
          planned++;
          if (!found.contains(op + " thrpt " + t)) {
            absent.add(op + " x" + t);
          }
        }
      }
    }
    if (!absent.isEmpty()) {
      warnings.add(verification(adapter + ": no result for " + absent.size() + " of " + planned + " planned benchmarks: "
          + String.join(", ", absent)));
    }
  }

  private static void limitations(RunResults run, String adapter, List<Warning> warnings) {
    JsonNode traits = run.traits(adapter);
    String statements = traits.path("statements").asText("");
    if ("LITERAL".equals(statements)) {
      warnings.add(limitation(adapter + ": statements are LITERAL: the CQL/SQL text is built and parsed for every call"));
    } else if ("MIXED".equals(statements)) {
      warnings.add(limitation(adapter + ": statements are MIXED: some operations send literal CQL/SQL (its limitations say which)"));
    }
    if ("CASSANDRA".equals(traits.path("backend").asText()) && traits.path("consistencyLevelSettable").isBoolean()
        && !traits.path("consistencyLevelSettable").asBoolean()) {
      warnings.add(limitation(adapter + ": cannot set the consistency level; its requests go at the library's default"));
    }
    traits.path("limitations").forEach(l -> warnings.add(limitation(adapter + ": " + l.asText())));
  }

  private static Warning verification(String text) {
    return new Warning(Kind.VERIFICATION, text);
  }

  private static Warning limitation(String text) {
    return new Warning(Kind.LIMITATION, text);
  }
}
