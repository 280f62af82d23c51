package org.mapperbench.entities.adapter;

import java.util.List;
import java.util.Map;

/**
 * What a reader must know to judge an adapter's figures fairly. It is written into every run's {@code run.json}
 * and each adapter's README: a library's limits are reported, never hidden.
 *
 * @param id the module name under {@code adapters/}, e.g. {@code driver4-native}
 * @param library the library as a person names it
 * @param family the driver it runs on ({@code driver3}, {@code driver4}, {@code jdbc}): ratios are taken to the
 *     native adapter of the same family
 * @param backend the server it talks to
 * @param statements how statements reach the server
 * @param consistencyLevelSettable whether the configured consistency level is applied to every request
 * @param conditionalUpdate whether the library can send a conditional update ({@code IF EXISTS}, a lightweight
 *     transaction) and tell whether it was applied; without it {@code limitations} says why, and the suite skips
 *     {@link MapperAdapter#updateOrderStatusIfExists}
 * @param batching how multi-table writes are sent, e.g. "one unlogged batch per order"
 * @param asynchrony what, if anything, runs concurrently inside one operation
 * @param orderRelation how the order/line-item relation is mapped: by the library, or by adapter code
 * @param limitations anything else the library cannot do as the other adapters do
 * @param jvmFlags flags the library needs in any JVM that runs it (e.g. an {@code --add-opens}); the runner adds
 *     them to the adapter's benchmark JVMs, and they are reported because they are a cost of using the library
 * @param settings the library settings that change what is sent to the server (JDBC batch size, id type, fetch
 *     strategy...), by name, so two runs with different settings are never mistaken for the same measurement
 */
public record AdapterTraits(
    String id,
    String library,
    String family,
    Backend backend,
    StatementStyle statements,
    boolean consistencyLevelSettable,
    boolean conditionalUpdate,
    String batching,
    String asynchrony,
    String orderRelation,
    List<String> limitations,
    List<String> jvmFlags,
    Map<String, String> settings) {

  public AdapterTraits {
    limitations = List.copyOf(limitations);
    jvmFlags = List.copyOf(jvmFlags);
    settings = Map.copyOf(settings);
  }

  /** How a library sends its statements. */
  public enum StatementStyle {
    /** Prepared once, then bound per call. */
    PREPARED,
    /** A literal statement string built and parsed per call. */
    LITERAL,
    /** Prepared for some operations and literal for others; {@code limitations} says which are literal. */
    MIXED
  }
}
