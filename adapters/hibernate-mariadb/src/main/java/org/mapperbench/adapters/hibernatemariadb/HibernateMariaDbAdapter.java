package org.mapperbench.adapters.hibernatemariadb;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.EntityTransaction;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hibernate.cfg.AvailableSettings;
import org.hibernate.jpa.HibernatePersistenceProvider;
import org.hibernate.jpa.SpecHints;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.adapter.AdapterTraits;
import org.mapperbench.entities.adapter.CommonTraits;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.model.Order;
import org.mapperbench.entities.model.User;

/**
 * Hibernate ORM through the JPA API on MariaDB. One {@link EntityManagerFactory} over a HikariCP pool per JVM; each
 * operation is one unit of work: a new {@link EntityManager}, one resource-local transaction, commit, close. So
 * nothing is answered from a persistence context, and every call returns after the server committed.
 */
public final class HibernateMariaDbAdapter implements MapperAdapter {
  static final String ID = "hibernate-mariadb";
  /** Server-side prepared statements; the driver's prepared-statement cache is on by default. */
  static final String URL_OPTIONS = "useServerPrepStmts=true";
  static final int POOL_SIZE = 16;
  static final int JDBC_BATCH_SIZE = 20;

  /**
   * Hibernate logs through JBoss Logging, which falls back to java.util.logging on this classpath (no JBoss
   * LogManager, Log4j 2 or Logback): at WARN its boot banner stays out of the output. Held here because
   * java.util.logging keeps loggers only weakly.
   */
  private static final Logger HIBERNATE_LOG = Logger.getLogger("org.hibernate");

  static {
    HIBERNATE_LOG.setLevel(Level.WARNING);
  }

  private HikariDataSource pool;
  private EntityManagerFactory factory;

  @Override
  public AdapterTraits traits() {
    return AdapterTraits.builder(ID, "Hibernate ORM (JPA API) on mariadb-java-client with HikariCP")
        .family("jdbc").backend(Backend.MARIADB).statements(AdapterTraits.StatementStyle.PREPARED)
        .batching("JDBC batching (hibernate.jdbc.batch_size 20, ordered inserts and updates): an order's line-item"
            + " INSERTs go as one executeBatch, which the driver sends as one COM_STMT_BULK_EXECUTE; its line-item"
            + " UPDATEs and DELETEs as one executeBatch each, which the driver pipelines as one execute per row; the"
            + " order row is a statement of its own")
        .asynchrony("none")
        .orderRelation("JPA: @OneToMany(mappedBy, cascade ALL, orphanRemoval) from ShopOrder to LineItem, whose"
            + " @EmbeddedId (order_id, line_item_id) takes order_id from the order through @MapsId")
        .limitations(CommonTraits.mariaDbLimitations(
            "every operation is a unit of work with a new EntityManager and its own transaction: besides its own"
                + " statements it sends set autocommit=0, COMMIT and set autocommit=1 (the floor included)",
            "full updates are merge() of a detached entity: Hibernate SELECTs the row (an order with its line items,"
                + " in one join) before it UPDATEs, and UPDATEs only rows whose values changed",
            "deletes are find() then remove(): a SELECT before the DELETE; an order takes two SELECTs (the order,"
                + " then its line items for the cascade), then one DELETE per line item and one for the order",
            "an update of a missing row inserts it (merge of a detached entity with an unknown id)"))
        .settings(Map.ofEntries(
            Map.entry("jdbc.url.options", URL_OPTIONS),
            Map.entry("pool", "HikariCP " + POOL_SIZE + " connections (fixed, filled in open), autoCommit=true"
                + " by default"),
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
            Map.entry("transactions", "one resource-local transaction and a new EntityManager per operation"),
            Map.entry("caches", "no second-level cache, no query cache")))
        .build();
  }

  @Override
  public void open(AdapterConfig config) {
    AdapterConfig.Jdbc jdbc = config.requireJdbc();
    HikariConfig hikari = new HikariConfig();
    hikari.setPoolName(ID);
    hikari.setJdbcUrl(jdbc.url() + (jdbc.url().contains("?") ? "&" : "?") + URL_OPTIONS);
    hikari.setUsername(jdbc.user());
    hikari.setPassword(jdbc.password());
    hikari.setMaximumPoolSize(POOL_SIZE);
    hikari.setMinimumIdle(POOL_SIZE);
    hikari.setAutoCommit(true);
    pool = new HikariDataSource(hikari);
    try {
      fillPool();
      factory =
          new HibernatePersistenceProvider()
              .createContainerEntityManagerFactory(new AdapterPersistenceUnit(ID, pool, hibernateSettings()), Map.of());
    } catch (RuntimeException e) {
      pool.close();
      throw e;
    }
  }

