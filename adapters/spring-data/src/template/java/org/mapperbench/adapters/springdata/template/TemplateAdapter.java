package org.mapperbench.adapters.springdata.template;

import static org.springframework.data.cassandra.core.query.Criteria.where;
import static org.springframework.data.cassandra.core.query.Query.query;

import com.datastax.oss.driver.api.core.cql.BatchType;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import org.mapperbench.adapters.springdata.rows.Products.ProductRow;
import org.mapperbench.adapters.springdata.rows.Tables.LineItemRow;
import org.mapperbench.adapters.springdata.rows.Tables.OrderRow;
import org.mapperbench.adapters.springdata.rows.Tables.UserRow;
import org.mapperbench.adapters.springdata.template.Repositories.LineItemRepository;
import org.mapperbench.adapters.springdata.template.Repositories.OrderRepository;
import org.mapperbench.adapters.springdata.template.Repositories.ProductRepository;
import org.mapperbench.adapters.springdata.template.Repositories.UserRepository;
import org.mapperbench.entities.adapter.AdapterTraits;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.model.LineItem;
import org.mapperbench.entities.model.Order;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.Product;
import org.mapperbench.entities.model.User;
import org.springframework.data.cassandra.core.CassandraBatchOperations;
import org.springframework.data.cassandra.core.CassandraTemplate;
import org.springframework.data.cassandra.core.StatementFactory;
import org.springframework.data.cassandra.core.UpdateOptions;
import org.springframework.data.cassandra.core.mapping.CassandraPersistentEntity;
import org.springframework.data.cassandra.core.query.CassandraPageRequest;
import org.springframework.data.cassandra.core.query.Update;
import org.springframework.data.domain.Pageable;
import org.springframework.data.domain.Slice;

/**
 * Every call of Spring Data Cassandra's imperative stack, whoever built it: repositories do single-entity CRUD, the
 * template what they cannot express (the status-only update and the two-table order batches). spring-data builds
 * the template and repositories by hand, spring-boot takes them from Spring Boot's auto-configuration; the calls, and
 * so the statements sent, are the same.
 */
public abstract class TemplateAdapter implements MapperAdapter {
  /** A Query's options that make the template's update a lightweight transaction (built once, immutable). */
  private static final UpdateOptions IF_EXISTS = UpdateOptions.builder().withIfExists().build();

  private CassandraTemplate template;
  private UserRepository users;
  private OrderRepository orders;
  private LineItemRepository lineItems;
  private ProductRepository products;
  private CassandraPersistentEntity<?> orderTable;
  private CassandraPersistentEntity<?> lineItemTable;

  /** What the calls below do, for both ways of building them; each adapter adds how it builds them. */
  protected static AdapterTraits.Builder traits(String id, String description) {
    return AdapterTraits.builder(id, description)
        .family("driver4").backend(Backend.CASSANDRA).statements(AdapterTraits.StatementStyle.MIXED)
        .appliesConsistencyLevel().updatesConditionally()
        .batching("an order's write, full update and delete go as one unlogged batch (CassandraBatchOperations),"
            + " like the native floor")
        .asynchrony("none: an order read is two sequential repository calls")
        .orderRelation("adapter code: Spring Data Cassandra maps no relation between tables; orders and line items"
            + " are separate entities, read with two repository calls and written in one batch")
        .bulkWrite("the repository's saveAll: one prepared INSERT of every column (nulls included) per product, in"
            + " turn, each acknowledged before the next is sent")
        .paging("Spring Data's Slice: a derived query taking a Pageable, from CassandraPageRequest.first(pageSize),"
            + " then slice.nextPageable(); each slice is one request of pageSize rows resumed from the driver's"
            + " paging state");
  }

  /** The limitations of the calls below, which each adapter's traits list with its own. */
  protected static List<String> limitations() {
    return List.of(
        "order write, update and delete batches hold unprepared statements: CassandraBatchOperations adds"
            + " Spring-built CQL text with positional values, which the server parses on every call (every"
            + " other operation is prepared)",
        "Spring keeps no prepared statements: it calls session.prepare on every execution and relies on the"
            + " driver's cache, which holds them weakly, so a statement may be re-prepared (one extra PREPARE"
            + " round trip) after a garbage collection",
        "an order read sends its two SELECTs one after the other (the native floor sends them concurrently)",
        "a user update is the repository's save(), which Spring Data sends as an INSERT of every column",
        "writeProducts sends its INSERTs one after the other (saveAll loops over save), where the native floor"
            + " sends them in one unlogged batch");
  }

