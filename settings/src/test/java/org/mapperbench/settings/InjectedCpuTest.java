package org.mapperbench.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class InjectedCpuTest {

  @Test
  void should_read_an_adapter_an_operation_and_a_thread_cpu_time() {
    Properties p = new Properties();
    p.setProperty("bench.injectCpu",
        "driver4-native~2/readUser:20us, driver4-native@profile=scylla-driver/writeUser:1ms");
    List<InjectedCpu> injected = BenchSettings.INJECT_CPU.get(p);
    assertThat(injected).containsExactly(
        new InjectedCpu("driver4-native~2", "readUser", Duration.ofNanos(20_000)),
        new InjectedCpu("driver4-native@profile:scylla-driver", "writeUser", Duration.ofMillis(1)));
    assertThat(BenchSettings.INJECT_CPU.flag(injected)).isEqualTo("-Dbench.injectCpu=driver4-native~2/readUser:20us,"
        + "driver4-native@profile:scylla-driver/writeUser:1000us");
  }

  @Test
  void should_name_an_entry_that_is_not_of_the_form() {
    Properties p = new Properties();
    p.setProperty("bench.injectCpu", "driver4-native:20us");
    assertThatThrownBy(() -> BenchSettings.INJECT_CPU.get(p)).isInstanceOf(BadSetting.class)
        .hasMessageContaining("not 'driver4-native:20us'");
  }
}
