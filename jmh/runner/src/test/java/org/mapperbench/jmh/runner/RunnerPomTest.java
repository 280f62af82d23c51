package org.mapperbench.jmh.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.mapperbench.settings.Reach;
import org.mapperbench.settings.Setting;
import org.mapperbench.settings.Suite;

/**
 * The jmh profile hands the runner every setting through {@link MavenLaunch}, which reads the registry: the pom names
 * none, so a new setting cannot be forgotten there and silently keep its default in every benchmark run
 * (SuiteTest proves each registered setting reaches the runner's command line or environment).
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

  @Test
  void should_name_no_setting_of_the_registry() {
    Suite.ALL.stream().filter(s -> s.reaches(Reach.RUNNER)).map(Setting::name)
        .filter(name -> !name.startsWith("mapperbench.")) // where this build is: only Maven knows it
        .forEach(name -> assertThat(POM).as(name).doesNotContain(name + "}").doesNotContain("-D" + name + "=")
            .doesNotContain("<" + name + "/>"));
  }

  @Test
  void should_start_the_runner_and_the_variant_build_through_the_launcher() {
    assertThat(POM).contains("<mainClass>" + MavenLaunch.class.getName() + "</mainClass>")
        .doesNotContain("<goal>exec</goal>");
  }
}
