package org.mapperbench.jmh.results.figures;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class SuiteNamesTest {
  @Test
  void aTimelineLabelNamesEveryForkThatRanTogether() {
    String label = SuiteNames.together(List.of("driver4-native@profile:scylla-driver+jdk25", "driver4-native"))
        + " fork";

    assertThat(SuiteNames.labelAdapters(label))
        .containsExactly("driver4-native", "driver4-native@profile:scylla-driver+jdk25");
    assertThat(SuiteNames.labelAdapters("spring-data~2 readUser x1")).containsExactly("spring-data~2");
    assertThat(SuiteNames.labelAdapters("-")).isEmpty();
  }
}
