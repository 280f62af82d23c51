package org.mapperbench.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Properties;
import org.junit.jupiter.api.Test;

class DatasetSettingsTest {
  private static Properties given(String name, String value) {
    Properties p = new Properties();
    p.setProperty(name, value);
    return p;
  }

  @Test
  void should_read_a_count_of_users_as_people_write_it() {
    assertThat(DatasetSettings.USERS.get(given("bench.dataset", "10M"))).isEqualTo(10_000_000L);
    assertThat(DatasetSettings.USERS.get(given("bench.dataset", "100k"))).isEqualTo(100_000L);
    assertThat(DatasetSettings.USERS.get(given("bench.dataset", "250_000"))).isEqualTo(250_000L);
    assertThat(DatasetSettings.USERS.get(new Properties())).isZero();
    assertThatThrownBy(() -> DatasetSettings.USERS.get(given("bench.dataset", "many")))
        .isInstanceOf(BadSetting.class).hasMessageContaining("100k or 10M");
  }

  @Test
  void should_read_a_key_distribution_by_its_name() {
    assertThat(DatasetSettings.KEYS.get(given("bench.keys", "latest")))
        .isEqualTo(DatasetSettings.KeyDistribution.LATEST);
    assertThat(DatasetSettings.KEYS.get(new Properties())).isEqualTo(DatasetSettings.KeyDistribution.ZIPFIAN);
    assertThatThrownBy(() -> DatasetSettings.KEYS.get(given("bench.keys", "hotspot")))
        .hasMessage("-Dbench.keys wants uniform, zipfian or latest, not 'hotspot'");
  }
}
