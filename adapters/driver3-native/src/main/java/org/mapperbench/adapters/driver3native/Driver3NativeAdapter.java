package org.mapperbench.adapters.driver3native;

import static org.mapperbench.entities.schema.CqlStatement.*;

import com.datastax.driver.core.BatchStatement;
import com.datastax.driver.core.BoundStatement;
import com.datastax.driver.core.Cluster;
import com.datastax.driver.core.ConsistencyLevel;
import com.datastax.driver.core.PreparedStatement;
import com.datastax.driver.core.QueryOptions;
import com.datastax.driver.core.ResultSet;
import com.datastax.driver.core.ResultSetFuture;
import com.datastax.driver.core.Row;
import com.datastax.driver.core.Session;
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
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.adapter.AdapterTraits;
import org.mapperbench.entities.adapter.CommonTraits;
import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.model.LineItem;
import org.mapperbench.entities.model.LineItemData;
import org.mapperbench.entities.model.Order;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.User;
import org.mapperbench.entities.model.UserData;
import org.mapperbench.entities.schema.CqlStatement;

/** Driver 3 with hand-written CQL: one session, every statement prepared once in {@link #open} (looking one up in
 * the {@link EnumMap} costs an array index). */
public final class Driver3NativeAdapter implements MapperAdapter {
  private Cluster cluster;
  private Session session;
  private final Map<CqlStatement, PreparedStatement> prepared = new EnumMap<>(CqlStatement.class);

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
    cluster = builder.build();
    session = cluster.connect(config.keyspace());
    for (CqlStatement statement : CqlStatement.values()) {
      prepared.put(statement, session.prepare(statement.cql()));
    }
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
    session.execute(bind(INSERT_USER, user.id(), user.firstName(), user.lastName(), user.city()));
  }

  @Override
  public Optional<UserData> readUser(UUID id) {
    Row row = session.execute(bind(SELECT_USER, id)).one();
    return row == null
        ? Optional.empty()
        : Optional.of(new UserData(row.getUUID(0), row.getString(1), row.getString(2), row.getString(3)));
  }

  @Override
  public void updateUser(User user) {
    session.execute(bind(UPDATE_USER, user.firstName(), user.lastName(), user.city(), user.id()));
  }

  @Override
  public void deleteUser(UUID id) {
    session.execute(bind(DELETE_USER, id));
  }

  @Override
  public void writeOrder(Order order) {
    BatchStatement batch = new BatchStatement(BatchStatement.Type.UNLOGGED);
    batch.add(
        bind(INSERT_ORDER, order.id(), order.clientId(), Date.from(order.createdAt()), order.status(),
            order.subTotal()));
    for (LineItem item : order.lineItems()) {
      batch.add(
          bind(INSERT_LINE_ITEM, order.id(), item.id(), item.productId(), item.productName(), item.colour(),
              item.size(), item.quantity(), item.linePrice()));
    }
    session.execute(batch);
  }

  @Override
  public Optional<OrderData> readOrder(UUID id) {
    ResultSetFuture orderRows = session.executeAsync(bind(SELECT_ORDER, id));
    ResultSetFuture itemRows = session.executeAsync(bind(SELECT_LINE_ITEMS, id));
    Row row = orderRows.getUninterruptibly().one();
    ResultSet items = itemRows.getUninterruptibly();
    if (row == null) {
      return Optional.empty();
    }
    List<LineItemData> lineItems = new ArrayList<>();
    for (Row item : items) {
      lineItems.add(
          new LineItemData(
              item.getUUID(0), item.getUUID(1), item.getString(2), item.getString(3), item.getString(4),
              item.getInt(5), item.getDecimal(6)));
    }
    return Optional.of(
        new OrderData(
            row.getUUID(0), row.getUUID(1), row.getTimestamp(2).toInstant(), row.getString(3), row.getDecimal(4),
            lineItems));
  }

  @Override
  public void updateOrder(Order order) {
    BatchStatement batch = new BatchStatement(BatchStatement.Type.UNLOGGED);
    batch.add(
        bind(UPDATE_ORDER, order.clientId(), Date.from(order.createdAt()), order.status(), order.subTotal(),
            order.id()));
    for (LineItem item : order.lineItems()) {
      batch.add(
          bind(UPDATE_LINE_ITEM, item.productId(), item.productName(), item.colour(), item.size(),
              item.quantity(), item.linePrice(), order.id(), item.id()));
    }
    session.execute(batch);
  }

  @Override
  public void updateOrderStatus(UUID id, String status) {
    session.execute(bind(UPDATE_ORDER_STATUS, status, id));
  }

  @Override
  public boolean updateOrderStatusIfExists(UUID id, String status) {
    return session.execute(bind(UPDATE_ORDER_STATUS_IF_EXISTS, status, id)).wasApplied();
  }

  @Override
  public void deleteOrder(UUID id) {
    BatchStatement batch = new BatchStatement(BatchStatement.Type.UNLOGGED);
    batch.add(bind(DELETE_ORDER, id));
    batch.add(bind(DELETE_LINE_ITEMS, id));
    session.execute(batch);
  }

  private BoundStatement bind(CqlStatement statement, Object... values) {
    return prepared.get(statement).bind(values);
  }
}
