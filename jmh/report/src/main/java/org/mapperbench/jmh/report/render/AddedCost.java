package org.mapperbench.jmh.report.render;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mapperbench.jmh.results.figures.FrameCategory;
import org.mapperbench.jmh.results.figures.ProfileFigures;
import org.mapperbench.jmh.results.figures.StackProfile.FrameCost;
import org.mapperbench.jmh.results.figures.StackProfile;
import org.mapperbench.jmh.report.render.Doc.Block;
import org.mapperbench.jmh.report.render.Doc.Bullets;
import org.mapperbench.jmh.report.render.Doc.Cell;
import org.mapperbench.jmh.report.render.Doc.Details;
import org.mapperbench.jmh.report.render.Doc.Heading;
import org.mapperbench.jmh.report.render.Doc.Paragraph;
import org.mapperbench.jmh.report.render.Doc.Table;
import org.mapperbench.jmh.results.figures.VarianceComponents;

/**
 * "What each mapper adds over its native adapter", from the profiling pass: per mapper a line with its median added
 * CPU and allocation per call and the mapper frames that cost most, then per event a table of every operation: what
 * it adds, by whose code, and the mapper frames behind it.
 */
final class AddedCost {
  /** Mapper frames named per library and operation. */
  static final int FRAMES = 3;
  /** Requests per call above the native's that the summary names: half a request, a statement most calls send. */
  static final double MORE_REQUESTS = 0.5;

  /** An event's unit and how the section writes it. */
  private enum Measure {
    CPU("cpu", "CPU", 1000, 1, "µs"),
    ALLOC("alloc", "allocation", 1, 0, "bytes");

    final String event;
    final String title;
    final double unit;
    final int decimals;
    final String symbol;

    Measure(String event, String title, double unit, int decimals, String symbol) {
      this.event = event;
      this.title = title;
      this.unit = unit;
      this.decimals = decimals;
      this.symbol = symbol;
    }

    String format(double value) {
      return Format.number(value / unit, decimals);
    }

    String signed(double value) {
      return (value >= 0 ? "+" : "") + format(value);
    }
  }

  /** A frame's highest cost per call over the operations, and the operation it cost that on. */
  private record Costliest(String operation, double perCall) {}

  private AddedCost() {}

  static List<Block> of(ProfileFigures profiles) {
    List<Block> blocks = new ArrayList<>();
    List<String> lines = new ArrayList<>();
    for (String adapter : profiles.adapters()) {
      profiles.familyNative(adapter).flatMap(base -> summary(profiles, adapter, base)).ifPresent(lines::add);
    }
    if (lines.isEmpty()) {
      return blocks;
    }
    blocks.add(new Heading(3, "What each mapper adds over its native adapter"));
    blocks.add(new Paragraph("Per call, the mapper's cost minus its family native's on the same operation (medians over"
        + " the operations both profiled), by whose code, and the mapper frames behind it "
        + MethodDocs.PROFILE_FRAMES.see() + "."));
    blocks.add(new Paragraph("Each profile is one fork: read only large differences in CPU; the timed results carry the"
        + " error bars " + MethodDocs.PROFILE_REPEAT.see() + "."));
    blocks.add(new Bullets(lines, Doc.Tone.PLAIN));
    for (Measure measure : Measure.values()) {
      List<List<Cell>> rows = rows(profiles, measure);
      if (!rows.isEmpty()) {
        String title = measure == Measure.CPU ? "CPU" : "Allocation";
        blocks.add(new Details(title + " added per call and operation (" + measure.symbol + ")", List.of(
            new Table(List.of("library", "operation", "native", "added", "by whose code", "mapper frames behind it"),
                List.of(false, false, false, true, false, false), rows))));
      }
    }
    return blocks;
  }

