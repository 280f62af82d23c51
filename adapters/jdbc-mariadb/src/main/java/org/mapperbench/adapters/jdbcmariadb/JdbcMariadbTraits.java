package org.mapperbench.adapters.jdbcmariadb;

import static org.mapperbench.adapters.jdbcmariadb.JdbcMariadbAdapter.ID;
import static org.mapperbench.adapters.jdbcmariadb.JdbcMariadbAdapter.POOL_SIZE;
import static org.mapperbench.adapters.jdbcmariadb.JdbcMariadbAdapter.URL_OPTIONS;

import java.util.Map;
import org.mapperbench.entities.adapter.AdapterTraits;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.entities.adapter.CommonTraits;

/** What run.json and the README report about this adapter, kept apart from its operations. */
final class JdbcMariadbTraits {
  private JdbcMariadbTraits() {}

  static AdapterTraits traits() {
    return AdapterTraits.builder(ID,
            "JDBC (MariaDB Connector/J, mariadb-java-client) through HikariCP, hand-written SQL")
        .family("jdbc").backend(Backend.MARIADB).statements(AdapterTraits.StatementStyle.PREPARED)
        .batching("an order's line items go as one JDBC batch (executeBatch) inside the order's transaction")
        .asynchrony("none")
        .orderRelation("adapter code: one LEFT JOIN to read, one statement per row to write, the foreign key's"
            + " cascade to delete")
        .bulkWrite("one transaction: every row added to its table's batch (addBatch), then one executeBatch per table,"
            + " products first; Connector/J sends each batch as one bulk INSERT (COM_STMT_BULK_EXECUTE): four INSERTs"
            + " (products, tags, colours, stock) whatever the number of products, one more where a column null in the"
            + " batch's first row is set in a later one")
        .paging("keyset by hand: SELECT ... WHERE catalogue_id = ? AND sku > ? ORDER BY sku LIMIT ?, then one SELECT"
            + " per collection table for the page's sku range: four SELECTs a page, each autocommit, until a short"
            + " page")
        .limitations(CommonTraits.mariaDbLimitations())
        .settings(Map.ofEntries(
            Map.entry("jdbc.url.options", URL_OPTIONS),
            Map.entry("pool", "HikariCP " + POOL_SIZE + " connections (fixed, filled in open), autoCommit=true"),
            Map.entry("transactions",
                "writeOrder, updateOrder and writeProducts: setAutoCommit(false), statements, commit(),"
                    + " setAutoCommit(true); every other operation: autocommit statements"),
            Map.entry("batching",
                "Connector/J defaults: an INSERT batch goes as one bulk command (useBulkStmtsForInserts),"
                    + " an UPDATE batch as pipelined executions"),
            Map.entry("readOrder", "one SELECT: orders LEFT JOIN line_items"),
            Map.entry("deleteOrder", "one DELETE of orders; ON DELETE CASCADE removes the line items"),
            Map.entry("readProducts", "four autocommit SELECTs by catalogue id, one per table (the collections by"
                + " the sku range read), assembled by hand; the collection SELECTs are skipped when there is no"
                + " product"),
            Map.entry("id type", "UUID (MariaDB native uuid column)")))
        .build();
  }
}
