package org.mapperbench.servers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class ContainerSettingsTest {

  @Test
  void should_select_containers_only_when_asked_and_reject_unknown_kinds() {
    assertThat(org.mapperbench.settings.ServerSettings.containers(properties("bench.server", ""))).isFalse();
    assertThat(org.mapperbench.settings.ServerSettings.containers(properties("bench.server", "embedded"))).isFalse();
    assertThat(org.mapperbench.settings.ServerSettings.containers(properties("bench.server", "container"))).isTrue();
    assertThatThrownBy(() -> org.mapperbench.settings.ServerSettings.containers(properties("bench.server", "docker")))
        .isInstanceOf(org.mapperbench.settings.BadSetting.class)
        .hasMessageContaining("embedded or container");
  }

  @Test
  void should_default_to_the_suites_own_images_and_run_a_scylla_image_as_scylladb() {
    ContainerSettings defaults = ContainerSettings.fromProperties(new Properties(), Path.of("target"));
    assertThat(defaults.cassandraImage()).isEqualTo("mapper-bench/cassandra:5.0.9");
    assertThat(defaults.mariadbImage()).isEqualTo("mapper-bench/mariadb:11.4.5");
    assertThat(defaults.scylla()).isFalse();
    assertThat(ContainerSettings.fromProperties(
            properties("cassandra.image", "scylladb/scylla:2025.1"), Path.of("target")).scylla())
        .isTrue();
  }

  private static Properties properties(String key, String value) {
    Properties p = new Properties();
    p.setProperty(key, value);
    return p;
  }
}
