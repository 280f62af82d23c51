package org.mapperbench.jmh.cli.check;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.mapperbench.jmh.results.figures.ProfileFigures;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.results.model.ProfileRecord;
import org.mapperbench.settings.ProfileSettings;

/**
 * A profiling pass's own checks ({@code bench.profile}): every adapter profiled every planned operation with every
 * event asked, each profile over calls and with its collapsed stacks and flame graph on disk, its samples adding up to
 * about what the JVM's own counters measured, and the server counted at least one request per call in the profiled
 * windows. Prints one line per adapter.
 */
final class ProfileCheck {
  /**
   * How far a profile's samples may add up from what the JVM's counters measured over the same windows (its CPU time,
   * its threads' allocated bytes) before the profile is called broken: sampling misses a share, and the profiler's
   * own work is counted, but a factor of two is a lost thread or a lost window, not sampling.
   */
  static final double MIN_RATIO = 0.5;
  static final double MAX_RATIO = 2.0;

  private ProfileCheck() {}

  static void reportWritten(Path folder, List<String> problems) {
    for (String name : List.of(SuiteNames.REPORT_MARKDOWN, SuiteNames.REPORT_HTML)) {
      if (!Files.isRegularFile(folder.resolve(name))) {
        problems.add("report: " + name + " is missing");
      }
    }
  }

  static void check(RunResults run, List<String> adapters, List<String> problems, PrintStream out) {
    List<String> events = run.settings().get(ProfileSettings.PROFILE).orElse(List.of());
    if (events.isEmpty()) {
      return;
    }
    ProfileFigures figures = ProfileFigures.of(run);
    for (String adapter : adapters) {
      if (!Files.isRegularFile(run.dir().resolve(ProfileRecord.file(adapter)))) {
        problems.add(adapter + ": " + ProfileRecord.file(adapter) + " is missing");
        continue;
      }
      int profiled = 0;
      Map<String, List<Double>> ratios = new TreeMap<>();
      for (String op : run.plannedOperations().stream().filter(op -> run.plans(adapter, op)).toList()) {
        Optional<ProfileFigures.Operation> operation = figures.operation(adapter, op);
        if (operation.isEmpty()) {
          problems.add(adapter + ": " + op + " was not profiled");
          continue;
        }
        profiled++;
        for (String event : events) {
          ProfileRecord.EventProfile profile = operation.get().record().events().get(event);
          String what = adapter + " " + op + " " + event;
          if (profile == null || profile.calls() <= 0) {
            problems.add(what + ": no profile over any call");
          } else if (!nonEmpty(run.dir().resolve(profile.collapsed()))
              || !nonEmpty(run.dir().resolve(profile.flameGraph()))) {
            problems.add(what + ": its collapsed stacks or flame graph are missing or empty");
          } else if (profile.measuredPerCall() != null && profile.measuredPerCall() > 0
              && operation.get().profiles().containsKey(event)) {
            double ratio = operation.get().profiles().get(event).perCall() / profile.measuredPerCall();
            ratios.computeIfAbsent(event, e -> new ArrayList<>()).add(ratio);
            if (ratio < MIN_RATIO || ratio > MAX_RATIO) {
              problems.add(String.format("%s: its samples add up to %.2f times what the JVM's own counters measured"
                  + " in the same windows", what, ratio));
            }
          }
        }
        Map<String, Double> requests = operation.get().record().requestsPerCall();
        if (requests == null || requests.values().stream().mapToDouble(Double::doubleValue).sum() < 1) {
          problems.add(adapter + " " + op + ": the server counted less than one request per profiled call");
        }
      }
      String status = java.util.Objects.requireNonNullElse(run.adapter(adapter).status(), "absent");
      if (run.profileOnly() && !SuiteNames.PASSED.equals(status)) {
        // A timed run's benchmarks() holds the status to passed; the pass alone has only this check.
        problems.add(adapter + ": run.json says " + status);
      }
      List<String> sums = new ArrayList<>();
      ratios.forEach((event, values) -> sums.add(String.format("%s %.2f-%.2f", event, Collections.min(values),
          Collections.max(values))));
      out.printf("profile: %s: %d operations, %s; samples over measured: %s; flame graphs under %s/%s/%n", adapter,
          profiled, String.join(" and ", events), sums.isEmpty() ? "not measured" : String.join(", ", sums),
          ProfileRecord.DIR, adapter);
    }
  }

  private static boolean nonEmpty(Path file) {
    try {
      return Files.isRegularFile(file) && Files.size(file) > 0;
    } catch (IOException e) {
      return false;
    }
  }
}
