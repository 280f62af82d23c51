package org.mapperbench.jmh.report.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.mapperbench.jmh.results.figures.RunFigures;
import org.mapperbench.jmh.report.render.Doc.Block;
import org.mapperbench.jmh.report.render.Doc.Bullets;
import org.mapperbench.jmh.report.render.Doc.Heading;
import org.mapperbench.jmh.report.render.Doc.Image;
import org.mapperbench.jmh.report.render.Doc.Paragraph;
import org.mapperbench.jmh.report.render.Doc.Tone;
import org.mapperbench.jmh.report.render.Warnings.Kind;
import org.mapperbench.jmh.report.render.Warnings.Warning;
import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.model.PrecisionRecord;
import org.mapperbench.jmh.results.model.SessionRecord;
import org.mapperbench.settings.BenchSettings;

/**
 * The report's content, in reading order: what ran, how to read it, the figures, the charts, the warnings, the facts.
 */
public final class ReportDocument {
  static final List<String> HOW_TO_READ = List.of(
      "Each operation table is one benchmark per adapter, timed on one client thread in JMH's sample mode.",
      "mean and p99: microseconds per call over every fork. ±: the half-width of the mean's 95% interval over forks"
          + " and iterations, not JMH's scoreError " + MethodDocs.PLUS_MINUS.see() + "; in bold and listed under"
          + " Warnings when above the run's precision target.",
      "mean / native: the mean over the same operation's mean on the native adapter of its family (driver3-native,"
          + " driver4-native or jdbc-mariadb), with its 95% interval in brackets, forks paired by round.",
      "mean / floor: the mean over that native adapter's roundTrip mean, the floor round trip (the cheapest request"
          + " its server counts): roughly how many round trips the call costs, with its interval.",
      "Two figures differ only where the interval of their ratio excludes 1; overlapping ± bars say little.",
      "client CPU: the library's work per call, without the JIT and the collectors; client GC: the collectors' CPU per"
          + " call; server CPU: the server's work on requests; alloc: bytes allocated per call "
          + MethodDocs.WHO_SPENT_THE_CPU.see() + ".",
      "verified: the server's own request counters accounted for every call the benchmark made.",
      "Throughput: operations per second with the given number of client threads.",
      Format.NONE + " means no figure: the adapter failed or did not run that benchmark, the family's native adapter"
          + " was not in this run, or the metric was not measured.");

  /** More warnings of one kind than this are folded, so that the rarer kinds stay in view. */
  static final int FOLDED_WARNINGS = 12;

  private ReportDocument() {}

  /**
   * The document; {@code laterSections} go after the charts: the optional passes' (rate mode, profiling) and the
   * loaded dataset's.
   */
  public static List<Block> build(RunModel model, List<Warning> warnings, List<Charts.Figure> charts,
      List<Block> verdict, List<Block> laterSections) {
    RunResults run = model.run();
    RunFigures figures = model.figures();
    List<Block> doc = new ArrayList<>();
    doc.add(new Heading(1, "mapper-bench run " + run.id() + ": " + run.status()));
    if (run.profileOnly()) {
      // The profiling pass alone timed nothing: no verdict, latency table or warning of missing results to show.
      doc.add(new Paragraph("The profiling pass alone (bench.profileOnly) of " + run.adapters().size() + " adapters ("
          + String.join(", ", run.adapters()) + "): no timed round, so no verdict or latency; what each call costs and"
          + " why is below. Run without bench.profileOnly for the timed figures."));
      doc.addAll(laterSections);
      doc.addAll(MetadataSection.build(model));
      return doc;
    }
    doc.add(new Paragraph(summary(run, warnings)));
    doc.addAll(verdict);
    doc.add(new Heading(2, "How to read"));
    doc.add(new Bullets(HOW_TO_READ, Tone.PLAIN));
    doc.addAll(NoiseSection.build(model));
    doc.addAll(MachinesSection.build(model));
    List<String> settings = run.consistencySettings();
    if (settings.size() > 1) {
      doc.add(new Paragraph("This run swept " + settings.size() + " consistency settings ("
          + String.join(", ", settings)
          + "). The tables and charts below show the reference setting, " + settings.get(0) + "; Cost of consistency"
          + " compares them all."));
    }
    doc.add(new Heading(2, "Latency per operation (1 thread)"));
    for (String op : model.operations()) {
      doc.add(new Heading(3, op));
      doc.add(FigureTables.operation(run, figures, op));
    }
    FigureTables.floors(run, figures).ifPresent(table -> {
      doc.add(new Heading(2, "Floors"));
      doc.add(new Paragraph("Each adapter's roundTrip: the same prepared single-partition read through every library of"
          + " a backend. They should agree; where they do not, Warnings says so."));
      doc.add(table);
    });
    FigureTables.throughput(run, figures).ifPresent(table -> {
      doc.add(new Heading(2, "Throughput (ops/s per client thread count)"));
      doc.add(table);
    });
    doc.addAll(StartupSection.build(model));
    if (!charts.isEmpty()) {
      doc.add(new Heading(2, "Charts"));
      charts.forEach(chart -> doc.add(new Image(chart.path(), chart.title())));
    }
    doc.addAll(laterSections);
    doc.addAll(ConsistencySection.build(model));
    doc.addAll(ResourceSection.build(model));
    doc.add(new Heading(2, "Warnings"));
    if (warnings.isEmpty()) {
      doc.add(new Paragraph("None: every planned benchmark verified and within the precision target, the floors agree,"
          + " no fork ran under foreign load, no limitation declared."));
    }
    Map<Kind, List<String>> byKind = new TreeMap<>();
    warnings.forEach(w -> byKind.computeIfAbsent(w.kind(), k -> new ArrayList<>()).add(w.text()));
    byKind.forEach((kind, texts) -> {
      doc.add(new Heading(3, kind.title));
      Bullets bullets = new Bullets(texts, kind == Kind.LIMITATION ? Tone.NOTE : Tone.ALERT);
      // A default run may miss the precision target on most of its benchmarks (docs/methodology.md): listed, folded.
      doc.add(texts.size() > FOLDED_WARNINGS
          ? new Doc.Details(texts.size() + " warnings of this kind (show them)", List.of(bullets)) : bullets);
    });
    doc.addAll(MetadataSection.build(model));
    return doc;
  }

