package org.mapperbench.jmh.bench;

import org.mapperbench.jmh.bench.measure.CallLedger;
import org.mapperbench.jmh.bench.measure.KeyDraw;
import org.mapperbench.jmh.bench.measure.Preloaded;
import org.mapperbench.jmh.bench.measure.PreparedCall;
import org.mapperbench.jmh.bench.measure.StoredInTurn;
import java.util.List;
import java.util.UUID;
import org.mapperbench.entities.data.DataGenerator;
import org.mapperbench.entities.data.Dataset;
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
    public void recordWrite(OrderData order) {
      CallLedger.recordWrite("orders", order.id());
    }

    @Override
    public OrderData prepareOne(DataGenerator data) {
      return data.nextOrder(timedOperation().rows());
    }
  }

  /** A few orders of 100 line items, read in turn, as catalogues are. */
  @State(Scope.Thread)
  public static class OrderToRead100 extends ReadInTurn {
    public OrderToRead100() {
      super(Operation.READ_ORDER_100);
    }

    @Override
    public UUID store(DataGenerator data) {
      return storedOrder(data, timedOperation().rows()).id();
    }
  }

  /** A new catalogue of as many products as the operation writes a call. */
  abstract static class NewProducts extends PreparedCall<List<ProductData>> {
    NewProducts(Operation op) {
      super(op);
    }

    @Override
    public List<ProductData> prepareOne(DataGenerator data) {
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

  /** A few partitions of N rows, read in turn: writing a new catalogue of 1,000 rows for each read would spend the
   * trial preparing. */
  abstract static class ReadInTurn extends StoredInTurn.Ids {
    private static final int STORED = 4;

    ReadInTurn(Operation op) {
      super(op);
    }

    @Override
    public int stored() {
      return STORED;
    }
  }

  /**
   * A catalogue of as many products as the operation reads a call; with a loaded dataset, one of its catalogues of that
   * size, drawn as users are.
   */
  abstract static class CatalogueToRead extends ReadInTurn {
    CatalogueToRead(Operation op) {
      super(op);
    }

    @Override
    public UUID store(DataGenerator data) {
      return storedCatalogue(data, timedOperation().rows());
    }

    @Override
    public Dataset.Table preloadedTable() {
      return Dataset.Table.CATALOGUES;
    }

    @Override
    public KeyDraw preloadedDraw() {
      return Preloaded.catalogues(timedOperation().rows(), stream());
    }

    @Override
    public UUID preloaded(long row) {
      return Preloaded.DATASET.id(Dataset.Table.CATALOGUES, row);
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
    public int stored() {
      return 1;
    }
  }
}
