package org.mapperbench.servers;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class EmbeddedMariaDbTest {

  @Test
  void should_count_every_prepared_statement_and_leave_no_mariadbd_after_close() {
    Path workDir = Path.of(System.getProperty("mapperbench.workDir", "target"), "embedded-mariadb-test");
    ProcessHandle mariadbd;
    try (MariaDbTarget server = MariaDbTargets.open(new Properties(), workDir);
        RawSql sql = RawSql.connect(server.jdbcUrl(), server.user(), server.password())) {
      assertThat(server.version()).startsWith("11.");
      mariadbd = server.process().orElseThrow();
      assertThat(mariadbd.info().command().orElse("")).endsWith("mariadbd");
      sql.execute("CREATE TABLE probe (id UUID PRIMARY KEY, n INT)");

      Map<String, Long> before = sql.commandCounts();
      UUID id = UUID.randomUUID();
      sql.rows("INSERT INTO probe (id, n) VALUES (?, ?)", id, 1);
      sql.rows("SELECT n FROM probe WHERE id = ?", id);
      sql.rows("SELECT n FROM probe WHERE id = ?", id);
      sql.rows("UPDATE probe SET n = 2 WHERE id = ?", id);
      sql.rows("DELETE FROM probe WHERE id = ?", id);
      Map<String, Long> after = sql.commandCounts();

      assertThat(after.get("Com_insert") - before.get("Com_insert")).isEqualTo(1);
      assertThat(after.get("Com_select") - before.get("Com_select")).isEqualTo(2);
      assertThat(after.get("Com_update") - before.get("Com_update")).isEqualTo(1);
      assertThat(after.get("Com_delete") - before.get("Com_delete")).isEqualTo(1);
    }
    assertThat(mariadbd.isAlive()).isFalse();
  }

  @Test
  void should_reject_a_url_with_options_or_without_database() {
    Properties p = new Properties();
    p.setProperty("mariadb.url", "jdbc:mariadb://localhost:3306");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> MariaDbTargets.open(p, Path.of("target")))
        .isInstanceOf(org.mapperbench.settings.BadSetting.class)
        .hasMessageContaining("jdbc:mariadb://host:port/database");
  }
}
