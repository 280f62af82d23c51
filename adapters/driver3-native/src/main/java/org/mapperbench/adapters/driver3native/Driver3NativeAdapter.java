package org.mapperbench.adapters.driver3native;

import static org.mapperbench.adapters.driver3native.ScalarCodecs.*;
import static org.mapperbench.entities.schema.CqlStatement.*;

import com.datastax.driver.core.BatchStatement;
import com.datastax.driver.core.BoundStatement;
import com.datastax.driver.core.Cluster;
import com.datastax.driver.core.ConsistencyLevel;
import com.datastax.driver.core.KeyspaceMetadata;
import com.datastax.driver.core.PreparedStatement;
import com.datastax.driver.core.QueryOptions;
import com.datastax.driver.core.ResultSet;
import com.datastax.driver.core.ResultSetFuture;
import com.datastax.driver.core.Row;
import com.datastax.driver.core.Session;
import com.datastax.driver.core.UserType;
import com.datastax.driver.core.policies.DCAwareRoundRobinPolicy;
import com.datastax.driver.core.policies.TokenAwarePolicy;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.adapter.AdapterTraits;
import org.mapperbench.entities.adapter.CommonTraits;
import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.model.LineItem;
import org.mapperbench.entities.model.LineItemData;
import org.mapperbench.entities.model.Order;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.Product;
import org.mapperbench.entities.model.ProductValues;
import org.mapperbench.entities.model.User;
import org.mapperbench.entities.model.UserData;
import org.mapperbench.entities.schema.CqlStatement;

/**
 * Driver 3 with hand-written CQL: one session, every statement prepared once in {@link #open} (looking one up in
 * the {@link EnumMap} costs an array index), and every value bound with the driver's typed setter for its column
 * and read with its typed getter, by index.
 */
public final class Driver3NativeAdapter implements MapperAdapter {
  private Cluster cluster;
  private Session session;
  private final Map<CqlStatement, PreparedStatement> prepared = new EnumMap<>(CqlStatement.class);
  private ProductRows productRows;

  @Override
  public AdapterTraits traits() {
    return CommonTraits.nativeFloor("driver3-native",
        "DataStax Java driver 3 (cassandra-driver-core), hand-written CQL", "driver3").build();
  }

  @Override
  public void open(AdapterConfig config) {
    Cluster.Builder builder =
        Cluster.builder()
            .withQueryOptions(
                new QueryOptions().setConsistencyLevel(ConsistencyLevel.valueOf(config.consistencyLevel())))
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
    session = cluster.connect(config.keyspace());
    for (CqlStatement statement : CqlStatement.values()) {
      prepared.put(statement, session.prepare(statement.cql()));
    }
    KeyspaceMetadata keyspace = cluster.getMetadata().getKeyspace(config.keyspace());
    UserType address = keyspace == null ? null : keyspace.getUserType("address");
    if (address == null) {
      throw new IllegalStateException("no type address in " + config.keyspace());
    }
    productRows = new ProductRows(prepared.get(INSERT_PRODUCT), prepared.get(SELECT_PRODUCTS), address,
        cluster.getConfiguration().getCodecRegistry());
  }

  @Override
  public void close() {
    if (cluster != null) {
      cluster.close();
    }
  }

  @Override
  public void roundTrip() {
    session.execute(bind(ROUND_TRIP));
  }

  @Override
  public void writeUser(User user) {
    session.execute(bind(INSERT_USER).set(0, user.id(), UUID_).set(1, user.firstName(), TEXT)
        .set(2, user.lastName(), TEXT).set(3, user.city(), TEXT));
  }

  @Override
  public Optional<UserData> readUser(UUID id) {
    Row row = session.execute(bind(SELECT_USER).set(0, id, UUID_)).one();
    return row == null
        ? Optional.empty()
        : Optional.of(new UserData(row.get(0, UUID_), row.get(1, TEXT), row.get(2, TEXT), row.get(3, TEXT)));
  }

  @Override
  public void updateUser(User user) {
    session.execute(bind(UPDATE_USER).set(0, user.firstName(), TEXT).set(1, user.lastName(), TEXT)
        .set(2, user.city(), TEXT).set(3, user.id(), UUID_));
  }

  @Override
  public void deleteUser(UUID id) {
    session.execute(bind(DELETE_USER).set(0, id, UUID_));
  }

