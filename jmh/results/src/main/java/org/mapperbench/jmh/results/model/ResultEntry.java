package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One JMH result entry as the suite writes and reads it: JMH's fields in JMH's order, so that any JMH tool reads the
 * file, then what the suite adds: each fork's {@link RoundRecord} in {@code rounds}, the suite's {@link IntervalRecord}
 * and the benchmark's {@link VerificationRecord}. Fields neither knows are kept ({@code more}) and written last.
 * {@link ResultEntries} is the one place an entry is read or written.
 *
 * @param forks the forks the entry rests on; a fork of the suite is JMH run in-process, which JMH records as 0
 * @param params JMH's params, and the suite's own ({@link #ADAPTER_PARAM} and the others below)
 * @param rounds the suite's record of each fork, in fork order; empty for a plain JMH entry
 * @param interval the suite's interval; null for an entry written before the suite had intervals
 * @param verification the server's account of the benchmark's calls; null when the entry carries none
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"jmhVersion", "benchmark", "mode", "threads", "forks", "jvm", "jvmArgs", "jdkVersion", "vmName",
    "vmVersion", "warmupIterations", "warmupTime", "warmupBatchSize", "measurementIterations", "measurementTime",
    "measurementBatchSize", "params", "primaryMetric", "secondaryMetrics", "rounds", "interval", "verification"})
public record ResultEntry(
    String jmhVersion,
    String benchmark,
    String mode,
    Integer threads,
    Integer forks,
    String jvm,
    List<String> jvmArgs,
    String jdkVersion,
    String vmName,
    String vmVersion,
    Integer warmupIterations,
    String warmupTime,
    Integer warmupBatchSize,
    Integer measurementIterations,
    String measurementTime,
    Integer measurementBatchSize,
    @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, String> params,
    @JsonInclude(value = JsonInclude.Include.CUSTOM, valueFilter = Metric.Absent.class) Metric primaryMetric,
    @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, Metric> secondaryMetrics,
    @JsonInclude(JsonInclude.Include.NON_EMPTY) List<RoundRecord> rounds,
    IntervalRecord interval,
    VerificationRecord verification,
    @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> more) {

  /** In {@code params}: the adapter, added to every entry of results.json (JMH tells entries apart by params only). */
  public static final String ADAPTER_PARAM = "adapter";
  /** In {@code params} of a Cassandra entry: the consistency level and replication factor it was measured at. */
  public static final String CONSISTENCY_PARAM = "consistency";
  public static final String REPLICATION_FACTOR_PARAM = "replicationFactor";
  /**
   * In {@code params} of every entry: its client threads and JMH mode, so that no two entries of a file share method
   * and params (a user operation is sampled on one thread and swept in throughput mode on several).
   */
  public static final String THREADS_PARAM = "threads";
  public static final String MODE_PARAM = "mode";

  private static final RoundRecord NO_ROUND =
      new RoundRecord(null, null, null, null, null, null, null, null, null, null);

  public ResultEntry {
    params = params == null ? Map.of() : params;
    primaryMetric = primaryMetric == null ? Metric.NONE : primaryMetric;
    secondaryMetrics = secondaryMetrics == null ? Map.of() : secondaryMetrics;
    // A null in the list keeps its place: the i-th record is the i-th fork's.
    rounds = rounds == null ? List.of() : rounds.stream().map(r -> r == null ? NO_ROUND : r).toList();
    more = more == null ? Map.of() : new TreeMap<>(more);
  }

  /** The benchmark method: {@code org.mapperbench.jmh.bench.CrudBenchmarks.readUser} gives readUser. */
  @JsonIgnore
  public String operation() {
    String name = benchmark == null ? "" : benchmark;
    return name.substring(name.lastIndexOf('.') + 1);
  }

  /** JMH's mode, "" when the entry has none. */
  @JsonIgnore
  public String modeName() {
    return mode == null ? "" : mode;
  }

  /** The client threads; 1 when the entry does not say. */
  @JsonIgnore
  public int threadCount() {
    return threads == null ? 1 : threads;
  }

  /** The forks the entry rests on, each fork of the suite counting as one (JMH records it as 0). */
  @JsonIgnore
  public int forkCount() {
    return forks == null ? 0 : forks;
  }

  /** A param, "" when the entry has none of that name. */
  public String param(String name) {
    return params.getOrDefault(name, "");
  }

  /** A secondary metric by its name, {@link Metric#NONE} when the entry has none of that name. */
  public Metric secondary(String name) {
    return secondaryMetrics.getOrDefault(name, Metric.NONE);
  }

  /** A copy with these params added to its own (the same name replaced). */
  public ResultEntry withParams(Map<String, String> added) {
    Map<String, String> all = new LinkedHashMap<>(params);
    all.putAll(added);
    return new ResultEntry(jmhVersion, benchmark, mode, threads, forks, jvm, jvmArgs, jdkVersion, vmName, vmVersion,
        warmupIterations, warmupTime, warmupBatchSize, measurementIterations, measurementTime, measurementBatchSize,
        all, primaryMetric, secondaryMetrics, rounds, interval, verification, more);
  }

  /** A copy measured over other forks: their count, metrics and records, and the interval computed from them. */
  public ResultEntry withForks(int forkCount, Metric primary, Map<String, Metric> secondary, List<RoundRecord> records,
      IntervalRecord suiteInterval) {
    return new ResultEntry(jmhVersion, benchmark, mode, threads, forkCount, jvm, jvmArgs, jdkVersion, vmName,
        vmVersion, warmupIterations, warmupTime, warmupBatchSize, measurementIterations, measurementTime,
        measurementBatchSize, params, primary, secondary, new ArrayList<>(records), suiteInterval, verification, more);
  }

  public ResultEntry withRounds(List<RoundRecord> records) {
    return new ResultEntry(jmhVersion, benchmark, mode, threads, forks, jvm, jvmArgs, jdkVersion, vmName, vmVersion,
        warmupIterations, warmupTime, warmupBatchSize, measurementIterations, measurementTime, measurementBatchSize,
        params, primaryMetric, secondaryMetrics, new ArrayList<>(records), interval, verification, more);
  }

  public ResultEntry withVerification(VerificationRecord record) {
    return new ResultEntry(jmhVersion, benchmark, mode, threads, forks, jvm, jvmArgs, jdkVersion, vmName, vmVersion,
        warmupIterations, warmupTime, warmupBatchSize, measurementIterations, measurementTime, measurementBatchSize,
        params, primaryMetric, secondaryMetrics, rounds, interval, record, more);
  }
}
