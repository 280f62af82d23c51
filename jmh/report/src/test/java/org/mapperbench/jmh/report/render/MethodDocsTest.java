package org.mapperbench.jmh.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every docs section the report names is there: its file exists and holds the heading, word for word. */
class MethodDocsTest {
  /** The repository's root: surefire runs in the module's folder, jmh/report. */
  private static final Path ROOT = Path.of("../..");

  @ParameterizedTest
  @EnumSource(MethodDocs.class)
  void should_name_a_heading_its_file_holds(MethodDocs section) throws IOException {
    Path file = ROOT.resolve(section.path());
    assertThat(file).as(section.name()).isRegularFile();
    List<String> headings = Files.readAllLines(file).stream().filter(line -> line.matches("#{1,6} .*"))
        .map(line -> line.replaceFirst("#+ ", "").strip()).toList();
    assertThat(headings).as(section.path()).contains(section.heading());
  }

  @Test
  void should_read_as_a_plain_reference_without_markup() {
    assertThat(MethodDocs.MACHINE_NOISE.see()).isEqualTo("(see docs/methodology.md, The machine's own noise)");
    assertThat(MethodDocs.RATE_FIGURES.see())
        .isEqualTo("(see docs/rate-mode.md, Corrected and service figures, and YCSB's -target)");
  }
}
