package org.mapperbench.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Properties;
import org.junit.jupiter.api.Test;

/** A setting's value written as text reads back as the same value, given as that setting on a command line. */
class SettingTextTest {
  @Test
  void should_read_back_every_default_and_every_value_given() {
    Properties quick = new Properties();
    quick.setProperty(BenchSettings.QUICK.name(), "true");
    Properties given = new Properties();
    given.setProperty(BenchSettings.BUDGET.name(), "1h30m");
    given.setProperty(RateSettings.PAUSE.name(), "200ms");
    given.setProperty(RateSettings.RATES.name(), "50%,1000");
    for (Properties p : new Properties[] {new Properties(), quick, given}) {
      for (Setting<?> setting : Suite.ALL) {
        String text = setting.text(p);
        if (text != null) {
          Properties written = new Properties();
          written.putAll(p);
          written.setProperty(setting.name(), text);
          assertThat((Object) setting.get(written)).as("%s = %s", setting.name(), text).isEqualTo(setting.get(p));
        }
      }
    }
  }

  @Test
  void should_write_a_time_in_the_unit_that_keeps_it_whole() {
    assertThat(Setting.format(java.time.Duration.ofMinutes(90))).isEqualTo("5400s");
    assertThat(Setting.format(java.time.Duration.ofMillis(200))).isEqualTo("200ms");
    assertThat(Setting.format(java.time.Duration.ofNanos(500_000))).isEqualTo("500us");
  }
}
