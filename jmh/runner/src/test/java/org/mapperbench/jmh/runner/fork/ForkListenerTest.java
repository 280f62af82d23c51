package org.mapperbench.jmh.runner.fork;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.mapperbench.protocol.link.ForkLink;
import org.mapperbench.protocol.link.ForkMessage;
import org.mapperbench.protocol.link.ForkProtocol;

class ForkListenerTest {
  private static final ForkProtocol.RequestCounts COUNTS =
      new ForkProtocol.RequestCounts(Map.of("users.read", 12L), Map.of());
  private static final ForkProtocol.Settled SETTLED = new ForkProtocol.Settled(80, ForkProtocol.Settled.State.SETTLED);

  @Test
  void should_hand_on_what_the_fork_tells_and_answer_what_it_asks() throws Exception {
    Process jvm = new ProcessBuilder("sleep", "60").start();
    List<ForkMessage> told = new ArrayList<>();
    ForkMessage.Failure failure = new ForkMessage.Failure("NoHostAvailableException", "All host(s) tried");
    try (ForkListener listener = new ForkListener()) {
      CompletableFuture<List<Object>> fork = CompletableFuture.supplyAsync(() -> {
        try (ForkLink link = ForkLink.connect(listener.port())) {
          link.send(new ForkMessage.TrialStarted(0));
          link.send(new ForkMessage.RequestCountsAsked());
          Object counts = link.receive();
          link.send(new ForkMessage.SettleAsked());
          Object settled = link.receive();
          link.send(new ForkMessage.TrialEnded(0, failure));
          return java.util.Arrays.asList(counts, settled);
        } catch (java.io.IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
      });
      listener.follow(jvm, told::add, new BenchmarkJvm.Answers(() -> COUNTS, () -> SETTLED));
      assertThat(fork.get()).containsExactly(COUNTS, SETTLED);
    } finally {
      jvm.destroy();
    }
    assertThat(told).containsExactly(new ForkMessage.TrialStarted(0), new ForkMessage.TrialEnded(0, failure));
  }

  @Test
  void should_answer_no_counts_when_the_server_cannot_be_read() throws Exception {
    Process jvm = new ProcessBuilder("sleep", "60").start();
    try (ForkListener listener = new ForkListener()) {
      CompletableFuture<Object> fork = CompletableFuture.supplyAsync(() -> {
        try (ForkLink link = ForkLink.connect(listener.port())) {
          link.send(new ForkMessage.RequestCountsAsked());
          return link.receive();
        } catch (java.io.IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
      });
      listener.follow(jvm, message -> { }, new BenchmarkJvm.Answers(() -> {
        throw new IllegalStateException("server gone");
      }, () -> SETTLED));
      assertThat(fork.get()).isNull();
    } finally {
      jvm.destroy();
    }
  }

  @Test
  void should_stop_waiting_for_a_fork_whose_jvm_ended_before_it_connected() throws Exception {
    Process jvm = new ProcessBuilder("true").start();
    jvm.waitFor();
    List<ForkMessage> told = new ArrayList<>();
    try (ForkListener listener = new ForkListener()) {
      listener.follow(jvm, told::add, BenchmarkJvm.Answers.NONE);
    }
    assertThat(told).isEmpty();
  }
}
