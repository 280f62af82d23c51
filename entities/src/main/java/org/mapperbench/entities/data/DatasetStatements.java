package org.mapperbench.entities.data;

import java.nio.ByteBuffer;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.mapperbench.entities.model.AddressData;
import org.mapperbench.entities.model.LineItemData;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.ProductData;
import org.mapperbench.entities.model.UserData;
import org.mapperbench.entities.schema.CqlStatement;
import org.mapperbench.entities.schema.ProductTable;
import org.mapperbench.entities.schema.SqlStatement;

/**
 * A dataset's row as the suite's own statements write it on each backend: a user, then an order and its line items;
 * or a catalogue's products. The runner's loader and the conformance kit send these, so both put the same rows on the
 * server.
 */
public final class DatasetStatements {
  /** One statement with its values. */
  public record Write(String statement, Object[] values) {}

  private DatasetStatements() {}

  /** The row on Cassandra, its statements naming their tables in {@code keyspace}. */
  public static List<Write> cql(Dataset dataset, long row, String keyspace) {
    UserData u = dataset.user(row);
    OrderData o = dataset.order(row);
    List<Write> writes = new ArrayList<>(2 + o.lineItems().size());
    writes.add(new Write(CqlStatement.INSERT_USER.cql(keyspace), new Object[] {u.id(), u.firstName(), u.lastName(),
        u.city()}));
    writes.add(new Write(CqlStatement.INSERT_ORDER.cql(keyspace), new Object[] {o.id(), o.clientId(), o.createdAt(),
        o.status(), o.subTotal()}));
    for (LineItemData i : o.lineItems()) {
      writes.add(new Write(CqlStatement.INSERT_LINE_ITEM.cql(keyspace), lineItem(o, i)));
    }
    return writes;
  }

  /** The row on MariaDB, in the order its foreign key needs. */
  public static List<Write> sql(Dataset dataset, long row) {
    UserData u = dataset.user(row);
    OrderData o = dataset.order(row);
    List<Write> writes = new ArrayList<>(2 + o.lineItems().size());
    writes.add(new Write(SqlStatement.INSERT_USER.sql(), new Object[] {u.id(), u.firstName(), u.lastName(),
        u.city()}));
    writes.add(new Write(SqlStatement.INSERT_ORDER.sql(), new Object[] {o.id(), o.clientId(),
        Timestamp.from(o.createdAt()), o.status(), o.subTotal()}));
    for (LineItemData i : o.lineItems()) {
      writes.add(new Write(SqlStatement.INSERT_LINE_ITEM.sql(), lineItem(o, i)));
    }
    return writes;
  }

  private static Object[] lineItem(OrderData o, LineItemData i) {
    return new Object[] {o.id(), i.id(), i.productId(), i.productName(), i.colour(), i.size(), i.quantity(),
        i.linePrice()};
  }

  /**
   * A catalogue on Cassandra, as the writes of at most {@link ProductTable#MOST_ROWS_A_WRITE} products that carry it
   * (a batch of each is one partition's). A warehouse, a user-defined type, is the list of its fields in the type's
   * order, for the writer to bind as that type.
   */
  public static List<List<Write>> cqlCatalogue(Dataset dataset, long row, String keyspace) {
    String insert = CqlStatement.INSERT_PRODUCT.cql(keyspace);
    return ProductTable.writes(dataset.catalogue(row)).stream().map(part -> part.stream().map(p -> new Write(insert,
        new Object[] {p.catalogueId(), p.sku(), p.name(), p.category(), p.brand(), p.description(), p.stock(),
            p.views(), p.active(), p.weightKg(), p.price(), p.updatedAt(), p.releasedOn(), p.supplierId(),
            p.thumbnail() == null ? null : ByteBuffer.wrap(p.thumbnail()), p.tags(), p.colours(), p.stockBySize(),
            p.warehouse() == null ? null : warehouseFields(p.warehouse())})).toList()).toList();
  }

  /** A catalogue on MariaDB: each product's row, then the rows of its tags, colours and stock by size. */
  public static List<Write> sqlCatalogue(Dataset dataset, long row) {
    List<Write> writes = new ArrayList<>();
    for (ProductData p : dataset.catalogue(row)) {
      AddressData w = p.warehouse();
      writes.add(new Write(SqlStatement.INSERT_PRODUCT.sql(), new Object[] {p.catalogueId(), p.sku(), p.name(),
          p.category(), p.brand(), p.description(), p.stock(), p.views(), p.active(), p.weightKg(), p.price(),
          p.updatedAt() == null ? null : Timestamp.from(p.updatedAt()), p.releasedOn(), p.supplierId(),
          p.thumbnail(), w == null ? null : w.street(), w == null ? null : w.city(), w == null ? null : w.postcode(),
          w == null ? null : w.country()}));
      for (int position = 0; position < p.tags().size(); position++) {
        writes.add(new Write(SqlStatement.INSERT_PRODUCT_TAG.sql(), new Object[] {p.catalogueId(), p.sku(), position,
            p.tags().get(position)}));
      }
      for (String colour : p.colours()) {
        writes.add(new Write(SqlStatement.INSERT_PRODUCT_COLOUR.sql(), new Object[] {p.catalogueId(), p.sku(),
            colour}));
      }
      for (Map.Entry<String, Integer> size : p.stockBySize().entrySet()) {
        writes.add(new Write(SqlStatement.INSERT_PRODUCT_STOCK.sql(), new Object[] {p.catalogueId(), p.sku(),
            size.getKey(), size.getValue()}));
      }
    }
    return writes;
  }

  private static List<Object> warehouseFields(AddressData w) {
    return Arrays.asList(w.street(), w.city(), w.postcode(), w.country());
  }
}
