package org.mapperbench.jmh.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.mapperbench.jmh.results.figures.StartupFigures;

class StartupSectionTest {
  @Test
  void should_give_the_median_start_its_range_and_the_median_open() {
    assertThat(StartupSection.row(new StartupFigures("spring-boot", 3, 7.5, 6.5, 9.0, 2.5)))
        .extracting(Doc.Cell::text).containsExactly("spring-boot", "3", "7.50", "6.50–9.00", "2.50");
  }
}
