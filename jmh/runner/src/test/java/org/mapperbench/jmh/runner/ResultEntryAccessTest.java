package org.mapperbench.jmh.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.mapperbench.jmh.results.model.IntervalRecord;
import org.mapperbench.jmh.results.model.Metric;
import org.mapperbench.jmh.results.model.ResultEntry;

/**
 * A JMH result entry is read and written as {@link ResultEntry}, by {@code ResultEntries} alone: no code of the
 * runner, the results or the report looks a field of an entry up by its name in a JSON tree. The names are the
 * records' own components, so a field added to the type is held to the rule without a word here.
 */
class ResultEntryAccessTest {
  private static final Path JMH = Path.of("..").toAbsolutePath().normalize(); // surefire runs in jmh/runner
  /** The one reader and the records it binds. */
  private static final Path MODEL = Path.of("results/src/main/java/org/mapperbench/jmh/results/model");

  @Test
  void should_look_up_no_field_of_an_entry_by_name_outside_its_reader() throws IOException {
    String names = Stream.of(ResultEntry.class, Metric.class, IntervalRecord.class, IntervalRecord.Bounds.class)
        .flatMap(type -> Arrays.stream(type.getRecordComponents())).map(RecordComponent::getName)
        .filter(name -> !name.equals("more")).distinct().collect(Collectors.joining("|"));
    Pattern lookup = Pattern.compile("\\.(path|get|has|set|put|remove|with|putObject|putArray)\\(\"(" + names
        + ")\"|\"(primaryMetric|secondaryMetrics|rawDataHistogram)\"");
    List<String> found = new ArrayList<>();
    for (Path file : mainSources()) {
      List<String> lines = Files.readAllLines(file);
      for (int i = 0; i < lines.size(); i++) {
        Matcher m = lookup.matcher(lines.get(i));
        if (m.find()) {
          found.add(JMH.relativize(file) + ":" + (i + 1) + ": " + lines.get(i).strip());
        }
      }
    }
    assertThat(found).as("entry fields looked up by name; use ResultEntry").isEmpty();
  }

  private static List<Path> mainSources() throws IOException {
    List<Path> sources = new ArrayList<>();
    for (String module : List.of("results", "report", "runner", "benchmarks")) {
      Path main = JMH.resolve(module).resolve("src/main/java");
      try (Stream<Path> files = Files.walk(main)) {
        files.filter(f -> f.toString().endsWith(".java")).filter(f -> !f.startsWith(JMH.resolve(MODEL)))
            .forEach(sources::add);
      }
    }
    assertThat(sources).as("sources under " + JMH).hasSizeGreaterThan(100);
    return sources;
  }
}
