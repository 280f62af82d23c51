package org.mapperbench.jmh.report.render;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.jmh.report.render.Doc.Block;
import org.mapperbench.jmh.report.render.Doc.Cell;
import org.mapperbench.jmh.report.render.Doc.Heading;
import org.mapperbench.jmh.report.render.Doc.Paragraph;
import org.mapperbench.jmh.report.render.Doc.Table;
import org.mapperbench.jmh.results.figures.NoiseFloor;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.VarianceComponents;
import org.mapperbench.jmh.results.model.MachineRecord;
import org.mapperbench.jmh.results.model.NoiseProbeRecord;
import org.mapperbench.jmh.results.model.SessionRecord;

/**
 * "Machines": in a merged run, each run it merged, the machine it ran on, its rounds and its noise probe, and how far
 * the machines' probes lay apart. Nothing for a run as the runner wrote it.
 */
final class MachinesSection {
  private MachinesSection() {}

  /** One merged run: its sessions' rounds and machine. */
  private record Part(String run, int firstRound, int lastRound, MachineRecord machine) {}

  static List<Block> build(RunModel model) {
    RunResults run = model.run();
    Map<String, Part> parts = new LinkedHashMap<>();
    for (SessionRecord s : run.record().sessions()) {
      if (s.run() == null || s.firstRound() == null) {
        continue;
      }
      Part before = parts.get(s.run());
      parts.put(s.run(), before == null ? new Part(s.run(), s.firstRound(), s.lastRound(), s.machine())
          : new Part(s.run(), Math.min(before.firstRound(), s.firstRound()),
              Math.max(before.lastRound(), s.lastRound()), before.machine()));
    }
    if (parts.size() < 2) {
      return List.of();
    }
    List<NoiseProbeRecord.Fork> probe = run.record().noiseProbe() == null ? List.of()
        : run.record().noiseProbe().forks();
    List<List<Cell>> rows = new ArrayList<>();
    List<Double> medians = new ArrayList<>();
    for (Part part : parts.values()) {
      List<Double> means = probe.stream().filter(f -> f.round() != null && f.meanMicros() != null
          && f.round() >= part.firstRound() && f.round() <= part.lastRound()).map(NoiseProbeRecord.Fork::meanMicros)
          .toList();
      double median = VarianceComponents.median(means);
      if (Double.isFinite(median)) {
        medians.add(median);
      }
      rows.add(List.of(Cell.of(part.run()), Cell.of(part.firstRound() + "–" + part.lastRound()),
          Cell.of(machine(part.machine())), Cell.of(idle(part.machine())),
          Cell.of(Format.number(median, 1)), Cell.of(Format.percent(100 * spread(means)))));
    }
    double apart = medians.size() < 2 ? Double.NaN
        : medians.stream().mapToDouble(d -> d).max().orElseThrow() / medians.stream().mapToDouble(d -> d).min()
            .orElseThrow() - 1;
    List<Block> blocks = new ArrayList<>();
    blocks.add(new Heading(2, "Machines"));
    blocks.add(new Paragraph(String.format(Locale.ROOT, "This run merges %d runs, each run's rounds a block of the"
        + " pairing %s. Their noise probes' medians lay %s apart.", parts.size(), MethodDocs.MERGED_RUNS.see(),
        Format.percent(100 * apart))));
    blocks.add(new Table(List.of("run", "rounds", "machine", "idle CPUs", "probe µs per call (median)",
        "probe's spread"), List.of(false, false, false, false, true, true), rows));
    return blocks;
  }

  /** The spread of a run's probe forks as {@link NoiseFloor} measures it; NaN below its fewest forks. */
  private static double spread(List<Double> means) {
    return means.size() < NoiseFloor.MIN_FORKS ? Double.NaN : NoiseFloor.coefficientOfVariation(means);
  }

  private static String machine(MachineRecord machine) {
    if (machine == null || machine.os() == null) {
      return Format.NONE;
    }
    return machine.os() + (machine.cores() == null ? "" : ", " + machine.cores() + " cores");
  }

  private static String idle(MachineRecord machine) {
    if (machine == null || machine.haltPollNanos() == null) {
      return Format.NONE;
    }
    return machine.haltsWithoutPolling() ? "halt at once"
        : "poll " + Format.number(machine.haltPollNanos() / 1000.0, 0) + " µs";
  }
}
