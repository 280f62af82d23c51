package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Map;

/**
 * The code a run measured: a resume goes on only with the same classes, whatever the commit says.
 *
 * @param commit the git commit of the project root, null outside a git checkout
 * @param dirty whether the work tree had changes to tracked files; null outside a git checkout
 * @param digests per JVM tree ({@code harness}, then each adapter id), a SHA-256 over the suite's own classes it runs
 *     (class folders and SNAPSHOT jars, by entry): equal digests, equal code
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record CodeRecord(String commit, Boolean dirty, Map<String, String> digests) {
  public CodeRecord {
    digests = digests == null ? Map.of() : digests;
  }
}
