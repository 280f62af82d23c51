package org.mapperbench.adapters.achilles;

import com.datastax.driver.core.BatchStatement;
import com.datastax.driver.core.Cluster;
import com.datastax.driver.core.ConsistencyLevel;
import com.datastax.driver.core.policies.DCAwareRoundRobinPolicy;
import com.datastax.driver.core.policies.TokenAwarePolicy;
import info.archinnov.achilles.exception.AchillesLightWeightTransactionException;
import info.archinnov.achilles.generated.ManagerFactory;
import info.archinnov.achilles.generated.ManagerFactoryBuilder;
import info.archinnov.achilles.generated.manager.AchillesLineItem_Manager;
import info.archinnov.achilles.generated.manager.AchillesOrder_Manager;
import info.archinnov.achilles.generated.manager.AchillesProduct_Manager;
import info.archinnov.achilles.generated.manager.AchillesUser_Manager;
import info.archinnov.achilles.generated.manager.RoundTripRow_Manager;
import java.net.InetSocketAddress;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.adapter.AdapterTraits;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.model.LineItem;
import org.mapperbench.entities.model.Order;
import org.mapperbench.entities.model.Product;
import org.mapperbench.entities.model.User;

/**
 * Achilles through the managers its annotation processor generates: CRUD for whole entities, the DSL where only
 * part of a row or a whole partition is addressed. Achilles prepares its insert, find and delete statements while
 * the factory is built, and prepares update and DSL statements on first use into its statement cache.
 *
 * <p>An order spans two tables and Achilles has no relations: this class makes both calls. For writes it follows
 * Achilles' own batch recipe (generate each bound statement, batch them, run the batch on the native session), so
 * an order costs one unlogged batch, as in the driver 3 floor.
 */
public final class AchillesAdapter implements MapperAdapter {
  private Cluster cluster;
  private ManagerFactory factory;
  private ConsistencyLevel consistency;
  private RoundTripRow_Manager roundTrips;
  private AchillesUser_Manager users;
  private AchillesOrder_Manager orders;
  private AchillesLineItem_Manager lineItems;
  private AchillesProduct_Manager products;

  @Override
  public AdapterTraits traits() {
    return AdapterTraits.builder("achilles", "Achilles (info.archinnov:achilles-core), generated managers")
        .family("driver3").backend(Backend.CASSANDRA).statements(AdapterTraits.StatementStyle.PREPARED)
        .appliesConsistencyLevel().updatesConditionally()
        .batching("an order's writes, updates and deletes go as one unlogged batch of Achilles-generated bound"
            + " statements, executed on the native session (Achilles' documented batch recipe)")
        .asynchrony("an order read sends its two SELECTs concurrently (Achilles' async CRUD and DSL) and waits for"
            + " both; every Achilles call completes its driver future on Achilles' own thread pool, even a"
            + " synchronous one")
        .orderRelation("adapter code: Achilles maps one class per table and has no relations")
        .bulkWrite("one unlogged driver batch of crud().insert(product)'s generated statements, Achilles' recipe as"
            + " for an order (it has no batch API): one prepared INSERT of every column per product")
        .paging("the DSL select's iterator() with withFetchSize(pageSize): the driver 3 ResultSet under it fetches"
            + " the next page, with a request of its own, when iteration has used up the one before")
        .limitations(List.of(
            "officially supports Cassandra up to 3.11 (driver 3.11.0); run here against Cassandra 5",
            "update(entity) writes only the non-null fields of the entity (Achilles' CRUD semantics)",
            "an order batch bypasses Achilles' execution path, so its consistency level is set on the batch by"
                + " this adapter (Achilles' defaults apply to every other request)",
            "unmaintained since 2022"))
        .build();
  }

  @Override
  public void open(AdapterConfig config) {
    consistency = ConsistencyLevel.valueOf(config.consistencyLevel());
    Cluster.Builder builder =
        Cluster.builder()
            .withLoadBalancingPolicy(
                new TokenAwarePolicy(DCAwareRoundRobinPolicy.builder().withLocalDc(config.localDatacenter()).build()));
    config.hostPorts().forEach(hp -> builder.addContactPointsWithPorts(new InetSocketAddress(hp.host(), hp.port())));
    if (config.security().authenticates()) {
      builder.withCredentials(config.security().user(), config.security().password());
    }
    if (config.security().encrypts()) {
      builder.withSSL(com.datastax.driver.core.RemoteEndpointAwareJdkSSLOptions.builder()
          .withSSLContext(config.security().sslContext()).build());
    }
    cluster = builder.build();
    // The suite owns the schema: Achilles only checks its entities against it at start-up.
    factory =
        ManagerFactoryBuilder.builder(cluster)
            .withDefaultKeyspaceName(config.keyspace())
            .withDefaultReadConsistency(consistency)
            .withDefaultWriteConsistency(consistency)
            .doForceSchemaCreation(false)
            .validateSchema(true)
            .build();
    roundTrips = factory.forRoundTripRow();
    users = factory.forAchillesUser();
    orders = factory.forAchillesOrder();
    lineItems = factory.forAchillesLineItem();
    products = factory.forAchillesProduct();
  }

