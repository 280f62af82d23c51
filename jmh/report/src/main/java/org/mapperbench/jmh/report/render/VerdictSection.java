package org.mapperbench.jmh.report.render;

import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.jmh.results.figures.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mapperbench.jmh.report.render.Doc.Block;
import org.mapperbench.jmh.report.render.Doc.Bullets;
import org.mapperbench.jmh.report.render.Doc.Cell;
import org.mapperbench.jmh.report.render.Doc.Heading;
import org.mapperbench.jmh.report.render.Doc.Image;
import org.mapperbench.jmh.report.render.Doc.Paragraph;
import org.mapperbench.jmh.report.render.Doc.Shade;
import org.mapperbench.jmh.report.render.Doc.Table;
import org.mapperbench.jmh.results.figures.BenchmarkFigures;
import org.mapperbench.jmh.results.figures.Cost;
import org.mapperbench.jmh.results.figures.FamilyNative;
import org.mapperbench.jmh.results.figures.HierarchicalBootstrap;
import org.mapperbench.jmh.results.figures.NoiseFloor;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.SuiteInterval;
import org.mapperbench.jmh.results.figures.VariancePrior;
import org.mapperbench.settings.BenchSettings;

/**
 * The top of the report: one line per library with every cost against its family's native adapter, the chart of
 * those ratios, then per cost a library-by-operation matrix, coloured by what the run could tell.
 */
public final class VerdictSection {
  public static final String TITLE = "Verdict";
  public static final String VERSIONS_TITLE = "Versions";

  private VerdictSection() {}

  /**
   * The verdict on the run's libraries, with its chart; beside it the run's noise floor (null without a noise probe):
   * the smallest difference the run could tell.
   */
  public static List<Block> build(RunModel model, Optional<Charts.Figure> chart) {
    RunResults run = model.run();
    Verdict verdict = model.verdict();
    NoiseFloor floor = model.floor();
    List<Block> blocks = new ArrayList<>();
    blocks.add(new Heading(2, TITLE));
    if (verdict.isEmpty()) {
      blocks.add(new Paragraph("No library to judge: this run has no mapper beside its family's native adapter"
          + " (driver3-native, driver4-native or jdbc-mariadb). Run one with it, e.g."
          + " -Dbench.adapters=driver4-native,spring-data."));
      return blocks;
    }
    blocks.add(new Paragraph("What each library costs per call against the plain driver of its family, on one client"
        + " thread, for the same operation: \"same\" where the run could not tell them apart, otherwise the change"
        + " with its 95% interval " + MethodDocs.VERDICT.see() + "." + interleaved(run, "library's", "native's")));
    blocks.add(new Paragraph("Costs measured most precisely come first: requests per call are counted by the server"
        + " itself; " + precision(run) + "."));
    int forks = forks(run);
    // The typical benchmark's forks, as the Machine noise section says it: extra rounds give only a few more.
    int typical = NoiseFloor.typicalForks(run.allFigures());
    double resolvable = floor == null ? Double.NaN : floor.smallestResolvableRatio(typical);
    if (Double.isFinite(resolvable)) {
      blocks.add(new Paragraph(String.format(java.util.Locale.ROOT,
          "This machine's noise (see Machine noise): a fixed CPU loop varied %s between forks, so at %d forks, the"
          + " typical benchmark's, no difference below %s could be told from none, even by a library as steady as the"
          + " loop.",
          Format.percent(100 * floor.spread()), typical, VerdictWords.change(resolvable))));
    }
    if (forks < HierarchicalBootstrap.MIN_FORKS) {
      blocks.add(new Paragraph(SuiteInterval.noErrorBar(forks) + ". An interval needs at least "
          + HierarchicalBootstrap.MIN_FORKS + " forks: each cell gives the library's own cost per call, and only"
          + " requests, which the server counts exactly, are compared " + MethodDocs.VERDICT.see() + "."));
    } else {
      borrowed(model).ifPresent(blocks::add);
    }
    blocks.add(new Bullets(lines(run, verdict, ": see check"), Doc.Tone.PLAIN));
    chart.ifPresent(figure -> blocks.add(new Image(figure.path(), figure.title())));
    for (Cost cost : Cost.values()) {
      blocks.add(new Heading(3, cost.title + ", over the native adapter"));
      blocks.add(matrix(model.operations(), verdict.rows(cost), false));
    }
    return blocks;
  }

  /**
   * What the run's intervals borrowed, cost by cost: the prior's spread of a paired ratio from round to round and the
   * degrees of freedom it lends each cell; nothing where no cost has a prior (too few cells or forks).
   */
  static Optional<Block> borrowed(RunModel model) {
    List<String> parts = new ArrayList<>();
    for (Cost cost : Cost.values()) {
      VariancePrior prior = model.figures().prior(cost);
      if (prior.known()) {
        parts.add(cost.title.replace(" per call", "") + " " + Format.percent(100 * Math.sqrt(prior.s0Squared()))
            + " on " + Format.number(prior.d0(), 1)
            + " degrees of freedom from " + prior.cells() + " cells");
      }
    }
    return parts.isEmpty() ? Optional.empty() : Optional.of(new Paragraph("Intervals borrow strength from the run's"
        + " other cells of their cost " + MethodDocs.BORROWED.see() + ": the spread of a paired ratio from round to"
        + " round that the cells share, and what it lends each: " + String.join("; ", parts) + "."));
  }

  /** One line per judged adapter: what it is read against, on which drivers, and every cost in a few words. */
  private static List<String> lines(RunResults run, Verdict verdict, String whenDriversDiffer) {
    return verdict.adapters().stream().map(adapter -> adapter + " against " + verdict.base(adapter)
        + drivers(run, adapter, verdict.base(adapter), whenDriversDiffer) + ": "
        + String.join("; ", VerdictWords.summaries(verdict, adapter, cost -> cost.title)) + ".").toList();
  }

