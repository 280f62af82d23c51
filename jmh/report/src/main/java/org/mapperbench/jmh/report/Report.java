package org.mapperbench.jmh.report;

import org.mapperbench.jmh.report.render.VerdictWords;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.mapperbench.jmh.results.figures.DashboardFiles;
import org.mapperbench.jmh.results.figures.MergedResults;
import org.mapperbench.jmh.report.render.Charts;
import org.mapperbench.jmh.report.render.DatasetSection;
import org.mapperbench.jmh.report.render.Doc;
import org.mapperbench.jmh.report.render.HtmlReport;
import org.mapperbench.jmh.report.render.MarkdownReport;
import org.mapperbench.jmh.report.render.PathsSection;
import org.mapperbench.jmh.report.render.ProfileSection;
import org.mapperbench.jmh.report.render.RateSection;
import org.mapperbench.jmh.report.render.ReportDocument;
import org.mapperbench.jmh.report.render.RowsSection;
import org.mapperbench.jmh.report.render.VerdictSection;
import org.mapperbench.jmh.report.render.Warnings;
import org.mapperbench.jmh.report.summary.RunSummary;
import org.mapperbench.jmh.results.ReportWriter;
import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.SuiteNames;

/**
 * Writes what people read into a results folder: {@code results.json} (every adapter in one JMH result list), the
 * dashboards' files ({@link DashboardFiles}), {@code charts/*.png}, {@code report.md} and a self-contained
 * {@code report.html}, and what the docs quote from it ({@link RunSummary}). The runner calls it after every
 * run; {@code scripts/mapper-bench report [results/<run>]} regenerates it for any run folder.
 */
public final class Report {
  private Report() {}

  /** Returns the path of report.html. */
  public static Path write(Path resultsDir) throws IOException {
    return writeAll(resultsDir).html();
  }

  /** The same, reading a run on a loaded dataset against the memtable run {@code memtable} (a folder). */
  public static Path write(Path resultsDir, Path memtable) throws IOException {
    return writeAll(resultsDir, Optional.of(RunResults.load(memtable))).html();
  }

  public static ReportWriter.Written writeAll(Path resultsDir) throws IOException {
    return writeAll(resultsDir, Optional.empty());
  }

  private static ReportWriter.Written writeAll(Path resultsDir, Optional<RunResults> memtable) throws IOException {
    // Charts are files, never windows: no display is needed, and none is opened on a developer's desktop.
    System.setProperty("java.awt.headless", "true");
    RunResults run = RunResults.load(resultsDir);
    RunModel model = RunModel.of(run, memtable);
    MergedResults.write(run, resultsDir.resolve(SuiteNames.MERGED_FILE));
    DashboardFiles.write(run, resultsDir);
    Path chartDir = resultsDir.resolve(SuiteNames.CHARTS_DIR);
    List<Charts.Figure> charts = Charts.write(model, chartDir);
    if (!run.profileOnly()) {
      RunSummary.of(model).write(RunSummary.in(resultsDir));
    }
    List<Doc.Block> verdictBlocks = new java.util.ArrayList<>(
        VerdictSection.build(model, Charts.verdict(model.verdict(), chartDir)));
    RowsSection.Part rows = RowsSection.of(model, chartDir);
    verdictBlocks.addAll(rows.blocks());
    verdictBlocks.addAll(PathsSection.build(model));
    verdictBlocks.addAll(VerdictSection.versions(model));
    List<Doc.Block> laterSections = passes(model, chartDir);
    laterSections.addAll(DatasetSection.build(model));
    List<Doc.Block> doc = ReportDocument.build(model, Warnings.of(model), charts, verdictBlocks, laterSections);
    Files.writeString(resultsDir.resolve(SuiteNames.REPORT_MARKDOWN), MarkdownReport.render(doc),
        StandardCharsets.UTF_8);
    Path html = resultsDir.resolve(SuiteNames.REPORT_HTML);
    Files.writeString(html, HtmlReport.render(doc, resultsDir), StandardCharsets.UTF_8);
    List<String> verdictLines = new java.util.ArrayList<>(VerdictWords.lines(model.verdict()));
    verdictLines.addAll(rows.lines());
    return new ReportWriter.Written(html, run.profileOnly() ? List.of() : verdictLines,
        run.profileOnly() ? List.of() : VerdictWords.lines(model.versions()));
  }

  /** The sections of the run's optional passes, after the closed-loop charts: rate mode, then profiling. */
  private static List<Doc.Block> passes(RunModel model, Path chartDir) throws IOException {
    List<Doc.Block> blocks = new java.util.ArrayList<>(RateSection.of(model, chartDir));
    blocks.addAll(ProfileSection.of(model));
    return blocks;
  }

  /** {@code Report [results folder]}, by default {@code results/latest}. */
  public static void main(String[] args) {
    Path dir = Path.of(args.length > 0 ? args[0] : "results/latest");
    try {
      System.out.println("report: " + write(dir));
    } catch (IOException | RuntimeException e) {
      System.err.println("report: failed: " + ReportWriter.firstLine(e));
      System.exit(1);
    }
  }

  /** The runner's way in ({@link ReportWriter#find}), listed in META-INF/services. */
  public static final class Service implements ReportWriter {
    @Override
    public Written write(Path resultsDir) throws IOException {
      return writeAll(resultsDir);
    }
  }
}
