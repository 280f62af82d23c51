package org.mapperbench.jmh.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.mapperbench.jmh.report.Doc.Block;
import org.mapperbench.jmh.report.Doc.Cell;
import org.mapperbench.jmh.report.Doc.Details;
import org.mapperbench.jmh.report.Doc.Heading;
import org.mapperbench.jmh.report.Doc.Table;

/** What ran, from run.json: servers, client JVM, machine, settings, and per adapter its library and versions. */
final class MetadataSection {
  private MetadataSection() {}

  static List<Block> build(RunResults run) {
    JsonNode root = run.run();
    List<Block> blocks = new ArrayList<>();
    blocks.add(new Heading(2, "Metadata"));
    blocks.add(new Heading(3, "Servers"));
    List<List<Cell>> servers = new ArrayList<>();
    List<List<Cell>> variables = new ArrayList<>();
    for (Map.Entry<String, JsonNode> server : root.path("servers").properties()) {
      JsonNode s = server.getValue();
      servers.add(cells(server.getKey(), Format.json(s.path("description")), Format.json(s.path("version")), Format.json(s.path("kind"))));
      s.path("variables").properties().forEach(v -> variables.add(cells(server.getKey(), v.getKey(), Format.json(v.getValue()))));
    }
    blocks.add(servers.isEmpty() ? new Doc.Paragraph("No server recorded in run.json.")
        : table(List.of("server", "description", "version", "kind"), servers));
    if (!variables.isEmpty()) {
      blocks.add(table(List.of("server", "variable", "value"), variables));
    }
    blocks.add(new Heading(3, "Client JVM, machine and settings"));
    List<List<Cell>> facts = new ArrayList<>();
    for (String section : List.of("client", "machine", "settings", "precision", "harness", "statsSidecar")) {
      root.path(section).properties().forEach(f -> facts.add(cells(section + " " + f.getKey(), value(f.getKey(), f.getValue()))));
    }
    blocks.add(table(List.of("what", "value"), facts));
    blocks.add(new Heading(3, "Adapters"));
    List<List<Cell>> adapters = new ArrayList<>();
    for (String adapter : run.adapters()) {
      JsonNode traits = run.traits(adapter);
      String status = run.adapter(adapter).path("status").asText(Format.NONE);
      List<Cell> row = new ArrayList<>(cells(adapter, Format.json(traits.path("library"))));
      row.add(1, new Cell(status, !SuiteNames.PASSED.equals(status)));
      row.add(Cell.of(mainLibraries(traits.path("library").asText(""), run.adapter(adapter).path("libraries"))));
      row.add(new Cell(Format.json(traits.path("statements")), !"PREPARED".equals(traits.path("statements").asText())));
      row.add(consistency(run, traits));
      row.add(Cell.of(Format.json(traits.path("jvmFlags"))));
      adapters.add(row);
    }
    blocks.add(table(List.of("adapter", "status", "library", "main libraries", "statements", "consistency", "jvmFlags"), adapters));
    for (String adapter : run.adapters()) {
      blocks.add(details(adapter, run.traits(adapter), run.adapter(adapter).path("libraries")));
    }
    return blocks;
  }

  /**
   * The few artifacts a reader looks for: those the library's own description names (it names its artifact, e.g.
   * "java-driver-core"), or {@code <name>-core} of a name it mentions (hibernate-core for "Hibernate ORM").
   */
  static String mainLibraries(String library, JsonNode libraries) {
    String text = library.toLowerCase(Locale.ROOT);
    List<String> main = new ArrayList<>();
    for (Map.Entry<String, JsonNode> artifact : libraries.properties()) {
      String name = artifact.getKey().substring(artifact.getKey().indexOf(':') + 1);
      String lower = name.toLowerCase(Locale.ROOT);
      boolean core = lower.endsWith("-core") && text.matches("(?s).*\\b" + Pattern.quote(lower.substring(0, lower.length() - 5)) + "\\b.*");
      if (text.contains(lower) || core) {
        main.add(name + " " + artifact.getValue().asText());
      }
    }
    return main.isEmpty() ? Format.NONE : String.join(", ", main);
  }

  private static Cell consistency(RunResults run, JsonNode traits) {
    if (!"CASSANDRA".equals(traits.path("backend").asText())) {
      return Cell.of("none (" + traits.path("backend").asText(Format.NONE) + ")");
    }
    return traits.path("consistencyLevelSettable").asBoolean(false)
        ? Cell.of(run.run().path("settings").path("consistencyLevel").asText(Format.NONE))
        : new Cell("NOT settable", true);
  }

  /** Everything else about the adapter, collapsed: how it sends statements, its settings, every library version. */
  private static Details details(String adapter, JsonNode traits, JsonNode libraries) {
    List<List<Cell>> settings = new ArrayList<>();
    for (String key : List.of("family", "backend", "batching", "asynchrony", "orderRelation")) {
      settings.add(cells(key, Format.json(traits.path(key))));
    }
    traits.path("settings").properties().forEach(s -> settings.add(cells(s.getKey(), Format.json(s.getValue()))));
    List<List<Cell>> versions = new ArrayList<>();
    libraries.properties().forEach(l -> versions.add(cells(l.getKey(), l.getValue().asText())));
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
