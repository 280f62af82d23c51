package org.mapperbench.adapters.hibernatemariadb;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.EntityTransaction;
import jakarta.persistence.TypedQuery;
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
import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.model.Order;
import org.mapperbench.entities.model.Product;
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
    return HibernateMariaDbTraits.traits();
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

  /**
   * One transaction: every product is persisted (an assigned id, so no SELECT), and the flush at commit sends each
   * table's INSERTs as JDBC batches of {@value #JDBC_BATCH_SIZE}: products first, then the collection rows, which
   * hibernate.order_updates sorts by collection so each table's rows batch together.
   */
  @Override
  public void writeProducts(List<? extends Product> products) {
    run(em -> products.forEach(product -> em.persist(ProductEntity.of(product))));
  }

  /** The JPQL query, then the collections in batches of {@value ProductEntity#FETCH_BATCH_SIZE} products each. */
  @Override
  public List<ProductEntity> readProducts(UUID catalogueId) {
    return call(em -> {
      List<ProductEntity> products = byCatalogue(em, catalogueId).getResultList();
      products.forEach(ProductEntity::fetchCollections);
      return products;
    });
  }

  /**
   * JPA's offset paging in one transaction: a SELECT per page with LIMIT and OFFSET, then one batch-fetch SELECT per
   * collection for that page's products, until a page comes back short. The persistence context is cleared after
   * each page, so it holds one page at a time however long the catalogue.
   */
  @Override
  public void pageProducts(UUID catalogueId, int pageSize, Consumer<? super Product> each) {
    run(em -> {
      TypedQuery<ProductEntity> query = byCatalogue(em, catalogueId).setMaxResults(pageSize);
      for (int first = 0; ; first += pageSize) {
        List<ProductEntity> page = query.setFirstResult(first).getResultList();
        page.forEach(ProductEntity::fetchCollections);
        em.clear();
        page.forEach(each);
        if (page.size() < pageSize) {
          return;
        }
      }
    });
  }

  private static TypedQuery<ProductEntity> byCatalogue(EntityManager em, UUID catalogueId) {
    return em.createNamedQuery(ProductEntity.BY_CATALOGUE, ProductEntity.class)
        .setParameter("catalogueId", catalogueId);
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
