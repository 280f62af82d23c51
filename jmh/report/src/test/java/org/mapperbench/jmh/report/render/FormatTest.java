package org.mapperbench.jmh.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FormatTest {
  @Test
  void should_give_an_instant_to_the_second_in_utc() {
    assertThat(Format.instant("2026-12-03T13:40:27.123456789Z")).isEqualTo("2026-12-03 13:40:27 UTC");
  }

  @Test
  void should_keep_text_that_is_no_instant_and_mark_a_missing_one() {
    assertThat(Format.instant("yesterday")).isEqualTo("yesterday");
    assertThat(Format.instant(null)).isEqualTo(Format.NONE);
  }
}
