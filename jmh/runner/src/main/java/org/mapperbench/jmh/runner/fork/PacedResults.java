package org.mapperbench.jmh.runner.fork;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mapperbench.jmh.results.figures.PacedFigures;
import org.mapperbench.jmh.results.figures.PacedHistograms;
import org.mapperbench.jmh.results.figures.RateFigures;
import org.mapperbench.jmh.results.model.PacedRecord;
import org.mapperbench.jmh.results.model.RateRecord.CapacityRecord;
import org.mapperbench.jmh.results.model.RateRecord;
import org.mapperbench.jmh.runner.plan.PlannedBenchmark;
import org.mapperbench.jmh.runner.record.ResultsFolder;
import org.mapperbench.protocol.metrics.CallTimes;
import org.mapperbench.protocol.link.ForkProtocol;
import org.mapperbench.protocol.metrics.PacedCosts;

/**
 * Files paced trials: each measured run's calls become an HdrHistogram interval log under {@code rate/<adapter>/} and
 * a {@link PacedRecord}; a capacity search's steps become a {@link CapacityRecord}. The raw call times stay in the
 * fork's scratch folder: the log holds every call, a histogram per second.
 */
final class PacedResults {
  private final ResultsFolder results;
  private final Duration target;
  private final int workers;
  private final Map<String, List<PacedRecord>> paced = new LinkedHashMap<>();
  private final Map<String, List<CapacityRecord>> capacity = new LinkedHashMap<>();
  private final Map<String, List<PacedRecord>> floors = new LinkedHashMap<>();

  PacedResults(ResultsFolder results, Duration target, int workers) {
    this.results = results;
    this.target = target;
    this.workers = workers;
  }

  /**
   * Files a paced trial from its folder and rewrites the adapter's {@code .rate.json}.
   *
   * @return the trial's progress summary, or null if the fork left no measured run
   */
  String file(String adapter, int round, PlannedBenchmark benchmark, Path trialDir) throws IOException {
    String summary;
    if (benchmark.pacing().capacity()) {
      List<PacedRecord> steps = new ArrayList<>();
      for (int k = 1; Files.isRegularFile(ForkProtocol.capacityStep(trialDir, k).resolve(CallTimes.FILE)); k++) {
        steps.add(record(adapter, round, benchmark, ForkProtocol.capacityStep(trialDir, k), "step " + k, k));
      }
      if (steps.isEmpty()) {
        return null;
      }
      CapacityRecord search = CapacityRecord.of(benchmark.method(), round, benchmark.pacing().perSecond(), steps);
      capacity.computeIfAbsent(adapter, a -> new ArrayList<>()).add(search);
      summary = String.format("capacity %,.0f/s (not %,.0f/s) within p99 %d ms, %d steps",
          search.capacityPerSecond(), search.ceilingPerSecond(), target.toMillis(), steps.size());
    } else {
      if (!Files.isRegularFile(trialDir.resolve(CallTimes.FILE))) {
        return null;
      }
      PacedRecord r = record(adapter, round, benchmark, trialDir, benchmark.pacing().asked(), 0);
      paced.computeIfAbsent(adapter, a -> new ArrayList<>()).add(r);
      summary = String.format("%,.0f/s %s, p99 %s us (service %s us)", r.achievedPerSecond(),
          r.held() ? "held" : "NOT held of " + String.format("%,.0f/s", r.targetPerSecond()),
          r.corrected() == null ? "-" : String.format("%,.0f", r.corrected().p99()),
          r.service() == null ? "-" : String.format("%,.0f", r.service().p99()));
    }
    write(adapter);
    return summary;
  }

  /**
   * Files the pacer's floor the fork measured after its paced trials, if it did; it has no interval log, since no
   * library call is in it.
   */
  void fileFloor(String adapter, int round, Path forkDir) throws IOException {
    Path dir = forkDir.resolve(ForkProtocol.PACER_FLOOR);
    if (!Files.isRegularFile(dir.resolve(CallTimes.FILE)) || !Files.isRegularFile(dir.resolve(PacedCosts.FILE))) {
      return;
    }
    CallTimes times = CallTimes.read(dir.resolve(CallTimes.FILE));
    floors.computeIfAbsent(adapter, a -> new ArrayList<>()).add(PacedFigures.of(ForkProtocol.PACER_FLOOR,
        String.format("%.0f/s", times.ratePerSecond()), round, times, PacedCosts.read(dir.resolve(PacedCosts.FILE)),
        target));
    write(adapter);
  }

  private void write(String adapter) throws IOException {
    results.write(RateRecord.file(adapter), new RateRecord(adapter, target.toNanos() / 1000.0, workers,
        paced.getOrDefault(adapter, List.of()), capacity.getOrDefault(adapter, List.of()),
        floors.getOrDefault(adapter, List.of())));
  }

  private PacedRecord record(String adapter, int round, PlannedBenchmark benchmark, Path runDir, String asked,
      int step) throws IOException {
    CallTimes times = CallTimes.read(runDir.resolve(CallTimes.FILE));
    PacedCosts costs = PacedCosts.read(runDir.resolve(PacedCosts.FILE));
    Path log = RateFigures.log(results.dir(), adapter, benchmark.method(), benchmark.pacing().asked(), round, step);
    Files.createDirectories(log.getParent());
    PacedHistograms.writeLog(times, log, String.format("[mapper-bench %s %s at %.1f/s, %d workers, round %d]",
        adapter, benchmark.method(), times.ratePerSecond(), times.workers(), round));
    return PacedFigures.of(benchmark.method(), asked, round, times, costs, target);
  }
}