  @Override
  public void writeOrder(Order order) {
    BatchStatement batch = new BatchStatement(BatchStatement.Type.UNLOGGED);
    batch.add(bind(INSERT_ORDER).set(0, order.id(), UUID_).set(1, order.clientId(), UUID_)
        .set(2, Date.from(order.createdAt()), TIMESTAMP).set(3, order.status(), TEXT)
        .set(4, order.subTotal(), DECIMAL));
    for (LineItem item : order.lineItems()) {
      batch.add(bind(INSERT_LINE_ITEM).set(0, order.id(), UUID_).set(1, item.id(), UUID_)
          .set(2, item.productId(), UUID_).set(3, item.productName(), TEXT).set(4, item.colour(), TEXT)
          .set(5, item.size(), TEXT)
          .setInt(6, item.quantity()).set(7, item.linePrice(), DECIMAL));
    }
    session.execute(batch);
  }

  @Override
  public Optional<OrderData> readOrder(UUID id) {
    ResultSetFuture orderRows = session.executeAsync(bind(SELECT_ORDER).set(0, id, UUID_));
    ResultSetFuture itemRows = session.executeAsync(bind(SELECT_LINE_ITEMS).set(0, id, UUID_));
    Row row = orderRows.getUninterruptibly().one();
    ResultSet items = itemRows.getUninterruptibly();
    if (row == null) {
      return Optional.empty();
    }
    List<LineItemData> lineItems = new ArrayList<>();
    for (Row item : items) {
      lineItems.add(
          new LineItemData(
              item.get(0, UUID_), item.get(1, UUID_), item.get(2, TEXT), item.get(3, TEXT), item.get(4, TEXT),
              item.getInt(5), item.get(6, DECIMAL)));
    }
    return Optional.of(
        new OrderData(
            row.get(0, UUID_), row.get(1, UUID_), row.get(2, TIMESTAMP).toInstant(), row.get(3, TEXT),
            row.get(4, DECIMAL), lineItems));
  }

  @Override
  public void updateOrder(Order order) {
    BatchStatement batch = new BatchStatement(BatchStatement.Type.UNLOGGED);
    batch.add(bind(UPDATE_ORDER).set(0, order.clientId(), UUID_).set(1, Date.from(order.createdAt()), TIMESTAMP)
        .set(2, order.status(), TEXT).set(3, order.subTotal(), DECIMAL).set(4, order.id(), UUID_));
    for (LineItem item : order.lineItems()) {
      batch.add(bind(UPDATE_LINE_ITEM).set(0, item.productId(), UUID_).set(1, item.productName(), TEXT)
          .set(2, item.colour(), TEXT).set(3, item.size(), TEXT).setInt(4, item.quantity())
          .set(5, item.linePrice(), DECIMAL).set(6, order.id(), UUID_).set(7, item.id(), UUID_));
    }
    session.execute(batch);
  }

  @Override
  public void updateOrderStatus(UUID id, String status) {
    session.execute(bind(UPDATE_ORDER_STATUS).set(0, status, TEXT).set(1, id, UUID_));
  }

  @Override
  public boolean updateOrderStatusIfExists(UUID id, String status) {
    return session.execute(bind(UPDATE_ORDER_STATUS_IF_EXISTS).set(0, status, TEXT).set(1, id, UUID_)).wasApplied();
  }

  @Override
  public void deleteOrder(UUID id) {
    BatchStatement batch = new BatchStatement(BatchStatement.Type.UNLOGGED);
    batch.add(bind(DELETE_ORDER).set(0, id, UUID_));
    batch.add(bind(DELETE_LINE_ITEMS).set(0, id, UUID_));
    session.execute(batch);
  }

  @Override
  public void writeProducts(List<? extends Product> products) {
    BatchStatement batch = new BatchStatement(BatchStatement.Type.UNLOGGED);
    for (Product product : products) {
      batch.add(productRows.insert(product));
    }
    session.execute(batch);
  }

  @Override
  public List<ProductValues> readProducts(UUID catalogueId) {
    List<ProductValues> read = new ArrayList<>();
    for (Row row : session.execute(productRows.select(catalogueId))) {
      read.add(productRows.product(row));
    }
    return read;
  }

  @Override
  public void pageProducts(UUID catalogueId, int pageSize, Consumer<? super Product> each) {
    for (Row row : session.execute(productRows.select(catalogueId).setFetchSize(pageSize))) {
      each.accept(productRows.product(row));
    }
  }

  /**
   * A new bound statement of a prepared one, for setters given their codecs ({@link ScalarCodecs}): binding {@code
   * Object...} instead makes the driver search its codecs for each value's class on every call.
   */
  private BoundStatement bind(CqlStatement statement) {
    return prepared.get(statement).bind();
  }
}
