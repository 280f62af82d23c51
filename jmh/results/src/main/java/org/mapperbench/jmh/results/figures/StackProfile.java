package org.mapperbench.jmh.results.figures;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;

/**
 * One profiled window of one operation, from async-profiler's collapsed stacks with the {@code total} counter
 * (nanoseconds of CPU, or bytes allocated), reduced to what the report shows: each sample's value under its innermost
 * Java frame (its "self" frame), and under the innermost mapper or adapter frame that asked for it, and the calls the
 * window made, so that every figure is per call.
 *
 * @param calls the library calls made while the profiler ran
 * @param selfByFrame the summed value per innermost Java frame; {@link #JIT_FRAME} or {@link #JVM_FRAME} for stacks
 *     without one
 * @param byMapperFrame the summed value per innermost {@link FrameCategory#MAPPER} frame, of the samples under one
 *     with no driver or network frame between: a mapper method's own work with the JDK's, logging's and other
 *     libraries' work it called (reflection, conversion, collections), but not the driver's work, nor waiting
 */
public record StackProfile(long calls, Map<String, Long> selfByFrame, Map<String, Long> byMapperFrame) {
  /** The frame that stands for stacks with no Java frame: the JVM's own threads. */
  public static final String JVM_FRAME = "[JVM: GC, VM threads]";
  /** The frame that stands for the JIT compiler's threads' stacks (no Java frame, a compile broker below). */
  public static final String JIT_FRAME = "[JIT compiler]";

  /** The JDK's frames a thread waits in: what their samples cost is the system call of parking and waking. */
  static final Set<String> WAITING = Set.of("jdk/internal/misc/Unsafe.park", "java/lang/Object.wait",
      "java/lang/Thread.sleep", "java/lang/Thread.yield");

  /** A frame's cost per call. */
  public record FrameCost(String frame, double perCall) {}

  public StackProfile {
    selfByFrame = Map.copyOf(selfByFrame);
    byMapperFrame = Map.copyOf(byMapperFrame);
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
    Map<String, Long> mapper = new HashMap<>();
    lines.filter(line -> !line.isBlank()).forEach(line -> {
      int space = line.lastIndexOf(' ');
      long value = Long.parseLong(line.substring(space + 1).trim());
      String stack = line.substring(0, space);
      List<String> javaFrames = Stream.of(stack.split(";")).map(FrameCategory::javaMethod)
          .filter(Objects::nonNull).toList();
      String own = !javaFrames.isEmpty() ? javaFrames.get(javaFrames.size() - 1)
          : stack.contains("CompileBroker::") ? JIT_FRAME : JVM_FRAME;
      self.merge(own, value, Long::sum);
      // Outward from the sample: the first mapper frame takes it, unless the driver or the network come first. A
      // thread parking to wait for a response is the request's cost, whoever waits: no mapper frame's.
      for (int i = WAITING.contains(own) ? -1 : javaFrames.size() - 1; i >= 0; i--) {
        FrameCategory category = FrameCategory.of(javaFrames.get(i));
        if (category == FrameCategory.MAPPER) {
          mapper.merge(javaFrames.get(i), value, Long::sum);
        }
        if (category == FrameCategory.MAPPER || category == FrameCategory.DRIVER
            || category == FrameCategory.NETTY_IO) {
          break;
        }
      }
    });
    return new StackProfile(calls, self, mapper);
  }

  /** The whole window's value per call. */
  public double perCall() {
    return selfByFrame.values().stream().mapToLong(Long::longValue).sum() / (double) calls;
  }

  /** The value per call without the JIT compiler's: what a fully warmed-up call costs. */
  public double steadyPerCall() {
    return perCall() - perCallByCategory().get(FrameCategory.JIT);
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

  /**
   * The {@code n} mapper and adapter frames whose work, with what they called outside the driver, cost most per call
   * (see {@code byMapperFrame}): the mapper's methods that make its extra cost.
   */
  public List<FrameCost> mapperFrames(int n) {
    return byMapperFrame.entrySet().stream()
        .map(e -> new FrameCost(e.getKey(), e.getValue() / (double) calls))
        .sorted(Comparator.comparingDouble(FrameCost::perCall).reversed()).limit(n).toList();
  }

  private static FrameCategory category(String frame) {
    return frame.equals(JVM_FRAME) ? FrameCategory.JVM : frame.equals(JIT_FRAME) ? FrameCategory.JIT
        : FrameCategory.of(frame);
  }
}
