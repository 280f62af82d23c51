package org.mapperbench.jmh.report;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * Data flows one way inside the module: its packages import each other without a circle (CONTRIBUTING.md). The
 * report renders what the results module computed, and nothing else: the commands on top of it are the cli's, and
 * the servers are the lifecycle's.
 */
class PackageLayoutTest {
  private static final JavaClasses CLASSES = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("org.mapperbench.jmh.report");

  @Test
  void should_have_no_circle_among_the_packages() {
    slices().matching("org.mapperbench.jmh.report.(*)..").should().beFreeOfCycles().check(CLASSES);
  }

  @Test
  void should_render_without_the_servers_or_the_commands() {
    noClasses().should().dependOnClassesThat().resideInAnyPackage("org.mapperbench.servers..",
        "org.mapperbench.jmh.cli..", "picocli..").check(CLASSES);
  }
}
