package org.mapperbench.jmh.runner.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.entities.schema.Operation;

class ServerVerifierTest {

  @Test
  void should_add_up_the_calls_of_every_benchmark_jvm(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("0.properties"), "READ_USER=100\nWRITE_USER=100\nDELETE_USER=0\n");
    Files.writeString(dir.resolve("1.properties"), "READ_USER=50\nWRITE_USER=50\n");
    assertThat(ServerVerifier.readLedgers(dir))
        .containsEntry(Operation.READ_USER, 150L)
        .containsEntry(Operation.WRITE_USER, 150L)
        .doesNotContainKey(Operation.DELETE_USER);
  }

  @Test
  void should_find_no_calls_without_a_ledger(@TempDir Path dir) {
    assertThat(ServerVerifier.readLedgers(dir.resolve("missing"))).isEmpty();
  }
}
