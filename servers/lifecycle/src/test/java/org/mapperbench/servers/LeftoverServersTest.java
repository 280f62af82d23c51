package org.mapperbench.servers;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Which command lines stop-servers takes for the suite's servers: only those, never a user's own server. */
class LeftoverServersTest {
  @Test
  void should_know_the_suites_node_keepers_and_embedded_mariadbd() {
    assertThat(LeftoverServers.isSuiteServer("java -cp x org.mapperbench.servers.node.CassandraNodeMain 1")).isTrue();
    assertThat(LeftoverServers.isSuiteServer("java org.mapperbench.servers.mariadbnode.MariaDbNodeMain /w")).isTrue();
    assertThat(LeftoverServers.isSuiteServer("java org.mapperbench.servers.containernode.ContainerNodeMain")).isTrue();
    assertThat(LeftoverServers.isSuiteServer("/tmp/x/bin/mariadbd --basedir=/w/jmh/runner/target/mariadb/base"))
        .isTrue();
  }

  @Test
  void should_leave_other_servers_alone() {
    assertThat(LeftoverServers.isSuiteServer("/usr/sbin/mariadbd --basedir=/usr")).isFalse();
    assertThat(LeftoverServers.isSuiteServer("java org.apache.cassandra.service.CassandraDaemon")).isFalse();
  }
}
