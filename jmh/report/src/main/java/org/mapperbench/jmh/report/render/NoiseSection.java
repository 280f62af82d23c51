package org.mapperbench.jmh.report.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.jmh.report.render.Doc.Block;
import org.mapperbench.jmh.report.render.Doc.Bullets;
import org.mapperbench.jmh.report.render.Doc.Cell;
import org.mapperbench.jmh.report.render.Doc.Heading;
import org.mapperbench.jmh.report.render.Doc.Paragraph;
import org.mapperbench.jmh.report.render.Doc.Table;
import org.mapperbench.jmh.report.render.Doc.Tone;
import org.mapperbench.jmh.results.figures.BenchmarkKey;
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
  public static List<Block> build(RunModel model) {
    RunResults run = model.run();
    NoiseFloor floor = model.floor();
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
    blocks.add(new Paragraph("The noise probe: a fixed CPU-bound loop, with no library and no server, in a fork JVM"
        + " of its own each round. Its spread between forks is this run's noise floor "
        + MethodDocs.MACHINE_NOISE.see() + "."));
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
      return "Idle CPUs halted at once (cpuidle driver haltpoll, guest_halt_poll_ns 0): every latency here carries the"
          + " hypervisor's wake-ups, which the probe below does not see " + MethodDocs.IDLE_CPUS.see() + "."
          + " sudo scripts/tune-machine lets them poll before halting.";
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
      text += String.format(Locale.ROOT, " With %d forks each, the typical benchmark's, two benchmarks that varied as"
          + " little as the probe could be told apart from a ratio of %s (or %s) on.", typicalForks,
          Format.ratio(ratio), Format.ratio(1 / ratio));
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
            + " as the probe: there the suite, the library or the server, not the machine, is the noise %s."
            + " scripts/mapper-bench variance splits their spread.", flagged.size(), floor.benchmarks().size(), factor,
            MethodDocs.MACHINE_NOISE.see())),
        new Table(List.of("adapter", "benchmark", "forks", "spread", "÷ probe's"),
            List.of(false, false, true, true, true), rows));
  }

  private static String means(NoiseFloor floor) {
    return String.join(", ", floor.probeForkMeans().stream().map(m -> Format.number(m, 1)).toList());
  }
}
