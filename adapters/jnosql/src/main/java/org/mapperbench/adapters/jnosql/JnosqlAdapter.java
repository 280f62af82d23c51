package org.mapperbench.adapters.jnosql;

import jakarta.data.page.CursoredPage;
import jakarta.data.page.PageRequest;
import jakarta.enterprise.inject.se.SeContainer;
import jakarta.enterprise.inject.se.SeContainerInitializer;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import org.eclipse.jnosql.communication.Settings;
import org.eclipse.jnosql.communication.SettingsBuilder;
import org.eclipse.jnosql.communication.semistructured.SelectQuery;
import org.eclipse.jnosql.databases.cassandra.communication.CassandraColumnManager;
import org.eclipse.jnosql.databases.cassandra.mapping.CassandraTemplate;
import org.mapperbench.adapters.jnosql.Repositories.LineItemRepository;
import org.mapperbench.adapters.jnosql.Repositories.OrderRepository;
import org.mapperbench.adapters.jnosql.Repositories.UserRepository;
import org.mapperbench.adapters.jnosql.Tables.LineItemRow;
import org.mapperbench.adapters.jnosql.Tables.OrderRow;
import org.mapperbench.adapters.jnosql.Tables.UserRow;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.adapter.AdapterTraits;
import org.mapperbench.entities.adapter.Backend;
import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.model.LineItem;
import org.mapperbench.entities.model.Order;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.Product;
import org.mapperbench.entities.model.User;

/**
 * Eclipse JNoSQL as Jakarta EE and MicroProfile applications use it: entities with Jakarta NoSQL annotations, Jakarta
 * Data repositories and JNoSQL's CassandraTemplate, all from a CDI container (Weld SE) started in {@code open}.
 * Repositories do the entity CRUD; what JNoSQL cannot map (a one-column update, a conditional one) is CQL through
 * its own {@code cql} methods, which prepare. Products go through the template, whose queries can name their columns
 * (a repository's select every one, and JNoSQL cannot read the null address column of a product: {@link ProductRow}).
 */
public final class JnosqlAdapter implements MapperAdapter {
  /** The driver reads its settings from system properties too: JNoSQL builds the session with its default loader. */
  private static final String DRIVER_CONSISTENCY = "datastax-java-driver.basic.request.consistency";

  private SeContainer container;
  private CassandraTemplate template;
  private CassandraColumnManager manager;
  private UserRepository users;
  private OrderRepository orders;
  private LineItemRepository lineItems;
  private String roundTrip;
  private String updateStatus;
  private String updateStatusIfExists;

  @Override
  public AdapterTraits traits() {
    return AdapterTraits.builder("jnosql", "Eclipse JNoSQL (jnosql-cassandra): Jakarta Data repositories and the"
            + " CassandraTemplate in a Weld SE container")
        .family("driver4").backend(Backend.CASSANDRA).statements(AdapterTraits.StatementStyle.MIXED)
        .appliesConsistencyLevel().updatesConditionally()
        .batching("none: JNoSQL has no batch; an order's write and update send one INSERT per row and its delete two"
            + " DELETEs, one after the other, where the native floor sends one unlogged batch")
        .asynchrony("none: an order read is two sequential repository calls")
        .bulkWrite("CassandraTemplate.insert(Iterable): one unprepared INSERT with the values as literals per"
            + " product, sent one after the other, each awaited before the next: JNoSQL has no batch and no"
            + " asynchronous API")
        .paging("Jakarta Data cursor-based pagination through template.selectCursor (CursoredPage, PageRequest.ofSize"
            + "(pageSize)): each page is a new literal SELECT ... WHERE catalogue_id = ? AND sku > <last sku> ORDER BY"
            + " sku LIMIT pageSize, one request per page and one more that finds the end; keyset paging, not the"
            + " server's paging state")
        .unmappedColumns(ProductRow.UNMAPPED)
        .orderRelation("adapter code: Jakarta NoSQL maps no relation between tables; orders and line items are"
            + " separate entities, each with its repository")
        .limitations(List.of(
            "every mapped insert, read, update and delete is CQL text with its values written in as literals, never"
                + " prepared: the server parses each one (only the CQL this adapter writes itself is prepared)",
            "no batch: an order with N line items is written and updated with 1 + N statements in turn",
            "an update is an INSERT of every column, and no one-column update exists: the status update is"
                + " hand-written CQL through template.cql",
            "no conditional update in the mapping: IF EXISTS is hand-written CQL through the column manager's"
                + " nativeQueryPrepare, which returns [applied]",
            "no consistency level of its own: it is the driver's profile setting, given as a system property",
            "its documented connection producer has no scope and opens a new session on every call; the adapter"
                + " produces one application-scoped manager instead",
            "no compound key: a line item's or product's partition key is its @Id, its clustering key a plain"
                + " column",
            "warehouse (frozen<address>) is unmapped: JNoSQL writes a UDT (@Column(udt = ...)) but cannot read a row"
                + " whose UDT column is null (NullPointerException in CassandraConverter.get, which calls getType()"
                + " on the null UdtValue), and a product may have no warehouse; product reads name the other 18"
                + " columns, since its queries otherwise select them all",
            "no server-side paging: CassandraQuery keeps the paging state as a String decoded from its bytes as"
                + " UTF-8, which does not preserve arbitrary bytes, and pages at the driver's profile-wide page size;"
                + " pageProducts uses cursor-based (keyset) pagination instead, which never re-reads a row",
            "cursor-based pagination reads a JNoSQL setting through MicroProfile Config, which JNoSQL leaves to the"
                + " application: the adapter brings the API and SmallRye Config"))
        .build();
  }

