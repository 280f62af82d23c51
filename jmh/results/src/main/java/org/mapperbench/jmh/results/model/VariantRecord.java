package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * What makes an adapter of the run a variant of its module (docs/variants.md): the Maven properties and profiles its
 * classes were built with, and the JDK its JVMs ran on. Its exact library versions are the adapter's
 * {@code libraries}.
 *
 * @param module the adapter module under {@code adapters/}
 * @param against the adapter of the same module it is compared with: the first {@code bench.adapters} named; absent
 *     for that one
 * @param jdk the JDK home, absent for the runner's own
 * @param javaVersion that JDK's runtime version ({@code JAVA_RUNTIME_VERSION} of its {@code release} file)
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
@JsonIgnoreProperties(ignoreUnknown = true)
public record VariantRecord(String module, String against, Map<String, String> properties, List<String> profiles,
    String jdk,
    String javaVersion) {
  public VariantRecord {
    properties = properties == null ? Map.of() : properties;
    profiles = profiles == null ? List.of() : profiles;
  }
}
