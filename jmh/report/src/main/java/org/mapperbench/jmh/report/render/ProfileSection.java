package org.mapperbench.jmh.report.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Function;
import org.mapperbench.jmh.report.figures.FrameCategory;
import org.mapperbench.jmh.report.figures.ProfileFigures;
import org.mapperbench.jmh.report.figures.StackProfile;
import org.mapperbench.jmh.report.figures.StackProfile.FrameCost;
import org.mapperbench.jmh.report.model.ProfileRecord;
import org.mapperbench.jmh.report.render.Doc.Block;
import org.mapperbench.jmh.report.render.Doc.Cell;
import org.mapperbench.jmh.report.render.Doc.Heading;
import org.mapperbench.jmh.report.render.Doc.Paragraph;
import org.mapperbench.jmh.report.render.Doc.Table;

/**
 * "Where the time goes": the profiling pass ({@code bench.profile}). Per operation and library, the client's CPU and
 * allocation per call split by whose code spent them, what each mapper adds over its family's native adapter frame
 * by frame, and the requests each call caused. Nothing for a run without the pass.
 */
public final class ProfileSection {
  /** Frames named per library and operation in the differential view. */
  static final int ADDED_FRAMES = 3;
  private static final List<FrameCategory> SPLIT = List.of(FrameCategory.values());

  private ProfileSection() {}

  public static List<Block> of(org.mapperbench.jmh.report.figures.RunResults run) {
    return build(ProfileFigures.of(run));
  }

  static List<Block> build(ProfileFigures profiles) {
    if (profiles.isEmpty()) {
      return List.of();
    }
    List<Block> blocks = new ArrayList<>();
    blocks.add(new Heading(2, "Where the time goes"));
    blocks.add(new Paragraph("Each library's operations ran once more, on one thread, in a fork JVM of its own under"
        + " async-profiler (" + engines(profiles) + "), never timed: warmed up as a measured trial, with the profiler"
        + " sampling the measured windows alone. Costs are per call and of the whole client JVM (the driver's I/O"
        + " threads and the garbage collector count), split by whose code spent them: a sample belongs to its"
        + " innermost Java frame, so a JDK collection's work is the JDK's whoever called it. Each operation's flame"
        + " graphs are linked from its row."));
    for (String event : List.of("cpu", "alloc")) {
      List<List<Cell>> rows = split(profiles, event);
      if (!rows.isEmpty()) {
        boolean cpu = event.equals("cpu");
        blocks.add(new Heading(3, cpu ? "Client CPU per call (µs), by whose code" : "Allocation per call (bytes),"
            + " by whose code"));
        List<String> header = new ArrayList<>(List.of("operation", "library", "total"));
        SPLIT.forEach(category -> header.add(category.label()));
        header.add("flame graph");
        List<Boolean> numeric = new ArrayList<>(List.of(false, false));
        SPLIT.forEach(category -> numeric.add(true));
        numeric.add(true);
        numeric.add(false);
        blocks.add(new Table(header, numeric, rows));
      }
    }
    List<List<Cell>> added = added(profiles);
    if (!added.isEmpty()) {
      blocks.add(new Heading(3, "What each mapper adds over its native adapter"));
      blocks.add(new Paragraph("Per call, the library's cost minus its family native's (driver3-native,"
          + " driver4-native or jdbc-mariadb) on the same operation, and the " + ADDED_FRAMES + " frames whose own"
          + " cost grew most: the code the mapper runs that the plain driver does not, or runs more of."));
      blocks.add(new Table(List.of("library", "operation", "native", "CPU added µs", "frames adding CPU (µs)",
          "bytes added", "frames adding bytes"), List.of(false, false, false, true, false, true, false), added));
    }
    List<List<Cell>> requests = requests(profiles);
    if (!requests.isEmpty()) {
      blocks.add(new Heading(3, "Requests per call"));
      blocks.add(new Paragraph("What the server's own counters saw per call in the profiled windows: on Cassandra a"
          + " table's coordinated reads or writes, on MariaDB a statement kind (Com_select, Com_insert, ...). A mapper"
          + " that sends more statements than its native adapter for the same operation shows here."));
      blocks.add(new Table(List.of("operation", "library", "requests per call"), List.of(false, false, false),
          requests));
    }
    return blocks;
  }

