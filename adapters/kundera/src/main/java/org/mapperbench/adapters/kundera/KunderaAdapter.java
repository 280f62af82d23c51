package org.mapperbench.adapters.kundera;

import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.persistence.EntityManager;
import javax.persistence.EntityManagerFactory;
import javax.persistence.Persistence;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.adapter.AdapterTraits;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.model.LineItem;
import org.mapperbench.entities.model.Order;
import org.mapperbench.entities.model.Product;
import org.mapperbench.entities.model.ProductColumn;
import org.mapperbench.entities.model.User;

/**
 * Kundera (JPA) over its CQL native-protocol client. One {@link EntityManagerFactory} (it owns the driver's
 * Cluster and Session) per JVM; a fresh {@link EntityManager} per operation, because its persistence context
 * caches entities and an operation must reach the server.
 */
public final class KunderaAdapter implements MapperAdapter {
  static final String PERSISTENCE_UNIT = "mapper_bench_kundera";
  /** Kundera's Cassandra client property, read by every client an EntityManager creates. */
  static final String CONSISTENCY_LEVEL = "consistency.level";
  static final String ADD_OPENS = "--add-opens=java.base/java.lang=ALL-UNNAMED";
  /** Kundera's batching switch, a client property an EntityManager can be given as well as the unit. */
  static final String BATCH_SIZE = "kundera.batch.size";
  /**
   * Products a batch of writeProducts holds: the most one call writes, so each call is one batch. Its rows share a
   * partition, which Cassandra exempts from its batch size limits (CASSANDRA-10876).
   */
  static final int PRODUCTS_A_BATCH = org.mapperbench.entities.schema.ProductTable.MOST_ROWS_A_WRITE;

  private EntityManagerFactory factory;
  private Map<String, Object> clientProperties;
  private Map<String, Object> batchingProperties;

  @Override
  public AdapterTraits traits() {
    return AdapterTraits.builder("kundera",
            "Kundera (JPA) with its CQL client kundera-cassandra-ds-driver, on DataStax driver 3")
        .family("driver3").backend(Backend.CASSANDRA).statements(AdapterTraits.StatementStyle.LITERAL)
        .appliesConsistencyLevel()
        .batching("none: an order's write and full update send one INSERT per entity (the order, then each line item),"
            + " one after another; Kundera's optional batching (kundera.batch.size), which sends LOGGED batches, is"
            + " used by writeProducts only (bulkWrite)")
        .asynchrony("none: every statement is sent and awaited in turn")
        .orderRelation("adapter code: with @OneToMany @JoinColumn(order_id) Kundera adds order_id to the item INSERT"
            + " a second time (it is already in the @EmbeddedId) and the server rejects it; the adapter persists,"
            + " queries and deletes line items itself")
        .bulkWrite("Kundera's batching (kundera.batch.size=" + PRODUCTS_A_BATCH + " on this call's EntityManager):"
            + " persist per product, every " + PRODUCTS_A_BATCH + " rows sent as one literal LOGGED batch (BEGIN BATCH"
            + " INSERT ...; APPLY BATCH) of one partition, then flush sends the rest; the batches go one after another")
        .paging("Kundera's Query.iterate() with setFetchSize(pageSize): one literal SELECT of the partition with the"
            + " driver's page size, each next page fetched by the driver with a request of its own")
        .unmappedColumns(List.of(ProductColumn.RELEASED_ON))
        .limitations(List.of(
            "Literal CQL: the ds-driver client builds a CQL string with the values inlined for every call and never"
                + " prepares a statement",
            "A fresh EntityManager per operation, since its persistence context would answer reads from memory",
            "Updates are INSERTs of every column (Kundera never sends UPDATE for an entity), so an update of a"
                + " missing row creates it",
            "updateOrderStatus and the line-item delete are native CQL queries: Kundera sends JPQL UPDATE and DELETE"
                + " without the consistency level",
            "No conditional update (updateOrderStatusIfExists is not measured): its API has none, and a native"
                + " query's executeUpdate returns no [applied] flag, so a caller cannot tell whether IF EXISTS applied",
            "released_on (CQL date) is unmapped: CQLTranslator inlines a java.time.LocalDate unquoted (a syntax"
                + " error) and a java.util.Date or java.sql.Date as a string of epoch milliseconds, which the server"
                + " refuses for a date; the ds-driver client's row reader (DSClientUtilities.assign) has no case for"
                + " the date type, so it could not read one either",
            "pageProducts runs at the driver's default consistency level (LOCAL_ONE), not the configured one: Kundera's"
                + " iterate() sends its statement through DSClient.executeStatement, which sets none (checked: at TWO"
                + " on one node every other operation fails, pageProducts does not)",
            "JPA's setFirstResult does nothing on Cassandra (only Kundera's Elasticsearch path reads it); its paging"
                + " is iterate()",
            "cassandra.localDc is not applied: the driver's default load balancing chooses the local datacenter",
            "Runs only with --add-opens java.base/java.lang=ALL-UNNAMED on JDK 17",
            "No TLS: its Cassandra client (DSClientFactory) builds its cluster without SSL options, so it cannot reach"
                + " a cluster that requires client-to-node encryption; a user name and password it can send",
            "Unmaintained since 2018; its Thrift clients (used by the 2019 study) cannot reach Cassandra 4.0"
                + " and later"))
        .jvmFlags(List.of(ADD_OPENS))
        .settings(Map.of(BATCH_SIZE, PRODUCTS_A_BATCH + " (writeProducts only; unset elsewhere)"))
        .build();
  }

