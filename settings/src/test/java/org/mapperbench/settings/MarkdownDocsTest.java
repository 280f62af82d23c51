package org.mapperbench.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What every Markdown file of the project states about the project itself must hold today: links lead to files in
 * the repository (or to public URLs), the adapter count is the number of adapter modules, and a Cassandra 5.0
 * release is the one the suite pins.
 */
class MarkdownDocsTest {
  // surefire runs in the module folder
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
  private static final Pattern ADAPTER_COUNT =
      Pattern.compile("\\b(?:all|the) (\\w+) (Cassandra |MariaDB )?adapters\\b", Pattern.CASE_INSENSITIVE);
  private static final Pattern CASSANDRA_5_0 = Pattern.compile("\\b5\\.0\\.(\\d+)\\b");
  private static final Map<String, Integer> NUMBERS = Map.ofEntries(Map.entry("two", 2), Map.entry("three", 3),
      Map.entry("four", 4), Map.entry("five", 5), Map.entry("six", 6), Map.entry("seven", 7), Map.entry("eight", 8),
      Map.entry("nine", 9), Map.entry("ten", 10), Map.entry("eleven", 11), Map.entry("twelve", 12));

  private static List<Path> markdownFiles() throws IOException {
    try (Stream<Path> files = Files.walk(ROOT, 4)) {
      return files.filter(f -> f.toString().endsWith(".md")).filter(f -> {
        String relative = ROOT.relativize(f).toString();
        return !relative.contains("target/") && !relative.startsWith("results/") && !relative.contains("node_modules");
      }).toList();
    }
  }

  @Test
  void should_link_only_to_files_of_the_repository_that_exist() throws IOException {
    List<String> broken = new ArrayList<>();
    for (Path doc : markdownFiles()) {
      Matcher m = LINK.matcher(Files.readString(doc));
      while (m.find()) {
        String target = m.group(1);
        if (target.matches("^[a-z]+:.*") || target.startsWith("#")) {
          continue;
        }
        Path file = doc.getParent().resolve(target.replaceAll("#.*$", "")).normalize();
        if (!file.startsWith(ROOT) || !Files.exists(file)) {
          broken.add(ROOT.relativize(doc) + " -> " + target);
        }
      }
    }
    assertThat(broken).as("links to files that are not in the repository").isEmpty();
  }

  @Test
  void should_name_no_file_outside_the_repository() throws IOException {
    List<String> outside = new ArrayList<>();
    for (Path doc : markdownFiles()) {
      String text = Files.readString(doc);
      for (String path : List.of("shared/", "seeds/", "compatibility.md", "measurement.md", "style.md")) {
        if (text.contains(path)) {
          outside.add(ROOT.relativize(doc) + " names " + path);
        }
      }
    }
    assertThat(outside).isEmpty();
  }

  @Test
  void should_count_the_adapters_the_project_has() throws IOException {
    int all = adapterModules().size();
    List<String> stale = new ArrayList<>();
    for (Path doc : markdownFiles()) {
      Matcher m = ADAPTER_COUNT.matcher(Files.readString(doc));
      while (m.find()) {
        Integer stated = NUMBERS.get(m.group(1).toLowerCase(java.util.Locale.ROOT));
        if (stated != null && m.group(2) == null && stated != all) {
          stale.add(ROOT.relativize(doc) + ": \"" + m.group() + "\", the project has " + all);
        }
      }
    }
    assertThat(stale).isEmpty();
  }

  @Test
  void should_name_the_pinned_cassandra_5_0_release() throws IOException {
    Matcher pin = Pattern.compile("<cassandra.server.version>([^<]+)<")
        .matcher(Files.readString(ROOT.resolve("pom.xml")));
    assertThat(pin.find()).isTrue();
    List<String> stale = new ArrayList<>();
    for (Path doc : markdownFiles()) {
      Matcher m = CASSANDRA_5_0.matcher(Files.readString(doc));
      while (m.find()) {
        if (!m.group().equals(pin.group(1))) {
          stale.add(ROOT.relativize(doc) + ": " + m.group() + ", the suite pins " + pin.group(1));
        }
      }
    }
    assertThat(stale).isEmpty();
  }

  private static List<Path> adapterModules() throws IOException {
    try (Stream<Path> dirs = Files.list(ROOT.resolve("adapters"))) {
      return dirs.filter(d -> Files.exists(d.resolve("pom.xml"))).toList();
    }
  }
}
