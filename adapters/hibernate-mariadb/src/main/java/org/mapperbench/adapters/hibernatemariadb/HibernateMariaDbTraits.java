package org.mapperbench.adapters.hibernatemariadb;

import static org.mapperbench.adapters.hibernatemariadb.HibernateMariaDbAdapter.ID;
import static org.mapperbench.adapters.hibernatemariadb.HibernateMariaDbAdapter.JDBC_BATCH_SIZE;
import static org.mapperbench.adapters.hibernatemariadb.HibernateMariaDbAdapter.POOL_SIZE;
import static org.mapperbench.adapters.hibernatemariadb.HibernateMariaDbAdapter.URL_OPTIONS;

import java.util.Map;
import org.mapperbench.entities.adapter.AdapterTraits;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.entities.adapter.CommonTraits;

/** What run.json and the README report about this adapter: kept apart so the adapter holds only its operations. */
final class HibernateMariaDbTraits {
  private HibernateMariaDbTraits() {}

  static AdapterTraits traits() {
    return AdapterTraits.builder(ID, "Hibernate ORM (JPA API) on mariadb-java-client with HikariCP")
        .family("jdbc").backend(Backend.MARIADB).statements(AdapterTraits.StatementStyle.PREPARED)
        .batching("JDBC batching (hibernate.jdbc.batch_size 20, ordered inserts and updates): an order's line-item"
            + " INSERTs go as one executeBatch, which the driver sends as one COM_STMT_BULK_EXECUTE; its line-item"
            + " UPDATEs and DELETEs as one executeBatch each, which the driver pipelines as one execute per row; the"
            + " order row is a statement of its own")
        .asynchrony("none")
        .orderRelation("JPA: @OneToMany(mappedBy, cascade ALL, orphanRemoval) from ShopOrder to LineItem, whose"
            + " @EmbeddedId (order_id, line_item_id) takes order_id from the order through @MapsId")
        .bulkWrite("persist() of each product in one transaction; the flush at commit sends JDBC batches of "
            + JDBC_BATCH_SIZE + " rows (hibernate.jdbc.batch_size), products first, then the collection rows grouped"
            + " by table (hibernate.order_updates sorts them by collection): each batch one bulk INSERT"
            + " (COM_STMT_BULK_EXECUTE), split where a column null in the batch's first row is set later; 37 for"
            + " 100 products in a probe")
        .paging("JPA offset paging: setFirstResult/setMaxResults on the JPQL query ordered by sku (LIMIT ?,?), one"
            + " SELECT a page plus one batch-fetch SELECT per collection (@BatchSize " + ProductEntity.FETCH_BATCH_SIZE
            + "), all pages in one transaction, the persistence context cleared after each, until a short page")
        .limitations(CommonTraits.mariaDbLimitations(
            "every operation is a unit of work with a new EntityManager and its own transaction: besides its own"
                + " statements it sends set autocommit=0, COMMIT and set autocommit=1 (the floor included)",
            "full updates are merge() of a detached entity: Hibernate SELECTs the row (an order with its line items,"
                + " in one join) before it UPDATEs, and UPDATEs only rows whose values changed",
            "deletes are find() then remove(): a SELECT before the DELETE; an order takes two SELECTs (the order,"
                + " then its line items for the cascade), then one DELETE per line item and one for the order",
            "an update of a missing row inserts it (merge of a detached entity with an unknown id)",
            "pageProducts pages by OFFSET, as JPA's setFirstResult does: each page's SELECT walks the catalogue's index"
                + " past every earlier row (jdbc-mariadb pages by keyset)"))
        .settings(Map.ofEntries(
            Map.entry("jdbc.url.options", URL_OPTIONS),
            Map.entry("pool", "HikariCP " + POOL_SIZE + " connections (fixed, filled in open), autoCommit=true by"
                + " default"),
            Map.entry("jdbc.batches", "driver defaults: useBulkStmtsForInserts=true (INSERT batches as one bulk"
                + " command), useBulkStmts=false (UPDATE and DELETE batches pipelined, one execute per row)"),
            Map.entry("hibernate.jdbc.batch_size", String.valueOf(JDBC_BATCH_SIZE)),
            Map.entry("hibernate.order_inserts", "true"),
            Map.entry("hibernate.order_updates", "true"),
            Map.entry("hibernate.hbm2ddl.auto", "validate (at startup only; never alters the schema)"),
            Map.entry("dialect", "MariaDBDialect, detected by Hibernate from the connection (hibernate.dialect unset)"),
            Map.entry("id type", "UUID (MariaDB native uuid column)"),
            Map.entry("order read", "EntityManager.find with the fetch graph ShopOrder.withLineItems: one SELECT,"
                + " orders LEFT JOIN line_items"),
            Map.entry("product mapping", "@IdClass (catalogue_id, sku); warehouse an @Embeddable with"
                + " @AttributeOverrides; tags @ElementCollection List with @OrderColumn(position), colours Set,"
                + " stockBySize Map with @MapKeyColumn(size)"),
            Map.entry("product fetch", "collections LAZY with @BatchSize(" + ProductEntity.FETCH_BATCH_SIZE + "),"
                + " initialized before the unit of work ends: 1 + 3 * ceil(N / " + ProductEntity.FETCH_BATCH_SIZE
                + ") SELECTs for N products"),
            Map.entry("transactions", "one resource-local transaction and a new EntityManager per operation"),
            Map.entry("caches", "no second-level cache, no query cache")))
        .build();
  }
}
