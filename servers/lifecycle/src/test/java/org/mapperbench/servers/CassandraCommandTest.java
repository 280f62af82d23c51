package org.mapperbench.servers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class CassandraCommandTest {

  @Test
  void should_replace_the_suite_s_line_of_a_key_and_add_a_new_key_at_the_end() {
    String yaml = "concurrent_compactors: 1\nmemtable_allocation_type: offheap_objects\n";
    String changed = CassandraCommand.override(yaml,
        List.of("memtable_allocation_type: heap_buffers", "memtable_heap_space:2048MiB"));
    assertThat(changed).isEqualTo(
        "concurrent_compactors: 1\nmemtable_allocation_type: heap_buffers\nmemtable_heap_space: 2048MiB\n");
  }

  @Test
  void should_say_in_one_line_what_a_setting_without_a_key_is() {
    assertThatThrownBy(() -> CassandraCommand.override("", List.of("offheap_objects")))
        .isInstanceOf(ServerException.class).hasMessageContaining("'key: value'");
  }

  @Test
  void should_put_the_user_s_jvm_options_after_the_suite_s_so_that_they_win() {
    List<String> options = CassandraCommand.jvmOptions("1g", java.nio.file.Path.of("/tmp/node"), "logback.xml",
        List.of("-Xmx2g"));
    assertThat(options.get(options.size() - 1)).isEqualTo("-Xmx2g");
    assertThat(options).contains("-Xmx1g").anyMatch(o -> o.startsWith("-Xlog:gc:file=/tmp/node/logs/gc.log"));
  }
}
