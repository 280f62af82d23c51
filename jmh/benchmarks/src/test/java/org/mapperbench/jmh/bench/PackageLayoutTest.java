package org.mapperbench.jmh.bench;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * Three layers, one way down: fork (the fork JVM's main and its trials) runs the benchmarks of this package, the
 * operations they time, which call through measure (prepared calls, measured windows, the call ledger, the CPU and
 * cost counters, the paced loop). The measuring layer knows no benchmark and no fork.
 */
class PackageLayoutTest {
  private static final String BENCH = "org.mapperbench.jmh.bench";
  private static final JavaClasses CLASSES = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages(BENCH);

  @Test
  void should_have_no_circle_among_the_layers() {
    slices().matching(BENCH + ".(*)..").should().beFreeOfCycles().check(CLASSES);
  }

  @Test
  void should_measure_without_knowing_the_benchmarks_or_the_fork() {
    noClasses().that().resideInAPackage(BENCH + ".measure..").should().dependOnClassesThat()
        .resideInAnyPackage(BENCH, BENCH + ".fork..").check(CLASSES);
  }

  @Test
  void should_time_operations_without_knowing_the_fork() {
    noClasses().that().resideInAPackage(BENCH).should().dependOnClassesThat().resideInAPackage(BENCH + ".fork..")
        .check(CLASSES);
  }
}
