package org.mapperbench.jmh.runner.fork;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchmarkJvmTest {

  @Test
  void should_name_the_last_error_in_a_benchmark_log(@TempDir Path dir) throws Exception {
    Path log = dir.resolve("a.log");
    Files.writeString(log, "# Warmup Iteration   1: 1.0 us/op\n"
        + "<failure>\n\ncom.datastax.driver.core.exceptions.NoHostAvailableException: "
        + "All host(s) tried for query failed\n"
        + "\tat com.datastax.driver.core.Foo.bar(Foo.java:1)\n# Run complete.\n");
    assertThat(BenchmarkJvm.lastError(log)).isEqualTo("NoHostAvailableException: All host(s) tried for query failed");
  }

  @Test
  void should_say_nothing_without_an_error(@TempDir Path dir) throws Exception {
    Path log = dir.resolve("a.log");
    Files.writeString(log, "# Run complete.\n");
    assertThat(BenchmarkJvm.lastError(log)).isEmpty();
    assertThat(BenchmarkJvm.lastError(dir.resolve("missing.log"))).isEmpty();
  }
}