  @Override
  public void open(AdapterConfig config) {
    System.setProperty(DRIVER_CONSISTENCY, config.consistencyLevel());
    SettingsBuilder settings = Settings.builder()
        .put("jnosql.cassandra.data.center", config.localDatacenter())
        .put("jnosql.cassandra.port", Integer.toString(config.hostPorts().get(0).port()));
    for (int i = 0; i < config.hostPorts().size(); i++) {
      settings.put("jnosql.cassandra.host." + (i + 1), config.hostPorts().get(i).host());
    }
    if (config.security().authenticates()) {
      settings.put("jnosql.cassandra.user", config.security().user());
      settings.put("jnosql.cassandra.password", config.security().password());
    }
    DriverTls.apply(config.security());
    ColumnManagerProducer.settings = settings.build();
    ColumnManagerProducer.keyspace = config.keyspace();
    // JNoSQL's session has no keyspace: CQL written by hand names it.
    roundTrip = "SELECT k FROM " + config.keyspace() + ".round_trip WHERE k = ?";
    updateStatus = "UPDATE " + config.keyspace() + ".orders SET status = ? WHERE id = ?";
    updateStatusIfExists = updateStatus + " IF EXISTS";
    container = SeContainerInitializer.newInstance().addBeanClasses(ColumnManagerProducer.class).initialize();
    template = container.select(CassandraTemplate.class).get();
    manager = container.select(CassandraColumnManager.class).get();
    users = container.select(UserRepository.class).get();
    orders = container.select(OrderRepository.class).get();
    lineItems = container.select(LineItemRepository.class).get();
  }

  @Override
  public void close() {
    if (container != null) {
      container.close();
    }
  }

  @Override
  public void roundTrip() {
    template.cql(roundTrip, 0).toList();
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
    users.update(UserRow.of(user));
  }

  @Override
  public void deleteUser(UUID id) {
    users.deleteById(id);
  }

  @Override
  public void writeOrder(Order order) {
    orders.insert(OrderRow.of(order));
    lineItems.insertAll(lineItemRows(order));
  }

  @Override
  public Optional<OrderData> readOrder(UUID id) {
    Optional<OrderRow> row = orders.findById(id);
    if (row.isEmpty()) {
      return Optional.empty();
    }
    OrderRow o = row.get();
    List<LineItemRow> items = lineItems.findByOrderId(id);
    return Optional.of(new OrderData(o.id(), o.clientId(), o.createdAt(), o.status(), o.subTotal(),
        items.stream().map(LineItem::toData).toList()));
  }

  @Override
  public void updateOrder(Order order) {
    orders.update(OrderRow.of(order));
    lineItems.updateAll(lineItemRows(order));
  }

  @Override
  public void updateOrderStatus(UUID id, String status) {
    template.cql(updateStatus, status, id).toList();
  }

  /** The column manager's prepared query keeps {@code [applied]}, which the template's entity mapping drops. */
  @Override
  public boolean updateOrderStatusIfExists(UUID id, String status) {
    return manager.nativeQueryPrepare(updateStatusIfExists).bind(status, id).executeQuery().findFirst()
        .flatMap(row -> row.find("[applied]", Boolean.class)).orElse(false);
  }

  @Override
  public void deleteOrder(UUID id) {
    orders.deleteById(id);
    lineItems.deleteById(id);
  }

  private static List<LineItemRow> lineItemRows(Order order) {
    return order.lineItems().stream().map(item -> LineItemRow.of(order.id(), item)).toList();
  }

  /** The template's many-entity insert: JNoSQL's column manager inserts them one by one. */
  @Override
  public void writeProducts(List<? extends Product> products) {
    template.insert(products.stream().map(ProductRow::new).toList());
  }

  @Override
  public List<ProductRow> readProducts(UUID catalogueId) {
    return template.<ProductRow>select(productsOf(catalogueId).build()).toList();
  }

  /**
   * Jakarta Data's cursor-based pagination through the template: each page is a query of its own for the rows after
   * the last one's sku, limited to the page size. JNoSQL says there is a next page whenever a page was not empty, so
   * the last request finds nothing.
   */
  @Override
  public void pageProducts(UUID catalogueId, int pageSize, Consumer<? super Product> each) {
    SelectQuery query = productsOf(catalogueId).orderBy("sku").asc().build();
    PageRequest request = PageRequest.ofSize(pageSize).withoutTotal();
    while (true) {
      CursoredPage<ProductRow> page = template.selectCursor(query, request);
      page.forEach(each);
      if (!page.hasNext()) {
        return;
      }
      request = page.nextPageRequest();
    }
  }

  /** The catalogue's rows, every column but the unmapped ones: the repositories' queries would select them all. */
  private static SelectQuery.SelectWhere productsOf(UUID catalogueId) {
    return SelectQuery.select(ProductRow.COLUMNS).from("products_by_catalogue").where("catalogue_id").eq(catalogueId);
  }
}
