package org.mapperbench.entities.schema;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/** The suite's own schema files, as statements ready to run. */
public final class SuiteSchema {
  /** Replication of the embedded single node; override with {@code -Dcassandra.replication}. */
  public static final String DEFAULT_REPLICATION = "{'class': 'SimpleStrategy', 'replication_factor': 1}";

  /** The tables of the suite's keyspace, in the order the schema creates them. */
  public static final List<String> CASSANDRA_TABLES = List.of("users", "orders", "line_items_by_order",
      "products_by_catalogue", "round_trip");

  /** The tables of the relational schema, in the order the schema creates them (children after parents). */
  public static final List<String> MARIADB_TABLES = List.of("users", "orders", "line_items", "products",
      "product_tags", "product_colours", "product_stock", "round_trip");

  private SuiteSchema() {}

  /** The user-defined types of the suite's keyspace, created before the tables that use them. */
  public static final List<String> CASSANDRA_TYPES = List.of("address");

  public static List<String> cassandraStatements(String keyspace, String replication) {
    return statements(
        read("schema/cassandra.cql").replace("${keyspace}", keyspace).replace("${replication}", replication));
  }

  public static List<String> mariadbStatements() {
    return statements(read("schema/mariadb.sql"));
  }

  static List<String> statements(String script) {
    String withoutComments = script.lines().filter(l -> !l.strip().startsWith("--")).reduce("", (a, b) -> a + b + "\n");
    return Arrays.stream(withoutComments.split(";")).map(String::strip).filter(s -> !s.isEmpty()).toList();
  }

  private static String read(String resource) {
    try (InputStream in = SuiteSchema.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("schema resource missing: " + resource);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
