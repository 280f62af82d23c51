package org.mapperbench.protocol.link;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

class ForkLinkTest {

  @Test
  void should_carry_every_message_and_answer_as_the_record_it_was() throws Exception {
    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      CompletableFuture<ForkLink> runner = CompletableFuture.supplyAsync(() -> accept(server));
      try (ForkLink fork = ForkLink.connect(server.getLocalPort()); ForkLink runnerEnd = runner.get()) {
        ForkMessage.Failure failure = ForkMessage.Failure.of(
            new IllegalStateException("wrapped", new java.net.ConnectException("Connection refused\nat line 2")));
        for (ForkMessage message : java.util.List.of(new ForkMessage.TrialStarted(3),
            new ForkMessage.WindowClosing(3), new ForkMessage.TrialEnded(3, failure), new ForkMessage.TrialEnded(4,
                null), new ForkMessage.ForkFailed(failure), new ForkMessage.RequestCountsAsked(),
            new ForkMessage.SettleAsked())) {
          fork.send(message);
          assertThat(runnerEnd.receive()).isEqualTo(message);
        }
        ForkProtocol.RequestCounts counts =
            new ForkProtocol.RequestCounts(Map.of("users.read", 5L), Map.of("paxos.write", 1L));
        for (java.io.Serializable answer : new java.io.Serializable[] {counts, null,
            new ForkProtocol.Settled(120, ForkProtocol.Settled.State.SETTLED)}) {
          runnerEnd.send(answer);
          assertThat(fork.receive()).isEqualTo(answer);
        }
        assertThat(failure.line()).isEqualTo("ConnectException: Connection refused");
      }
    }
  }

  @Test
  void should_read_nothing_but_the_protocols_records() throws Exception {
    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      CompletableFuture<ForkLink> runner = CompletableFuture.supplyAsync(() -> accept(server));
      try (ForkLink fork = ForkLink.connect(server.getLocalPort()); ForkLink runnerEnd = runner.get()) {
        fork.send(new java.io.File("/etc/passwd"));
        assertThatThrownBy(runnerEnd::receive).isInstanceOf(java.io.InvalidClassException.class);
      }
    }
  }

  @Test
  void should_receive_nothing_once_the_other_end_is_gone() throws Exception {
    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      CompletableFuture<ForkLink> runner = CompletableFuture.supplyAsync(() -> accept(server));
      ForkLink fork = ForkLink.connect(server.getLocalPort());
      try (ForkLink runnerEnd = runner.get()) {
        fork.send(new ForkMessage.TrialStarted(0));
        fork.close();
        assertThat(runnerEnd.receive()).isEqualTo(new ForkMessage.TrialStarted(0));
        assertThat(runnerEnd.receive()).isNull();
      }
    }
  }

  private static ForkLink accept(ServerSocket server) {
    try {
      return ForkLink.accepted(server.accept());
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
