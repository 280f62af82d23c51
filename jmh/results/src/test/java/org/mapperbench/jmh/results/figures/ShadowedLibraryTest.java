package org.mapperbench.jmh.results.figures;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class ShadowedLibraryTest {
  @Test
  void should_name_only_the_harness_libraries_the_adapter_holds_at_another_version() {
    Map<String, String> harness = Map.of("org.openjdk.jmh:jmh-core", "1.37",
        "org.apache.commons:commons-math3", "3.6.1", "net.sf.jopt-simple:jopt-simple", "5.0.4");
    Map<String, String> kundera = Map.of("org.apache.commons:commons-math3", "3.2",
        "net.sf.jopt-simple:jopt-simple", "5.0.4", "com.impetus.kundera.core:kundera-core", "3.13");
    assertThat(ShadowedLibrary.of(kundera, harness))
        .containsExactly(new ShadowedLibrary("org.apache.commons:commons-math3", "3.2", "3.6.1"));
    assertThat(ShadowedLibrary.of(kundera, harness).get(0).describe())
        .isEqualTo("org.apache.commons:commons-math3 3.2, not the harness's 3.6.1");
    assertThat(ShadowedLibrary.of(Map.of(), harness)).isEmpty();
  }
}
