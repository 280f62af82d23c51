package org.mapperbench.protocol.metrics;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The calls of one paced run, as the fork measured them and the runner reads them: for each call, when the schedule
 * said it was due, when it was issued and when it returned, in nanoseconds from the run's start. A fork keeps the raw
 * times and no histogram library, because the library on the fork's classpath would be the adapter's own copy (the
 * Apache driver 4 brings HdrHistogram); the runner builds the histograms and the interval log from this file.
 *
 * <p>Latency counts from {@code due}: a call issued late still waited from the moment a real client would have sent
 * it. {@code end - start} is the service time, {@code start - due} the wait for a free worker.
 *
 * @param ratePerSecond the arrival rate the run was paced at
 * @param workers the threads that issued calls: at most this many were in flight at once
 * @param lengthNanos the schedule's length: every call due before it was issued, none after
 * @param startEpochMillis the wall-clock time of the run's start, for the interval log's timestamps
 * @param kinds the names of the calls' kinds (operations of a mix), indexed by {@code kind}
 * @param due when each call was due, in nanoseconds from the start; call k was due k / rate seconds in
 * @param start when each call was issued
 * @param end when each call returned; -1 for a call that never returned
 * @param kind each call's index in {@code kinds}
 * @param failed whether each call threw
 */
public record CallTimes(double ratePerSecond, int workers, long lengthNanos, long startEpochMillis, List<String> kinds,
    long[] due, long[] start, long[] end, byte[] kind, boolean[] failed) {
  /** The file's name in a paced trial's folder. */
  public static final String FILE = "calls.bin";
  private static final int MAGIC = 0x4d424354; // "MBCT"
  private static final int VERSION = 1;
  /** The share of its rate a run must achieve to have held it: a little short is a slow last second. */
  public static final double HELD_SHARE = 0.98;

  public CallTimes {
    kinds = List.copyOf(kinds);
    int n = due.length;
    if (start.length != n || end.length != n || kind.length != n || failed.length != n) {
      throw new IllegalArgumentException("the calls' columns differ in length");
    }
  }

  public int calls() {
    return due.length;
  }

  /** The calls that returned without an error. */
  public long completed() {
    long done = 0;
    for (int i = 0; i < due.length; i++) {
      done += end[i] >= 0 && !failed[i] ? 1 : 0;
    }
    return done;
  }

  /** The calls that threw. */
  public long failures() {
    long n = 0;
    for (boolean f : failed) {
      n += f ? 1 : 0;
    }
    return n;
  }

  /** The calls that had not returned when the run stopped waiting. */
  public long unfinished() {
    long n = 0;
    for (long e : end) {
      n += e < 0 ? 1 : 0;
    }
    return n;
  }

  /** The completed calls per second, over the schedule's length or until the last call returned if later. */
  public double achievedPerSecond() {
    long lastEnd = 0;
    for (long e : end) {
      lastEnd = Math.max(lastEnd, e);
    }
    return completed() / (Math.max(lengthNanos, lastEnd) / 1e9);
  }

  /** Whether the run held its rate: at least {@link #HELD_SHARE} of it achieved, no call failed or left unanswered. */
  public boolean held() {
    return achievedPerSecond() >= HELD_SHARE * ratePerSecond && failures() == 0 && unfinished() == 0;
  }

  /** The exact latency from when calls were due at quantile {@code q} (0.99 for p99) over every returned call. */
  public long correctedNanosAt(double q) {
    long[] latencies = new long[due.length];
    int n = 0;
    for (int i = 0; i < due.length; i++) {
      if (end[i] >= 0) {
        latencies[n++] = end[i] - due[i];
      }
    }
    if (n == 0) {
      return Long.MAX_VALUE;
    }
    java.util.Arrays.sort(latencies, 0, n);
    return latencies[Math.min(n - 1, (int) Math.ceil(q * n) - 1)];
  }

  /**
   * The capacity search's test: the run held its rate and its p99 from when calls were due is within {@code target}.
   * The runner and the fork's search both judge by this one rule.
   */
  public boolean withinTarget(java.time.Duration target) {
    return held() && correctedNanosAt(0.99) <= target.toNanos();
  }

  public void write(Path file) throws IOException {
    try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file)))) {
      out.writeInt(MAGIC);
      out.writeInt(VERSION);
      out.writeDouble(ratePerSecond);
      out.writeInt(workers);
      out.writeLong(lengthNanos);
      out.writeLong(startEpochMillis);
      out.writeInt(kinds.size());
      for (String k : kinds) {
        out.writeUTF(k);
      }
      out.writeInt(due.length);
      for (int i = 0; i < due.length; i++) {
        out.writeLong(due[i]);
        out.writeLong(start[i]);
        out.writeLong(end[i]);
        out.writeByte(kind[i]);
        out.writeBoolean(failed[i]);
      }
    }
  }

  public static CallTimes read(Path file) throws IOException {
    try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
      if (in.readInt() != MAGIC || in.readInt() != VERSION) {
        throw new IOException(file + " is not a call-times file of this version");
      }
      double rate = in.readDouble();
      int workers = in.readInt();
      long length = in.readLong();
      long epochMillis = in.readLong();
      String[] kinds = new String[in.readInt()];
      for (int i = 0; i < kinds.length; i++) {
        kinds[i] = in.readUTF();
      }
      int n = in.readInt();
      long[] due = new long[n];
      long[] start = new long[n];
      long[] end = new long[n];
      byte[] kind = new byte[n];
      boolean[] failed = new boolean[n];
      for (int i = 0; i < n; i++) {
        due[i] = in.readLong();
        start[i] = in.readLong();
        end[i] = in.readLong();
        kind[i] = in.readByte();
        failed[i] = in.readBoolean();
      }
      return new CallTimes(rate, workers, length, epochMillis, List.of(kinds), due, start, end, kind, failed);
    }
  }
}
