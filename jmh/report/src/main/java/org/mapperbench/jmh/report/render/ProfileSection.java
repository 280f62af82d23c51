package org.mapperbench.jmh.report.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.IntStream;
import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.jmh.results.figures.FrameCategory;
import org.mapperbench.jmh.results.figures.ProfileFigures;
import org.mapperbench.jmh.results.figures.StackProfile;
import org.mapperbench.jmh.report.render.Doc.Block;
import org.mapperbench.jmh.report.render.Doc.Cell;
import org.mapperbench.jmh.report.render.Doc.Details;
import org.mapperbench.jmh.report.render.Doc.Heading;
import org.mapperbench.jmh.report.render.Doc.Paragraph;
import org.mapperbench.jmh.report.render.Doc.Table;
import org.mapperbench.jmh.results.model.ProfileRecord;

/**
 * "Where the time goes": the profiling pass ({@code bench.profile}). Per operation and library, the client's CPU and
 * allocation per call split by whose code spent them, what each mapper adds over its family's native adapter frame
 * by frame, and the requests each call caused. Nothing for a run without the pass.
 */
public final class ProfileSection {
  private static final List<FrameCategory> SPLIT = List.of(FrameCategory.values());

  private ProfileSection() {}

  public static List<Block> of(RunModel model) {
    return build(model.profiles());
  }

  static List<Block> build(ProfileFigures profiles) {
    if (profiles.isEmpty()) {
      return List.of();
    }
    List<Block> blocks = new ArrayList<>();
    blocks.add(new Heading(2, "Where the time goes"));
    blocks.add(new Paragraph("Each library's operations ran once more, on one thread, under async-profiler ("
        + engines(profiles) + "), never timed " + MethodDocs.PROFILE_RUNS.see() + ". Costs are per call and of the"
        + " whole client JVM, split by whose code spent them " + MethodDocs.PROFILE_SPLIT.see() + "."));
    blocks.addAll(AddedCost.of(profiles));
    for (String event : List.of("cpu", "alloc")) {
      List<List<Cell>> rows = split(profiles, event);
      if (!rows.isEmpty()) {
        List<String> header = new ArrayList<>(List.of("operation", "library", "sampled", "measured"));
        SPLIT.forEach(category -> header.add(category.label()));
        header.add("flame graph");
        // Every column between the library and the flame graph's link is a figure.
        blocks.add(new Details((event.equals("cpu") ? "Client CPU per call (µs)" : "Allocation per call (bytes)")
            + " of every operation, by whose code, with its flame graph", List.of(new Paragraph("\"Sampled\":"
            + " what the samples add up to per call, which the split divides; \"measured\": what the JVM's own counters"
            + " saw over the same windows " + MethodDocs.PROFILE_WHOLE.see() + "."),
            new Table(header, IntStream.range(0, header.size())
                .mapToObj(column -> column > 1 && column < header.size() - 1).toList(), rows))));
      }
    }
    List<List<Cell>> requests = requests(profiles);
    if (!requests.isEmpty()) {
      blocks.add(new Details("Requests per call of every operation", List.of(new Paragraph("What the server's own"
          + " counters saw per call in the profiled windows, by table on Cassandra and statement kind on MariaDB: a"
          + " mapper's statements beyond its native adapter's show here and in its line above."),
          new Table(List.of("operation", "library", "requests per call"), List.of(false, false, false), requests))));
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
        ProfileRecord.EventProfile files = profiled.get().record().events().get(event);
        Double measured = files.measuredPerCall();
        List<Cell> row = new ArrayList<>(List.of(Cell.of(op), Cell.of(adapter),
            Cell.of(Format.number(profile.perCall() / unit, decimals)),
            Cell.of(measured == null ? Format.NONE : Format.number(measured / unit, decimals))));
        Map<FrameCategory, Double> byCategory = profile.perCallByCategory();
        SPLIT.forEach(category -> row.add(Cell.of(Format.number(byCategory.get(category) / unit, decimals))));
        row.add(Cell.link(event, files.flameGraph()));
        rows.add(row);
      }
    }
    return rows;
  }

  /**
   * A frame by its class's simple name: {@code org/springframework/.../CassandraTemplate.selectOne} as {@code
   * CassandraTemplate.selectOne}, a lambda's hidden class without its address ({@code Adapter$$Lambda.accept}).
   */
  static String shortName(String frame) {
    String named = frame.replaceAll("\\$\\$Lambda[$\\d]*(\\.0x\\p{XDigit}+)?", "\\$\\$Lambda");
    return named.substring(named.lastIndexOf('/') + 1);
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
