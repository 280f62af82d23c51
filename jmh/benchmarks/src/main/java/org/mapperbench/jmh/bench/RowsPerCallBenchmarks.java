package org.mapperbench.jmh.bench;

import org.mapperbench.jmh.bench.measure.CallLedger;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.mapperbench.entities.schema.Operation;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;

/**
 * The benchmarks of rows per call (docs/methodology.md, "Rows per call"): the same calls as {@link CrudBenchmarks}'
 * on more rows, N in the method's name, so the report can fit each library's cost against N. A call that hands back
 * fewer rows than it was asked for fails its trial: a short read would look cheap.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class RowsPerCallBenchmarks {

  @Benchmark
  public void writeOrder100(RowsPerCallInputs.NewOrder100 in) {
    in.adapter.writeOrder(in.next);
  }

  @Benchmark
  public Optional<?> readOrder100(RowsPerCallInputs.OrderToRead100 in) {
    Optional<?> order = in.adapter.readOrder(in.next);
    if (order.isEmpty()) {
      CallLedger.recordOrderFoundNothing();
    }
    return order;
  }

  @Benchmark
  public void writeProducts1(RowsPerCallInputs.NewProducts1 in) {
    in.adapter.writeProducts(in.next);
  }

  @Benchmark
  public void writeProducts10(RowsPerCallInputs.NewProducts10 in) {
    in.adapter.writeProducts(in.next);
  }

  @Benchmark
  public void writeProducts100(RowsPerCallInputs.NewProducts100 in) {
    in.adapter.writeProducts(in.next);
  }

  @Benchmark
  public List<?> readProducts1(RowsPerCallInputs.ProductsToRead1 in) {
    return whole(in.adapter.readProducts(in.next), Operation.READ_PRODUCTS_1);
  }

  @Benchmark
  public List<?> readProducts10(RowsPerCallInputs.ProductsToRead10 in) {
    return whole(in.adapter.readProducts(in.next), Operation.READ_PRODUCTS_10);
  }

  @Benchmark
  public List<?> readProducts100(RowsPerCallInputs.ProductsToRead100 in) {
    return whole(in.adapter.readProducts(in.next), Operation.READ_PRODUCTS_100);
  }

  @Benchmark
  public List<?> readProducts1000(RowsPerCallInputs.ProductsToRead1000 in) {
    return whole(in.adapter.readProducts(in.next), Operation.READ_PRODUCTS_1000);
  }

  @Benchmark
  public long pageProducts(RowsPerCallInputs.ProductsToPage in) {
    in.rows = 0;
    in.adapter.pageProducts(in.next, Operation.PAGE_SIZE, in.counter);
    if (in.rows != Operation.PAGE_PRODUCTS.rows()) {
      throw new IllegalStateException("pageProducts handed over " + in.rows + " of "
          + Operation.PAGE_PRODUCTS.rows() + " rows");
    }
    return in.rows;
  }

  private static List<?> whole(List<?> read, Operation op) {
    if (read.size() != op.rows()) {
      throw new IllegalStateException(op.method() + " returned " + read.size() + " of " + op.rows() + " rows");
    }
    return read;
  }
}
