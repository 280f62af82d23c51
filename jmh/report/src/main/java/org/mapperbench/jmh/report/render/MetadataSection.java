package org.mapperbench.jmh.report.render;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.mapperbench.jmh.results.figures.RunModel;
import org.mapperbench.entities.adapter.AdapterTraits.StatementStyle;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.jmh.report.render.Doc.Block;
import org.mapperbench.jmh.report.render.Doc.Cell;
import org.mapperbench.jmh.report.render.Doc.Details;
import org.mapperbench.jmh.report.render.Doc.Heading;
import org.mapperbench.jmh.report.render.Doc.Table;
import org.mapperbench.jmh.results.figures.RunResults;
import org.mapperbench.jmh.results.figures.SuiteNames;
import org.mapperbench.jmh.results.model.TraitsRecord;
import org.mapperbench.settings.Suite;

/**
 * What ran, from run.json: servers, client JVM, machine, settings, and per adapter its library and versions. The facts
 * table (client, machine, settings, precision, harness, stats sidecar) lists every field as the file holds it, raw, so
 * that an older run's settings this version no longer knows (forks, iterationSeconds) still show.
 */
final class MetadataSection {
  private MetadataSection() {}

  static List<Block> build(RunModel model) {
    RunResults run = model.run();
    JsonNode root = run.run();
    List<Block> blocks = new ArrayList<>();
    blocks.add(new Heading(2, "Metadata"));
    blocks.add(new Heading(3, "Servers"));
    List<List<Cell>> servers = new ArrayList<>();
    List<List<Cell>> variables = new ArrayList<>();
    run.record().servers().forEach((name, s) -> {
      servers.add(cells(name, Format.value(s.description()), Format.value(s.version()), Format.value(s.kind())));
      if (s.variables() != null) {
        s.variables().forEach((variable, value) -> variables.add(cells(name, variable, Format.value(value))));
      }
    });
    blocks.add(servers.isEmpty() ? new Doc.Paragraph("No server recorded in run.json.")
        : table(List.of("server", "description", "version", "kind"), servers));
    if (!variables.isEmpty()) {
      blocks.add(table(List.of("server", "variable", "value"), variables));
    }
    blocks.add(new Heading(3, "Client JVM, machine and settings"));
    List<List<Cell>> facts = new ArrayList<>();
    // Raw, not the records: every fact as the file holds it, also one this version no longer knows.
    for (String section : List.of("client", "machine", "precision", "harness", "statsSidecar")) {
      root.path(section).properties()
          .forEach(f -> facts.add(cells(section + " " + f.getKey(), value(f.getKey(), f.getValue()))));
    }
    if (!facts.isEmpty()) {
      blocks.add(table(List.of("what", "value"), facts));
    }
    List<List<Cell>> settings = new ArrayList<>();
    // A run before 2026-11-27 kept what the user gave apart from its settings. What was given comes first.
    for (boolean given : List.of(true, false)) {
      run.settings().values().forEach((name, v) -> {
        if ((v.given() || run.record().given().containsKey(name)) == given) {
          settings.add(cells(name, settingValue(name, v.value()), given ? "given" : "default"));
        }
      });
    }
    if (!settings.isEmpty()) {
      blocks.add(table(List.of("setting", "value", "from"), settings));
    }
    blocks.add(new Heading(3, "Adapters"));
    List<List<Cell>> adapters = new ArrayList<>();
    for (String adapter : run.adapters()) {
      TraitsRecord traits = run.traits(adapter);
      String status = Format.value(run.adapter(adapter).status());
      List<Cell> row = new ArrayList<>(cells(adapter, Format.value(traits.library())));
      row.add(1, new Cell(status, !SuiteNames.PASSED.equals(status)));
      row.add(Cell.of(mainLibraries(Format.value(traits.library(), ""), run.adapter(adapter).libraries())));
      row.add(new Cell(Format.value(traits.statements()), traits.statements() != StatementStyle.PREPARED));
      row.add(consistency(run, traits));
      row.add(Cell.of(Format.list(traits.jvmFlags())));
      adapters.add(row);
    }
    blocks.add(table(List.of("adapter", "status", "library", "main libraries", "statements", "consistency",
        "jvmFlags"), adapters));
    for (String adapter : run.adapters()) {
      blocks.add(details(adapter, run.traits(adapter), run.adapter(adapter).libraries()));
    }
    return blocks;
  }

