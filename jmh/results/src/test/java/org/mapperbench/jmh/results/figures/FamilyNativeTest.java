package org.mapperbench.jmh.results.figures;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mapperbench.jmh.results.model.AdapterRecord;
import org.mapperbench.jmh.results.model.TraitsRecord;
import org.mapperbench.jmh.results.model.VariantRecord;

class FamilyNativeTest {
  private static final String CORE = "org.apache.cassandra:java-driver-core";
  private final Map<String, AdapterRecord> run = new LinkedHashMap<>();

  private void add(String id, String family, String driver, String module, String jdk) {
    add(id, family, CORE, driver, module, jdk);
  }

  private void add(String id, String family, String artifact, String driver, String module, String jdk) {
    TraitsRecord traits = new TraitsRecord(null, family, null, null, null, null, null, null, null, null, null, null,
        null, null, null);
    VariantRecord variant = module == null ? null : new VariantRecord(module, null, null, null, jdk, null);
    run.put(id, new AdapterRecord("passed", traits, driver == null ? Map.of() : Map.of(artifact, driver), null, null,
        variant, null));
  }

  private String floor(String adapter) {
    return FamilyNative.of(adapter, List.copyOf(run.keySet()), run::get).orElse(null);
  }

  @Test
  void should_read_a_mapper_against_the_native_on_its_own_driver_version_and_jdk() {
    add("driver4-native", "driver4", "4.19.3", null, null);
    add("driver4-native@4.19.2", "driver4", "4.19.2", "driver4-native", null);
    add("driver4-native@jdk25", "driver4", "4.19.3", "driver4-native", "/opt/jdk-25");
    add("spring-data", "driver4", "4.19.3", null, null);
    add("spring-data@old", "driver4", "4.19.2", "spring-data", null);
    add("spring-data@jdk25", "driver4", "4.19.3", "spring-data", "/opt/jdk-25");
    add("kundera", "driver3", null, null, null);
    assertThat(floor("spring-data")).isEqualTo("driver4-native");
    assertThat(floor("spring-data@old")).isEqualTo("driver4-native@4.19.2");
    assertThat(floor("spring-data@jdk25")).isEqualTo("driver4-native@jdk25");
    assertThat(floor("driver4-native@4.19.2")).as("a native variant is its own floor")
        .isEqualTo("driver4-native@4.19.2");
    assertThat(floor("kundera")).as("no native of its family").isNull();
  }

  @Test
  void should_read_a_mapper_against_the_native_itself_not_a_copy_of_it_whatever_the_order_of_ids() {
    add("spring-data", "driver4", "4.19.3", null, null);
    add("driver4-native~3", "driver4", "4.19.3", "driver4-native", null);
    add("driver4-native", "driver4", "4.19.3", null, null);
    add("driver4-native~2", "driver4", "4.19.3", "driver4-native", null);
    assertThat(floor("spring-data")).isEqualTo("driver4-native");
  }

  @Test
  void should_fall_back_to_the_first_native_of_the_family_when_none_shares_the_driver() {
    add("driver4-native", "driver4", "4.19.2", null, null);
    add("spring-data", "driver4", "4.19.3", null, null);
    assertThat(floor("spring-data")).isEqualTo("driver4-native");
    assertThat(FamilyNative.driver(run.get("spring-data"))).isEqualTo(CORE + " 4.19.3");
  }

  @Test
  void should_tell_scyllas_fork_of_driver_4_from_apaches_at_any_version() {
    String scylla = "com.scylladb:java-driver-core";
    add("driver4-native", "driver4", "4.18.0.2", null, null);
    add("driver4-native@profile=scylla-driver", "driver4", scylla, "4.18.0.2", "driver4-native", null);
    add("driver4-mapper", "driver4", "4.18.0.2", null, null);
    add("driver4-mapper@profile=scylla-driver", "driver4", scylla, "4.18.0.2", "driver4-mapper", null);
    assertThat(floor("driver4-mapper")).isEqualTo("driver4-native");
    assertThat(floor("driver4-mapper@profile=scylla-driver")).isEqualTo("driver4-native@profile=scylla-driver");
    assertThat(FamilyNative.driver(run.get("driver4-mapper@profile=scylla-driver")))
        .isEqualTo(scylla + " 4.18.0.2");
  }
}
