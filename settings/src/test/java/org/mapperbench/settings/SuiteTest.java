package org.mapperbench.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class SuiteTest {
  private static Properties of(String... pairs) {
    Properties p = new Properties();
    for (int i = 0; i < pairs.length; i += 2) {
      p.setProperty(pairs[i], pairs[i + 1]);
    }
    return p;
  }

  @Test
  void should_interleave_unless_told_not_to_or_a_fault_stops_a_node() {
    assertThat(BenchSettings.INTERLEAVE.get(of("bench.adapters", "driver4-native,spring-data"))).isTrue();
    assertThat(BenchSettings.INTERLEAVE.get(of("bench.adapters", "spring-data,spring-data@4.5.13"))).isTrue();
    assertThat(BenchSettings.INTERLEAVE.get(of("bench.interleave", "false"))).isFalse();
    assertThat(BenchSettings.INTERLEAVE.get(of("bench.fault", "node-down"))).isFalse();
  }

  @Test
  void should_document_every_setting_as_the_registry_defines_it() throws IOException {
    // surefire runs in the module folder; the doc is the project's
    String doc = Files.readString(Path.of("../docs/configuration.md"));
    assertThat(doc).as("docs/configuration.md's table, regenerated from the registry (paste it in)")
        .contains(Suite.markdownTable());
  }

  /**
   * A README that names a setting the registry does not know sends a reader to a flag nothing reads: every
   * {@code -Dname} in the project's Markdown (README, docs, adapters' and docker's READMEs) must be registered.
   */
  @Test
  void should_mention_only_registered_settings_in_the_docs() throws IOException {
    Set<String> known = Suite.ALL.stream().map(Setting::name).collect(Collectors.toSet());
    List<Path> docs;
    try (Stream<Path> files = Files.walk(Path.of(".."), 3)) {
      docs = files.map(Path::toString).filter(f -> f.endsWith(".md"))
          .filter(f -> !f.contains("/target/") && !f.contains("/results/")).map(Path::of).toList();
    }
    assertThat(docs).contains(Path.of("../README.md"), Path.of("../docs/configuration.md"));
    Pattern flag = Pattern.compile("-D((?:bench|cassandra|mariadb|container)\\.[A-Za-z.]*[A-Za-z])");
    for (Path doc : docs) {
      Matcher m = flag.matcher(Files.readString(doc));
      while (m.find()) {
        assertThat(known).as("%s names -D%s", doc, m.group(1)).contains(m.group(1));
      }
    }
  }

  @Test
  void should_name_each_setting_once() {
    assertThat(Suite.ALL.stream().map(Setting::name)).doesNotHaveDuplicates();
  }

  @Test
  void should_take_a_blank_value_as_the_default() {
    assertThat(BenchSettings.THREADS.get(of("bench.threads", " "))).containsExactly(16);
    assertThat(BenchSettings.BUDGET.get(of())).isEqualTo(Duration.ofMinutes(45));
    assertThat(BenchSettings.BUDGET.get(of("bench.quick", "true"))).isNull();
    assertThat(BenchSettings.MAX_ROUNDS.get(of("bench.quick", "true", "bench.rounds", "4"))).isEqualTo(4);
    assertThat(BenchSettings.ITERATION_MILLIS.get(of("bench.iterationSeconds", "2"))).isEqualTo(2000);
    assertThat(BenchSettings.SERVER_WARMUP_SECONDS.get(of("cassandra.nodes", "3"))).isEqualTo(180);
  }

  @Test
  void should_refuse_a_wrong_value_in_one_line_naming_the_setting() {
    assertThatThrownBy(() -> BenchSettings.QUICK.get(of("bench.quick", "yes"))).isInstanceOf(BadSetting.class)
        .hasMessage("-Dbench.quick wants true or false, not 'yes'");
    assertThatThrownBy(() -> Suite.check(of("bench.forks", "2"))).hasMessageContaining("bench.rounds");
    assertThatThrownBy(() -> Suite.check(of("cassandra.nodes", "12"))).hasMessageContaining("1 to 9");
    assertThatThrownBy(() -> Suite.check(of("cassandra.keyspace", "x-y"))).hasMessageContaining("x-y");
    assertThat(BenchSettings.CONSISTENCY.get(of("bench.consistency", "one,quorum")))
        .isEqualTo(List.of("ONE", "QUORUM"));
  }

  @Test
  void should_never_put_a_secret_on_a_command_line() {
    Suite.HandOff handOff = Suite.HandOff.of(of("cassandra.keyspace", "shop", "mariadb.password", "s3cret",
        "cassandra.keystorePassword", "k3y"));
    assertThat(handOff.flags()).containsExactly("-Dcassandra.keyspace=shop");
    assertThat(handOff.environment()).containsExactlyInAnyOrderEntriesOf(java.util.Map.of(
        ServerSettings.PASSWORD_ENVIRONMENT, "s3cret", ServerSettings.KEYSTORE_PASSWORD_ENVIRONMENT, "k3y"));
    assertThatThrownBy(() -> ServerSettings.MARIADB_PASSWORD.flag("x")).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void should_hand_the_runner_every_setting_it_reads_and_nothing_else() {
    Properties given = new Properties();
    Suite.ALL.forEach(setting -> given.setProperty(setting.name(), "v"));
    given.setProperty("maven.home", "/opt/maven");
    given.setProperty("bench.inputsPerThread", "9"); // a fork's, which the runner sets itself
    Suite.HandOff handOff = Suite.HandOff.of(given);
    java.util.List<String> handed = new java.util.ArrayList<>(handOff.flags().stream()
        .map(flag -> flag.substring(2, flag.indexOf('='))).toList());
    handOff.environment().keySet().forEach(variable -> ServerSettings.SECRET_ENVIRONMENT.forEach((secret, name) -> {
      if (name.equals(variable)) {
        handed.add(secret.name());
      }
    }));
    assertThat(handed).containsExactlyInAnyOrderElementsOf(
        Suite.ALL.stream().filter(s -> s.reaches(Reach.RUNNER)).map(Setting::name).toList());
  }
}
