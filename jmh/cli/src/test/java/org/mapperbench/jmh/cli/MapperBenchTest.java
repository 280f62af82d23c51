package org.mapperbench.jmh.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class MapperBenchTest {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    return MapperBench.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  @Test
  void should_list_every_command_in_its_help() {
    assertThat(run("--help")).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8))
        .contains("report", "compare", "check", "variance", "gate", "merge", "stop-servers", "help");
  }

  @Test
  void should_answer_each_command_help_with_its_own() {
    assertThat(run("gate", "--help")).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("Usage: mapper-bench gate", "--max");
    out.reset();
    assertThat(run("merge", "--help")).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("Usage: mapper-bench merge", "--into");
  }

  @Test
  void should_refuse_an_unknown_command_in_one_line_with_exit_2() {
    assertThat(run("frobnicate")).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("mapper-bench: no command 'frobnicate'"
        + " (scripts/mapper-bench help)\n");
    err.reset();
    assertThat(run("frobnicate", "--help")).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("mapper-bench: no command").hasLineCount(1);
  }

  @Test
  void should_say_what_a_run_folder_lacks_in_one_line() {
    assertThat(run("variance", "no-such-run")).isEqualTo(1);
    assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("variance: ").hasLineCount(1);
  }
}
