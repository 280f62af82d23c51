package org.mapperbench.jmh.bench;

import org.mapperbench.jmh.bench.measure.CallLedger;
import org.mapperbench.jmh.bench.measure.Preloaded;
import org.mapperbench.jmh.bench.measure.PreparedCall;
import org.mapperbench.jmh.bench.measure.StoredInTurn;
import java.util.UUID;
import org.mapperbench.entities.data.DataGenerator;
import org.mapperbench.entities.data.Dataset;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.UserData;
import org.mapperbench.entities.schema.Operation;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/** The prepared inputs of each benchmark: one state class per timed operation. */
public final class Inputs {
  private Inputs() {}

  /** The floor needs no input; the state only records its calls. */
  @State(Scope.Thread)
  public static class RoundTrip extends PreparedCall<Boolean> {
    public RoundTrip() {
      super(Operation.ROUND_TRIP);
    }

    @Override
    public Boolean prepareOne(DataGenerator data) {
      return Boolean.TRUE;
    }
  }

  @State(Scope.Thread)
  public static class NewUser extends PreparedCall<UserData> {
    public NewUser() {
      super(Operation.WRITE_USER);
    }

    @Override
    public void recordWrite(UserData user) {
      CallLedger.recordWrite("users", user.id());
    }

    @Override
    public UserData prepareOne(DataGenerator data) {
      return data.nextUser();
    }
  }

  /** A stored user's id. */
  @State(Scope.Thread)
  public static class UserToRead extends StoredInTurn.Ids {
    public UserToRead() {
      super(Operation.READ_USER);
    }

    @Override
    public Dataset.Table preloadedTable() {
      return Dataset.Table.USERS;
    }

    @Override
    public UUID preloaded(long row) {
      return Preloaded.DATASET.id(Dataset.Table.USERS, row);
    }

    @Override
    public UUID store(DataGenerator data) {
      return storedUser(data).id();
    }
  }

  /** New values for a stored user. */
  @State(Scope.Thread)
  public static class UserToUpdate extends StoredInTurn<UserData, UserData> {
    public UserToUpdate() {
      super(Operation.UPDATE_USER);
    }

    @Override
    public Dataset.Table preloadedTable() {
      return Dataset.Table.USERS;
    }

    @Override
    public Dataset.Part preloadedPart() {
      return Dataset.Part.UPDATE;
    }

    @Override
    public UserData preloaded(long row) {
      return Preloaded.DATASET.user(row);
    }

    @Override
    public UserData store(DataGenerator data) {
      return storedUser(data);
    }

    @Override
    public UserData input(UserData user, DataGenerator data) {
      return data.changed(user);
    }
  }

  /** A stored user's id: with a loaded dataset, a row of its delete part no call has deleted yet. */
  @State(Scope.Thread)
  public static class UserToDelete extends PreparedCall<UUID> {
    private final Preloaded.Deletes deletes = new Preloaded.Deletes(Dataset.Table.USERS);

    public UserToDelete() {
      super(Operation.DELETE_USER);
    }

    @Override
    public UUID prepareOne(DataGenerator data) {
      long row = Preloaded.loaded() ? deletes.next() : -1;
      return row >= 0 ? Preloaded.DATASET.id(Dataset.Table.USERS, row) : storedUser(data).id();
    }
  }

  @State(Scope.Thread)
  public static class NewOrder extends PreparedCall<OrderData> {
    public NewOrder() {
      super(Operation.WRITE_ORDER);
    }

    @Override
    public void recordWrite(OrderData order) {
      CallLedger.recordWrite("orders", order.id());
    }

    @Override
    public OrderData prepareOne(DataGenerator data) {
      return data.nextOrder();
    }
  }

  @State(Scope.Thread)
  public static class OrderToRead extends StoredInTurn.Ids {
    public OrderToRead() {
      super(Operation.READ_ORDER);
    }

    @Override
    public Dataset.Table preloadedTable() {
      return Dataset.Table.ORDERS;
    }

    @Override
    public UUID preloaded(long row) {
      return Preloaded.DATASET.id(Dataset.Table.ORDERS, row);
    }

    @Override
    public UUID store(DataGenerator data) {
      return storedOrder(data).id();
    }
  }

  /** A stored order and what an update makes of it: with a loaded dataset, a row of the orders' update part. */
  abstract static class OrderUpdate extends StoredInTurn<OrderData, OrderData> {
    OrderUpdate(Operation timedOperation) {
      super(timedOperation);
    }

    @Override
    public OrderData store(DataGenerator data) {
      return storedOrder(data);
    }

    @Override
    public Dataset.Table preloadedTable() {
      return Dataset.Table.ORDERS;
    }

    @Override
    public Dataset.Part preloadedPart() {
      return Dataset.Part.UPDATE;
    }

    @Override
    public OrderData preloaded(long row) {
      return Preloaded.DATASET.order(row);
    }
  }

  /** New values for a stored order and each of its line items. */
  @State(Scope.Thread)
  public static class OrderToUpdate extends OrderUpdate {
    public OrderToUpdate() {
      super(Operation.UPDATE_ORDER);
    }

    @Override
    public OrderData input(OrderData order, DataGenerator data) {
      return data.changed(order);
    }
  }

  /** A stored order with the status it is to get. */
  @State(Scope.Thread)
  public static class OrderStatusToUpdate extends OrderUpdate {
    public OrderStatusToUpdate() {
      this(Operation.UPDATE_ORDER_STATUS);
    }

    OrderStatusToUpdate(Operation timedOperation) {
      super(timedOperation);
    }

    @Override
    public OrderData input(OrderData order, DataGenerator data) {
      return order.withStatus(data.nextStatus());
    }
  }

  /** The same for the conditional update: the order exists, so the suite times the case that applies. */
  @State(Scope.Thread)
  public static class OrderStatusToUpdateIfExists extends OrderStatusToUpdate {
    public OrderStatusToUpdateIfExists() {
      super(Operation.UPDATE_ORDER_STATUS_IF_EXISTS);
    }
  }

  /** A stored order's id: with a loaded dataset, a row of its delete part no call has deleted yet. */
  @State(Scope.Thread)
  public static class OrderToDelete extends PreparedCall<UUID> {
    private final Preloaded.Deletes deletes = new Preloaded.Deletes(Dataset.Table.ORDERS);

    public OrderToDelete() {
      super(Operation.DELETE_ORDER);
    }

    @Override
    public UUID prepareOne(DataGenerator data) {
      long row = Preloaded.loaded() ? deletes.next() : -1;
      return row >= 0 ? Preloaded.DATASET.id(Dataset.Table.ORDERS, row) : storedOrder(data).id();
    }
  }
}
