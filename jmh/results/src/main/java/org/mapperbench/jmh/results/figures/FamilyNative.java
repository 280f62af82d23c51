package org.mapperbench.jmh.results.figures;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import org.mapperbench.jmh.results.model.AdapterRecord;
import org.mapperbench.jmh.results.model.VariantRecord;

/**
 * Which native adapter a library is read against (its floor): one of {@link SuiteNames#NATIVE_ADAPTERS}, or a variant
 * of one, of the library's family, on the same driver version and JDK where the run has one. A mapper's cost over a
 * floor on another driver version would mix the driver's change into the mapper's (docs/variants.md).
 */
public final class FamilyNative {
  /** The artifact that carries each family's requests, by family; the first the adapter's tree holds is its driver. */
  public static final Map<String, List<String>> DRIVERS = Map.of(
      "driver3", List.of("com.datastax.cassandra:cassandra-driver-core"),
      "driver4", List.of("org.apache.cassandra:java-driver-core", "com.datastax.oss:java-driver-core",
          "com.scylladb:java-driver-core"),
      "jdbc", List.of("org.mariadb.jdbc:mariadb-java-client"));

  private FamilyNative() {}

  /**
   * The adapter's floor in the run: itself for a native adapter or a variant of one (its own roundTrip is its
   * floor), else the native of its family that shares its driver version and JDK, then its driver version, then its
   * JDK, then the native module named first among the suite's natives, then the native itself before its copies
   * and variants; empty when the run has no native of its family.
   */
  public static Optional<String> of(String adapter, Collection<String> run, Function<String, AdapterRecord> records) {
    AdapterRecord own = records.apply(adapter);
    if (SuiteNames.NATIVE_ADAPTERS.contains(module(adapter, own))) {
      return Optional.of(adapter);
    }
    String family = own.traits().family();
    if (family == null) {
      return Optional.empty();
    }
    String driver = driver(own);
    String jdk = jdk(own);
    return run.stream()
        .filter(c -> SuiteNames.NATIVE_ADAPTERS.contains(module(c, records.apply(c))))
        .filter(c -> family.equals(records.apply(c).traits().family()))
        .min(Comparator.comparingInt((String c) -> mismatch(records.apply(c), driver, jdk))
            .thenComparingInt(c -> SuiteNames.NATIVE_ADAPTERS.indexOf(module(c, records.apply(c))))
            // The native itself before its copies and variants, whatever order the run holds its ids in.
            .thenComparing(c -> records.apply(c).variant() != null));
  }

  /**
   * 0 for the same driver (artifact and version) and JDK, 1 for the same driver only, 2 for the same JDK only, 3 for
   * neither. The artifact counts: ScyllaDB's fork of driver 4 is another driver than Apache's at any version.
   */
  private static int mismatch(AdapterRecord candidate, String driver, String jdk) {
    boolean sameDriver = Objects.equals(driver(candidate), driver);
    boolean sameJdk = Objects.equals(jdk(candidate), jdk);
    return sameDriver ? (sameJdk ? 0 : 1) : (sameJdk ? 2 : 3);
  }

  /** The adapter module it was built from: its variant's, or its own id. */
  public static String module(String adapter, AdapterRecord record) {
    VariantRecord variant = record.variant();
    return variant == null || variant.module() == null ? adapter : variant.module();
  }

  /** Its family's driver as resolved in its tree, "group:artifact version"; null when run.json does not say. */
  public static String driver(AdapterRecord record) {
    for (String artifact : DRIVERS.getOrDefault(Objects.requireNonNullElse(record.traits().family(), ""), List.of())) {
      String version = record.libraries().get(artifact);
      if (version != null) {
        return artifact + " " + version;
      }
    }
    return null;
  }

  private static String jdk(AdapterRecord record) {
    return record.variant() == null ? null : record.variant().jdk();
  }
}
