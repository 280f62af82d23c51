package org.mapperbench.protocol;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The measurement vocabulary is below the link: messages carry metrics, and a metric's name knows nothing of the
 * messages that carry it (CONTRIBUTING.md, "Adding a cost metric").
 */
class PackageLayoutTest {
  @Test
  void should_keep_the_metrics_below_the_link() {
    noClasses().that().resideInAPackage("org.mapperbench.protocol.metrics..")
        .should().dependOnClassesThat().resideInAPackage("org.mapperbench.protocol.link..")
        .check(new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.mapperbench.protocol"));
  }
}
