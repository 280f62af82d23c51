package org.mapperbench.adapters.driver3native;

import static org.mapperbench.adapters.driver3native.ScalarCodecs.*;

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
 * The wide entity's rows by index in {@code CqlStatement}'s column order, each value set and got with its codec
 * resolved once: the scalars' in {@link ScalarCodecs}, the collections' and the address's here, since driver 3 looks
 * a collection's or a UDT's up in the registry's cache on every typed call (and {@code setList(i, v, String.class)}
 * first builds a type token by reflection). Primitives keep their typed setters and getters. Driver 3 has its own
 * date type and a {@link Date} for a timestamp: the conversions to and from {@code java.time} are this class's.
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
    row.set(0, p.catalogueId(), UUID_).setInt(1, p.sku()).set(2, p.name(), TEXT).set(3, p.category(), TEXT)
        .set(4, p.brand(), TEXT).set(5, p.description(), TEXT).setInt(6, p.stock()).setLong(7, p.views())
        .setBool(8, p.active()).setDouble(9, p.weightKg()).set(10, p.price(), DECIMAL)
        .set(11, date(p.updatedAt()), TIMESTAMP).set(12, date(p.releasedOn()), DATE).set(13, p.supplierId(), UUID_)
        .set(14, thumbnail == null ? null : ByteBuffer.wrap(thumbnail), BLOB);
    return row.set(TAGS, p.tags(), tags).set(COLOURS, p.colours(), colours)
        .set(STOCK_BY_SIZE, p.stockBySize(), stockBySize).set(WAREHOUSE, udtValue(p.warehouse()), warehouse);
  }

  BoundStatement select(UUID catalogueId) {
    return select.bind().set(0, catalogueId, UUID_);
  }

  ProductValues product(Row row) {
    ByteBuffer thumbnail = row.get(14, BLOB);
    UDTValue stored = row.get(WAREHOUSE, warehouse);
    return new ProductValues(row.get(0, UUID_), row.getInt(1), row.get(2, TEXT), row.get(3, TEXT), row.get(4, TEXT),
        row.get(5, TEXT), row.getInt(6), row.getLong(7), row.getBool(8), row.getDouble(9), row.get(10, DECIMAL),
        instant(row.get(11, TIMESTAMP)), localDate(row.get(12, DATE)), row.get(13, UUID_),
        thumbnail, row.get(TAGS, tags), row.get(COLOURS, colours),
        row.get(STOCK_BY_SIZE, stockBySize), stored == null ? null : new AddressData(stored.get(0, TEXT),
            stored.get(1, TEXT), stored.get(2, TEXT), stored.get(3, TEXT)));
  }

  /** The address's fields by index, in the type's order: street, city, postcode, country. */
  private UDTValue udtValue(Address a) {
    return a == null ? null : address.newValue().set(0, a.street(), TEXT).set(1, a.city(), TEXT)
        .set(2, a.postcode(), TEXT).set(3, a.country(), TEXT);
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
