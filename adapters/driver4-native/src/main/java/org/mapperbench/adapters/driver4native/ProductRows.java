package org.mapperbench.adapters.driver4native;

import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.data.UdtValue;
import com.datastax.oss.driver.api.core.type.UserDefinedType;
import java.nio.ByteBuffer;
import java.util.UUID;
import org.mapperbench.entities.model.Address;
import org.mapperbench.entities.model.AddressData;
import org.mapperbench.entities.model.Product;
import org.mapperbench.entities.model.ProductData;

/**
 * The wide entity's rows with the driver's typed setters and getters, by index in {@code CqlStatement}'s column
 * order: no codec is looked up by a value's class, as binding {@code Object...} would.
 */
final class ProductRows {
  private final PreparedStatement insert;
  private final PreparedStatement select;
  private final UserDefinedType address;

  ProductRows(PreparedStatement insert, PreparedStatement select, UserDefinedType address) {
    this.insert = insert;
    this.select = select;
    this.address = address;
  }

  BoundStatement insert(Product p) {
    Address warehouse = p.warehouse();
    byte[] thumbnail = p.thumbnail();
    return insert.boundStatementBuilder()
        .setUuid(0, p.catalogueId()).setInt(1, p.sku()).setString(2, p.name()).setString(3, p.category())
        .setString(4, p.brand()).setString(5, p.description()).setInt(6, p.stock()).setLong(7, p.views())
        .setBoolean(8, p.active()).setDouble(9, p.weightKg()).setBigDecimal(10, p.price())
        .setInstant(11, p.updatedAt()).setLocalDate(12, p.releasedOn()).setUuid(13, p.supplierId())
        .setByteBuffer(14, thumbnail == null ? null : ByteBuffer.wrap(thumbnail))
        .setList(15, p.tags(), String.class).setSet(16, p.colours(), String.class)
        .setMap(17, p.stockBySize(), String.class, Integer.class)
        .setUdtValue(18, warehouse == null ? null : address.newValue(warehouse.street(), warehouse.city(),
            warehouse.postcode(), warehouse.country()))
        .build();
  }

  BoundStatement select(UUID catalogueId) {
    return select.bind(catalogueId);
  }

  ProductData product(Row row) {
    ByteBuffer thumbnail = row.getByteBuffer(14);
    UdtValue warehouse = row.getUdtValue(18);
    return new ProductData(row.getUuid(0), row.getInt(1), row.getString(2), row.getString(3), row.getString(4),
        row.getString(5), row.getInt(6), row.getLong(7), row.getBoolean(8), row.getDouble(9), row.getBigDecimal(10),
        row.getInstant(11), row.getLocalDate(12), row.getUuid(13), thumbnail == null ? null : bytes(thumbnail),
        row.getList(15, String.class), row.getSet(16, String.class), row.getMap(17, String.class, Integer.class),
        warehouse == null ? null : new AddressData(warehouse.getString(0), warehouse.getString(1),
            warehouse.getString(2), warehouse.getString(3)));
  }

  private static byte[] bytes(ByteBuffer buffer) {
    byte[] bytes = new byte[buffer.remaining()];
    buffer.duplicate().get(bytes);
    return bytes;
  }
}
