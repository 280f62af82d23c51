package org.mapperbench.adapters.kundera;

import java.util.HashMap;
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

  private EntityManagerFactory factory;
  private Map<String, Object> clientProperties;

  @Override
  public AdapterTraits traits() {
    return AdapterTraits.builder("kundera",
            "Kundera (JPA) with its CQL client kundera-cassandra-ds-driver, on DataStax driver 3")
        .family("driver3").backend(Backend.CASSANDRA).statements(AdapterTraits.StatementStyle.LITERAL)
        .appliesConsistencyLevel()
        .batching("none: an order's write and full update send one INSERT per entity (the order, then each line item),"
            + " one after another; Kundera's optional batching (kundera.batch.size) sends LOGGED batches and is"
            + " not used")
        .asynchrony("none: every statement is sent and awaited in turn")
        .orderRelation("adapter code: with @OneToMany @JoinColumn(order_id) Kundera adds order_id to the item INSERT"
            + " a second time (it is already in the @EmbeddedId) and the server rejects it; the adapter persists,"
            + " queries and deletes line items itself")
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
            "cassandra.localDc is not applied: the driver's default load balancing chooses the local datacenter",
            "Runs only with --add-opens java.base/java.lang=ALL-UNNAMED on JDK 17",
            "Unmaintained since 2018; its Thrift clients (used by the 2019 study) cannot reach Cassandra 4.0"
                + " and later"))
        .jvmFlags(List.of(ADD_OPENS))
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
    Map<String, Object> unit = new HashMap<>();
    unit.put("kundera.nodes", String.join(",", hosts.stream().map(AdapterConfig.HostPort::host).toList()));
    unit.put("kundera.port", String.valueOf(port));
    unit.put("kundera.keyspace", config.keyspace());
    factory = Persistence.createEntityManagerFactory(PERSISTENCE_UNIT, unit);
    clientProperties = Map.of(CONSISTENCY_LEVEL, config.consistencyLevel());
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
    EntityManager em = factory.createEntityManager(clientProperties);
    try {
      return work.apply(em);
    } finally {
      em.close();
    }
  }
}
