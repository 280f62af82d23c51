package org.mapperbench.jmh.runner.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.mapperbench.jmh.runner.core.RunSettings;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.BadSetting;

class CpuPinningTest {
  @Test
  void should_start_a_command_on_the_cpus_given_and_leave_it_alone_without() {
    assertThat(CpuPinning.on("1", List.of("java", "-version"))).containsExactly("taskset", "-c", "1", "java",
        "-version");
    assertThat(CpuPinning.on("", List.of("java", "-version"))).containsExactly("java", "-version");
  }

  @Test
  void should_take_cpus_as_taskset_does_and_refuse_anything_else_in_one_line() {
    assertThat(settings("bench.clientCpus", "2-3,5").get(BenchSettings.CLIENT_CPUS)).isEqualTo("2-3,5");
    assertThat(settings().get(BenchSettings.SERVER_CPUS)).isEmpty();
    assertThatThrownBy(() -> settings("bench.serverCpus", "core0").get(BenchSettings.SERVER_CPUS))
        .isInstanceOf(BadSetting.class)
        .hasMessage("-Dbench.serverCpus wants CPUs as taskset -c takes them, such as 1, 0,2 or 2-3, not 'core0'");
  }

  @Test
  void should_move_nothing_without_cpus() {
    CpuPinning.move("", List.of(ProcessHandle.current()));
  }

  private static RunSettings settings(String... keyValues) {
    Properties p = new Properties();
    for (int i = 0; i < keyValues.length; i += 2) {
      p.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return RunSettings.from(p);
  }
}
