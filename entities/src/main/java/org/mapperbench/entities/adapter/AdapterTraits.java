package org.mapperbench.entities.adapter;

import java.util.List;
import java.util.Map;
import org.mapperbench.entities.model.ProductColumn;

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
 * @param bulkWrite how {@link MapperAdapter#writeProducts} sends its rows, e.g. "saveAll: one INSERT per product, in
 *     turn"
 * @param paging the paging API {@link MapperAdapter#pageProducts} uses, e.g. "PagingIterable, fetch size 100"
 * @param unmappedColumns the wide entity's columns the library cannot map (each with a line in {@code limitations}
 *     saying why): never written, read back empty
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
    String bulkWrite,
    String paging,
    List<ProductColumn> unmappedColumns,
    List<String> limitations,
    List<String> jvmFlags,
    Map<String, String> settings) {

  public AdapterTraits {
    unmappedColumns = List.copyOf(unmappedColumns);
    limitations = List.copyOf(limitations);
    jvmFlags = List.copyOf(jvmFlags);
    settings = Map.copyOf(settings);
  }

  /**
   * The traits as the describing JVM prints them and the runner reads them back ({@link #fromProperties}): properties,
   * since the fork's classpath is the adapter's own tree and the harness, with no JSON library of the suite's own.
   */
  public java.util.Properties toProperties() {
    java.util.Properties p = new java.util.Properties();
    put(p, Key.ID.key, id);
    put(p, Key.LIBRARY.key, library);
    put(p, Key.FAMILY.key, family);
    put(p, Key.BACKEND.key, backend.name());
    put(p, Key.STATEMENTS.key, statements.name());
    put(p, Key.CONSISTENCY_LEVEL_SETTABLE.key, Boolean.toString(consistencyLevelSettable));
    put(p, Key.CONDITIONAL_UPDATE.key, Boolean.toString(conditionalUpdate));
    put(p, Key.BATCHING.key, batching);
    put(p, Key.ASYNCHRONY.key, asynchrony);
    put(p, Key.ORDER_RELATION.key, orderRelation);
    put(p, Key.BULK_WRITE.key, bulkWrite);
    put(p, Key.PAGING.key, paging);
    put(p, Key.UNMAPPED_COLUMNS.key, String.join("\n", unmappedColumns.stream().map(ProductColumn::name).toList()));
    put(p, Key.LIMITATIONS.key, String.join("\n", limitations));
    put(p, Key.JVM_FLAGS.key, String.join("\n", jvmFlags));
    settings.forEach((name, value) -> p.setProperty(Key.SETTINGS.key + name, value));
    return p;
  }

  /** A trait the adapter did not give stays out: it reads back as null. */
  private static void put(java.util.Properties p, String key, String value) {
    if (value != null) {
      p.setProperty(key, value);
    }
  }

  /** The traits {@link #toProperties} wrote. */
  public static AdapterTraits fromProperties(java.util.Properties p) {
    Map<String, String> settings = new java.util.TreeMap<>();
    p.stringPropertyNames().stream().filter(k -> k.startsWith(Key.SETTINGS.key))
        .forEach(k -> settings.put(k.substring(Key.SETTINGS.key.length()), p.getProperty(k)));
    return new AdapterTraits(p.getProperty(Key.ID.key), p.getProperty(Key.LIBRARY.key), p.getProperty(Key.FAMILY.key),
        Backend.valueOf(p.getProperty(Key.BACKEND.key)), StatementStyle.valueOf(p.getProperty(Key.STATEMENTS.key)),
        Boolean.parseBoolean(p.getProperty(Key.CONSISTENCY_LEVEL_SETTABLE.key)),
        Boolean.parseBoolean(p.getProperty(Key.CONDITIONAL_UPDATE.key)), p.getProperty(Key.BATCHING.key),
        p.getProperty(Key.ASYNCHRONY.key), p.getProperty(Key.ORDER_RELATION.key), p.getProperty(Key.BULK_WRITE.key),
        p.getProperty(Key.PAGING.key), lines(p, Key.UNMAPPED_COLUMNS).stream().map(ProductColumn::valueOf).toList(),
        lines(p, Key.LIMITATIONS),
        lines(p, Key.JVM_FLAGS), settings);
  }

  private static List<String> lines(java.util.Properties p, Key key) {
    String value = p.getProperty(key.key, "");
    return value.isEmpty() ? List.of() : List.of(value.split("\n"));
  }

  /** The property names of {@link #toProperties}: one per component, and a prefix for each library setting. */
  private enum Key {
    ID("id"), LIBRARY("library"), FAMILY("family"), BACKEND("backend"), STATEMENTS("statements"),
    CONSISTENCY_LEVEL_SETTABLE("consistencyLevelSettable"), CONDITIONAL_UPDATE("conditionalUpdate"),
    BATCHING("batching"), ASYNCHRONY("asynchrony"), ORDER_RELATION("orderRelation"), BULK_WRITE("bulkWrite"),
    PAGING("paging"), UNMAPPED_COLUMNS("unmappedColumns"), LIMITATIONS("limitations"),
    JVM_FLAGS("jvmFlags"), SETTINGS("settings.");

    final String key;

    Key(String key) {
      this.key = key;
    }
  }

  public static Builder builder(String id, String library) {
    return new Builder(id, library);
  }

  /** The traits one by one, by name; a library that applies no consistency level or has no IF EXISTS says nothing. */
  public static final class Builder {
    private final String id;
    private final String library;
    private String family;
    private Backend backend;
    private StatementStyle statements;
    private boolean consistencyLevelSettable;
    private boolean conditionalUpdate;
    private String batching;
    private String asynchrony;
    private String orderRelation;
    private String bulkWrite;
    private String paging;
    private List<ProductColumn> unmappedColumns = List.of();
    private List<String> limitations = List.of();
    private List<String> jvmFlags = List.of();
    private Map<String, String> settings = Map.of();

    private Builder(String id, String library) {
      this.id = id;
      this.library = library;
    }

    public Builder family(String family) {
      this.family = family;
      return this;
    }

    public Builder backend(Backend backend) {
      this.backend = backend;
      return this;
    }

    public Builder statements(StatementStyle statements) {
      this.statements = statements;
      return this;
    }

    /** The configured consistency level reaches every request. */
    public Builder appliesConsistencyLevel() {
      this.consistencyLevelSettable = true;
      return this;
    }

    /** The library can send {@code UPDATE ... IF EXISTS} and tell whether it applied. */
    public Builder updatesConditionally() {
      this.conditionalUpdate = true;
      return this;
    }

    public Builder batching(String batching) {
      this.batching = batching;
      return this;
    }

    public Builder asynchrony(String asynchrony) {
      this.asynchrony = asynchrony;
      return this;
    }

    public Builder orderRelation(String orderRelation) {
      this.orderRelation = orderRelation;
      return this;
    }

    public Builder bulkWrite(String bulkWrite) {
      this.bulkWrite = bulkWrite;
      return this;
    }

    public Builder paging(String paging) {
      this.paging = paging;
      return this;
    }

    /** Columns of the wide entity the library cannot map; {@link #limitations} must say why for each. */
    public Builder unmappedColumns(List<ProductColumn> unmappedColumns) {
      this.unmappedColumns = unmappedColumns;
      return this;
    }

    public Builder limitations(List<String> limitations) {
      this.limitations = limitations;
      return this;
    }

    public Builder jvmFlags(List<String> jvmFlags) {
      this.jvmFlags = jvmFlags;
      return this;
    }

    public Builder settings(Map<String, String> settings) {
      this.settings = settings;
      return this;
    }

    public AdapterTraits build() {
      return new AdapterTraits(java.util.Objects.requireNonNull(id), library, family, backend, statements,
          consistencyLevelSettable, conditionalUpdate, batching, asynchrony, orderRelation, bulkWrite, paging,
          unmappedColumns, limitations, jvmFlags, settings);
    }
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
