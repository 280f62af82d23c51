package org.mapperbench.adapters.driver3mapper;

import com.datastax.driver.core.BatchStatement;
import com.datastax.driver.core.Cluster;
import com.datastax.driver.core.CodecRegistry;
import com.datastax.driver.core.ConsistencyLevel;
import com.datastax.driver.core.QueryOptions;
import com.datastax.driver.core.Session;
import com.datastax.driver.core.Statement;
import com.datastax.driver.core.exceptions.DriverException;
import com.datastax.driver.core.policies.DCAwareRoundRobinPolicy;
import com.datastax.driver.core.policies.TokenAwarePolicy;
import com.datastax.driver.extras.codecs.jdk8.InstantCodec;
import com.datastax.driver.extras.codecs.jdk8.LocalDateCodec;
import com.datastax.driver.mapping.Mapper;
import com.datastax.driver.mapping.Mapper.Option;
import com.datastax.driver.mapping.MappingManager;
import com.datastax.driver.mapping.Result;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.Uninterruptibles;
import java.math.BigDecimal;
import java.net.InetSocketAddress;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.adapter.AdapterTraits;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.model.LineItemData;
import org.mapperbench.entities.model.Order;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.Product;
import org.mapperbench.entities.model.ProductData;
import org.mapperbench.entities.model.User;
import org.mapperbench.entities.model.UserData;

/**
 * The driver 3 object mapper: one {@link MappingManager}, a {@link Mapper} per entity class and one {@link
 * ShopAccessor}, all built in {@link #open}. An order's statements go in one unlogged batch, as in driver3-native.
 *
 * <p>Null fields: a write of a new row leaves null fields unset (the mappers' default save option here), so it
 * writes no tombstones; an update saves nulls, because it replaces every field and a null must clear the old value.
 */
public final class Driver3MapperAdapter implements MapperAdapter {
  private static final Option SAVE_NULLS = Option.saveNullFields(true);

  private Cluster cluster;
  private Session session;
  private Mapper<UserEntity> users;
  private Mapper<OrderEntity> orders;
  private Mapper<LineItemEntity> lineItems;
  private Mapper<ProductEntity> products;
  private ShopAccessor queries;

  @Override
  public AdapterTraits traits() {
    return AdapterTraits.builder("driver3-mapper", "DataStax Java driver 3 object mapper (cassandra-driver-mapping)")
        .family("driver3").backend(Backend.CASSANDRA).statements(AdapterTraits.StatementStyle.PREPARED)
        .appliesConsistencyLevel().updatesConditionally()
        .batching("an order's writes, updates and deletes go as one unlogged batch of the mappers'"
            + " saveQuery/deleteQuery statements and the accessor's line-item delete (both tables share the"
            + " partition key)")
        .asynchrony("an order read runs the mapper's getAsync and the accessor's async line-item query concurrently")
        .orderRelation("adapter code: the mapper has no relations; line items have their own Mapper, read and"
            + " deleted by order through an @Accessor query")
        .bulkWrite("one unlogged batch of the mapper's saveQuery statements, as for an order: the mapper has no"
            + " save-many, and the products share their catalogue's partition, as in driver3-native's batch")
        .paging("the mapper's Result<T> (a PagingIterable): the accessor's bound SELECT with setFetchSize(pageSize),"
            + " executed and mapped by Mapper.map(ResultSet); iterating fetches each next page when it reaches it")
        .limitations(List.of(
            "updates are the mapper's save, a full-row INSERT (upsert), not an UPDATE: the mapper has no update",
            "null fields: writes of new rows leave them unset (saveNullFields(false), no tombstones); updates save"
                + " them (a null clears the old value, as a tombstone)",
            "the mapper deletes only by full primary key and maps no relations: line items of an order are read"
                + " and deleted through @Accessor queries",
            "no java.time of its own: the product's updated_at (Instant) and released_on (LocalDate) map through"
                + " the driver-extras codecs InstantCodec and LocalDateCodec, registered on the cluster's codec"
                + " registry as the mapper's docs advise; a blob maps to ByteBuffer only (no byte[] codec)"))
        .build();
  }

  @Override
  public void open(AdapterConfig config) {
    Cluster.Builder builder =
        Cluster.builder()
            .withQueryOptions(
                new QueryOptions().setConsistencyLevel(ConsistencyLevel.valueOf(config.consistencyLevel())))
            .withLoadBalancingPolicy(
                new TokenAwarePolicy(DCAwareRoundRobinPolicy.builder().withLocalDc(config.localDatacenter()).build()))
            // The product's java.time fields need these codecs, which the mapper's docs have users register on
            // the cluster. A registry of its own keeps them, and the mapper's UDT codec, out of the JVM-wide one.
            .withCodecRegistry(new CodecRegistry().register(InstantCodec.instance, LocalDateCodec.instance));
    config.hostPorts().forEach(hp -> builder.addContactPointsWithPorts(new InetSocketAddress(hp.host(), hp.port())));
    if (config.security().authenticates()) {
      builder.withCredentials(config.security().user(), config.security().password());
    }
    if (config.security().encrypts()) {
      builder.withSSL(com.datastax.driver.core.RemoteEndpointAwareJdkSSLOptions.builder()
          .withSSLContext(config.security().sslContext()).build());
    }
    cluster = builder.build();
    session = cluster.connect(config.keyspace());
    MappingManager manager = new MappingManager(session);
    users = manager.mapper(UserEntity.class);
    orders = manager.mapper(OrderEntity.class);
    lineItems = manager.mapper(LineItemEntity.class);
    products = manager.mapper(ProductEntity.class);
    for (Mapper<?> mapper : List.of(users, orders, lineItems, products)) {
      mapper.setDefaultSaveOptions(Option.saveNullFields(false));
    }
    queries = manager.createAccessor(ShopAccessor.class);
    prepareMapperStatements();
  }

