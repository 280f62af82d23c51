package org.mapperbench.jmh.results.figures;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A library of the harness (JMH and what it needs, the key draws) that an adapter's own tree holds at another version.
 * A fork JVM's classpath puts the adapter's tree first, so that the library runs on exactly its own tree: the harness
 * then runs on the adapter's version (docs/methodology.md, "One adapter per JVM"). Kundera's tree holds commons-math3
 * 3.2, so JMH's statistics in Kundera's fork JVMs run on it.
 *
 * @param library group:artifact
 * @param adapterVersion the version in the adapter's tree, which its fork JVMs load
 * @param harnessVersion the version the harness was built and tested with
 */
public record ShadowedLibrary(String library, String adapterVersion, String harnessVersion) {
  /** The harness's libraries the adapter's tree holds at another version, by name. */
  public static List<ShadowedLibrary> of(Map<String, String> adapterLibraries, Map<String, String> harnessLibraries) {
    List<ShadowedLibrary> shadowed = new ArrayList<>();
    new java.util.TreeMap<>(harnessLibraries).forEach((library, version) -> {
      String own = adapterLibraries.get(library);
      if (own != null && !own.equals(version)) {
        shadowed.add(new ShadowedLibrary(library, own, version));
      }
    });
    return shadowed;
  }

  /** "org.apache.commons:commons-math3 3.2, not the harness's 3.6.1". */
  public String describe() {
    return library + " " + adapterVersion + ", not the harness's " + harnessVersion;
  }
}
