package org.mapperbench.jmh.results.figures;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A benchmark's labels: persisted by the runner, so each spelling is pinned here. */
class BenchmarkKeyTest {
  @Test
  void should_spell_each_label_as_runs_have_always_stored_it() {
    BenchmarkKey swept = new BenchmarkKey("readUser", true, 4, "RF3 ALL");

    assertThat(BenchmarkKey.sample("readUser").label()).isEqualTo("readUser");
    assertThat(swept.shortLabel()).isEqualTo("readUser x4");
    assertThat(swept.label()).isEqualTo("readUser x4 [RF3 ALL]");
    assertThat(swept.readable()).isEqualTo("readUser (thrpt, 4 threads)");
    assertThat(BenchmarkKey.sample("readUser").readable()).isEqualTo("readUser (sample, 1 thread)");
    assertThat(swept.withoutSetting()).isEqualTo(BenchmarkKey.swept("readUser", 4));
  }

  @Test
  void should_name_a_setting_by_its_factor_or_by_its_level_alone() {
    assertThat(BenchmarkKey.settingLabel("3", "QUORUM")).isEqualTo("RF3 QUORUM");
    assertThat(BenchmarkKey.settingLabel("{'class': 'NetworkTopologyStrategy'}", "QUORUM")).isEqualTo("QUORUM");
    assertThat(BenchmarkKey.settingLabel("", "")).isEmpty();
  }
}
