package org.mapperbench.adapters.driver4mapper;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.MappedAsyncPagingIterable;
import com.datastax.oss.driver.api.core.PagingIterable;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.BatchStatementBuilder;
import com.datastax.oss.driver.api.core.cql.DefaultBatchType;
import java.net.InetSocketAddress;
import java.util.ArrayList;
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
 * The driver 4 object mapper: generated DAOs over one session. Building the DAOs in {@link #open} prepares every
 * statement they use, so an operation binds an entity and executes, nothing more.
 */
public final class Driver4MapperAdapter implements MapperAdapter {
  private CqlSession session;
  private UserDao users;
  private OrderDao orders;
  private LineItemDao lineItems;
  private RoundTripDao roundTrip;
  private ProductDao products;

  @Override
  public AdapterTraits traits() {
    return AdapterTraits.builder("driver4-mapper",
            "Apache Cassandra Java driver 4 object mapper (java-driver-mapper-runtime), generated DAOs")
        .family("driver4").backend(Backend.CASSANDRA).statements(AdapterTraits.StatementStyle.PREPARED)
        .appliesConsistencyLevel().updatesConditionally()
        .batching("an order's writes, updates and deletes go as one unlogged batch of the bound statements its DAO"
            + " methods return (both tables share the partition key)")
        .asynchrony("an order read calls two asynchronous @Select DAO methods and waits for both")
        .bulkWrite("one unlogged batch of the @Insert DAO method's bound statements, as for an order: the mapper has"
            + " no many-entity write, and the products share their catalogue's partition, as in driver4-native's")
        .paging("the mapper's PagingIterable from a @Select by partition key whose"
            + " UnaryOperator<BoundStatementBuilder> sets the page size to pageSize; iterating it fetches each next"
            + " page synchronously when the current one is used up")
        .orderRelation("adapter code: the mapper has no relations; one entity and one DAO per table, joined by the"
            + " adapter")
        .limitations(List.of(
            "the mapper maps no relations: an order is two entities, written and read by the adapter's code",
            "null properties are left unset on @Insert and @Update (the mapper's default DO_NOT_SET), so an update"
                + " cannot set a column to null; users and orders have no nulls, and a new product's null columns"
                + " stay empty",
            "the mapper does not batch: it returns bound statements, and the adapter sends them as one batch"))
        .build();
  }

  @Override
  public void open(AdapterConfig config) {
    DriverConfigLoader loader =
        DriverConfigLoader.programmaticBuilder()
            .withString(DefaultDriverOption.REQUEST_CONSISTENCY, config.consistencyLevel())
            .build();
    var builder =
        CqlSession.builder()
            .withConfigLoader(loader)
            .withLocalDatacenter(config.localDatacenter())
            .withKeyspace(config.keyspace());
    config.hostPorts().forEach(hp -> builder.addContactPoint(new InetSocketAddress(hp.host(), hp.port())));
    if (config.security().authenticates()) {
      builder.withAuthCredentials(config.security().user(), config.security().password());
    }
    if (config.security().encrypts()) {
      builder.withSslContext(config.security().sslContext());
    }
    session = builder.build();
    BenchMapper mapper = new BenchMapperBuilder(session).build();
    users = mapper.userDao();
    orders = mapper.orderDao();
    lineItems = mapper.lineItemDao();
    roundTrip = mapper.roundTripDao();
    products = mapper.productDao();
  }

  @Override
  public void close() {
    if (session != null) {
      session.close();
    }
  }

  @Override
  public void roundTrip() {
    roundTrip.findZero();
  }

  @Override
  public void writeUser(User user) {
    users.insert(new UserEntity(user));
  }

  @Override
  public Optional<UserEntity> readUser(UUID id) {
    return users.findById(id);
  }

  @Override
  public void updateUser(User user) {
    users.update(new UserEntity(user));
  }

  @Override
  public void deleteUser(UUID id) {
    users.deleteById(id);
  }

  @Override
  public void writeOrder(Order order) {
    BatchStatementBuilder batch = BatchStatement.builder(DefaultBatchType.UNLOGGED);
    batch.addStatement(orders.insert(new OrderEntity(order)));
    for (LineItem item : order.lineItems()) {
      batch.addStatement(lineItems.insert(new LineItemEntity(order.id(), item)));
    }
    session.execute(batch.build());
  }

  @Override
  public Optional<OrderEntity> readOrder(UUID id) {
    CompletableFuture<Optional<OrderEntity>> order = orders.findByIdAsync(id).toCompletableFuture();
    CompletableFuture<MappedAsyncPagingIterable<LineItemEntity>> items =
        lineItems.findByOrderIdAsync(id).toCompletableFuture();
    Optional<OrderEntity> found = order.join();
    MappedAsyncPagingIterable<LineItemEntity> page = items.join();
    if (found.isEmpty()) {
      return found;
    }
    List<LineItemEntity> list = new ArrayList<>(5);
    // An order has at most five items: the first page always holds them all.
    page.currentPage().forEach(list::add);
    return Optional.of(found.get().withLineItems(list));
  }

  @Override
  public void updateOrder(Order order) {
    BatchStatementBuilder batch = BatchStatement.builder(DefaultBatchType.UNLOGGED);
    batch.addStatement(orders.update(new OrderEntity(order)));
    for (LineItem item : order.lineItems()) {
      batch.addStatement(lineItems.update(new LineItemEntity(order.id(), item)));
    }
    session.execute(batch.build());
  }

  @Override
  public void updateOrderStatus(UUID id, String status) {
    orders.updateNonNull(OrderEntity.statusOnly(id, status));
  }

  @Override
  public boolean updateOrderStatusIfExists(UUID id, String status) {
    return orders.updateNonNullIfExists(OrderEntity.statusOnly(id, status));
  }

  @Override
  public void deleteOrder(UUID id) {
    session.execute(
        BatchStatement.newInstance(DefaultBatchType.UNLOGGED, orders.deleteById(id), lineItems.deleteByOrderId(id)));
  }

  @Override
  public void writeProducts(List<? extends Product> products) {
    BatchStatementBuilder batch = BatchStatement.builder(DefaultBatchType.UNLOGGED);
    for (Product product : products) {
      batch.addStatement(this.products.insert(new ProductEntity(product)));
    }
    session.execute(batch.build());
  }

  @Override
  public List<ProductEntity> readProducts(UUID catalogueId) {
    return products.findByCatalogueId(catalogueId).all();
  }

  @Override
  public void pageProducts(UUID catalogueId, int pageSize, Consumer<? super Product> each) {
    PagingIterable<ProductEntity> pages = products.pageByCatalogueId(catalogueId, b -> b.setPageSize(pageSize));
    for (ProductEntity product : pages) {
      each.accept(product);
    }
  }
}