  /**
   * Hikari opens all but the first connection in the background; holding all of them at once waits for them, so
   * no connection is opened while an operation is timed.
   */
  private void fillPool() {
    List<Connection> held = new ArrayList<>();
    try {
      for (int i = 0; i < POOL_SIZE; i++) {
        held.add(pool.getConnection());
      }
      for (Connection connection : held) {
        connection.close();
      }
    } catch (SQLException e) {
      throw new IllegalStateException("cannot fill the connection pool: " + e.getMessage(), e);
    }
  }

  private static Properties hibernateSettings() {
    Properties settings = new Properties();
    // No hibernate.dialect: Hibernate picks MariaDBDialect, and the server version, from the connection.
    settings.put(AvailableSettings.HBM2DDL_AUTO, "validate");
    settings.put(AvailableSettings.SHOW_SQL, "false");
    settings.put(AvailableSettings.STATEMENT_BATCH_SIZE, String.valueOf(JDBC_BATCH_SIZE));
    settings.put(AvailableSettings.ORDER_INSERTS, "true");
    settings.put(AvailableSettings.ORDER_UPDATES, "true");
    settings.put(AvailableSettings.USE_SECOND_LEVEL_CACHE, "false");
    settings.put(AvailableSettings.USE_QUERY_CACHE, "false");
    return settings;
  }

  @Override
  public void close() {
    try {
      if (factory != null) {
        factory.close();
      }
    } finally {
      if (pool != null) {
        pool.close();
      }
    }
  }

  @Override
  public void roundTrip() {
    run(em -> em.find(RoundTripEntity.class, 0));
  }

  @Override
  public void writeUser(User user) {
    run(em -> em.persist(UserEntity.of(user)));
  }

  @Override
  public Optional<UserEntity> readUser(UUID id) {
    return Optional.ofNullable(call(em -> em.find(UserEntity.class, id)));
  }

  @Override
  public void updateUser(User user) {
    run(em -> em.merge(UserEntity.of(user)));
  }

  @Override
  public void deleteUser(UUID id) {
    run(
        em -> {
          UserEntity user = em.find(UserEntity.class, id);
          if (user != null) {
            em.remove(user);
          }
        });
  }

  @Override
  public void writeOrder(Order order) {
    run(em -> em.persist(OrderEntity.of(order)));
  }

  @Override
  public Optional<OrderEntity> readOrder(UUID id) {
    return Optional.ofNullable(
        call(
            em ->
                em.find(
                    OrderEntity.class,
                    id,
                    Map.of(SpecHints.HINT_SPEC_FETCH_GRAPH, em.getEntityGraph(OrderEntity.WITH_LINE_ITEMS)))));
  }

  @Override
  public void updateOrder(Order order) {
    run(em -> em.merge(OrderEntity.of(order)));
  }

  @Override
  public void updateOrderStatus(UUID id, String status) {
    run(
        em ->
            em.createNamedQuery(OrderEntity.UPDATE_STATUS)
                .setParameter("status", status)
                .setParameter("id", id)
                .executeUpdate());
  }

  @Override
  public void deleteOrder(UUID id) {
    run(
        em -> {
          OrderEntity order = em.find(OrderEntity.class, id);
          if (order != null) {
            em.remove(order);
          }
        });
  }

  private void run(Consumer<EntityManager> work) {
    call(
        em -> {
          work.accept(em);
          return null;
        });
  }

  /** One unit of work: commit flushes and returns once the server acknowledged the COMMIT. */
  private <T> T call(Function<EntityManager, T> work) {
    EntityManager em = factory.createEntityManager();
    try {
      EntityTransaction transaction = em.getTransaction();
      transaction.begin();
      try {
        T result = work.apply(em);
        transaction.commit();
        return result;
      } catch (RuntimeException e) {
        if (transaction.isActive()) {
          transaction.rollback();
        }
        throw e;
      }
    } finally {
      em.close();
    }
  }
}
