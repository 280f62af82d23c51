package org.mapperbench.jmh.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.mapperbench.settings.Suite;

/**
 * Maven cannot hand a plugin "every user property", so the jmh profile lists the runner's settings twice, as empty
 * properties and as {@code -D} arguments. This test holds both lists to the registry: a setting the registry gives
 * the runner but the pom forgets would silently keep its default in every benchmark run.
 */
class RunnerPomTest {
  private static final String POM = readPom();

  private static String readPom() {
    try {
      return Files.readString(Path.of("pom.xml")); // surefire runs in the module folder
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static List<String> all(String regex) {
    return all(regex, POM);
  }

  private static List<String> all(String regex, String text) {
    List<String> names = new ArrayList<>();
    Matcher m = Pattern.compile(regex).matcher(text);
    while (m.find()) {
      names.add(m.group(1));
    }
    return names;
  }

  @Test
  void should_declare_exactly_the_settings_the_registry_gives_the_runner() {
    assertThat(all("<((?:bench|cassandra|mariadb|container)\\.[\\w.]+)/>"))
        .containsExactlyInAnyOrderElementsOf(Suite.runnerFlags());
  }

  @Test
  void should_pass_each_of_them_to_the_runner_jvm() {
    String runner = POM.substring(POM.indexOf("<id>run-benchmarks</id>"));
    assertThat(all("<argument>-D((?:bench|cassandra|mariadb|container)\\.[\\w.]+)=\\$\\{\\1}</argument>",
        runner.substring(0, runner.indexOf("</execution>"))))
        .containsExactlyInAnyOrderElementsOf(Suite.runnerFlags());
  }

  @Test
  void should_put_no_secret_on_the_runner_command_line() {
    assertThat(POM).doesNotContain("<argument>-Dmariadb.password");
  }
}