  /**
   * A mapper prepares each statement on its first use. Building (never executing) one of each here moves that
   * cost out of the timed calls. Save options that leave the CQL text alone, like saveNullFields, share one.
   */
  private void prepareMapperStatements() {
    UUID id = UUID.randomUUID();
    OrderData order =
        new OrderData(id, id, Instant.EPOCH, "", BigDecimal.ZERO,
            List.of(new LineItemData(id, id, "", "", "", 0, BigDecimal.ZERO)));
    UserEntity user = UserEntity.of(new UserData(id, "", "", ""));
    OrderEntity orderEntity = OrderEntity.of(order);
    LineItemEntity item = orderEntity.lineItems().get(0);
    users.saveQuery(user);
    users.getQuery(id);
    users.deleteQuery(id);
    orders.saveQuery(orderEntity);
    orders.getQuery(id);
    orders.deleteQuery(id);
    lineItems.saveQuery(item);
    products.saveQuery(ProductEntity.of(new ProductData(id, 0, "", "", "", null, 0, 0, false, 0, BigDecimal.ZERO,
        Instant.EPOCH, null, id, null, List.of(), Set.of(), Map.of(), null)));
  }

  @Override
  public void close() {
    if (cluster != null) {
      cluster.close();
    }
  }

  @Override
  public void roundTrip() {
    queries.roundTrip();
  }

  @Override
  public void writeUser(User user) {
    users.save(UserEntity.of(user));
  }

  @Override
  public Optional<UserEntity> readUser(UUID id) {
    return Optional.ofNullable(users.get(id));
  }

  @Override
  public void updateUser(User user) {
    users.save(UserEntity.of(user), SAVE_NULLS);
  }

  @Override
  public void deleteUser(UUID id) {
    users.delete(id);
  }

  @Override
  public void writeOrder(Order order) {
    OrderEntity entity = OrderEntity.of(order);
    BatchStatement batch = new BatchStatement(BatchStatement.Type.UNLOGGED);
    batch.add(orders.saveQuery(entity));
    for (LineItemEntity item : entity.lineItems()) {
      batch.add(lineItems.saveQuery(item));
    }
    session.execute(batch);
  }

  @Override
  public Optional<OrderEntity> readOrder(UUID id) {
    ListenableFuture<OrderEntity> order = orders.getAsync(id);
    ListenableFuture<Result<LineItemEntity>> items = queries.lineItems(id);
    OrderEntity entity = await(order);
    List<LineItemEntity> all = await(items).all();
    if (entity == null) {
      return Optional.empty();
    }
    entity.lineItems(all);
    return Optional.of(entity);
  }

  @Override
  public void updateOrder(Order order) {
    OrderEntity entity = OrderEntity.of(order);
    BatchStatement batch = new BatchStatement(BatchStatement.Type.UNLOGGED);
    batch.add(orders.saveQuery(entity, SAVE_NULLS));
    for (LineItemEntity item : entity.lineItems()) {
      batch.add(lineItems.saveQuery(item, SAVE_NULLS));
    }
    session.execute(batch);
  }

  @Override
  public void updateOrderStatus(UUID id, String status) {
    queries.updateStatus(status, id);
  }

  @Override
  public boolean updateOrderStatusIfExists(UUID id, String status) {
    return queries.updateStatusIfExists(status, id).wasApplied();
  }

  @Override
  public void deleteOrder(UUID id) {
    BatchStatement batch = new BatchStatement(BatchStatement.Type.UNLOGGED);
    batch.add(orders.deleteQuery(id));
    batch.add(queries.deleteLineItems(id));
    session.execute(batch);
  }

  @Override
  public void writeProducts(List<? extends Product> toWrite) {
    BatchStatement batch = new BatchStatement(BatchStatement.Type.UNLOGGED);
    for (Product product : toWrite) {
      batch.add(products.saveQuery(ProductEntity.of(product)));
    }
    session.execute(batch);
  }

  @Override
  public List<ProductEntity> readProducts(UUID catalogueId) {
    return products.map(session.execute(queries.products(catalogueId))).all();
  }

  @Override
  public void pageProducts(UUID catalogueId, int pageSize, Consumer<? super Product> each) {
    Statement query = queries.products(catalogueId).setFetchSize(pageSize);
    for (ProductEntity product : products.map(session.execute(query))) {
      each.accept(product);
    }
  }

  /** Waits as the mapper's own blocking calls do: the driver's exception, copied to carry this thread's stack. */
  private static <T> T await(ListenableFuture<T> future) {
    try {
      return Uninterruptibles.getUninterruptibly(future);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof DriverException driver) {
        throw driver.copy();
      }
      throw cause instanceof RuntimeException runtime ? runtime : new IllegalStateException(cause);
    }
  }
}
