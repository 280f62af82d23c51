package org.mapperbench.servers;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LocalPortsTest {
  @Test
  void should_never_hand_out_a_port_already_chosen_for_the_same_server() {
    for (int i = 0; i < 200; i++) {
      int nativePort = LocalPorts.free();
      int storagePort = LocalPorts.freeBesides(nativePort);
      int jmxPort = LocalPorts.freeBesides(nativePort, storagePort);
      assertThat(storagePort).isNotEqualTo(nativePort);
      assertThat(jmxPort).isNotIn(nativePort, storagePort);
    }
  }
}
