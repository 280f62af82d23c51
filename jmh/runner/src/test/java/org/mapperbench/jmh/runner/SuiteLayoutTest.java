package org.mapperbench.jmh.runner;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every module's packages, each root package included, import each other without a circle: the suite's data flows one
 * way (CONTRIBUTING.md). Reads the classes every module compiled, so it runs in the module Maven builds last.
 */
class SuiteLayoutTest {
  private static final Path ROOT = Path.of("../..").toAbsolutePath().normalize(); // surefire runs in jmh/runner

  @Test
  void should_have_no_circle_among_the_packages_of_any_module() throws IOException {
    List<Path> compiled = compiledModules();
    assertThat(compiled).as("modules compiled under " + ROOT).hasSizeGreaterThan(20);
    JavaClasses classes = new ClassFileImporter().importPaths(compiled);
    // (**) names a slice by its whole package, so a root package is a slice like any other.
    slices().matching("org.mapperbench.(**)").should().beFreeOfCycles().check(classes);
  }

  /** Each module's target/classes: a folder with a pom.xml, never one inside a build's output. */
  private static List<Path> compiledModules() throws IOException {
    try (Stream<Path> folders = Files.walk(ROOT, 4)) {
      return folders.filter(dir -> dir.endsWith(Path.of("target", "classes")))
          .filter(dir -> Files.exists(dir.getParent().getParent().resolve("pom.xml")))
          .filter(dir -> !ROOT.relativize(dir.getParent().getParent()).toString().contains("target"))
          .sorted().toList();
    }
  }
}
