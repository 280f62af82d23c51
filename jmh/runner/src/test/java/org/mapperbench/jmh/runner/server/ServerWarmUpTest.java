package org.mapperbench.jmh.runner.server;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.mapperbench.entities.schema.CqlStatement;

class ServerWarmUpTest {

  @Test
  void should_qualify_every_table_of_every_suite_statement() {
    for (CqlStatement statement : CqlStatement.values()) {
      String qualified = ServerWarmUp.qualified(statement.cql(), "ks");
      assertThat(qualified).as(statement.name()).containsPattern("(FROM|INTO|UPDATE) ks\\.\\w+");
      assertThat(qualified.replaceAll("(FROM|INTO|UPDATE) ks\\.", ""))
          .doesNotContainPattern("(FROM|INTO|UPDATE) \\w+ ");
    }
  }
}
