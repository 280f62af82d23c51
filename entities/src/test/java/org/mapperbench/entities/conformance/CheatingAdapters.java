package org.mapperbench.entities.conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.mapperbench.entities.adapter.AdapterConfig;
import org.mapperbench.entities.adapter.AdapterTraits;
import org.mapperbench.entities.adapter.MapperAdapter;
import org.mapperbench.entities.model.Order;
import org.mapperbench.entities.model.Product;
import org.mapperbench.entities.model.User;

/**
 * Wrappers that game a benchmark the ways a library can by accident: answering reads from a cache, skipping calls,
 * buffering writes, emulating a lightweight transaction. The kit's own tests run the conformance suite on them and
 * expect it to fail.
 */
public final class CheatingAdapters {
  private CheatingAdapters() {}

  /**
   * Remembers the users it wrote or read and answers later reads of them without asking the server, as a cache in
   * front of the driver would (a second-level cache): on a loaded dataset, a hot row would be read once.
   */
  public static MapperAdapter cachingUserReads(MapperAdapter real) {
    Map<UUID, User> cache = new ConcurrentHashMap<>();
    return new Delegating(real) {
      @Override
      public void writeUser(User user) {
        super.writeUser(user);
        cache.put(user.id(), user);
      }

      @Override
      public Optional<? extends User> readUser(UUID id) {
        User cached = cache.get(id);
        if (cached != null) {
          return Optional.of(cached);
        }
        Optional<? extends User> read = super.readUser(id);
        read.ifPresent(user -> cache.put(id, user));
        return read;
      }
    };
  }

  /** Treats a status update as done without sending it. */
  public static MapperAdapter skippingStatusUpdates(MapperAdapter real) {
    return new Delegating(real) {
      @Override
      public void updateOrderStatus(UUID id, String status) {}
    };
  }

  /**
   * Emulates IF EXISTS with a read and then a plain update: right answers, but no lightweight transaction, so no
   * Paxos round and none of its cost.
   */
  public static MapperAdapter emulatingConditionalUpdates(MapperAdapter real) {
    return new Delegating(real) {
      @Override
      public boolean updateOrderStatusIfExists(UUID id, String status) {
        if (readOrder(id).isEmpty()) {
          return false;
        }
        updateOrderStatus(id, status);
        return true;
      }
    };
  }

  /** Queues user writes and sends them only at close: a write-behind buffer. */
  public static MapperAdapter bufferingUserWrites(MapperAdapter real) {
    List<User> pending = new ArrayList<>();
    return new Delegating(real) {
      @Override
      public synchronized void writeUser(User user) {
        pending.add(user);
      }

      @Override
      public synchronized void close() {
        pending.forEach(super::writeUser);
        super.close();
      }
    };
  }

  /** Reads a catalogue but drops its last product: fewer rows than the partition holds. */
  public static MapperAdapter droppingTheLastProduct(MapperAdapter real) {
    return new Delegating(real) {
      @Override
      public List<? extends Product> readProducts(UUID catalogueId) {
        List<? extends Product> all = super.readProducts(catalogueId);
        return all.isEmpty() ? all : all.subList(0, all.size() - 1);
      }
    };
  }

  /** Pages through a catalogue once, then hands over the same rows again from memory. */
  public static MapperAdapter cachingPages(MapperAdapter real) {
    Map<UUID, List<Product>> seen = new ConcurrentHashMap<>();
    return new Delegating(real) {
      @Override
      public void pageProducts(UUID catalogueId, int pageSize, Consumer<? super Product> each) {
        List<Product> cached = seen.get(catalogueId);
        if (cached != null) {
          cached.forEach(each);
          return;
        }
        List<Product> rows = new ArrayList<>();
        super.pageProducts(catalogueId, pageSize, rows::add);
        seen.put(catalogueId, rows);
        rows.forEach(each);
      }
    };
  }

  private static class Delegating implements MapperAdapter {
    private final MapperAdapter real;

    Delegating(MapperAdapter real) {
      this.real = real;
    }

    @Override public AdapterTraits traits() { return real.traits(); }
    @Override public void open(AdapterConfig config) { real.open(config); }
    @Override public void close() { real.close(); }
    @Override public void roundTrip() { real.roundTrip(); }
    @Override public void writeUser(User user) { real.writeUser(user); }
    @Override public Optional<? extends User> readUser(UUID id) { return real.readUser(id); }
    @Override public void updateUser(User user) { real.updateUser(user); }
    @Override public void deleteUser(UUID id) { real.deleteUser(id); }
    @Override public void writeOrder(Order order) { real.writeOrder(order); }
    @Override public Optional<? extends Order> readOrder(UUID id) { return real.readOrder(id); }
    @Override public void updateOrder(Order order) { real.updateOrder(order); }
    @Override public void updateOrderStatus(UUID id, String status) { real.updateOrderStatus(id, status); }
    @Override public boolean updateOrderStatusIfExists(UUID id, String status) {
      return real.updateOrderStatusIfExists(id, status);
    }
    @Override public void deleteOrder(UUID id) { real.deleteOrder(id); }
    @Override public void writeProducts(List<? extends Product> products) { real.writeProducts(products); }
    @Override public List<? extends Product> readProducts(UUID catalogueId) { return real.readProducts(catalogueId); }
    @Override public void pageProducts(UUID catalogueId, int pageSize, Consumer<? super Product> each) {
      real.pageProducts(catalogueId, pageSize, each);
    }
  }
}
