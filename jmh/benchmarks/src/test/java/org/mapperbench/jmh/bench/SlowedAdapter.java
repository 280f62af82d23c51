package org.mapperbench.jmh.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Map;
import java.util.Optional;
import java.util.List;
import java.util.UUID;
import java.util.function.Consumer;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.adapter.AdapterTraits;
import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.model.Order;
import org.mapperbench.entities.model.Product;
import org.mapperbench.entities.model.User;

/**
 * A known cost for the self-tests of compare and of the Versions part, added after each call of the wrapped adapter:
 * either a busy wait of {@code share} of the wall time that call took, so each call costs (1 + share) times as much
 * ({@code -Dbench.slowdown}), or a busy spin of a fixed amount of the calling thread's CPU time after every call of
 * the operations named ({@code -Dbench.injectCpu}), which the client CPU per call must then show at its size. It lives
 * in test sources and reaches a fork JVM only when a run sets one of the two (see {@code AdapterUnderTest}), which
 * run.json and the report then say.
 */
public final class SlowedAdapter implements MapperAdapter {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private final MapperAdapter adapter;
  private final double share;
  private final Map<String, Long> cpuNanosByOperation;

  public SlowedAdapter(MapperAdapter adapter, double share) {
    this(adapter, share, Map.of());
  }

  /** Spins {@code cpuNanosByOperation}'s thread CPU after each call of those operations, and nothing else. */
  public SlowedAdapter(MapperAdapter adapter, Map<String, Long> cpuNanosByOperation) {
    this(adapter, 0, cpuNanosByOperation);
  }

  private SlowedAdapter(MapperAdapter adapter, double share, Map<String, Long> cpuNanosByOperation) {
    this.adapter = adapter;
    this.share = share;
    this.cpuNanosByOperation = Map.copyOf(cpuNanosByOperation);
  }

  /**
   * After a call of {@code operation} that began at {@code began}: the share's wait, then the operation's CPU spin.
   * Each method calls it directly, without a lambda, so that the wrapper allocates nothing per call of its own.
   */
  private void after(String operation, long began) {
    long until = System.nanoTime() + (long) ((System.nanoTime() - began) * share);
    while (System.nanoTime() < until) {
      Thread.onSpinWait();
    }
    Long cpu = cpuNanosByOperation.get(operation);
    if (cpu != null) {
      spinThreadCpu(cpu);
    }
  }

  /**
   * Spins until the calling thread's own CPU clock has advanced by {@code nanos}: CPU time, not wall time, so that a
   * descheduled thread still spends exactly the amount. It overshoots by at most one reading of the clock.
   */
  static void spinThreadCpu(long nanos) {
    long until = THREADS.getCurrentThreadCpuTime() + nanos;
    while (THREADS.getCurrentThreadCpuTime() < until) {
      Thread.onSpinWait();
    }
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
    long began = System.nanoTime();
    adapter.roundTrip();
    after("roundTrip", began);
  }

  @Override
  public void writeUser(User user) {
    long began = System.nanoTime();
    adapter.writeUser(user);
    after("writeUser", began);
  }

  @Override
  public Optional<? extends User> readUser(UUID id) {
    long began = System.nanoTime();
    var result = adapter.readUser(id);
    after("readUser", began);
    return result;
  }

  @Override
  public void updateUser(User user) {
    long began = System.nanoTime();
    adapter.updateUser(user);
    after("updateUser", began);
  }

  @Override
  public void deleteUser(UUID id) {
    long began = System.nanoTime();
    adapter.deleteUser(id);
    after("deleteUser", began);
  }

  @Override
  public void writeOrder(Order order) {
    long began = System.nanoTime();
    adapter.writeOrder(order);
    after("writeOrder", began);
  }

  @Override
  public Optional<? extends Order> readOrder(UUID id) {
    long began = System.nanoTime();
    var result = adapter.readOrder(id);
    after("readOrder", began);
    return result;
  }

  @Override
  public void updateOrder(Order order) {
    long began = System.nanoTime();
    adapter.updateOrder(order);
    after("updateOrder", began);
  }

  @Override
  public void updateOrderStatus(UUID id, String status) {
    long began = System.nanoTime();
    adapter.updateOrderStatus(id, status);
    after("updateOrderStatus", began);
  }

  @Override
  public boolean updateOrderStatusIfExists(UUID id, String status) {
    long began = System.nanoTime();
    var result = adapter.updateOrderStatusIfExists(id, status);
    after("updateOrderStatusIfExists", began);
    return result;
  }

  @Override
  public void deleteOrder(UUID id) {
    long began = System.nanoTime();
    adapter.deleteOrder(id);
    after("deleteOrder", began);
  }

  /** Rows per call are timed under one method name per N: the count of rows tells them apart. */
  @Override
  public void writeProducts(List<? extends Product> products) {
    long began = System.nanoTime();
    adapter.writeProducts(products);
    after("writeProducts" + products.size(), began);
  }

  @Override
  public List<? extends Product> readProducts(UUID catalogueId) {
    long began = System.nanoTime();
    List<? extends Product> products = adapter.readProducts(catalogueId);
    after("readProducts" + products.size(), began);
    return products;
  }

  @Override
  public void pageProducts(UUID catalogueId, int pageSize, Consumer<? super Product> each) {
    long began = System.nanoTime();
    adapter.pageProducts(catalogueId, pageSize, each);
    after("pageProducts", began);
  }
}
