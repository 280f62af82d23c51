package org.mapperbench.entities.schema;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CqlStatementTest {

  @Test
  void should_qualify_every_table_of_every_suite_statement() {
    for (CqlStatement statement : CqlStatement.values()) {
      String qualified = statement.cql("ks");
      assertThat(qualified).as(statement.name()).containsPattern("(FROM|INTO|UPDATE) ks\\.\\w+");
      assertThat(qualified.replaceAll("(FROM|INTO|UPDATE) ks\\.", ""))
          .doesNotContainPattern("(FROM|INTO|UPDATE) \\w+ ");
    }
  }
}
