package org.mapperbench.servers;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapperbench.settings.CqlSecurity;
import org.mapperbench.settings.ServerSettings;

class SecureNodeTest {
  @TempDir Path dir;

  @Test
  void should_make_a_trust_store_clients_can_build_a_tls_context_from() {
    SecureNode node = SecureNode.prepare(dir);
    CqlSecurity security = node.security();
    assertThat(security.authenticates()).isTrue();
    assertThat(security.encrypts()).isTrue();
    assertThat(security.sslContext()).isNotNull();
    assertThat(node.yaml()).contains("authenticator: PasswordAuthenticator")
        .anyMatch(line -> line.startsWith("client_encryption_options: {enabled: true, optional: false"));
  }

  @Test
  void should_keep_its_certificate_when_the_node_restarts_on_its_own_data() {
    Path first = SecureNode.prepare(dir).security().trustStore();
    long made = first.toFile().lastModified();
    assertThat(SecureNode.prepare(dir).security().trustStore()).isEqualTo(first);
    assertThat(first.toFile().lastModified()).isEqualTo(made);
  }

  @Test
  void should_hand_another_jvm_its_passwords_in_the_environment_only() {
    CqlSecurity security = SecureNode.prepare(dir).security();
    assertThat(security.toProperties()).containsOnlyKeys(ServerSettings.CASSANDRA_USER.name(),
        ServerSettings.CASSANDRA_TRUSTSTORE.name());
    assertThat(security.secretEnvironment()).containsOnlyKeys(ServerSettings.CASSANDRA_PASSWORD_ENVIRONMENT,
        ServerSettings.TRUSTSTORE_PASSWORD_ENVIRONMENT);
    assertThat(security.toString()).doesNotContain(security.trustStorePassword());
  }
}