  private static String engines(ProfileFigures profiles) {
    TreeSet<String> engines = new TreeSet<>();
    for (String adapter : profiles.adapters()) {
      for (String op : profiles.operations()) {
        profiles.operation(adapter, op).ifPresent(o -> o.record().events().forEach((event, p) ->
            engines.add(event + ": " + Format.value(p.engine(), "?"))));
      }
    }
    return String.join("; ", engines);
  }

  private static List<List<Cell>> split(ProfileFigures profiles, String event) {
    int decimals = event.equals("cpu") ? 1 : 0;
    double unit = event.equals("cpu") ? 1000 : 1; // nanoseconds to microseconds
    List<List<Cell>> rows = new ArrayList<>();
    for (String op : profiles.operations()) {
      for (String adapter : profiles.adapters()) {
        Optional<ProfileFigures.Operation> profiled = profiles.operation(adapter, op);
        StackProfile profile = profiled.map(o -> o.profiles().get(event)).orElse(null);
        if (profile == null) {
          continue;
        }
        List<Cell> row = new ArrayList<>(List.of(Cell.of(op), Cell.of(adapter),
            Cell.of(Format.number(profile.perCall() / unit, decimals))));
        Map<FrameCategory, Double> byCategory = profile.perCallByCategory();
        SPLIT.forEach(category -> row.add(Cell.of(Format.number(byCategory.get(category) / unit, decimals))));
        ProfileRecord.EventProfile files = profiled.get().record().events().get(event);
        row.add(Cell.link(event, files.flameGraph()));
        rows.add(row);
      }
    }
    return rows;
  }

  private static List<List<Cell>> added(ProfileFigures profiles) {
    List<List<Cell>> rows = new ArrayList<>();
    for (String adapter : profiles.adapters()) {
      Optional<String> base = profiles.familyNative(adapter);
      if (base.isEmpty()) {
        continue;
      }
      for (String op : profiles.operations()) {
        Optional<ProfileFigures.Operation> mapper = profiles.operation(adapter, op);
        Optional<ProfileFigures.Operation> floor = profiles.operation(base.get(), op);
        if (mapper.isEmpty() || floor.isEmpty()) {
          continue;
        }
        Function<String, StackProfile> ours = event -> mapper.get().profiles().get(event);
        Function<String, StackProfile> theirs = event -> floor.get().profiles().get(event);
        rows.add(List.of(Cell.of(adapter), Cell.of(op), Cell.of(base.get()),
            Cell.of(difference(ours.apply("cpu"), theirs.apply("cpu"), 1000, 1)),
            Cell.of(frames(ours.apply("cpu"), theirs.apply("cpu"), 1000, 1)),
            Cell.of(difference(ours.apply("alloc"), theirs.apply("alloc"), 1, 0)),
            Cell.of(frames(ours.apply("alloc"), theirs.apply("alloc"), 1, 0))));
      }
    }
    return rows;
  }

  private static String difference(StackProfile ours, StackProfile theirs, double unit, int decimals) {
    if (ours == null || theirs == null) {
      return Format.NONE;
    }
    double added = (ours.perCall() - theirs.perCall()) / unit;
    return (added >= 0 ? "+" : "") + Format.number(added, decimals);
  }

  private static String frames(StackProfile ours, StackProfile theirs, double unit, int decimals) {
    if (ours == null || theirs == null) {
      return Format.NONE;
    }
    List<String> named = new ArrayList<>();
    for (FrameCost cost : ours.addedOver(theirs, ADDED_FRAMES)) {
      named.add(shortName(cost.frame()) + " +" + Format.number(cost.added() / unit, decimals));
    }
    return named.isEmpty() ? Format.NONE : String.join("; ", named);
  }

  /** A frame by its class's simple name: {@code org/springframework/.../CassandraTemplate.selectOne} as {@code
   * CassandraTemplate.selectOne}. */
  static String shortName(String frame) {
    int slash = frame.lastIndexOf('/');
    return slash < 0 ? frame : frame.substring(slash + 1);
  }

  private static List<List<Cell>> requests(ProfileFigures profiles) {
    List<List<Cell>> rows = new ArrayList<>();
    for (String op : profiles.operations()) {
      for (String adapter : profiles.adapters()) {
        profiles.operation(adapter, op).map(o -> o.record().requestsPerCall()).filter(r -> !r.isEmpty())
            .ifPresent(perCall -> {
              List<String> parts = new ArrayList<>();
              perCall.forEach((counter, n) -> parts.add(counter + " " + Format.number(n, 2)));
              rows.add(List.of(Cell.of(op), Cell.of(adapter), Cell.of(String.join(", ", parts))));
            });
      }
    }
    return rows;
  }
}
