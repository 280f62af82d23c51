package org.mapperbench.jmh.runner;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * Data flows one way: the runner's packages import each other without a circle, only the entry point (this package)
 * sees them all (CONTRIBUTING.md lists what each package holds), and no class touches the report's, which the runner
 * reaches through {@code results.ReportWriter} at run time.
 */
class PackageLayoutTest {
  private static final String RUNNER = "org.mapperbench.jmh.runner";
  private static final JavaClasses CLASSES = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages(RUNNER);

  @Test
  void should_have_no_circle_among_the_runners_packages() {
    slices().matching(RUNNER + ".(*)..").should().beFreeOfCycles().check(CLASSES);
  }

  @Test
  void should_write_the_report_through_its_interface_alone() {
    noClasses().should().dependOnClassesThat().resideInAPackage("org.mapperbench.jmh.report..").check(CLASSES);
  }

  /** The forks run the harness's classes; the runner names them by the protocol's strings and never loads one. */
  @Test
  void should_name_the_harness_without_importing_it() {
    noClasses().should().dependOnClassesThat().resideInAPackage("org.mapperbench.jmh.bench..").check(CLASSES);
  }

  @Test
  void should_hear_from_forks_over_their_link_alone() {
    noClasses().that().resideInAPackage(RUNNER + ".fork..").should().callMethod(Process.class, "getInputStream")
        .orShould().callMethod(Process.class, "getOutputStream")
        .because("a fork's console is its user's to read; what it tells the runner comes over its ForkLink")
        .check(CLASSES);
  }

  @Test
  void should_keep_the_entry_point_above_every_package() {
    noClasses().that().resideInAPackage(RUNNER + ".*..").should().dependOnClassesThat().resideInAPackage(RUNNER)
        .check(CLASSES);
  }
}
