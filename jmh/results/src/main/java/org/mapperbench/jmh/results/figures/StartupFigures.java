package org.mapperbench.jmh.results.figures;

import java.util.ArrayList;
import java.util.DoubleSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.mapperbench.jmh.results.model.ResultEntry;
import org.mapperbench.jmh.results.model.RoundRecord;

/**
 * How long one adapter's fork JVMs took to start: from the JVM's start until the adapter was open, and how much of
 * that its own {@code open} took (docs/results.md, "Start-up").
 *
 * @param jvms the fork JVMs that recorded a start-up
 * @param openMedian NaN where none recorded its open
 */
public record StartupFigures(String adapter, int jvms, double readyMedian, double readyMin, double readyMax,
    double openMedian) {

  /** Each adapter of the run whose fork JVMs recorded a start-up, in the run's order. */
  public static List<StartupFigures> of(RunResults run) {
    List<StartupFigures> all = new ArrayList<>();
    for (String adapter : run.adapters()) {
      List<RoundRecord.Startup> jvms = perJvm(run.entries(adapter).stream().map(ResultEntry::rounds).toList());
      if (!jvms.isEmpty()) {
        all.add(of(adapter, jvms));
      }
    }
    return all;
  }

  /** The start-ups of an adapter's fork JVMs, from its entries' rounds: every trial of one JVM carries the same. */
  static List<RoundRecord.Startup> perJvm(List<List<RoundRecord>> entries) {
    Map<String, RoundRecord.Startup> jvms = new LinkedHashMap<>();
    for (List<RoundRecord> rounds : entries) {
      for (RoundRecord round : rounds) {
        if (round.startup() != null && round.startup().readySeconds() != null) {
          jvms.putIfAbsent(round.round() + " " + round.startup(), round.startup());
        }
      }
    }
    return new ArrayList<>(jvms.values());
  }

  static StartupFigures of(String adapter, List<RoundRecord.Startup> jvms) {
    List<Double> ready = jvms.stream().map(RoundRecord.Startup::readySeconds).toList();
    List<Double> open = jvms.stream().map(RoundRecord.Startup::openSeconds).filter(Objects::nonNull).toList();
    DoubleSummaryStatistics range = ready.stream().mapToDouble(Double::doubleValue).summaryStatistics();
    return new StartupFigures(adapter, jvms.size(), VarianceComponents.median(ready), range.getMin(), range.getMax(),
        VarianceComponents.median(open));
  }
}