  /** Called by {@code open()} once the template and repositories exist; builds every entity's mapping too. */
  protected final void use(CassandraTemplate template, UserRepository users, OrderRepository orders,
      LineItemRepository lineItems, ProductRepository products) {
    this.template = template;
    this.users = users;
    this.orders = orders;
    this.lineItems = lineItems;
    this.products = products;
    var mapping = template.getConverter().getMappingContext();
    orderTable = mapping.getRequiredPersistentEntity(OrderRow.class);
    lineItemTable = mapping.getRequiredPersistentEntity(LineItemRow.class);
  }

  /** CqlTemplate's prepared path: with arguments it prepares and binds; without, it would send plain text. */
  @Override
  public void roundTrip() {
    template.getCqlOperations().execute("SELECT k FROM round_trip WHERE k = ?", 0);
  }

  @Override
  public void writeUser(User user) {
    users.insert(UserRow.of(user));
  }

  @Override
  public Optional<UserRow> readUser(UUID id) {
    return users.findById(id);
  }

  @Override
  public void updateUser(User user) {
    users.save(UserRow.of(user));
  }

  @Override
  public void deleteUser(UUID id) {
    users.deleteById(id);
  }

  @Override
  public void writeOrder(Order order) {
    template
        .batchOps(BatchType.UNLOGGED)
        .insert(OrderRow.of(order))
        .insert(lineItemRows(order))
        .execute();
  }

  @Override
  public Optional<OrderData> readOrder(UUID id) {
    Optional<OrderRow> row = orders.findById(id);
    if (row.isEmpty()) {
      return Optional.empty();
    }
    OrderRow o = row.get();
    List<LineItemRow> items = lineItems.findByOrderId(id);
    return Optional.of(
        new OrderData(
            o.id(), o.clientId(), o.createdAt(), o.status(), o.subTotal(),
            items.stream().map(LineItem::toData).toList()));
  }

  @Override
  public void updateOrder(Order order) {
    template
        .batchOps(BatchType.UNLOGGED)
        .update(OrderRow.of(order))
        .update(lineItemRows(order))
        .execute();
  }

  @Override
  public void updateOrderStatus(UUID id, String status) {
    template.update(query(where("id").is(id)), Update.update("status", status), OrderRow.class);
  }

  @Override
  public boolean updateOrderStatusIfExists(UUID id, String status) {
    return template.update(
        query(where("id").is(id)).queryOptions(IF_EXISTS), Update.update("status", status), OrderRow.class);
  }

  /** Batches take entities or statements; deleting a whole partition needs a statement from Spring's factory. */
  @Override
  public void deleteOrder(UUID id) {
    StatementFactory statements = template.getStatementFactory();
    CassandraBatchOperations batch = template.batchOps(BatchType.UNLOGGED);
    batch.addStatement(statements.deleteById(id, orderTable, orderTable.getTableName()).build());
    batch.addStatement(statements.delete(query(where("orderId").is(id)), lineItemTable).build());
    batch.execute();
  }

  @Override
  public void writeProducts(List<? extends Product> products) {
    this.products.saveAll(products.stream().map(ProductRow::of).toList());
  }

  @Override
  public List<ProductRow> readProducts(UUID catalogueId) {
    return products.findByCatalogueId(catalogueId);
  }

  /** Spring's forward-only paging: a slice's Pageable carries the paging state the next request resumes from. */
  @Override
  public void pageProducts(UUID catalogueId, int pageSize, Consumer<? super Product> each) {
    Pageable page = CassandraPageRequest.first(pageSize);
    while (true) {
      Slice<ProductRow> slice = products.findByCatalogueId(catalogueId, page);
      slice.forEach(each);
      if (!slice.hasNext()) {
        return;
      }
      page = slice.nextPageable();
    }
  }

  private static List<LineItemRow> lineItemRows(Order order) {
    return order.lineItems().stream().map(item -> LineItemRow.of(order.id(), item)).toList();
  }
}
