package org.mapperbench.adapters.driver3native;

import com.datastax.driver.core.BoundStatement;
import com.datastax.driver.core.CodecRegistry;
import com.datastax.driver.core.ColumnDefinitions;
import com.datastax.driver.core.LocalDate;
import com.datastax.driver.core.PreparedStatement;
import com.datastax.driver.core.Row;
import com.datastax.driver.core.TypeCodec;
import com.datastax.driver.core.TypeTokens;
import com.datastax.driver.core.UDTValue;
import com.datastax.driver.core.UserType;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.Date;
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
 * order. The collections' and the address's codecs are resolved once, here: driver 3 finds a scalar's built-in codec
 * by its CQL type directly, but looks a collection's or a UDT's up in the registry's cache on every typed call (and
 * {@code setList(i, v, String.class)} first builds a type token by reflection), so those go through {@code set(i, v,
 * codec)} and {@code get(i, codec)} instead. Driver 3 has its own date type and a {@link Date} for a timestamp: the
 * conversions to and from {@code java.time} are this class's.
 */
final class ProductRows {
  private static final int TAGS = 15;
  private static final int COLOURS = 16;
  private static final int STOCK_BY_SIZE = 17;
  private static final int WAREHOUSE = 18;

  private final PreparedStatement insert;
  private final PreparedStatement select;
  private final UserType address;
  private final TypeCodec<List<String>> tags;
  private final TypeCodec<Set<String>> colours;
  private final TypeCodec<Map<String, Integer>> stockBySize;
  private final TypeCodec<UDTValue> warehouse;

  ProductRows(PreparedStatement insert, PreparedStatement select, UserType address, CodecRegistry codecs) {
    this.insert = insert;
    this.select = select;
    this.address = address;
    ColumnDefinitions columns = insert.getVariables();
    this.tags = codecs.codecFor(columns.getType(TAGS), TypeTokens.listOf(String.class));
    this.colours = codecs.codecFor(columns.getType(COLOURS), TypeTokens.setOf(String.class));
    this.stockBySize =
        codecs.codecFor(columns.getType(STOCK_BY_SIZE), TypeTokens.mapOf(String.class, Integer.class));
    this.warehouse = codecs.codecFor(address, UDTValue.class);
  }

  BoundStatement insert(Product p) {
    byte[] thumbnail = p.thumbnail();
    BoundStatement row = insert.bind();
    row.setUUID(0, p.catalogueId()).setInt(1, p.sku()).setString(2, p.name()).setString(3, p.category())
        .setString(4, p.brand()).setString(5, p.description()).setInt(6, p.stock()).setLong(7, p.views())
        .setBool(8, p.active()).setDouble(9, p.weightKg()).setDecimal(10, p.price())
        .setTimestamp(11, date(p.updatedAt())).setDate(12, date(p.releasedOn())).setUUID(13, p.supplierId())
        .setBytes(14, thumbnail == null ? null : ByteBuffer.wrap(thumbnail));
    return row.set(TAGS, p.tags(), tags).set(COLOURS, p.colours(), colours)
        .set(STOCK_BY_SIZE, p.stockBySize(), stockBySize).set(WAREHOUSE, udtValue(p.warehouse()), warehouse);
  }

  BoundStatement select(UUID catalogueId) {
    return select.bind().setUUID(0, catalogueId);
  }

  ProductValues product(Row row) {
    ByteBuffer thumbnail = row.getBytes(14);
    UDTValue stored = row.get(WAREHOUSE, warehouse);
    return new ProductValues(row.getUUID(0), row.getInt(1), row.getString(2), row.getString(3), row.getString(4),
        row.getString(5), row.getInt(6), row.getLong(7), row.getBool(8), row.getDouble(9), row.getDecimal(10),
        instant(row.getTimestamp(11)), localDate(row.getDate(12)), row.getUUID(13),
        thumbnail, row.get(TAGS, tags), row.get(COLOURS, colours),
        row.get(STOCK_BY_SIZE, stockBySize), stored == null ? null : new AddressData(stored.getString(0),
            stored.getString(1), stored.getString(2), stored.getString(3)));
  }

  /** The address's fields by index, in the type's order: street, city, postcode, country. */
  private UDTValue udtValue(Address a) {
    return a == null ? null : address.newValue().setString(0, a.street()).setString(1, a.city())
        .setString(2, a.postcode()).setString(3, a.country());
  }

  private static Date date(Instant instant) {
    return instant == null ? null : Date.from(instant);
  }

  private static LocalDate date(java.time.LocalDate date) {
    return date == null ? null : LocalDate.fromDaysSinceEpoch(Math.toIntExact(date.toEpochDay()));
  }

  private static Instant instant(Date date) {
    return date == null ? null : date.toInstant();
  }

  private static java.time.LocalDate localDate(LocalDate date) {
    return date == null ? null : java.time.LocalDate.ofEpochDay(date.getDaysSinceEpoch());
  }

}
