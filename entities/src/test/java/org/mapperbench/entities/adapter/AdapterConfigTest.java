package org.mapperbench.entities.adapter;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Properties;
import org.junit.jupiter.api.Test;

class AdapterConfigTest {
  private static AdapterConfig withPassword(String password) {
    Properties p = new Properties();
    p.setProperty("mariadb.url", "jdbc:mariadb://127.0.0.1:3306/mapper_bench");
    p.setProperty("mariadb.user", "bench");
    p.setProperty("mariadb.password", password);
    return AdapterConfig.fromProperties(p);
  }

  @Test
  void should_hand_the_password_to_another_jvm_only_through_its_environment() {
    AdapterConfig config = withPassword("s3cret");
    // Properties become -D options on a command line, which ps shows every user and JMH copies into its results.
    assertThat(config.toProperties()).containsEntry("mariadb.user", "bench").doesNotContainValue("s3cret")
        .doesNotContainKey("mariadb.password");
    assertThat(config.secretEnvironment()).containsExactly(
        java.util.Map.entry(org.mapperbench.settings.ServerSettings.PASSWORD_ENVIRONMENT, "s3cret"));
  }

  @Test
  void should_set_no_environment_without_a_password() {
    assertThat(withPassword("").secretEnvironment()).isEmpty();
  }
}
