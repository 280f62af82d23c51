package org.mapperbench.jmh.report.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.mapperbench.jmh.report.render.Doc.Block;
import org.mapperbench.jmh.report.render.Doc.Bullets;
import org.mapperbench.jmh.report.render.Doc.Cell;
import org.mapperbench.jmh.report.render.Doc.Heading;
import org.mapperbench.jmh.report.render.Doc.Paragraph;
import org.mapperbench.jmh.report.render.Doc.Table;
import org.mapperbench.jmh.report.render.Doc.Tone;
import org.mapperbench.jmh.results.BenchmarkKey;
import org.mapperbench.jmh.results.figures.BenchmarkFigures;
import org.mapperbench.jmh.results.figures.NoiseFloor;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.model.MachineRecord;

/**
 * "Machine noise": the run's noise floor from the noise probe ({@link NoiseFloor}), the smallest ratio this run
 * could tell from 1, and the benchmarks whose spread between forks is far above the probe's. Nothing for a run
 * without a probe.
 */
public final class NoiseSection {
  private NoiseSection() {}

  /** @param floor the run's {@link NoiseFloor#of}, null without a probe */
  public static List<Block> build(RunResults run, NoiseFloor floor) {
    List<String> problems = run.record().noiseProbe() == null ? List.of() : run.record().noiseProbe().problems();
    String idle = idleText(run.record().machine());
    if (floor == null && problems.isEmpty() && idle == null) {
      return List.of();
    }
    List<Block> blocks = new ArrayList<>();
    blocks.add(new Heading(2, "Machine noise"));
    if (idle != null) {
      blocks.add(new Paragraph(idle));
    }
    blocks.add(new Paragraph("Each round also ran a fixed CPU-bound loop (the noise probe: no library, no server) in a"
        + " fork JVM of its own, warmed up and measured as long as a benchmark's fork. Its time per call changes"
        + " between forks only because the machine does, so its spread between forks (the coefficient of variation of"
        + " its fork means) is this run's noise floor: what any benchmark's fork mean moves by without the library"
        + " doing anything."));
    if (floor == null) {
      blocks.add(new Paragraph("No probe fork completed: no noise floor."));
    } else if (!Double.isFinite(floor.spread())) {
      blocks.add(new Paragraph(String.format(Locale.ROOT, "%d probe fork%s (%s µs per call): no noise floor; it needs"
          + " at least %d forks.", floor.forks(), floor.forks() == 1 ? "" : "s", means(floor), NoiseFloor.MIN_FORKS)));
    } else {
      blocks.add(new Paragraph(floorText(floor, NoiseFloor.typicalForks(run.allFigures()))));
      blocks.addAll(flagged(floor, run.consistencySettings().size() > 1));
    }
    if (!problems.isEmpty()) {
      blocks.add(new Bullets(problems.stream().map(p -> "noise probe: " + p).toList(), Tone.ALERT));
    }
    return blocks;
  }

  /** What idle CPUs did between a request and its reply, which a CPU-bound probe cannot see; null if unknown. */
  static String idleText(MachineRecord machine) {
    if (machine == null || !"haltpoll".equals(machine.idleDriver()) || machine.haltPollNanos() == null) {
      return null;
    }
    if (machine.haltsWithoutPolling()) {
      return "Idle CPUs halted at once (cpuidle driver haltpoll, guest_halt_poll_ns 0): every request and every reply"
          + " waited for a halted virtual CPU to be woken through the hypervisor. On this project's 2-core machines"
          + " that made a round trip between two local processes take 62 µs instead of 15, and JDBC's roundTrip 61 µs"
          + " instead of 23, with twice the client CPU per call. Every latency here carries it, which pulls ratios of"
          + " latency toward 1, and the CPU-bound probe below does not see it. sudo scripts/tune-machine lets idle"
          + " CPUs poll before they halt, for the length of a run.";
    }
    return String.format(Locale.ROOT, "Idle CPUs polled for up to %s µs before halting (cpuidle driver haltpoll,"
        + " guest_halt_poll_ns %d, as scripts/tune-machine sets it): a reply mostly found its CPU awake, not halted"
        + " in the hypervisor.", Format.number(machine.haltPollNanos() / 1000.0, 0), machine.haltPollNanos());
  }

  private static String floorText(NoiseFloor floor, int typicalForks) {
    String text = String.format(Locale.ROOT, "Noise floor: %s between the probe's %d forks (%s µs per call), median"
        + " steal %s of a core while they ran.", Format.percent(100 * floor.spread()), floor.forks(), means(floor),
        Format.percent(floor.medianStealPercent()));
    double ratio = floor.smallestResolvableRatio(typicalForks);
    if (Double.isFinite(ratio)) {
      text += String.format(Locale.ROOT, " With %d forks each, the typical benchmark's in this run, two benchmarks"
          + " that varied only as much as the probe could be told apart from a ratio of %s (or its inverse %s) on:"
          + " 1 + t(0.975, %d) × %s × √(2/%d). A smaller difference is within this machine's noise, and a benchmark"
          + " that varies more needs a larger one.", typicalForks, Format.ratio(ratio), Format.ratio(1 / ratio),
          typicalForks - 1, Format.percent(100 * floor.spread()), typicalForks);
    } else {
      text += String.format(Locale.ROOT, " The typical benchmark rests on %d fork%s: too few to resolve any ratio.",
          typicalForks, typicalForks == 1 ? "" : "s");
    }
    return text;
  }

  private static List<Block> flagged(NoiseFloor floor, boolean sweep) {
    List<NoiseFloor.Spread> flagged = floor.flagged();
    String factor = Format.number(NoiseFloor.FLAG_FACTOR, 0);
    if (flagged.isEmpty()) {
      return List.of(new Paragraph(String.format(Locale.ROOT, "No benchmark with %d forks or more varied between forks"
          + " more than %s times as much as the probe (%d compared).", NoiseFloor.MIN_FORKS, factor,
          floor.benchmarks().size())));
    }
    List<List<Cell>> rows = new ArrayList<>();
    for (NoiseFloor.Spread s : flagged) {
      BenchmarkFigures f = s.figures();
      rows.add(List.of(Cell.of(f.adapter()),
          Cell.of(BenchmarkKey.withSetting(f.label(), sweep ? f.setting() : "")),
          Cell.of(Integer.toString(f.forks())), Cell.of(Format.percent(100 * s.spread())),
          Cell.of(Format.number(s.spread() / floor.spread(), 1))));
    }
    return List.of(
        new Paragraph(String.format(Locale.ROOT, "%d of %d benchmarks varied between forks more than %s times as much"
            + " as the probe: there the suite, the library or the server, not the machine, is the noise. Spread is"
            + " measured as the probe's: the coefficient of variation of the fork means. Part of it is how much a"
            + " fork's own iterations vary (requests wait on a server and a scheduler, where the probe's loop does"
            + " not), which only longer forks average out; scripts/mapper-bench variance splits the two.",
            flagged.size(), floor.benchmarks().size(), factor)),
        new Table(List.of("adapter", "benchmark", "forks", "spread", "÷ probe's"),
            List.of(false, false, true, true, true), rows));
  }

  private static String means(NoiseFloor floor) {
    return String.join(", ", floor.probeForkMeans().stream().map(m -> Format.number(m, 1)).toList());
  }
}
