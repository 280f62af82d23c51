package org.mapperbench.jmh.cli.docs;

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
import org.mapperbench.jmh.report.summary.ChoosingPage;
import org.mapperbench.jmh.report.summary.ReferencePage;
import org.mapperbench.jmh.report.summary.RunSummary;

/**
 * What every Markdown file of the project states about the project itself must hold today: links lead to files in
 * the repository (or to public URLs), the adapter count is the number of adapter modules, a Cassandra 5.0 release is
 * the one the suite pins, and a run's length is the reference run's ({@link ReferencePage}) unless the sentence
 * names the results folder of the run it measured.
 */
class MarkdownDocsTest {
  // surefire runs in the module folder
  static final Path ROOT = Path.of("../..").toAbsolutePath().normalize();
  private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
  private static final Pattern ADAPTER_COUNT =
      Pattern.compile("\\b(?:all|the) (\\w+) (Cassandra |MariaDB )?adapters\\b", Pattern.CASE_INSENSITIVE);
  private static final Pattern CASSANDRA_5_0 = Pattern.compile("\\b5\\.0\\.(\\d+)\\b");
  private static final Map<String, Integer> NUMBERS = Map.ofEntries(Map.entry("two", 2), Map.entry("three", 3),
      Map.entry("four", 4), Map.entry("five", 5), Map.entry("six", 6), Map.entry("seven", 7), Map.entry("eight", 8),
      Map.entry("nine", 9), Map.entry("ten", 10), Map.entry("eleven", 11), Map.entry("twelve", 12));

  /** Every Markdown file of the project, its build output and results folders left out. */
  static List<Path> markdownFiles() throws IOException {
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

  @Test
  void should_keep_the_reference_page_as_its_summaries_render_it() throws IOException {
    assertThat(Files.readString(ROOT.resolve(ReferencePage.PAGE)))
        .as("docs/reference.md is generated: scripts/mapper-bench reference results/<run>")
        .isEqualTo(ReferencePage.render(reference(ReferencePage.DEFAULT_RUN), reference(ReferencePage.QUICK_RUN),
            reference(ReferencePage.DATASET_RUN)));
  }

  @Test
  void should_give_the_reference_runs_costs_in_the_guide_to_choosing() throws IOException {
    String guide = Files.readString(ROOT.resolve(ChoosingPage.PAGE));
    assertThat(guide).contains(ChoosingPage.TABLE_BEGIN, ChoosingPage.TABLE_END, ChoosingPage.ROWS_BEGIN,
        ChoosingPage.ROWS_END, ChoosingPage.STARTUP_BEGIN, ChoosingPage.STARTUP_END, ChoosingPage.DISK_BEGIN,
        ChoosingPage.DISK_END);
    assertThat(guide).as("docs/choosing.md's tables: scripts/mapper-bench reference results/<run>")
        .isEqualTo(ChoosingPage.withTables(guide, reference(ReferencePage.DEFAULT_RUN),
            reference(ReferencePage.DATASET_RUN)));
  }

  /** A reader who comes to choose a library finds the guide before they scroll. */
  @Test
  void should_link_the_guide_to_choosing_from_the_readmes_first_screen() throws IOException {
    List<String> firstScreen = Files.readAllLines(ROOT.resolve("README.md")).stream().limit(30).toList();
    assertThat(String.join("\n", firstScreen)).contains("](docs/choosing.md)");
  }

  /** The README is the way in, not the manual: what grows goes to docs/. */
  @Test
  void should_keep_the_readme_within_150_lines() throws IOException {
    assertThat(Files.readAllLines(ROOT.resolve("README.md"))).hasSizeLessThanOrEqualTo(150);
  }

  /**
   * A length that follows the words "default run" or "quick run" in its sentence is the reference run's, as "47:39"
   * or in whole minutes, unless the sentence names the results folder or the commit of the run it measured (a past
   * measurement, kept as such).
   */
  @Test
  void should_give_the_reference_runs_length() throws IOException {
    RunSummary defaultRun = reference(ReferencePage.DEFAULT_RUN);
    RunSummary quickRun = reference(ReferencePage.QUICK_RUN);
    List<String> stale = new ArrayList<>();
    for (Path doc : markdownFiles()) {
      if (doc.endsWith(ReferencePage.PAGE)) {
        continue;
      }
      for (String sentence : sentences(Files.readString(doc))) {
        if (PAST_RUN.matcher(sentence).find()) {
          continue;
        }
        Matcher m = RUN_LENGTH.matcher(sentence);
        while (m.find()) {
          String kind = kindBefore(sentence, m.start());
          if (kind == null) {
            continue;
          }
          RunSummary reference = kind.equals("default") ? defaultRun : quickRun;
          boolean holds = m.group(1) != null ? m.group(1).equals(reference.length())
              : Long.parseLong(m.group(2)) == reference.minutes();
          if (!holds) {
            stale.add(ROOT.relativize(doc) + ": " + kind + " run \"" + m.group() + "\", the reference took "
                + reference.length() + ": \"" + sentence.strip() + "\"");
          }
        }
      }
    }
    assertThat(stale).isEmpty();
  }

  private static final Pattern RUN_LENGTH =
      Pattern.compile("(?<![\\d.:])(?:(\\d{1,2}:\\d\\d)(?![\\d:])|(\\d+) minutes)");
  private static final Pattern RUN_KIND = Pattern.compile("\\b(default|quick|smoke) runs?\\b",
      Pattern.CASE_INSENSITIVE);
  /** A results folder or a commit: the sentence reports a measurement of its own run. */
  private static final Pattern PAST_RUN = Pattern.compile("results/20\\d\\d-|\\b\\d{2}-\\d{2}-\\d{2}\\b"
      + "|commit `?[0-9a-f]{7}");

  /** The run kind a length belongs to: the last one its sentence names before it, or null. */
  private static String kindBefore(String sentence, int at) {
    Matcher m = RUN_KIND.matcher(sentence);
    String kind = null;
    while (m.find() && m.start() < at) {
      kind = m.group(1).toLowerCase(java.util.Locale.ROOT).replace("smoke", "quick");
    }
    return kind;
  }

  /** A Markdown text's sentences, a paragraph's lines joined; table rows and code stay whole lines. */
  private static List<String> sentences(String text) {
    List<String> sentences = new ArrayList<>();
    for (String paragraph : text.split("\\n\\s*\\n")) {
      sentences.addAll(List.of(paragraph.replace('\n', ' ').split("(?<=[.!?])\\s+")));
    }
    return sentences;
  }

  private static RunSummary reference(String file) throws IOException {
    return RunSummary.read(ROOT.resolve(ReferencePage.SUMMARIES).resolve(file));
  }

  private static List<Path> adapterModules() throws IOException {
    try (Stream<Path> dirs = Files.list(ROOT.resolve("adapters"))) {
      return dirs.filter(d -> Files.exists(d.resolve("pom.xml"))).toList();
    }
  }
}