  @Override
  public void open(AdapterConfig config) {
    List<AdapterConfig.HostPort> hosts = config.hostPorts();
    int port = hosts.get(0).port();
    if (hosts.stream().anyMatch(h -> h.port() != port)) {
      throw new IllegalArgumentException(
          "Kundera takes one port for all nodes (kundera.port): " + config.contactPoints());
    }
    if (config.security().encrypts()) {
      // DSClientFactory builds its Cluster with no SSL options (its source: "TODO::: SSLOptions?").
      throw new UnsupportedOperationException("Kundera's Cassandra client (kundera-cassandra-ds-driver) has no TLS:"
          + " it cannot connect to a cluster that requires client-to-node encryption");
    }
    Map<String, Object> unit = new HashMap<>();
    if (config.security().authenticates()) {
      unit.put("kundera.username", config.security().user());
      unit.put("kundera.password", config.security().password());
    }
    unit.put("kundera.nodes", String.join(",", hosts.stream().map(AdapterConfig.HostPort::host).toList()));
    unit.put("kundera.port", String.valueOf(port));
    unit.put("kundera.keyspace", config.keyspace());
    factory = Persistence.createEntityManagerFactory(PERSISTENCE_UNIT, unit);
    clientProperties = Map.of(CONSISTENCY_LEVEL, config.consistencyLevel());
    batchingProperties = Map.of(CONSISTENCY_LEVEL, config.consistencyLevel(), BATCH_SIZE,
        String.valueOf(PRODUCTS_A_BATCH));
  }

  @Override
  public void close() {
    if (factory != null) {
      factory.close();
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
    run(em -> em.remove(UserEntity.withId(id)));
  }

  @Override
  public void writeOrder(Order order) {
    run(
        em -> {
          em.persist(OrderEntity.of(order));
          for (LineItem item : order.lineItems()) {
            em.persist(LineItemEntity.of(order.id(), item));
          }
        });
  }

  @Override
  public Optional<OrderEntity> readOrder(UUID id) {
    return Optional.ofNullable(
        call(
            em -> {
              OrderEntity order = em.find(OrderEntity.class, id);
              if (order == null) {
                return null;
              }
              List<LineItemEntity> items =
                  em.createNamedQuery(LineItemEntity.BY_ORDER, LineItemEntity.class)
                      .setParameter("orderId", id)
                      .getResultList();
              return order.withLineItems(items);
            }));
  }

  @Override
  public void updateOrder(Order order) {
    run(
        em -> {
          em.merge(OrderEntity.of(order));
          for (LineItem item : order.lineItems()) {
            em.merge(LineItemEntity.of(order.id(), item));
          }
        });
  }

  @Override
  public void updateOrderStatus(UUID id, String status) {
    run(em -> executeNative(em, OrderEntity.class,
        "UPDATE orders SET status = " + literal(status) + " WHERE id = " + id));
  }

  @Override
  public void deleteOrder(UUID id) {
    run(
        em -> {
          em.remove(OrderEntity.withId(id));
          executeNative(em, LineItemEntity.class, "DELETE FROM line_items_by_order WHERE order_id = " + id);
        });
  }

  /**
   * Kundera's batching, on this EntityManager only: every {@link #PRODUCTS_A_BATCH}th persist sends the batch, and
   * the flush sends what is left, so every row is acknowledged before the call returns.
   */
  @Override
  public void writeProducts(List<? extends Product> products) {
    call(batchingProperties, em -> {
      for (Product product : products) {
        em.persist(ProductEntity.of(product));
      }
      em.flush();
      return null;
    });
  }

  /** Kundera adds LIMIT 100 to a query unless its maximum is Integer.MAX_VALUE, which means none. */
  @Override
  public List<ProductEntity> readProducts(UUID catalogueId) {
    return call(em -> em.createNamedQuery(ProductEntity.BY_CATALOGUE, ProductEntity.class)
        .setParameter("catalogueId", catalogueId)
        .setMaxResults(Integer.MAX_VALUE)
        .getResultList());
  }

  /**
   * Kundera's own paging: {@code iterate()} runs the query with the fetch size as the driver's page size, and the
   * driver fetches each next page when the one before is used up. JPA's setFirstResult has no effect on Cassandra.
   */
  @Override
  public void pageProducts(UUID catalogueId, int pageSize, Consumer<? super Product> each) {
    run(em -> {
      com.impetus.kundera.query.Query query = (com.impetus.kundera.query.Query) em
          .createNamedQuery(ProductEntity.BY_CATALOGUE, ProductEntity.class)
          .setParameter("catalogueId", catalogueId)
          .setMaxResults(Integer.MAX_VALUE);
      query.setFetchSize(pageSize);
      Iterator<ProductEntity> products = query.iterate();
      while (products.hasNext()) {
        each.accept(products.next());
      }
    });
  }

  /**
   * A native CQL statement, which Kundera sends at the EntityManager's consistency level (its JPQL UPDATE and
   * DELETE are sent without one). The entity class tells Kundera which persistence unit's client to use.
   */
  private static void executeNative(EntityManager em, Class<?> table, String cql) {
    em.createNativeQuery(cql, table).executeUpdate();
  }

  /** A CQL string literal, quoted as Kundera quotes the values it inlines. */
  static String literal(String value) {
    return "'" + value.replace("'", "''") + "'";
  }

  private void run(Consumer<EntityManager> work) {
    call(
        em -> {
          work.accept(em);
          return null;
        });
  }

  private <T> T call(Function<EntityManager, T> work) {
    return call(clientProperties, work);
  }

  private <T> T call(Map<String, Object> properties, Function<EntityManager, T> work) {
    EntityManager em = factory.createEntityManager(properties);
    try {
      return work.apply(em);
    } finally {
      em.close();
    }
  }
}
