package org.mapperbench.jmh.bench.measure;

import org.mapperbench.settings.ForkSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.atomic.LongAdder;
import org.mapperbench.entities.schema.Operation;

/**
 * Every adapter call this JVM made, timed or not, warm-up included. The runner adds these up over all forks and
 * holds them against the server's own request counters. Calls are recorded in untimed set-up code, never inside
 * the measured call.
 */
public final class CallLedger {
  /**
   * In a fault run, the ids of the rows the timed inserts wrote, so that the runner can read every one back after
   * the fault.
   */
  private static final boolean RECORD_WRITES = ForkSettings.RECORD_WRITES.get(System.getProperties());
  private static final java.util.Queue<String> WRITTEN = new java.util.concurrent.ConcurrentLinkedQueue<>();

  private static final Map<Operation, LongAdder> CALLS = new EnumMap<>(Operation.class);

  static {
    for (Operation op : Operation.values()) {
      CALLS.put(op, new LongAdder());
    }
  }

  private CallLedger() {}

  static void record(Operation op) {
    CALLS.get(op).increment();
  }

  /** A READ_ORDER call, already recorded, that found no order: it moves to READ_ORDER_FOUND_NOTHING. */
  public static void recordOrderFoundNothing() {
    CALLS.get(Operation.READ_ORDER).decrement();
    CALLS.get(Operation.READ_ORDER_FOUND_NOTHING).increment();
  }

  /** The row a timed insert is about to write, as {@code <table> <id>}; kept only in a fault run. */
  public static void recordWrite(String table, java.util.UUID id) {
    if (RECORD_WRITES) {
      WRITTEN.add(table + " " + id);
    }
  }

  /** Writes {@code <idSpace>.properties} into {@code dir}; does nothing without a folder (a run outside the runner). */
  static void writeTo(String dir, long idSpace) {
    if (dir == null) {
      return;
    }
    Properties counts = new Properties();
    // Several trials run in one JVM (ForkMain): each ledger holds its own trial's calls only.
    CALLS.forEach((op, n) -> counts.setProperty(op.name(), Long.toString(n.sumThenReset())));
    try {
      Path folder = Files.createDirectories(Path.of(dir));
      try (Writer out = Files.newBufferedWriter(folder.resolve(idSpace + ".properties"))) {
        counts.store(out, "adapter calls made by one benchmark JVM");
      }
      if (RECORD_WRITES) {
        List<String> rows = new java.util.ArrayList<>();
        for (String row; (row = WRITTEN.poll()) != null; ) {
          rows.add(row);
        }
        Files.write(folder.resolve(idSpace + ".written"), rows);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
