package org.mapperbench.jmh.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.mapperbench.entities.data.DataGenerator;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.ProductData;
import org.mapperbench.entities.schema.Operation;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * The inputs of the rows-per-call benchmarks (docs/methodology.md, "Rows per call"): orders of 100 line items, new
 * catalogues of N products to write, and catalogues of N products to read or page through. JMH creates states by
 * their no-arg constructors, so each N is a class of its own.
 */
public final class RowsPerCallInputs {
  private RowsPerCallInputs() {}

  @State(Scope.Thread)
  public static class NewOrder100 extends PreparedCall<OrderData> {
    public NewOrder100() {
      super(Operation.WRITE_ORDER_100);
    }

    @Override
    void recordWrite(OrderData order) {
      CallLedger.recordWrite("orders", order.id());
    }

    @Override
    OrderData prepareOne(DataGenerator data) {
      return data.nextOrder(timedOperation().rows());
    }
  }

  /** A few orders of 100 line items, read in turn, as catalogues are ({@link CatalogueToRead}). */
  @State(Scope.Thread)
  public static class OrderToRead100 extends PreparedCall<UUID> {
    private final List<UUID> orders = new ArrayList<>();
    private int turn;

    public OrderToRead100() {
      super(Operation.READ_ORDER_100);
    }

    @Override
    UUID prepareOne(DataGenerator data) {
      if (orders.size() < CatalogueToRead.CATALOGUES) {
        orders.add(storedOrder(data, timedOperation().rows()).id());
      }
      return orders.get(turn++ % orders.size());
    }
  }

  /** A new catalogue of as many products as the operation writes a call. */
  abstract static class NewProducts extends PreparedCall<List<ProductData>> {
    NewProducts(Operation op) {
      super(op);
    }

    @Override
    List<ProductData> prepareOne(DataGenerator data) {
      return data.nextCatalogue(timedOperation().rows());
    }
  }

  @State(Scope.Thread)
  public static class NewProducts1 extends NewProducts {
    public NewProducts1() {
      super(Operation.WRITE_PRODUCTS_1);
    }
  }

  @State(Scope.Thread)
  public static class NewProducts10 extends NewProducts {
    public NewProducts10() {
      super(Operation.WRITE_PRODUCTS_10);
    }
  }

  @State(Scope.Thread)
  public static class NewProducts100 extends NewProducts {
    public NewProducts100() {
      super(Operation.WRITE_PRODUCTS_100);
    }
  }

  /**
   * A catalogue of as many products as the operation reads a call. Reads change nothing, so a few catalogues serve
   * every call in turn: writing a new one for each read of 1,000 rows would spend the trial preparing. Each call
   * still reaches the server (the counters prove it), and on the memtable path a read of a catalogue read before
   * costs what a first read costs: Cassandra keeps no rows cache unless a table asks for one.
   */
  abstract static class CatalogueToRead extends PreparedCall<UUID> {
    static final int CATALOGUES = 4;
    private final List<UUID> catalogues = new ArrayList<>();
    private int turn;

    CatalogueToRead(Operation op) {
      super(op);
    }

    int catalogues() {
      return CATALOGUES;
    }

    @Override
    UUID prepareOne(DataGenerator data) {
      if (catalogues.size() < catalogues()) {
        catalogues.add(storedCatalogue(data, timedOperation().rows()));
      }
      return catalogues.get(turn++ % catalogues.size());
    }
  }

  @State(Scope.Thread)
  public static class ProductsToRead1 extends CatalogueToRead {
    public ProductsToRead1() {
      super(Operation.READ_PRODUCTS_1);
    }
  }

  @State(Scope.Thread)
  public static class ProductsToRead10 extends CatalogueToRead {
    public ProductsToRead10() {
      super(Operation.READ_PRODUCTS_10);
    }
  }

  @State(Scope.Thread)
  public static class ProductsToRead100 extends CatalogueToRead {
    public ProductsToRead100() {
      super(Operation.READ_PRODUCTS_100);
    }
  }

  @State(Scope.Thread)
  public static class ProductsToRead1000 extends CatalogueToRead {
    public ProductsToRead1000() {
      super(Operation.READ_PRODUCTS_1000);
    }
  }

  /** The one catalogue of 10,000 products each call pages through, and a count of the rows handed over. */
  @State(Scope.Thread)
  public static class ProductsToPage extends CatalogueToRead {
    long rows;
    /** Made once: a method reference made per call would add its allocation to the library's. */
    final java.util.function.Consumer<Object> counter = product -> rows++;

    public ProductsToPage() {
      super(Operation.PAGE_PRODUCTS);
    }

    @Override
    int catalogues() {
      return 1;
    }
  }
}
