package org.mapperbench.jmh.bench;

import org.mapperbench.jmh.bench.measure.CallLedger;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;

/**
 * One benchmark per contract operation, written once and run in each adapter's JVM. Each method times exactly one
 * library call; its input was prepared untimed ({@link Inputs}, {@code PreparedCall}). Sample mode gives the mean and
 * the percentiles; the runner re-runs the user operations in throughput mode for its thread sweep. Run it through
 * the runner ({@code ./mvnw verify -Pjmh}), which starts the server and puts one adapter on the classpath.
 * Iterations, their length and forks are the runner's alone ({@code ForkMain} sets every one), so the class declares
 * none.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class CrudBenchmarks {

  /** The floor: the cheapest request the server counts. Every other figure reads as a multiple of it. */
  @Benchmark
  public void roundTrip(Inputs.RoundTrip in) {
    in.adapter.roundTrip();
  }

  @Benchmark
  public void writeUser(Inputs.NewUser in) {
    in.adapter.writeUser(in.next);
  }

  @Benchmark
  public Optional<?> readUser(Inputs.UserToRead in) {
    return in.adapter.readUser(in.next);
  }

  @Benchmark
  public void updateUser(Inputs.UserToUpdate in) {
    in.adapter.updateUser(in.next);
  }

  @Benchmark
  public void deleteUser(Inputs.UserToDelete in) {
    in.adapter.deleteUser(in.next);
  }

  @Benchmark
  public void writeOrder(Inputs.NewOrder in) {
    in.adapter.writeOrder(in.next);
  }

  @Benchmark
  public Optional<?> readOrder(Inputs.OrderToRead in) {
    Optional<?> order = in.adapter.readOrder(in.next);
    if (order.isEmpty()) {
      // Rare: a read at ONE that reached a replica the order's write had not. The call then owes no line-item read.
      CallLedger.recordOrderFoundNothing();
    }
    return order;
  }

  @Benchmark
  public void updateOrder(Inputs.OrderToUpdate in) {
    in.adapter.updateOrder(in.next);
  }

  @Benchmark
  public void updateOrderStatus(Inputs.OrderStatusToUpdate in) {
    in.adapter.updateOrderStatus(in.next.id(), in.next.status());
  }

  /** A lightweight transaction; planned only for adapters whose library can send one. */
  @Benchmark
  public boolean updateOrderStatusIfExists(Inputs.OrderStatusToUpdateIfExists in) {
    return in.adapter.updateOrderStatusIfExists(in.next.id(), in.next.status());
  }

  @Benchmark
  public void deleteOrder(Inputs.OrderToDelete in) {
    in.adapter.deleteOrder(in.next);
  }
}
