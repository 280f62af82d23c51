package org.mapperbench.adapters.driver4native;

import static org.mapperbench.entities.schema.CqlStatement.*;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;
import com.datastax.oss.driver.api.core.cql.BatchStatementBuilder;
import com.datastax.oss.driver.api.core.cql.BatchType;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletionStage;
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
 * Driver 4 with hand-written CQL: one session, every statement prepared once in {@link #open} (looking one up in
 * the {@link EnumMap} costs an array index), and every value bound with the driver's typed setter for its column
 * and read with its typed getter, by index.
 */
public final class Driver4NativeAdapter implements MapperAdapter {
  private CqlSession session;
  private final Map<CqlStatement, PreparedStatement> prepared = new EnumMap<>(CqlStatement.class);
  private ProductRows productRows;

  @Override
  public AdapterTraits traits() {
    return CommonTraits.nativeFloor("driver4-native",
        "Apache Cassandra Java driver 4 (java-driver-core), hand-written CQL", "driver4").build();
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
    for (CqlStatement statement : CqlStatement.values()) {
      prepared.put(statement, session.prepare(statement.cql()));
    }
    productRows = new ProductRows(prepared.get(INSERT_PRODUCT), prepared.get(SELECT_PRODUCTS),
        session.getMetadata().getKeyspace(config.keyspace()).flatMap(k -> k.getUserDefinedType("address"))
            .orElseThrow(() -> new IllegalStateException("no type address in " + config.keyspace())),
        session.getContext().getCodecRegistry());
  }

  @Override
  public void close() {
    if (session != null) {
      session.close();
    }
  }

  @Override
  public void roundTrip() {
    session.execute(prepared.get(ROUND_TRIP).bind());
  }

  @Override
  public void writeUser(User user) {
    session.execute(bind(INSERT_USER).setUuid(0, user.id()).setString(1, user.firstName())
        .setString(2, user.lastName()).setString(3, user.city()).build());
  }

  @Override
  public Optional<UserData> readUser(UUID id) {
    Row row = session.execute(bind(SELECT_USER).setUuid(0, id).build()).one();
    return row == null
        ? Optional.empty()
        : Optional.of(new UserData(row.getUuid(0), row.getString(1), row.getString(2), row.getString(3)));
  }

  @Override
  public void updateUser(User user) {
    session.execute(bind(UPDATE_USER).setString(0, user.firstName()).setString(1, user.lastName())
        .setString(2, user.city()).setUuid(3, user.id()).build());
  }

  @Override
  public void deleteUser(UUID id) {
    session.execute(bind(DELETE_USER).setUuid(0, id).build());
  }

  @Override
  public void writeOrder(Order order) {
    BatchStatementBuilder batch = BatchStatement.builder(BatchType.UNLOGGED);
    batch.addStatement(bind(INSERT_ORDER).setUuid(0, order.id()).setUuid(1, order.clientId())
        .setInstant(2, order.createdAt()).setString(3, order.status()).setBigDecimal(4, order.subTotal()).build());
    for (LineItem item : order.lineItems()) {
      batch.addStatement(bind(INSERT_LINE_ITEM).setUuid(0, order.id()).setUuid(1, item.id())
          .setUuid(2, item.productId()).setString(3, item.productName()).setString(4, item.colour())
          .setString(5, item.size()).setInt(6, item.quantity()).setBigDecimal(7, item.linePrice()).build());
    }
    session.execute(batch.build());
  }

  @Override
  public Optional<OrderData> readOrder(UUID id) {
    CompletionStage<AsyncResultSet> orderRows = session.executeAsync(bind(SELECT_ORDER).setUuid(0, id).build());
    CompletionStage<AsyncResultSet> itemRows = session.executeAsync(bind(SELECT_LINE_ITEMS).setUuid(0, id).build());
    Row row = orderRows.toCompletableFuture().join().one();
    AsyncResultSet items = itemRows.toCompletableFuture().join();
    if (row == null) {
      return Optional.empty();
    }
    List<LineItemData> lineItems = new ArrayList<>();
    // An order has at most five items: one page always holds them all.
    for (Row item : items.currentPage()) {
      lineItems.add(
          new LineItemData(
              item.getUuid(0), item.getUuid(1), item.getString(2), item.getString(3), item.getString(4),
              item.getInt(5), item.getBigDecimal(6)));
    }
    return Optional.of(
        new OrderData(
            row.getUuid(0), row.getUuid(1), row.getInstant(2), row.getString(3), row.getBigDecimal(4), lineItems));
  }

  @Override
  public void updateOrder(Order order) {
    BatchStatementBuilder batch = BatchStatement.builder(BatchType.UNLOGGED);
    batch.addStatement(bind(UPDATE_ORDER).setUuid(0, order.clientId()).setInstant(1, order.createdAt())
        .setString(2, order.status()).setBigDecimal(3, order.subTotal()).setUuid(4, order.id()).build());
    for (LineItem item : order.lineItems()) {
      batch.addStatement(bind(UPDATE_LINE_ITEM).setUuid(0, item.productId()).setString(1, item.productName())
          .setString(2, item.colour()).setString(3, item.size()).setInt(4, item.quantity())
          .setBigDecimal(5, item.linePrice()).setUuid(6, order.id()).setUuid(7, item.id()).build());
    }
    session.execute(batch.build());
  }

  @Override
  public void updateOrderStatus(UUID id, String status) {
    session.execute(bind(UPDATE_ORDER_STATUS).setString(0, status).setUuid(1, id).build());
  }

  @Override
  public boolean updateOrderStatusIfExists(UUID id, String status) {
    return session.execute(bind(UPDATE_ORDER_STATUS_IF_EXISTS).setString(0, status).setUuid(1, id).build())
        .wasApplied();
  }

  @Override
  public void deleteOrder(UUID id) {
    session.execute(BatchStatement.newInstance(BatchType.UNLOGGED, bind(DELETE_ORDER).setUuid(0, id).build(),
        bind(DELETE_LINE_ITEMS).setUuid(0, id).build()));
  }

  @Override
  public void writeProducts(List<? extends Product> products) {
    BatchStatementBuilder batch = BatchStatement.builder(BatchType.UNLOGGED);
    for (Product product : products) {
      batch.addStatement(productRows.insert(product));
    }
    session.execute(batch.build());
  }

  @Override
  public List<ProductValues> readProducts(UUID catalogueId) {
    List<ProductValues> read = new ArrayList<>();
    for (Row row : session.execute(productRows.select(catalogueId).build())) {
      read.add(productRows.product(row));
    }
    return read;
  }

  @Override
  public void pageProducts(UUID catalogueId, int pageSize, Consumer<? super Product> each) {
    for (Row row : session.execute(productRows.select(catalogueId).setPageSize(pageSize).build())) {
      each.accept(productRows.product(row));
    }
  }

  /**
   * A builder of a bound statement, for the driver's typed setters: binding {@code Object...} instead makes the driver
   * look a codec up by each value's class on every call, and setters on a {@code BoundStatement} itself copy the
   * immutable statement once per value.
   */
  private BoundStatementBuilder bind(CqlStatement statement) {
    return prepared.get(statement).boundStatementBuilder();
  }
}
