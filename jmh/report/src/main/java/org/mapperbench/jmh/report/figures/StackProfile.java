package org.mapperbench.jmh.report.figures;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * One profiled window of one operation, from async-profiler's collapsed stacks with the {@code total} counter
 * (nanoseconds of CPU, or bytes allocated), reduced to what the report shows: each sample's value under its innermost
 * Java frame (its "self" frame), and the calls the window made, so that every figure is per call.
 *
 * @param calls the library calls made while the profiler ran
 * @param selfByFrame the summed value per innermost Java frame; {@link #JVM_FRAME} for stacks without one
 */
public record StackProfile(long calls, Map<String, Long> selfByFrame) {
  /** The frame that stands for stacks with no Java frame: the JVM's own threads. */
  public static final String JVM_FRAME = "[JVM: GC, JIT, VM threads]";

  /** A frame's cost per call, in this profile and in the one it is compared with (NaN when none). */
  public record FrameCost(String frame, FrameCategory category, double perCall, double basePerCall) {
    /** What this profile adds over the compared one, per call. */
    public double added() {
      return perCall - (Double.isNaN(basePerCall) ? 0 : basePerCall);
    }
  }

  public StackProfile {
    selfByFrame = Map.copyOf(selfByFrame);
  }

  /** Reads a collapsed-stacks file: one {@code frame;frame;...;frame value} per line. */
  public static StackProfile read(Path collapsed, long calls) {
    try (Stream<String> lines = Files.lines(collapsed)) {
      return parse(lines, calls);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static StackProfile parse(Stream<String> lines, long calls) {
    Map<String, Long> self = new HashMap<>();
    lines.filter(line -> !line.isBlank()).forEach(line -> {
      int space = line.lastIndexOf(' ');
      long value = Long.parseLong(line.substring(space + 1).trim());
      self.merge(innermostJava(line.substring(0, space).split(";")), value, Long::sum);
    });
    return new StackProfile(calls, self);
  }

  private static String innermostJava(String[] frames) {
    for (int i = frames.length - 1; i >= 0; i--) {
      String method = FrameCategory.javaMethod(frames[i]);
      if (method != null) {
        return method;
      }
    }
    return JVM_FRAME;
  }

  /** The whole window's value per call. */
  public double perCall() {
    return selfByFrame.values().stream().mapToLong(Long::longValue).sum() / (double) calls;
  }

  /** The value per call by whose code spent it; every category present, zero where none. */
  public Map<FrameCategory, Double> perCallByCategory() {
    Map<FrameCategory, Double> split = new EnumMap<>(FrameCategory.class);
    for (FrameCategory category : FrameCategory.values()) {
      split.put(category, 0.0);
    }
    selfByFrame.forEach((frame, value) -> split.merge(category(frame), value / (double) calls, Double::sum));
    return split;
  }

  /** The {@code n} frames that cost most per call by themselves. */
  public List<FrameCost> top(int n) {
    return selfByFrame.keySet().stream().map(frame -> new FrameCost(frame, category(frame), perCall(frame), Double.NaN))
        .sorted(Comparator.comparingDouble(FrameCost::perCall).reversed()).limit(n).toList();
  }

  /**
   * The {@code n} frames whose own cost per call grew most over {@code base} (the family's native adapter): what the
   * mapper adds, frame by frame. A frame the base never ran adds all of its cost.
   */
  public List<FrameCost> addedOver(StackProfile base, int n) {
    return selfByFrame.keySet().stream()
        .map(frame -> new FrameCost(frame, category(frame), perCall(frame),
            base.selfByFrame.containsKey(frame) ? base.perCall(frame) : Double.NaN))
        .filter(cost -> cost.added() > 0)
        .sorted(Comparator.comparingDouble(FrameCost::added).reversed()).limit(n).toList();
  }

  private double perCall(String frame) {
    return selfByFrame.getOrDefault(frame, 0L) / (double) calls;
  }

  private static FrameCategory category(String frame) {
    return frame.equals(JVM_FRAME) ? FrameCategory.JVM : FrameCategory.of(frame);
  }
}
