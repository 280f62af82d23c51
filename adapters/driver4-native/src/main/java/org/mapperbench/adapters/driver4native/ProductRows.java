package org.mapperbench.adapters.driver4native;

import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;
import com.datastax.oss.driver.api.core.cql.ColumnDefinitions;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.data.UdtValue;
import com.datastax.oss.driver.api.core.type.UserDefinedType;
import com.datastax.oss.driver.api.core.type.codec.TypeCodec;
import com.datastax.oss.driver.api.core.type.codec.registry.CodecRegistry;
import com.datastax.oss.driver.api.core.type.reflect.GenericType;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.mapperbench.entities.model.Address;
import org.mapperbench.entities.model.AddressData;
import org.mapperbench.entities.model.Product;
import org.mapperbench.entities.model.ProductValues;

/**
 * The wide entity's rows with the driver's typed setters and getters, by index in {@code CqlStatement}'s column
 * order: no codec is looked up by a value's class, as binding {@code Object...} would. The collections' and the
 * address's codecs are resolved once, here: the typed collection setters and getters ({@code setList(i, v,
 * String.class)}) build their generic type by reflection on every call before looking the codec up.
 */
final class ProductRows {
  private static final int TAGS = 15;
  private static final int COLOURS = 16;
  private static final int STOCK_BY_SIZE = 17;
  private static final int WAREHOUSE = 18;

  private final PreparedStatement insert;
  private final PreparedStatement select;
  private final UserDefinedType address;
  private final TypeCodec<List<String>> tags;
  private final TypeCodec<Set<String>> colours;
  private final TypeCodec<Map<String, Integer>> stockBySize;
  private final TypeCodec<UdtValue> warehouse;

  ProductRows(PreparedStatement insert, PreparedStatement select, UserDefinedType address, CodecRegistry codecs) {
    this.insert = insert;
    this.select = select;
    this.address = address;
    ColumnDefinitions columns = insert.getVariableDefinitions();
    this.tags = codecs.codecFor(columns.get(TAGS).getType(), GenericType.listOf(String.class));
    this.colours = codecs.codecFor(columns.get(COLOURS).getType(), GenericType.setOf(String.class));
    this.stockBySize =
        codecs.codecFor(columns.get(STOCK_BY_SIZE).getType(), GenericType.mapOf(String.class, Integer.class));
    this.warehouse = codecs.codecFor(address, GenericType.UDT_VALUE);
  }

  BoundStatement insert(Product p) {
    byte[] thumbnail = p.thumbnail();
    return insert.boundStatementBuilder()
        .setUuid(0, p.catalogueId()).setInt(1, p.sku()).setString(2, p.name()).setString(3, p.category())
        .setString(4, p.brand()).setString(5, p.description()).setInt(6, p.stock()).setLong(7, p.views())
        .setBoolean(8, p.active()).setDouble(9, p.weightKg()).setBigDecimal(10, p.price())
        .setInstant(11, p.updatedAt()).setLocalDate(12, p.releasedOn()).setUuid(13, p.supplierId())
        .setByteBuffer(14, thumbnail == null ? null : ByteBuffer.wrap(thumbnail))
        .set(TAGS, p.tags(), tags).set(COLOURS, p.colours(), colours)
        .set(STOCK_BY_SIZE, p.stockBySize(), stockBySize).set(WAREHOUSE, udtValue(p.warehouse()), warehouse)
        .build();
  }

  /**
   * The address's fields by index, in the type's order: street, city, postcode, country. Typed setters on a new
   * value, because {@code newValue(Object...)} looks a codec up by each field value's class.
   */
  private UdtValue udtValue(Address a) {
    return a == null ? null : address.newValue().setString(0, a.street()).setString(1, a.city())
        .setString(2, a.postcode()).setString(3, a.country());
  }

  /** A builder, so that a page size is set on it and not on a copy of the immutable statement. */
  BoundStatementBuilder select(UUID catalogueId) {
    return select.boundStatementBuilder().setUuid(0, catalogueId);
  }

  ProductValues product(Row row) {
    ByteBuffer thumbnail = row.getByteBuffer(14);
    UdtValue stored = row.get(WAREHOUSE, warehouse);
    return new ProductValues(row.getUuid(0), row.getInt(1), row.getString(2), row.getString(3), row.getString(4),
        row.getString(5), row.getInt(6), row.getLong(7), row.getBoolean(8), row.getDouble(9), row.getBigDecimal(10),
        row.getInstant(11), row.getLocalDate(12), row.getUuid(13), thumbnail,
        row.get(TAGS, tags), row.get(COLOURS, colours), row.get(STOCK_BY_SIZE, stockBySize),
        stored == null ? null : new AddressData(stored.getString(0), stored.getString(1), stored.getString(2),
            stored.getString(3)));
  }

}