  /** A setting's value: "none" for no value; an empty one (no list) as configuration.md names it: "all", "—". */
  private static String settingValue(String name, String value) {
    if (value == null) {
      return "none";
    } else if (!value.isBlank()) {
      return value;
    }
    return Suite.ALL.stream().filter(s -> s.name().equals(name)).findFirst().map(s -> s.defaultDoc().replace("`", ""))
        .filter(doc -> !doc.isBlank()).orElse("none");
  }

  /**
   * The few artifacts a reader looks for: those the library's own description names (it names its artifact, e.g.
   * "java-driver-core"), or {@code <name>-core} of a name it mentions (hibernate-core for "Hibernate ORM").
   */
  static String mainLibraries(String library, Map<String, String> libraries) {
    String text = library.toLowerCase(Locale.ROOT);
    List<String> main = new ArrayList<>();
    for (Map.Entry<String, String> artifact : libraries.entrySet()) {
      String name = artifact.getKey().substring(artifact.getKey().indexOf(':') + 1);
      String lower = name.toLowerCase(Locale.ROOT);
      boolean core = lower.endsWith("-core")
          && text.matches("(?s).*\\b" + Pattern.quote(lower.substring(0, lower.length() - 5)) + "\\b.*");
      if (text.contains(lower) || core) {
        main.add(name + " " + artifact.getValue());
      }
    }
    return main.isEmpty() ? Format.NONE : String.join(", ", main);
  }

  private static Cell consistency(RunResults run, TraitsRecord traits) {
    if (traits.backend() != Backend.CASSANDRA) {
      return Cell.of("none (" + Format.value(traits.backend()) + ")");
    }
    return Boolean.TRUE.equals(traits.consistencyLevelSettable())
        ? Cell.of(Format.value(run.consistencyLevel()))
        : new Cell("NOT settable", true);
  }

  /** Everything else about the adapter, collapsed: how it sends statements, its settings, every library version. */
  private static Details details(String adapter, TraitsRecord traits, Map<String, String> libraries) {
    List<List<Cell>> settings = new ArrayList<>();
    settings.add(cells("family", Format.value(traits.family())));
    settings.add(cells("backend", Format.value(traits.backend())));
    settings.add(cells("batching", Format.value(traits.batching())));
    settings.add(cells("asynchrony", Format.value(traits.asynchrony())));
    settings.add(cells("orderRelation", Format.value(traits.orderRelation())));
    settings.add(cells("bulkWrite", Format.value(traits.bulkWrite())));
    settings.add(cells("paging", Format.value(traits.paging())));
    settings.add(cells("unmappedColumns", traits.unmappedColumns().isEmpty() ? "none"
        : String.join(", ", traits.unmappedColumns())));
    traits.settings().forEach((name, value) -> settings.add(cells(name, Format.value(value))));
    List<List<Cell>> versions = new ArrayList<>();
    libraries.forEach((artifact, version) -> versions.add(cells(artifact, version)));
    List<Block> content = new ArrayList<>();
    content.add(table(List.of("trait or setting", "value"), settings));
    if (!versions.isEmpty()) {
      content.add(table(List.of("artifact", "version"), versions));
    }
    return new Details(adapter + ": traits, settings and all " + versions.size() + " library versions", content);
  }

  private static String value(String key, JsonNode value) {
    if (key.endsWith("Bytes") && value.canConvertToLong()) {
      return String.format(Locale.ROOT, "%,d (%.1f GiB)", value.asLong(), value.asLong() / (1024.0 * 1024 * 1024));
    }
    return Format.json(value);
  }

  private static List<Cell> cells(String... texts) {
    List<Cell> row = new ArrayList<>();
    for (String text : texts) {
      row.add(Cell.of(text));
    }
    return row;
  }

  private static Table table(List<String> header, List<List<Cell>> rows) {
    return new Table(header, header.stream().map(h -> false).toList(), rows);
  }
}
