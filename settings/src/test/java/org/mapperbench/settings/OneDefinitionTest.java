package org.mapperbench.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A setting's name spelled as a string in another module's main code is a second copy, and the first step to a
 * setting that stops reaching its reader. Every reader goes through the registry instead.
 */
class OneDefinitionTest {
  private static final Pattern LITERAL =
      Pattern.compile("\"((?:bench|cassandra|mariadb|container|mapperbench)\\.[\\w.]+)\"");

  @Test
  void should_find_no_setting_name_spelled_outside_the_registry() throws IOException {
    Set<String> names = Stream.concat(Suite.ALL.stream(), ForkSettings.ALL.stream()).map(Setting::name)
        .collect(Collectors.toSet());
    List<String> copies = new ArrayList<>();
    try (Stream<Path> files = Files.walk(Path.of(".."))) { // surefire runs in the module folder
      files.filter(f -> f.toString().endsWith(".java") && f.toString().contains("/src/main/java/"))
          .filter(f -> !f.startsWith(Path.of("../settings"))).forEach(f -> {
            Matcher m = LITERAL.matcher(read(f));
            while (m.find()) {
              if (names.contains(m.group(1))) {
                copies.add(f + ": " + m.group(1));
              }
            }
          });
    }
    assertThat(copies).isEmpty();
  }

  @Test
  void should_keep_the_fork_protocol_apart_from_the_users_settings() {
    assertThat(ForkSettings.ALL).noneMatch(Suite.ALL::contains).noneMatch(Setting::documented);
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
