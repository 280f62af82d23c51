package org.mapperbench.jmh.runner.variant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AdapterModuleTest {

  @Test
  void should_read_resolved_versions_from_repository_paths() {
    assertThat(
            AdapterModule.libraries(
                List.of(
                    "/root/.m2/repository/com/datastax/cassandra/cassandra-driver-core/3.11.5/"
                        + "cassandra-driver-core-3.11.5.jar",
                    "/root/.m2/repository/io/netty/netty-handler/4.1.94.Final/netty-handler-4.1.94.Final.jar",
                    "/work/main/entities/target/classes"), null))
        .containsEntry("com.datastax.cassandra:cassandra-driver-core", "3.11.5")
        .containsEntry("io.netty:netty-handler", "4.1.94.Final")
        .hasSize(2);
  }

  @Test
  void should_read_them_below_a_repository_of_any_name() {
    assertThat(AdapterModule.libraries(List.of(
            "/tmp/tmp.x1/com/datastax/cassandra/cassandra-driver-core/3.11.5/cassandra-driver-core-3.11.5.jar",
            "/tmp/tmp.x1/io/netty/netty-handler/4.1.94.Final/netty-handler-4.1.94.Final.jar",
            "/work/main/entities/target/classes"), Path.of("/tmp/tmp.x1")))
        .containsEntry("com.datastax.cassandra:cassandra-driver-core", "3.11.5")
        .containsEntry("io.netty:netty-handler", "4.1.94.Final")
        .hasSize(2);
  }

  @Test
  void should_name_the_known_adapters_when_one_is_unknown(@TempDir Path root) throws Exception {
    Files.createDirectories(root.resolve("adapters/alpha"));
    Files.writeString(root.resolve("adapters/alpha/pom.xml"), "<project/>");
    assertThatThrownBy(() -> AdapterModule.loadAll(root, List.of("beta")))
        .isInstanceOf(org.mapperbench.settings.BadSetting.class)
        .hasMessage("unknown adapter 'beta'; known adapters: alpha");
  }

  @Test
  void should_say_when_an_adapter_is_not_built(@TempDir Path root) throws Exception {
    Files.createDirectories(root.resolve("adapters/alpha"));
    Files.writeString(root.resolve("adapters/alpha/pom.xml"), "<project/>");
    assertThatThrownBy(() -> AdapterModule.loadAll(root, List.of("alpha")))
        .hasMessageContaining("is not built");
  }

  @Test
  void should_name_the_missing_profile_before_building_anything(@TempDir Path root) throws Exception {
    Files.createDirectories(root.resolve("adapters/alpha"));
    Files.writeString(root.resolve("adapters/alpha/pom.xml"),
        "<project><profiles><profile><id>alpha-1</id></profile></profiles></project>");
    Files.writeString(root.resolve("adapters/pom.xml"), "<project/>");
    Files.writeString(root.resolve("pom.xml"), "<project/>");
    assertThatThrownBy(() -> AdapterModule.loadAll(root, List.of("alpha@profile=alpha-2")))
        .isInstanceOf(org.mapperbench.settings.BadSetting.class)
        .hasMessage("bench.adapters: 'alpha@profile:alpha-2': adapter alpha has no profile 'alpha-2'; its profiles:"
            + " alpha-1");
  }

  @Test
  void should_ask_for_the_property_when_the_module_names_no_version_property(@TempDir Path root) throws Exception {
    Files.createDirectories(root.resolve("adapters/alpha"));
    Files.writeString(root.resolve("adapters/alpha/pom.xml"), "<project/>");
    Files.writeString(root.resolve("adapters/pom.xml"), "<project/>");
    Files.writeString(root.resolve("pom.xml"), "<project/>");
    assertThatThrownBy(() -> AdapterModule.loadAll(root, List.of("alpha@1.2")))
        .hasMessageContaining("names no variant.versionProperty");
  }
}
