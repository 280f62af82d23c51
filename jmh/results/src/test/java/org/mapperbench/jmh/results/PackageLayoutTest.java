package org.mapperbench.jmh.results;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** Data flows one way inside the module: its packages import each other without a circle (CONTRIBUTING.md). */
class PackageLayoutTest {
  @Test
  void should_have_no_circle_among_the_packages() {
    slices().matching("org.mapperbench.jmh.results.(*)..").should().beFreeOfCycles().check(new ClassFileImporter()
        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("org.mapperbench.jmh.results"));
  }
}