  @Override
  public void close() {
    try {
      if (factory != null) {
        factory.shutDown();
      }
    } finally {
      if (cluster != null) {
        cluster.close();
      }
    }
  }

  @Override
  public void roundTrip() {
    roundTrips.crud().findById(0).get();
  }

  @Override
  public void writeUser(User user) {
    users.crud().insert(AchillesUser.of(user)).execute();
  }

  @Override
  public Optional<AchillesUser> readUser(UUID id) {
    return Optional.ofNullable(users.crud().findById(id).get());
  }

  @Override
  public void updateUser(User user) {
    users.crud().update(AchillesUser.of(user)).execute();
  }

  @Override
  public void deleteUser(UUID id) {
    users.crud().deleteById(id).execute();
  }

  @Override
  public void writeOrder(Order order) {
    BatchStatement batch = newBatch();
    batch.add(orders.crud().insert(AchillesOrder.of(order)).generateAndGetBoundStatement());
    for (LineItem item : order.lineItems()) {
      batch.add(lineItems.crud().insert(AchillesLineItem.of(order.id(), item)).generateAndGetBoundStatement());
    }
    orders.getNativeSession().execute(batch);
  }

  @Override
  public Optional<AchillesOrder> readOrder(UUID id) {
    CompletableFuture<AchillesOrder> order = orders.crud().findById(id).getAsync();
    CompletableFuture<List<AchillesLineItem>> items =
        lineItems.dsl().select().allColumns_FromBaseTable().where().orderId().Eq(id).getListAsync();
    AchillesOrder found = order.join();
    List<AchillesLineItem> foundItems = items.join();
    if (found == null) {
      return Optional.empty();
    }
    found.lineItems(foundItems);
    return Optional.of(found);
  }

  @Override
  public void updateOrder(Order order) {
    BatchStatement batch = newBatch();
    batch.add(orders.crud().update(AchillesOrder.of(order)).generateAndGetBoundStatement());
    for (LineItem item : order.lineItems()) {
      batch.add(lineItems.crud().update(AchillesLineItem.of(order.id(), item)).generateAndGetBoundStatement());
    }
    orders.getNativeSession().execute(batch);
  }

  @Override
  public void updateOrderStatus(UUID id, String status) {
    orders.dsl().update().fromBaseTable().status().Set(status).where().id().Eq(id).execute();
  }

  /** Achilles reports an update that was not applied by throwing, unless a listener is given per call. */
  @Override
  public boolean updateOrderStatusIfExists(UUID id, String status) {
    try {
      orders.dsl().update().fromBaseTable().status().Set(status).where().id().Eq(id).ifExists().execute();
      return true;
    } catch (AchillesLightWeightTransactionException notApplied) {
      return false;
    }
  }

  @Override
  public void deleteOrder(UUID id) {
    BatchStatement batch = newBatch();
    batch.add(orders.crud().deleteById(id).generateAndGetBoundStatement());
    batch.add(lineItems.crud().deleteByPartitionKeys(id).generateAndGetBoundStatement());
    orders.getNativeSession().execute(batch);
  }

  /**
   * Achilles has no batch API: its recipe, as for an order, is a driver batch of the statements it generates. The
   * products share their catalogue's partition, which Cassandra applies as one mutation and exempts from its batch
   * size limits (CASSANDRA-10876).
   */
  @Override
  public void writeProducts(List<? extends Product> written) {
    BatchStatement batch = newBatch();
    for (Product product : written) {
      batch.add(products.crud().insert(AchillesProduct.of(product)).generateAndGetBoundStatement());
    }
    products.getNativeSession().execute(batch);
  }

  /** getList() keeps only the first page; the driver's default fetch size (5,000) exceeds the kit's 1,000 rows. */
  @Override
  public List<AchillesProduct> readProducts(UUID catalogueId) {
    return products.dsl().select().allColumns_FromBaseTable().where().catalogueId().Eq(catalogueId).getList();
  }

  @Override
  public void pageProducts(UUID catalogueId, int pageSize, Consumer<? super Product> each) {
    Iterator<AchillesProduct> rows = products.dsl().select().allColumns_FromBaseTable().where()
        .catalogueId().Eq(catalogueId).withFetchSize(pageSize).iterator();
    while (rows.hasNext()) {
      each.accept(rows.next());
    }
  }

  /** The driver uses a batch's own consistency level, never its statements': Achilles' default must be copied. */
  private BatchStatement newBatch() {
    BatchStatement batch = new BatchStatement(BatchStatement.Type.UNLOGGED);
    batch.setConsistencyLevel(consistency);
    return batch;
  }
}
