package org.mapperbench.adapters.springdatareactive;

import static org.springframework.data.cassandra.core.query.Criteria.where;
import static org.springframework.data.cassandra.core.query.Query.query;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.cql.BatchType;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import org.mapperbench.adapters.springdata.rows.Products.ProductRow;
import org.mapperbench.adapters.springdatareactive.Repositories.LineItemRepository;
import org.mapperbench.adapters.springdatareactive.Repositories.OrderRepository;
import org.mapperbench.adapters.springdatareactive.Repositories.ProductRepository;
import org.mapperbench.adapters.springdatareactive.Repositories.UserRepository;
import org.mapperbench.adapters.springdata.rows.Tables.LineItemRow;
import org.mapperbench.adapters.springdata.rows.Tables.OrderRow;
import org.mapperbench.adapters.springdata.rows.Tables.UserRow;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.adapter.AdapterTraits;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.model.LineItem;
import org.mapperbench.entities.model.Order;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.Product;
import org.mapperbench.entities.model.User;
import org.springframework.data.cassandra.core.ReactiveCassandraBatchOperations;
import org.springframework.data.cassandra.core.ReactiveCassandraTemplate;
import org.springframework.data.cassandra.core.StatementFactory;
import org.springframework.data.cassandra.core.UpdateOptions;
import org.springframework.data.cassandra.core.cql.session.DefaultBridgedReactiveSession;
import org.springframework.data.cassandra.core.mapping.CassandraPersistentEntity;
import org.springframework.data.cassandra.core.query.CassandraPageRequest;
import org.springframework.data.cassandra.core.query.Update;
import org.springframework.data.cassandra.repository.support.ReactiveCassandraRepositoryFactory;
import reactor.core.publisher.Mono;

/**
 * Spring Data Cassandra's reactive stack as its reference guide sets it up without a container: a CqlSession
 * bridged to a ReactiveSession, a ReactiveCassandraTemplate on it, and reactive repositories from
 * ReactiveCassandraRepositoryFactory. The contract is synchronous, so every call blocks on its Mono at this edge;
 * what happens before that (Spring's rendering, the bridge, the driver's async call) is the reactive stack's own.
 */
public final class SpringDataReactiveAdapter implements MapperAdapter {
  /** A Query's options that make the template's update a lightweight transaction (built once, immutable). */
  private static final UpdateOptions IF_EXISTS = UpdateOptions.builder().withIfExists().build();

  private CqlSession session;
  private ReactiveCassandraTemplate template;
  private UserRepository users;
  private OrderRepository orders;
  private LineItemRepository lineItems;
  private ProductRepository products;
  private CassandraPersistentEntity<?> orderTable;
  private CassandraPersistentEntity<?> lineItemTable;

  @Override
  public AdapterTraits traits() {
    return AdapterTraits.builder("spring-data-reactive", "Spring Data Cassandra's reactive stack"
            + " (spring-data-cassandra, Reactor): ReactiveCassandraTemplate and reactive repositories, without Spring"
            + " Boot, blocked on at the adapter's edge")
        .family("driver4").backend(Backend.CASSANDRA).statements(AdapterTraits.StatementStyle.MIXED)
        .appliesConsistencyLevel().updatesConditionally()
        .batching("an order's write, full update and delete go as one unlogged batch"
            + " (ReactiveCassandraBatchOperations), like the native floor")
        .asynchrony("reactive: each call is a Mono the adapter blocks on, since the suite's contract is synchronous;"
            + " an order read zips its two SELECTs, which run concurrently, like the native floor's")
        .orderRelation("adapter code: Spring Data Cassandra maps no relation between tables; orders and line items"
            + " are separate entities, read with two repository calls zipped and written in one batch")
        .bulkWrite("the reactive repository's saveAll: one prepared INSERT of every column (nulls included) per"
            + " product, all subscribed at once (saveAll flatMaps over save), then every acknowledgement awaited")
        .paging("Spring Data's reactive Slice: a derived query taking a Pageable and returning Mono<Slice>, from"
            + " CassandraPageRequest.first(pageSize), then slice.nextPageable() once a slice is handed over"
            + " (Flux.expand); each slice is one request of pageSize rows resumed from the driver's paging state")
        .limitations(List.of(
            "blocking at the edge: the suite's contract returns values, so each call subscribes and waits"
                + " (Mono.block) on the caller's thread; a WebFlux application would not block, and its own"
                + " scheduling costs are not measured here",
            "order write, update and delete batches hold unprepared statements: ReactiveCassandraBatchOperations"
                + " adds Spring-built CQL text with positional values, which the server parses on every call",
            "Spring keeps no prepared statements: it prepares through the session on every execution and relies on"
                + " the driver's cache, which holds them weakly",
            "a user update is the repository's save(), which Spring Data sends as an INSERT of every column"))
        .build();
  }

