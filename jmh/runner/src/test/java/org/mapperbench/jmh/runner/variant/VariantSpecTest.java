package org.mapperbench.jmh.runner.variant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.settings.BadSetting;

class VariantSpecTest {

  @Test
  void should_keep_a_plain_module_as_it_is() {
    VariantSpec spec = VariantSpec.parse("driver4-native");
    assertThat(spec.id()).isEqualTo("driver4-native");
    assertThat(spec.isModule()).isTrue();
  }

  @Test
  void should_read_a_version_a_property_and_a_profile() {
    VariantSpec spec = VariantSpec.parse("spring-data@4.5.13+profile=spring-data-4.5+java-driver.version=4.17.0");
    assertThat(spec.module()).isEqualTo("spring-data");
    assertThat(spec.profiles()).containsExactly("spring-data-4.5");
    assertThat(spec.properties()).containsExactly(Map.entry(VariantSpec.VERSION, "4.5.13"),
        Map.entry("java-driver.version", "4.17.0"));
    assertThat(spec.needsBuild()).isTrue();
    // No '=' in a name: JMH Visualizer splits params on it.
    assertThat(spec.id()).isEqualTo("spring-data@4.5.13+profile:spring-data-4.5+java-driver.version:4.17.0");
    assertThat(VariantSpec.parse("spring-data@4.5.13+profile:spring-data-4.5+java-driver.version:4.17.0"))
        .isEqualTo(spec);
    assertThat(spec.withVersionProperty("spring-data.version").properties())
        .containsEntry("spring-data.version", "4.5.13").doesNotContainKey(VariantSpec.VERSION);
  }

  @Test
  void should_name_a_jdk_by_its_feature_release_and_reuse_the_module_build(@TempDir Path jdk) throws Exception {
    Files.createDirectories(jdk.resolve("bin"));
    Path java = Files.createFile(jdk.resolve("bin/java"));
    java.toFile().setExecutable(true);
    Files.writeString(jdk.resolve("release"), "JAVA_VERSION=\"25.0.3\"\nJAVA_RUNTIME_VERSION=\"25.0.3+9-LTS\"\n");
    VariantSpec spec = VariantSpec.parse("driver4-native@jdk=" + jdk);
    assertThat(spec.id()).isEqualTo("driver4-native@jdk25");
    assertThat(spec.needsBuild()).isFalse();
    assertThat(spec.isModule()).isFalse();
    assertThat(spec.javaVersion()).isEqualTo("25.0.3+9-LTS");
  }

  @Test
  void should_refuse_a_jdk_that_is_not_there() {
    assertThatThrownBy(() -> VariantSpec.parse("driver4-native@jdk=/no/such/jdk"))
        .isInstanceOf(BadSetting.class)
        .hasMessage("bench.adapters: 'driver4-native@jdk=/no/such/jdk': no JDK at /no/such/jdk (no bin/java)");
  }

  @Test
  void should_number_a_repeated_entry_so_an_a_a_pair_is_two_adapters() {
    assertThat(VariantSpec.parseAll(List.of("spring-data", "spring-data", "spring-data@5.1.2", "spring-data@5.1.2"))
        .stream().map(VariantSpec::id))
        .containsExactly("spring-data", "spring-data~2", "spring-data@5.1.2", "spring-data@5.1.2~2");
  }

  @Test
  void should_refuse_an_empty_part() {
    assertThatThrownBy(() -> VariantSpec.parse("spring-data@5.1.2+")).hasMessageContaining("has an empty part");
  }
}