  /** The driver each side of a pair ran: " (both on java-driver-core 4.19.3)", or each side's when they differ. */
  static String drivers(RunResults run, String adapter, String base, String whenTheyDiffer) {
    String own = FamilyNative.driver(run.adapter(adapter));
    String theirs = FamilyNative.driver(run.adapter(base));
    if (own == null || theirs == null) {
      return "";
    }
    String ownName = own.substring(own.indexOf(':') + 1);
    return own.equals(theirs) ? " (both on " + ownName + ")"
        : " (" + ownName + " against " + theirs.substring(theirs.indexOf(':') + 1) + whenTheyDiffer + ")";
  }

  /** What a run that interleaved its forks says of the two it compares; nothing for one that did not. */
  private static String interleaved(RunResults run, String one, String other) {
    return run.settings().get(BenchSettings.INTERLEAVE).orElse(false)
        ? " A " + one + " fork JVMs ran beside its " + other + ", their measured windows in turns a second apart "
            + MethodDocs.INTERLEAVED.see() + "." : "";
  }

  /**
   * The Versions part, after the verdict: each variant against the first adapter of its module the run named, in the
   * verdict's own cells; nothing when the run has no variant.
   */
  public static List<Block> versions(RunModel model) {
    RunResults run = model.run();
    Verdict versions = model.versions();
    List<Block> blocks = new ArrayList<>();
    if (versions.isEmpty()) {
      return blocks;
    }
    blocks.add(new Heading(2, VERSIONS_TITLE));
    blocks.add(new Paragraph("Each variant of a library (another version, profile or JDK) against the first of that"
        + " library the run named, per call on one client thread: the verdict's cell, then what the variant adds to"
        + " a call " + MethodDocs.VARIANTS.see() + "." + interleaved(run, "variant's", "base's")));
    blocks.add(new Bullets(lines(run, versions, ""), Doc.Tone.PLAIN));
    for (Cost cost : Cost.values()) {
      blocks.add(new Heading(3, cost.title + ", over the first variant"));
      blocks.add(matrix(model.operations(), versions.rows(cost), true));
    }
    return blocks;
  }

  /**
   * How much each measured cost varied between forks in this run (median over benchmarks), and the smallest ratio
   * that spread lets the run tell from 1 at the typical benchmark's forks; or why not said.
   */
  static String precision(RunResults run) {
    List<String> parts = new ArrayList<>();
    int typical = NoiseFloor.typicalForks(run.allFigures());
    for (Cost cost : List.of(Cost.ALLOCATION, Cost.CLIENT_CPU, Cost.CLIENT_GC, Cost.SERVER_CPU, Cost.MEAN_LATENCY)) {
      double spread = NoiseFloor.medianSpread(run.figures(), cost);
      if (Double.isFinite(spread)) {
        double resolvable = NoiseFloor.smallestResolvableRatio(spread, typical);
        parts.add(cost.title.replace(" per call", "") + " " + Format.percent(100 * spread)
            + (Double.isFinite(resolvable) ? " (smallest difference it tells: " + VerdictWords.change(resolvable) + ")"
                : ""));
      }
    }
    if (parts.isEmpty()) {
      return "the others vary between forks, bytes allocated least and latency most, and it takes "
          + HierarchicalBootstrap.MIN_FORKS + " forks to say how much";
    }
    return "the others varied between forks of one benchmark in this run (median over benchmarks, measured as the"
        + " probe's spread is) by: " + String.join(", ", parts) + ", so a difference in a cost must be well above its"
        + " spread to be called";
  }

  /**
   * One cost: an operation per row and a library per column, so that the table keeps to the page's width however many
   * operations a run has (a run judges a few libraries, but plans a dozen operations); the first row sums each up.
   */
  private static Table matrix(List<String> operations, List<Verdict.Row> rows, boolean withDifference) {
    List<String> header = new ArrayList<>(List.of("operation"));
    rows.forEach(row -> header.add(row.adapter() + " vs " + row.base()));
    List<List<Cell>> cells = new ArrayList<>();
    // The library's one answer first, the operations' cells it rests on below it.
    List<Cell> summary = new ArrayList<>(List.of(Cell.of("all operations")));
    rows.forEach(row -> summary.add(new Cell(VerdictWords.summary(row), false, shade(row.libraryDirection()))));
    cells.add(summary);
    for (String op : operations) {
      List<Cell> line = new ArrayList<>(List.of(Cell.of(op)));
      for (Verdict.Row row : rows) {
        Verdict.Judgement judgement = row.operations().get(op);
        if (judgement == null) {
          line.add(Cell.of(Format.NONE));
          continue;
        }
        String difference = VerdictWords.differenceWords(judgement);
        line.add(new Cell(VerdictWords.words(judgement)
            + (judgement.counters().isEmpty() ? "" : " (" + judgement.counters() + ")")
            + (withDifference && !difference.isEmpty() ? "; " + difference : ""), false, shade(judgement.direction())));
      }
      cells.add(line);
    }
    // Not numeric: a cell with its counters or a summary may wrap, where a number column would keep to one line.
    return new Table(header, header.stream().map(h -> false).toList(), cells);
  }

  private static Shade shade(Verdict.Direction direction) {
    return switch (direction) {
      case HIGHER -> Shade.WORSE;
      case LOWER -> Shade.BETTER;
      case SAME -> Shade.SAME;
      default -> Shade.NONE;
    };
  }

  /** The most forks any single-thread benchmark of the run rests on. */
  static int forks(RunResults run) {
    return run.figures().stream().filter(f -> !f.throughput()).mapToInt(BenchmarkFigures::forks).max().orElse(0);
  }
}
