package org.mapperbench.jmh.results.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;
import java.util.Map;
import org.mapperbench.entities.adapter.AdapterTraits.StatementStyle;
import org.mapperbench.entities.adapter.AdapterTraits;
import org.mapperbench.entities.adapter.Backend;

/**
 * What an adapter's library can and cannot do, as the adapter declares it ({@code DescribeAdapter}). Every field is
 * written, a trait the adapter did not declare as null, as the runner always has (no {@code NON_NULL} here).
 *
 * @param family the adapters that share a native driver: "driver3", "driver4" or "jdbc"
 * @param backend the server kind, as the entities' Backend names it: CASSANDRA or MARIADB
 * @param statements PREPARED, LITERAL or MIXED
 * @param consistencyLevelSettable whether the library can send a request at a chosen consistency level
 * @param conditionalUpdate whether it can send a lightweight transaction; null in runs before the trait existed
 * @param bulkWrite how it writes many products in one call; null in runs before the wide entity
 * @param paging the paging API it pages through a catalogue with; null in runs before the wide entity
 * @param unmappedColumns the wide entity's columns it cannot map (ProductColumn names), never written or read
 * @param limitations one line per thing it does differently from the others
 * @param jvmFlags flags its JVMs need (such as --add-opens)
 * @param settings the library settings that change the statements sent, by name
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record TraitsRecord(
    String library,
    String family,
    Backend backend,
    StatementStyle statements,
    Boolean consistencyLevelSettable,
    Boolean conditionalUpdate,
    String batching,
    String asynchrony,
    String orderRelation,
    String bulkWrite,
    String paging,
    List<String> unmappedColumns,
    List<String> limitations,
    List<String> jvmFlags,
    Map<String, String> settings) {

  public TraitsRecord {
    unmappedColumns = unmappedColumns == null ? List.of() : unmappedColumns;
    limitations = limitations == null ? List.of() : limitations;
    jvmFlags = jvmFlags == null ? List.of() : jvmFlags;
    settings = settings == null ? Map.of() : settings;
  }

  /** The traits an adapter's JVM described, as run.json records them (the id is the adapter's key there). */
  public static TraitsRecord of(AdapterTraits t) {
    return new TraitsRecord(t.library(), t.family(), t.backend(), t.statements(), t.consistencyLevelSettable(),
        t.conditionalUpdate(), t.batching(), t.asynchrony(), t.orderRelation(), t.bulkWrite(), t.paging(),
        t.unmappedColumns().stream().map(Enum::name).toList(), t.limitations(), t.jvmFlags(),
        new java.util.TreeMap<>(t.settings()));
  }

  public static TraitsRecord none() {
    return new TraitsRecord(null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
  }
}
