package org.mapperbench.entities.data;

import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.List;
import org.mapperbench.entities.model.LineItemData;
import org.mapperbench.entities.model.OrderData;
import org.mapperbench.entities.model.UserData;
import org.mapperbench.entities.schema.CqlStatement;
import org.mapperbench.entities.schema.SqlStatement;

/**
 * A dataset's row as the suite's own statements write it on each backend: a user, then an order and its line items.
 * The runner's loader and the conformance kit send these, so both put the same rows on the server.
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
}
