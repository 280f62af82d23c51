package org.mapperbench.jmh.runner.core;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mapperbench.jmh.results.figures.BenchmarkKey;
import org.mapperbench.jmh.results.model.ResultEntry;
import org.mapperbench.settings.BenchSettings;
import org.mapperbench.settings.ServerSettings;

/**
 * One point of the consistency sweep: a replication factor, which has a keyspace of its own (so no run ever alters a
 * keyspace under an open session), and the consistency level of every request. A Cassandra adapter's fork JVM runs
 * one setting: the level is applied when the adapter opens.
 *
 * @param replicationFactor the keyspace's replication factor, or 0 when the user gave the replication map itself
 *     ({@code -Dcassandra.replication})
 * @param replication the keyspace's replication map, as CQL
 * @param swept whether the run has more than one setting; only then do labels name it
 */
public record ConsistencySetting(int replicationFactor, String replication, String keyspace, String consistency,
    boolean swept) {

  /** Every combination of the run's replication factors and consistency levels, replication factor first. */
  public static List<ConsistencySetting> all(RunSettings settings) {
    List<ConsistencySetting> all = new ArrayList<>();
    String custom = settings.get(ServerSettings.REPLICATION);
    List<Integer> factors = custom != null ? List.of(0) : settings.replicationFactors();
    boolean swept = factors.size() * settings.get(BenchSettings.CONSISTENCY).size() > 1;
    for (int factor : factors) {
      String keyspace = factors.size() == 1 ? settings.get(ServerSettings.KEYSPACE)
          : settings.get(ServerSettings.KEYSPACE) + "_rf" + factor;
      String replication = custom != null ? custom
          : "{'class': 'SimpleStrategy', 'replication_factor': " + factor + "}";
      for (String level : settings.get(BenchSettings.CONSISTENCY)) {
        all.add(new ConsistencySetting(custom != null ? 0 : factor, replication, keyspace, level, swept));
      }
    }
    return all;
  }

  /** e.g. "RF3 QUORUM"; "QUORUM" when the replication map was given. */
  public String label() {
    return BenchmarkKey.settingLabel(replicationParam(), consistency);
  }

  /** JMH's params of every entry measured in this setting: what the report sorts the sweep by. */
  public Map<String, String> params() {
    Map<String, String> params = new LinkedHashMap<>();
    params.put(ResultEntry.REPLICATION_FACTOR_PARAM, replicationParam());
    params.put(ResultEntry.CONSISTENCY_PARAM, consistency);
    return params;
  }

  /** The factor, or the replication map the user gave. */
  private String replicationParam() {
    return replicationFactor > 0 ? Integer.toString(replicationFactor) : replication;
  }
}