  /**
   * One line per mapper: per event its median added cost over the operations, split by whose code (each category's
   * own median), and its two costliest frames with the operation they cost most on.
   */
  private static Optional<String> summary(ProfileFigures profiles, String adapter, String base) {
    List<String> parts = new ArrayList<>();
    for (Measure measure : Measure.values()) {
      List<Double> added = new ArrayList<>();
      Map<FrameCategory, List<Double>> addedBy = new EnumMap<>(FrameCategory.class);
      Map<String, Costliest> costliest = new HashMap<>();
      for (String op : profiles.operations()) {
        StackProfile ours = profile(profiles, adapter, op, measure);
        StackProfile theirs = profile(profiles, base, op, measure);
        if (ours == null || theirs == null) {
          continue;
        }
        added.add(ours.steadyPerCall() - theirs.steadyPerCall());
        change(ours, theirs).forEach((category, value) ->
            addedBy.computeIfAbsent(category, c -> new ArrayList<>()).add(value));
        for (FrameCost cost : ours.mapperFrames(FRAMES)) {
          costliest.merge(cost.frame(), new Costliest(op, cost.perCall()),
              (a, b) -> a.perCall() >= b.perCall() ? a : b);
        }
      }
      if (added.isEmpty()) {
        continue;
      }
      Map<FrameCategory, Double> medians = new EnumMap<>(FrameCategory.class);
      addedBy.forEach((category, values) -> medians.put(category, VarianceComponents.median(values)));
      List<String> frames = costliest.entrySet().stream()
          .sorted(Comparator.comparingDouble((Map.Entry<String, Costliest> e) -> e.getValue().perCall()).reversed())
          .limit(2).map(e -> ProfileSection.shortName(e.getKey()) + " (" + measure.format(e.getValue().perCall())
              + " " + measure.symbol + " on " + e.getValue().operation() + ")").toList();
      parts.add(measure.signed(VarianceComponents.median(added)) + " " + measure.symbol + " of " + measure.title
          + " (" + largest(medians, measure) + ")"
          + (frames.isEmpty() ? "" : ", its costliest frames " + String.join(" and ", frames)));
    }
    List<String> requests = new ArrayList<>();
    for (String op : profiles.operations()) {
      double ours = requests(profiles, adapter, op);
      double theirs = requests(profiles, base, op);
      if (ours - theirs >= MORE_REQUESTS) {
        requests.add(op + " " + Format.number(ours, 2) + " against " + Format.number(theirs, 2));
      }
    }
    if (!requests.isEmpty()) {
      parts.add("more requests per call: " + String.join(", ", requests));
    }
    return parts.isEmpty() ? Optional.empty()
        : Optional.of(adapter + " over " + base + ": " + String.join("; ", parts) + ".");
  }

  private static List<List<Cell>> rows(ProfileFigures profiles, Measure measure) {
    List<List<Cell>> rows = new ArrayList<>();
    for (String adapter : profiles.adapters()) {
      Optional<String> base = profiles.familyNative(adapter);
      for (String op : base.isEmpty() ? List.<String>of() : profiles.operations()) {
        StackProfile ours = profile(profiles, adapter, op, measure);
        StackProfile theirs = profile(profiles, base.get(), op, measure);
        if (ours == null || theirs == null) {
          continue;
        }
        rows.add(List.of(Cell.of(adapter), Cell.of(op), Cell.of(base.get()),
            Cell.of(measure.signed(ours.steadyPerCall() - theirs.steadyPerCall())),
            Cell.of(largest(change(ours, theirs), measure)), Cell.of(frames(ours, measure))));
      }
    }
    return rows;
  }

  /** Per category, what the mapper's profile spends per call more than its native's; the JIT's warm-up left out. */
  private static Map<FrameCategory, Double> change(StackProfile ours, StackProfile theirs) {
    Map<FrameCategory, Double> base = theirs.perCallByCategory();
    Map<FrameCategory, Double> change = new EnumMap<>(FrameCategory.class);
    ours.perCallByCategory().forEach((category, value) -> change.put(category, value - base.get(category)));
    change.remove(FrameCategory.JIT);
    return change;
  }

  /** The changes at least a tenth of the largest one, largest first. */
  private static String largest(Map<FrameCategory, Double> changes, Measure measure) {
    double largest = changes.values().stream().mapToDouble(Math::abs).max().orElse(0);
    return String.join(", ", changes.entrySet().stream()
        .filter(e -> largest > 0 && Math.abs(e.getValue()) >= largest / 10)
        .sorted(Comparator.comparingDouble((Map.Entry<FrameCategory, Double> e) -> Math.abs(e.getValue())).reversed())
        .map(e -> e.getKey().label() + " " + measure.signed(e.getValue())).toList());
  }

  private static String frames(StackProfile ours, Measure measure) {
    List<String> named = ours.mapperFrames(FRAMES).stream()
        .map(cost -> ProfileSection.shortName(cost.frame()) + " " + measure.format(cost.perCall())).toList();
    return named.isEmpty() ? Format.NONE : String.join("; ", named);
  }

  /** All the requests the server counted per call of the operation's profiled windows; NaN if none were read. */
  private static double requests(ProfileFigures profiles, String adapter, String op) {
    return profiles.operation(adapter, op).map(o -> o.record().requestsPerCall()).filter(r -> !r.isEmpty())
        .map(r -> r.values().stream().mapToDouble(Double::doubleValue).sum()).orElse(Double.NaN);
  }

  private static StackProfile profile(ProfileFigures profiles, String adapter, String op, Measure measure) {
    return profiles.operation(adapter, op).map(o -> o.profiles().get(measure.event)).orElse(null);
  }
}
