package org.mapperbench.jmh.bench;

import org.mapperbench.entities.data.DataGenerator;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.UserData;
import org.mapperbench.entities.schema.Operation;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/** The prepared input of each benchmark: one state class per timed operation. */
public final class Inputs {
  private Inputs() {}

  @State(Scope.Thread)
  public static class RoundTrip extends PreparedCall {
    @Override
    Operation timedOperation() {
      return Operation.ROUND_TRIP;
    }

    @Override
    void prepareNext(DataGenerator data) {}
  }

  @State(Scope.Thread)
  public static class NewUser extends PreparedCall {
    UserData user;

    @Override
    Operation timedOperation() {
      return Operation.WRITE_USER;
    }

    @Override
    void prepareNext(DataGenerator data) {
      user = data.nextUser();
    }
  }

  @State(Scope.Thread)
  public static class UserToRead extends PreparedCall {
    UserData user;

    @Override
    Operation timedOperation() {
      return Operation.READ_USER;
    }

    @Override
    void prepareNext(DataGenerator data) {
      user = storedUser(data);
    }
  }

  @State(Scope.Thread)
  public static class UserToUpdate extends PreparedCall {
    UserData changed;

    @Override
    Operation timedOperation() {
      return Operation.UPDATE_USER;
    }

    @Override
    void prepareNext(DataGenerator data) {
      changed = data.changed(storedUser(data));
    }
  }

  @State(Scope.Thread)
  public static class UserToDelete extends PreparedCall {
    UserData user;

    @Override
    Operation timedOperation() {
      return Operation.DELETE_USER;
    }

    @Override
    void prepareNext(DataGenerator data) {
      user = storedUser(data);
    }
  }

  @State(Scope.Thread)
  public static class NewOrder extends PreparedCall {
    OrderData order;

    @Override
    Operation timedOperation() {
      return Operation.WRITE_ORDER;
    }

    @Override
    void prepareNext(DataGenerator data) {
      order = data.nextOrder();
    }
  }

  @State(Scope.Thread)
  public static class OrderToRead extends PreparedCall {
    OrderData order;

    @Override
    Operation timedOperation() {
      return Operation.READ_ORDER;
    }

    @Override
    void prepareNext(DataGenerator data) {
      order = storedOrder(data);
    }
  }

  @State(Scope.Thread)
  public static class OrderToUpdate extends PreparedCall {
    OrderData changed;

    @Override
    Operation timedOperation() {
      return Operation.UPDATE_ORDER;
    }

    @Override
    void prepareNext(DataGenerator data) {
      changed = data.changed(storedOrder(data));
    }
  }

  @State(Scope.Thread)
  public static class OrderStatusToUpdate extends PreparedCall {
    OrderData order;
    String status;

    @Override
    Operation timedOperation() {
      return Operation.UPDATE_ORDER_STATUS;
    }

    @Override
    void prepareNext(DataGenerator data) {
      order = storedOrder(data);
      status = data.nextStatus();
    }
  }

  @State(Scope.Thread)
  public static class OrderToDelete extends PreparedCall {
    OrderData order;

    @Override
    Operation timedOperation() {
      return Operation.DELETE_ORDER;
    }

    @Override
    void prepareNext(DataGenerator data) {
      order = storedOrder(data);
    }
  }
}
