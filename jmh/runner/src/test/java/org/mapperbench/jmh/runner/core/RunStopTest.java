package org.mapperbench.jmh.runner.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class RunStopTest {
  @AfterEach
  void forget() {
    RunStop.reset();
  }

  @Test
  void should_let_the_run_go_on_until_a_stop_is_asked_for() {
    RunStop.checkpoint();
    assertThat(RunStop.requested()).isFalse();
    assertThat(RunStop.exitCode()).isZero();
  }

  @Test
  void should_stop_the_running_work_once_and_unwind_at_the_next_checkpoint() {
    AtomicInteger stops = new AtomicInteger();
    RunStop.reset();
    RunStop.install(stops::incrementAndGet, () -> { });
    RunStop.ask(RunStop.Cause.INT);
    RunStop.ask(RunStop.Cause.TERM); // Maven passes a terminal's Ctrl-C on as SIGTERM: the same stop
    assertThat(stops).hasValue(1);
    assertThat(RunStop.exitCode()).isEqualTo(130);
    assertThat(RunStop.cause()).isEqualTo("Ctrl-C");
    assertThatThrownBy(RunStop::checkpoint).isInstanceOf(RunStop.Stopped.class).hasMessage("stopped by Ctrl-C");
  }

  @Test
  void should_exit_143_for_sigterm() {
    RunStop.ask(RunStop.Cause.TERM);
    assertThat(RunStop.exitCode()).isEqualTo(143);
    assertThat(RunStop.cause()).isEqualTo("SIGTERM");
  }
}
