package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * One adapter of the run.
 *
 * @param status pending until its first fork JVM ends, then a {@code SuiteNames} status: passed, failed (a
 *     verification fell short) or error (a benchmark did not complete)
 * @param libraries group:artifact to version of every library its JVMs ran with, exactly as resolved
 * @param problems one line per thing that went wrong, in the order it did
 * @param forks its fork JVMs, one per round it ran in; absent until the first ended
 * @param variant what makes it a variant of its module, absent for a module as the suite built it
 * @param floor the native adapter of its family the verdict reads it against (FamilyNative), absent for a native
 *     adapter or where the run has none
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record AdapterRecord(
    String status,
    TraitsRecord traits,
    Map<String, String> libraries,
    List<String> problems,
    @JsonInclude(JsonInclude.Include.NON_EMPTY) List<ForkJvmRecord> forks,
    VariantRecord variant,
    String floor) {

  public AdapterRecord {
    traits = traits == null ? TraitsRecord.none() : traits;
    libraries = libraries == null ? Map.of() : libraries;
    problems = problems == null ? List.of() : problems;
    forks = forks == null ? List.of() : forks;
  }

  /** An adapter run.json does not name (its entries came from results.json alone). */
  public static AdapterRecord none() {
    return new AdapterRecord(null, null, null, null, null, null, null);
  }
}