  @Override
  public void open(AdapterConfig config) {
    // The driver's profile carries the consistency level, so every statement Spring builds, batches included,
    // gets it without per-call QueryOptions.
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
    // No ReactiveSessionFactory bean and no SchemaAction: nothing here can create or alter the suite's schema.
    template = new ReactiveCassandraTemplate(new DefaultBridgedReactiveSession(session));
    template.setUsePreparedStatements(true); // the default, stated because the traits depend on it
    ReactiveCassandraRepositoryFactory factory = new ReactiveCassandraRepositoryFactory(template);
    users = factory.getRepository(UserRepository.class);
    orders = factory.getRepository(OrderRepository.class);
    lineItems = factory.getRepository(LineItemRepository.class);
    products = factory.getRepository(ProductRepository.class);
    var mapping = template.getConverter().getMappingContext();
    orderTable = mapping.getRequiredPersistentEntity(OrderRow.class);
    lineItemTable = mapping.getRequiredPersistentEntity(LineItemRow.class);
  }

  @Override
  public void close() {
    if (session != null) {
      session.close();
    }
  }

  /** ReactiveCqlTemplate's prepared path: with arguments it prepares and binds. */
  @Override
  public void roundTrip() {
    template.getReactiveCqlOperations().execute("SELECT k FROM round_trip WHERE k = ?", 0).block();
  }

  @Override
  public void writeUser(User user) {
    users.insert(UserRow.of(user)).block();
  }

  @Override
  public Optional<UserRow> readUser(UUID id) {
    return users.findById(id).blockOptional();
  }

  @Override
  public void updateUser(User user) {
    users.save(UserRow.of(user)).block();
  }

  @Override
  public void deleteUser(UUID id) {
    users.deleteById(id).block();
  }

  @Override
  public void writeOrder(Order order) {
    template.batchOps(BatchType.UNLOGGED).insert(OrderRow.of(order)).insert(lineItemRows(order)).execute().block();
  }

  /** The order and its line items as two reads zipped: both are subscribed to, so both are in flight at once. */
  @Override
  public Optional<OrderData> readOrder(UUID id) {
    return Mono.zip(orders.findById(id), lineItems.findByOrderId(id).collectList())
        .map(found -> {
          OrderRow o = found.getT1();
          return new OrderData(o.id(), o.clientId(), o.createdAt(), o.status(), o.subTotal(),
              found.getT2().stream().map(LineItem::toData).toList());
        })
        .blockOptional();
  }

  @Override
  public void updateOrder(Order order) {
    template.batchOps(BatchType.UNLOGGED).update(OrderRow.of(order)).update(lineItemRows(order)).execute().block();
  }

  @Override
  public void updateOrderStatus(UUID id, String status) {
    template.update(query(where("id").is(id)), Update.update("status", status), OrderRow.class).block();
  }

  @Override
  public boolean updateOrderStatusIfExists(UUID id, String status) {
    return Boolean.TRUE.equals(template.update(
        query(where("id").is(id)).queryOptions(IF_EXISTS), Update.update("status", status), OrderRow.class).block());
  }

  /** Batches take entities or statements; deleting a whole partition needs a statement from Spring's factory. */
  @Override
  public void deleteOrder(UUID id) {
    StatementFactory statements = template.getStatementFactory();
    ReactiveCassandraBatchOperations batch = template.batchOps(BatchType.UNLOGGED);
    batch.addStatement(statements.deleteById(id, orderTable, orderTable.getTableName()).build());
    batch.addStatement(statements.delete(query(where("orderId").is(id)), lineItemTable).build());
    batch.execute().block();
  }

  @Override
  public void writeProducts(List<? extends Product> products) {
    this.products.saveAll(products.stream().map(ProductRow::of).toList()).then().block();
  }

  @Override
  public List<ProductRow> readProducts(UUID catalogueId) {
    return products.findByCatalogueId(catalogueId).collectList().block();
  }

  /**
   * One slice after another, blocked on once: expand hands a slice downstream before it asks for the next, so each
   * page is used up before its successor is requested, and the products reach {@code each} on the thread that
   * completed the slice's request (a Netty event loop of the driver's).
   */
  @Override
  public void pageProducts(UUID catalogueId, int pageSize, Consumer<? super Product> each) {
    products.findByCatalogueId(catalogueId, CassandraPageRequest.first(pageSize))
        .expand(slice -> slice.hasNext() ? products.findByCatalogueId(catalogueId, slice.nextPageable()) : Mono.empty())
        .doOnNext(slice -> slice.forEach(each))
        .then()
        .block();
  }

  private static List<LineItemRow> lineItemRows(Order order) {
    return order.lineItems().stream().map(item -> LineItemRow.of(order.id(), item)).toList();
  }
}