  /** ", in 2 sessions (rounds 1-4, 4-6; the first stopped by SIGTERM)" for a resumed run; nothing for one session. */
  private static String sessions(List<SessionRecord> sessions) {
    if (sessions.size() < 2) {
      return "";
    }
    List<String> rounds = new ArrayList<>();
    List<String> stops = new ArrayList<>();
    for (int i = 0; i < sessions.size(); i++) {
      SessionRecord s = sessions.get(i);
      rounds.add(s.firstRound() == null ? "none" : Objects.equals(s.firstRound(), s.lastRound())
          ? Integer.toString(s.firstRound()) : s.firstRound() + "-" + s.lastRound());
      if (s.stoppedBy() != null) {
        stops.add("session " + (i + 1) + " stopped by " + s.stoppedBy());
      }
    }
    return ", in " + sessions.size() + " sessions (rounds " + String.join(", ", rounds)
        + (stops.isEmpty() ? "" : "; " + String.join(", ", stops)) + ")";
  }

  private static String summary(RunResults run, List<Warning> warnings) {
    List<String> servers = new ArrayList<>();
    run.record().servers().values().forEach(s -> servers.add(Format.value(s.description(), "")));
    long verification = warnings.stream().filter(w -> w.kind() == Kind.VERIFICATION).count();
    List<String> parts = new ArrayList<>();
    parts.add(run.adapters().size() + (run.adapters().size() == 1 ? " adapter (" : " adapters (")
        + String.join(", ", run.adapters()) + "),");
    parts.add("started " + Format.instant(run.record().startedAt()) + ", finished "
        + Format.instant(run.record().finishedAt()) + sessions(run.record().sessions()) + ";");
    parts.add((servers.isEmpty() ? "no server recorded" : String.join("; ", servers)) + ";");
    if (run.settings().get(BenchSettings.QUICK).orElse(false)) {
      parts.add("a quick run (a smoke test, not for conclusions);");
    }
    PrecisionRecord precision = run.record().precision();
    if (precision != null) {
      parts.add(String.format(java.util.Locale.ROOT, "%d of %d benchmarks within the %s precision target"
          + " (rounds stopped: %s);",
          Objects.requireNonNullElse(precision.met(), 0), Objects.requireNonNullElse(precision.of(), 0),
          Format.percent(100 * Objects.requireNonNullElse(precision.target(), 0.0)),
          Format.value(precision.stoppedBy(), "?")));
    }
    parts.add(warnings.size() + " warnings, " + verification + " of them about verification (see Warnings).");
    return String.join(" ", parts);
  }
}
