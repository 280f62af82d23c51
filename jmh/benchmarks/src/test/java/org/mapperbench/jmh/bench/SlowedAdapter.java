package org.mapperbench.jmh.bench;

import java.util.Optional;
import java.util.UUID;
import java.util.function.Supplier;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.adapter.AdapterTraits;
import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.model.Order;
import org.mapperbench.entities.model.User;

/**
 * A known slowdown for compare's own test: every call of the wrapped adapter, then a busy wait of {@code share} of
 * the time that call took, so each call costs (1 + share) times as much. It lives in test sources and reaches a fork
 * JVM only when a run sets {@code -Dbench.slowdown} (see {@link AdapterUnderTest}), which run.json and the report
 * then say.
 */
public final class SlowedAdapter implements MapperAdapter {
  private final MapperAdapter adapter;
  private final double share;

  public SlowedAdapter(MapperAdapter adapter, double share) {
    this.adapter = adapter;
    this.share = share;
  }

  private <T> T slowed(Supplier<T> call) {
    long began = System.nanoTime();
    T result = call.get();
    long until = System.nanoTime() + (long) ((System.nanoTime() - began) * share);
    while (System.nanoTime() < until) {
      Thread.onSpinWait();
    }
    return result;
  }

  private void slowed(Runnable call) {
    slowed(() -> {
      call.run();
      return null;
    });
  }

  @Override
  public AdapterTraits traits() {
    return adapter.traits();
  }

  @Override
  public void open(AdapterConfig config) {
    adapter.open(config);
  }

  @Override
  public void close() {
    adapter.close();
  }

  @Override
  public void roundTrip() {
    slowed(adapter::roundTrip);
  }

  @Override
  public void writeUser(User user) {
    slowed(() -> adapter.writeUser(user));
  }

  @Override
  public Optional<? extends User> readUser(UUID id) {
    return slowed(() -> adapter.readUser(id));
  }

  @Override
  public void updateUser(User user) {
    slowed(() -> adapter.updateUser(user));
  }

  @Override
  public void deleteUser(UUID id) {
    slowed(() -> adapter.deleteUser(id));
  }

  @Override
  public void writeOrder(Order order) {
    slowed(() -> adapter.writeOrder(order));
  }

  @Override
  public Optional<? extends Order> readOrder(UUID id) {
    return slowed(() -> adapter.readOrder(id));
  }

  @Override
  public void updateOrder(Order order) {
    slowed(() -> adapter.updateOrder(order));
  }

  @Override
  public void updateOrderStatus(UUID id, String status) {
    slowed(() -> adapter.updateOrderStatus(id, status));
  }

  @Override
  public boolean updateOrderStatusIfExists(UUID id, String status) {
    return slowed(() -> adapter.updateOrderStatusIfExists(id, status));
  }

  @Override
  public void deleteOrder(UUID id) {
    slowed(() -> adapter.deleteOrder(id));
  }
}
